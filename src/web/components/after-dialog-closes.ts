/**
 * Runs `callback` once the confirm dialog has left the page and let go of the
 * focus. Until then the dialog keeps the focus to itself and, closing, hands
 * it back to the button that opened it — which a delete or remove has just
 * taken away — so a screen that wants to move the focus elsewhere waits for
 * this. The dialog lets go (its focus trap removed, the page's `modal-open`
 * class with it) in an effect after its elements have gone, so both are
 * waited for.
 */
export function afterDialogCloses(callback: () => void): void {
  const open = () => document.querySelector('.modal') !== null || document.body.classList.contains('modal-open');
  // A dialog without a fade may be gone already: the screen's own change (a
  // goal removed) is drawn first all the same.
  if (!open()) {
    setTimeout(callback, 0);
    return;
  }
  const observer = new MutationObserver(() => {
    if (open()) return;
    observer.disconnect();
    setTimeout(callback, 0);
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
}
