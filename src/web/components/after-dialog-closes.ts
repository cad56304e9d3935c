/**
 * Runs `callback` once the confirm dialog has left the page. Until then the
 * dialog keeps the focus to itself and, closing, hands it back to the button
 * that opened it — which a delete or remove has just taken away — so a screen
 * that wants to move the focus elsewhere waits for this.
 */
export function afterDialogCloses(callback: () => void): void {
  const open = () => document.querySelector('.modal') !== null;
  if (!open()) return callback();
  const observer = new MutationObserver(() => {
    if (open()) return;
    observer.disconnect();
    callback();
  });
  observer.observe(document.body, { childList: true, subtree: true });
}
