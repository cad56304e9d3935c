// Read before the first paint of the home page drawn at build time (it is
// loaded by index.html's head, render-blocking, and kept by the service
// worker): whether this device holds work scopes, so the page is drawn with or
// without the 'No work scopes!' banner as the app will draw it, and nothing
// moves when the app takes the page over (docs/decisions/015-first-load.md).
// The key is src/web/storage/catalogue-hint.ts's.
try {
  if (window.localStorage.getItem('contract-builder:has-work-scopes') === '1') {
    document.documentElement.classList.add('has-work-scopes');
  }
} catch {
  // Storage refused (private mode): the banner shows until the app knows.
}
