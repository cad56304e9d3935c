// The iPad as the WebKit suite drives it: controls found by their role and
// accessible name as WebKit itself computes them (WebDriver's computed role
// and label), tapped with a pointer at their centre (so a control covered by
// another is not reached, as a finger would not reach it), fields typed the
// way React hears them, signatures drawn with pointer strokes. Console errors
// and uncaught errors are collected in the page after every navigation
// (WebDriver has no console endpoint) and fail the test.
import { tapTargetProblems } from '../tap-targets';
import { elementRef, type ActionSource, type WebDriverSession } from './webdriver';

export type Role =
  | 'button'
  | 'link'
  | 'textbox'
  | 'searchbox'
  | 'checkbox'
  | 'radio'
  | 'article'
  | 'heading'
  | 'dialog'
  | 'img'
  | 'region'
  | 'group'
  | 'table';

// Where each role is looked for; WebKit's computed role then has the last word.
const ROLE_SELECTORS: Record<Role, string> = {
  button: 'button, [role="button"], input[type="button"], input[type="submit"]',
  link: 'a[href], [role="link"]',
  textbox:
    'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="url"], input[type="password"], textarea',
  searchbox: 'input[type="search"]',
  checkbox: 'input[type="checkbox"], [role="checkbox"]',
  radio: 'input[type="radio"], [role="radio"]',
  article: 'article, [role="article"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  dialog: '[role="dialog"]',
  img: 'img, [role="img"]',
  region: 'section, [role="region"]',
  group: 'fieldset, [role="group"]',
  table: 'table',
};

// Roles WebKit computes under another name: "image" (ARIA 1.3's name for img); a small table may be
// taken for a layout table and called a group.
const ALSO_COMPUTED: Partial<Record<Role, string[]>> = {
  img: ['img', 'image'],
  table: ['table', 'grid', 'group'],
};

const ERRORS_KEY = 'webkit-suite-errors';
// Wraps console.error and console.warn and listens for uncaught errors, once per page, keeping what it
// sees in sessionStorage so that it outlives the page's own navigations within the tab.
const HOOK = `
  if (window.__suiteHook) return;
  window.__suiteHook = true;
  const keep = (raw) => {
    const text = raw + ' (on ' + location.pathname + ')';
    const list = JSON.parse(sessionStorage.getItem('${ERRORS_KEY}') || '[]');
    list.push(text);
    sessionStorage.setItem('${ERRORS_KEY}', JSON.stringify(list));
  };
  for (const level of ['error', 'warn']) {
    const original = console[level].bind(console);
    console[level] = (...args) => { keep('console.' + level + ': ' + args.map(String).join(' ')); original(...args); };
  }
  window.addEventListener('error', (event) => keep('uncaught: ' + event.message));
  window.addEventListener('unhandledrejection', (event) => keep('unhandled rejection: ' + String(event.reason)));
`;

const VISIBLE = `
  const visible = (element) => {
    if (element.closest('[aria-hidden="true"], [inert], .visually-hidden')) return false;
    const style = getComputedStyle(element);
    return style.visibility === 'visible' && element.getClientRects().length > 0;
  };
`;

export interface Found {
  id: string;
  name: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `attempt` until it returns a value other than undefined, or throws the last reason after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  attempt: () => Promise<T | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    try {
      const value = await attempt();
      if (value !== undefined) return value;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs} ms${last ? ` (${last})` : ''}`);
    await sleep(150);
  }
}

// WebKit joins a label's parts with spaces ("Room name , room 1" from "Room name<span>, room 1</span>").
const normal = (name: string) =>
  name
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:!?])/g, '$1')
    .trim();
const matches = (name: string, wanted: string | RegExp) =>
  typeof wanted === 'string' ? normal(name) === wanted : wanted.test(normal(name));

export class Tablet {
  constructor(
    readonly session: WebDriverSession,
    readonly baseUrl: string,
  ) {}

  /** Sets the window so that the page's viewport is `width` x `height`, as on the iPad. */
  async setViewport(width: number, height: number): Promise<void> {
    await this.session.setWindowRect(width, height);
    const inner = await this.session.execute<{ w: number; h: number }>(
      'return { w: window.innerWidth, h: window.innerHeight }',
    );
    await this.session.setWindowRect(width + (width - inner.w), height + (height - inner.h));
  }

  /** Opens `path` as a typed address would, and waits for the page and its first heading. */
  async open(path: string): Promise<void> {
    await this.session.navigate(new URL(path, this.baseUrl).href);
    await this.afterNavigation();
  }

  private async afterNavigation(): Promise<void> {
    await eventually('the page loads', async () =>
      (await this.session.execute<string>('return document.readyState')) === 'complete' ? true : undefined,
    );
    await this.session.execute(HOOK);
    // Bootstrap scrolls smoothly; a driver's scroll must land at once.
    await this.session.execute("document.documentElement.style.scrollBehavior = 'auto'");
    await this.quiet();
  }

  /**
   * Waits until the page has fetched nothing new for half a second: the app's start-up (its chunks, the
   * service worker's registration) is done. A navigation before that cancels those fetches, and WebKit
   * then fails the same imports in the next page too, which no agent's tap can cause (the app's own
   * links never reload the page).
   */
  async quiet(): Promise<void> {
    let last = -1;
    let since = Date.now();
    await eventually('the page to stop fetching', async () => {
      const count = await this.session.execute<number>("return performance.getEntriesByType('resource').length");
      if (count !== last) {
        last = count;
        since = Date.now();
      }
      return Date.now() - since >= 500 ? true : undefined;
    });
  }

  /** What the page logged as an error or warning, or threw, since the session began. */
  async errors(): Promise<string[]> {
    return this.session.execute<string[]>(`return JSON.parse(sessionStorage.getItem('${ERRORS_KEY}') || '[]')`);
  }

  async path(): Promise<string> {
    return new URL(await this.session.currentUrl()).pathname;
  }

  /** Every visible element of `role` named `name` (exactly, or matching), inside `within` when given. */
  async findAll(role: Role, name: string | RegExp, within?: Found): Promise<Found[]> {
    const ids = await this.session.execute<{ [key: string]: string }[]>(
      `${VISIBLE}
       const root = arguments[1] || document;
       return [...root.querySelectorAll(arguments[0])].filter(visible);`,
      [ROLE_SELECTORS[role], within ? elementRef(within.id) : null],
    );
    const found: Found[] = [];
    for (const ref of ids) {
      const id = Object.values(ref)[0]!;
      const label = await this.session.computedLabel(id).catch(() => '');
      if (!matches(label, name)) continue;
      const computed = await this.session.computedRole(id).catch(() => '');
      if (computed !== '' && !(ALSO_COMPUTED[role] ?? [role]).includes(computed)) continue;
      found.push({ id, name: label });
    }
    return found;
  }

  /** The one visible element of `role` named `name`, waited for. */
  find(role: Role, name: string | RegExp, within?: Found, timeoutMs = 10_000): Promise<Found> {
    return eventually(
      `the ${role} "${String(name)}"`,
      async () => {
        const found = await this.findAll(role, name, within);
        if (found.length > 1) throw new Error(`${found.length} match: ${found.map((f) => f.name).join(' | ')}`);
        return found[0];
      },
      timeoutMs,
    );
  }

  /** The innermost visible element whose whole text is `text`, waited for: words a finger may land on. */
  findText(text: string, timeoutMs = 10_000): Promise<Found> {
    return eventually(
      `the words "${text}"`,
      async () => {
        const refs = await this.session.execute<{ [key: string]: string }[]>(
          `${VISIBLE}
           return [...document.querySelectorAll('body *')]
             .filter((element) => element.textContent.trim() === arguments[0] && visible(element))
             .filter((element, _, all) => !all.some((other) => other !== element && element.contains(other)));`,
          [text],
        );
        const [ref] = refs;
        return ref ? { id: Object.values(ref)[0]!, name: text } : undefined;
      },
      timeoutMs,
    );
  }

  /** The screen's title: its one level-1 heading, waited for. */
  title(): Promise<string> {
    return eventually('a level-1 heading', async () => {
      const text = await this.session.execute<string | null>("return document.querySelector('h1')?.innerText ?? null");
      return text ?? undefined;
    });
  }

  /** Waits until no visible element of `role` is named `name`. */
  async gone(role: Role, name: string | RegExp, timeoutMs = 10_000): Promise<void> {
    await eventually(
      `the ${role} "${String(name)}" to go`,
      async () => ((await this.findAll(role, name)).length === 0 ? true : undefined),
      timeoutMs,
    );
  }

  /** Waits for every animation and transition of the page to end. */
  async settle(): Promise<void> {
    await eventually('the page to settle', async () =>
      (await this.session.execute<boolean>(
        "return document.getAnimations().every((animation) => animation.playState !== 'running')",
      ))
        ? true
        : undefined,
    );
  }

  /** The centre of an element, scrolled to the middle of the view, in viewport coordinates. */
  private async centreOf(element: Found): Promise<{ x: number; y: number }> {
    return this.session.execute<{ x: number; y: number }>(
      `const element = arguments[0];
       element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
       const box = element.getBoundingClientRect();
       return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };`,
      [elementRef(element.id)],
    );
  }

  /**
   * A finger's tap at the element's centre: whatever is on top there gets it, as on the glass. It waits
   * for the page's animations before and after, unless `hurried`, as an agent who taps twice in a row.
   */
  async tap(element: Found, { hurried = false } = {}): Promise<void> {
    if (!hurried) await this.settle();
    const { x, y } = await this.centreOf(element);
    await this.pointer([
      { type: 'pointerMove', origin: 'viewport', x, y, duration: 0 },
      { type: 'pointerDown', button: 0 },
      { type: 'pointerUp', button: 0 },
    ]);
    if (!hurried) await this.settle();
  }

  /** Finds, then taps. */
  async tapOn(role: Role, name: string | RegExp, within?: Found): Promise<void> {
    await this.tap(await this.find(role, name, within));
  }

  private async pointer(actions: object[]): Promise<void> {
    const source: ActionSource = { type: 'pointer', id: 'finger', parameters: { pointerType: 'mouse' }, actions };
    await this.session.performActions([source]);
    await this.session.releaseActions();
  }

  /**
   * Replaces a field's text. WebDriver's Element Clear empties the DOM value without an input event, so
   * React keeps its own: the text is selected and deleted with a key instead, then typed.
   */
  async fill(field: Found, text: string): Promise<void> {
    await this.tap(field);
    await this.session.execute('arguments[0].select()', [elementRef(field.id)]);
    await this.session.performActions([
      {
        type: 'key',
        id: 'keyboard',
        actions: [
          { type: 'keyDown', value: '\uE003' },
          { type: 'keyUp', value: '\uE003' },
        ],
      },
    ]);
    await this.session.releaseActions();
    if (text !== '') await this.session.sendKeys(field.id, text);
    const value = await this.value(field);
    if (value !== text) throw new Error(`"${field.name}" holds "${value}", not "${text}"`);
  }

  async fillIn(role: Role, name: string | RegExp, text: string, within?: Found): Promise<void> {
    await this.fill(await this.find(role, name, within), text);
  }

  value(field: Found): Promise<string> {
    return this.session.execute<string>('return arguments[0].value', [elementRef(field.id)]);
  }

  checked(box: Found): Promise<boolean> {
    return this.session.execute<boolean>('return arguments[0].checked', [elementRef(box.id)]);
  }

  textOf(element: Found): Promise<string> {
    return this.session.execute<string>("return arguments[0].innerText.replace(/\\s+/g, ' ').trim()", [
      elementRef(element.id),
    ]);
  }

  /** Waits until the page's visible text contains `text`; returns that text. */
  async sees(text: string | RegExp, timeoutMs = 10_000): Promise<string> {
    return eventually(
      `the text "${String(text)}"`,
      async () => {
        const page = await this.session.execute<string>("return document.body.innerText.replace(/\\s+/g, ' ')");
        return (typeof text === 'string' ? page.includes(text) : text.test(page)) ? page : undefined;
      },
      timeoutMs,
    );
  }

  /** Draws two strokes across a signature box, with the pointer held down, as a finger signs. */
  async sign(box: Found): Promise<void> {
    await this.settle();
    const bounds = await this.session.execute<{ x: number; y: number; width: number; height: number }>(
      `const element = arguments[0];
       element.scrollIntoView({ block: 'center', behavior: 'instant' });
       const box = element.getBoundingClientRect();
       return { x: box.left, y: box.top, width: box.width, height: box.height };`,
      [elementRef(box.id)],
    );
    const middle = bounds.y + bounds.height / 2;
    for (const offset of [-20, 25]) {
      const moves = Array.from({ length: 24 }, (_, step) => ({
        type: 'pointerMove',
        origin: 'viewport',
        x: Math.round(bounds.x + 30 + step * ((bounds.width - 60) / 24)),
        y: Math.round(middle + offset + Math.sin(step / 2) * 30),
        duration: 16,
      }));
      await this.pointer([
        moves[0]!,
        { type: 'pointerDown', button: 0 },
        ...moves.slice(1),
        { type: 'pointerUp', button: 0 },
      ]);
    }
  }

  /** The tap-target check of e2e/tap-targets.ts, run in this page. */
  tapTargetProblems(): Promise<string[]> {
    // esbuild may name functions with a helper the page does not have.
    return this.session.execute<string[]>(`const __name = (f) => f; return (${tapTargetProblems.toString()})();`);
  }

  /**
   * Keeps the bytes of every blob the page makes a URL for (a download, a print copy), so that the
   * test can read the PDF the tablet hands over without the browser's download folder.
   */
  async keepBlobs(): Promise<void> {
    await this.session.execute(`
      if (window.__keptBlobs) return;
      window.__keptBlobs = [];
      const original = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (blob) => { window.__keptBlobs.push(blob); return original(blob); };
    `);
  }

  /** The last blob kept by keepBlobs, as bytes, waited for. */
  async lastBlob(type: string): Promise<Buffer> {
    const base64 = await eventually(`a ${type} blob`, () =>
      this.session
        .executeAsync<string | null>(
          `const done = arguments[arguments.length - 1];
         const blob = (window.__keptBlobs || []).filter((b) => b.type === arguments[0]).at(-1);
         if (!blob) return done(null);
         blob.arrayBuffer().then((buffer) => {
           let text = '';
           const bytes = new Uint8Array(buffer);
           for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
           done(btoa(text));
         });`,
          [type],
        )
        .then((value) => value ?? undefined),
    );
    return Buffer.from(base64, 'base64');
  }

  /** A screenshot of the viewport into `file`. */
  async screenshot(file: string): Promise<void> {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(file, await this.session.screenshot());
  }
}
