// The check a finger makes, run in the page by both browser suites (Playwright
// in Chromium, WebDriver in WebKit): every visible control of the screen, or
// of the dialog on top of it, is at least 44 x 44 px and a tap at its centre
// reaches it. The second half is what found a WebKit layout bug that turned
// every tap on the Contract step's first screen into "Edit deposit"
// (docs/decisions/035-tap-targets.md).

/**
 * Runs in the page, so it must stay self-contained (no imports, no outer
 * names): Playwright passes it to page.evaluate, the WebKit suite sends its
 * source. Returns one sentence per problem, none when the screen is right.
 */
export function tapTargetProblems(): string[] {
  const CONTROLS =
    'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"]';
  const problems: string[] = [];

  const nameOf = (element: Element): string => {
    const label =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ??
      element.textContent;
    const text = (label ?? '').replace(/\s+/g, ' ').trim();
    return text === '' ? element.tagName.toLowerCase() : text.slice(0, 60);
  };

  const hidden = (element: HTMLElement): boolean => {
    if (element.closest('[aria-hidden="true"], [inert], .visually-hidden')) return true;
    // The skip link and its kind show only while they have the focus.
    if (element.closest('.visually-hidden-focusable') && document.activeElement !== element) return true;
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible' || style.display === 'none') return true;
    const box = element.getBoundingClientRect();
    return box.width === 0 || box.height === 0;
  };

  // With a dialog open, the page behind it takes no taps by design: only the
  // dialog on top counts.
  const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"], .modal.show')];
  const scope: ParentNode = dialogs.at(-1) ?? document;

  // The box that takes a control's taps: a check box's label, or the line a
  // stretched ::after covers (its containing block), else the control.
  const targetOf = (control: HTMLElement): { box: Element | null; what: string } => {
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      return { box: control.closest('label') ?? control.labels?.[0] ?? control, what: 'its label' };
    }
    const after = getComputedStyle(control, '::after');
    if (after.content === 'none' || after.content === 'normal' || after.position !== 'absolute') {
      return { box: control, what: 'it' };
    }
    for (let block = control.parentElement; block; block = block.parentElement) {
      const style = getComputedStyle(block);
      if (style.position !== 'static' || style.transform !== 'none') return { box: block, what: 'its line' };
    }
    return { box: null, what: 'the whole page' };
  };

  const reaches = (control: HTMLElement, hit: Element | null): boolean => {
    if (!hit) return false;
    if (control === hit || control.contains(hit)) return true;
    const labels = control instanceof HTMLInputElement ? [...(control.labels ?? [])] : [];
    return labels.some((label) => label === hit || label.contains(hit));
  };

  const scrolling = document.scrollingElement ?? document.documentElement;
  const scrolledTo = { left: scrolling.scrollLeft, top: scrolling.scrollTop };
  for (const control of scope.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (hidden(control)) continue;
    const name = `${control.tagName.toLowerCase()} "${nameOf(control)}"`;

    const target = targetOf(control);
    if (!target.box) {
      problems.push(`${name} takes the taps of ${target.what}`);
      continue;
    }
    const size = target.box.getBoundingClientRect();
    // A link inside a sentence is exempt from the size (WCAG 2.5.8), not from the tap.
    const inSentence =
      control.tagName === 'A' &&
      [...(control.parentElement?.childNodes ?? [])].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
    // Half a pixel of slack for sub-pixel layout (43.99999 px is 44 px on screen).
    if (!inSentence && (size.width < 43.5 || size.height < 43.5)) {
      problems.push(`${name} is ${Math.round(size.width)}x${Math.round(size.height)} px (${target.what})`);
    }

    // A disabled control takes no taps by design (pointer-events: none).
    if (getComputedStyle(control).pointerEvents === 'none') continue;
    control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const box = control.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (!reaches(control, hit)) {
      const by = hit ? `${hit.tagName.toLowerCase()} "${nameOf(hit.closest(CONTROLS) ?? hit)}"` : 'nothing';
      problems.push(`${name}: a tap at its centre reaches ${by}`);
    }
  }
  scrolling.scrollTo({ ...scrolledTo, behavior: 'instant' });
  return problems;
}
