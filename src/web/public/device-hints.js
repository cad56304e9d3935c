// Read before the first paint (loaded by the head of index.html and
// shell.html, render-blocking, and kept by the service worker): what this
// device is and holds, so the first screen is drawn right.
//
// Whether this device holds work scopes, so the home page drawn at build time
// shows or hides the 'No work scopes!' banner as the app will draw it, and
// nothing moves when the app takes the page over
// (docs/decisions/015-first-load.md). The key is
// src/web/storage/catalogue-hint.ts's.
try {
  if (window.localStorage.getItem('contract-builder:has-work-scopes') === '1') {
    document.documentElement.classList.add('has-work-scopes');
  }
} catch {
  // Storage refused (private mode): the banner shows until the app knows.
}

// Whether this address is not secure (plain http from the Wi-Fi), so the
// page drawn at build time shows the banner that says so, as the app will
// draw it (src/web/app/insecure-origin-banner.tsx).
if (window.isSecureContext === false) {
  document.documentElement.classList.add('insecure-origin');
}

// Whether the browser is one the app is built for: Safari on iPadOS 16.4 or
// later, or a current Chrome, Edge or Firefox (README, "The iPads we
// support"). The app's layout uses range media queries, which Safari has
// since 16.4; an older one ignores them and would draw a broken page, so it
// is told instead. Written for old engines: no syntax newer than they know.
(function () {
  var supported;
  try {
    supported = window.matchMedia('(width >= 0px)').matches;
  } catch {
    supported = false;
  }
  if (supported) return;
  document.documentElement.classList.add('unsupported-browser');
  document.addEventListener('DOMContentLoaded', function () {
    var root = document.getElementById('root');
    if (root) root.style.display = 'none';
    var notice = document.createElement('main');
    notice.setAttribute('role', 'alert');
    notice.style.cssText = 'max-width:36rem;margin:3rem auto;padding:0 1.5rem;font:1.125rem/1.5 system-ui,sans-serif';
    var heading = document.createElement('h1');
    heading.textContent = 'This browser is too old for Contract Builder';
    var text = document.createElement('p');
    text.textContent =
      'Contract Builder needs Safari on iPadOS 16.4 or later (or a current Chrome, Edge or Firefox). ' +
      'Update the iPad in Settings, General, Software Update, then open Contract Builder again. ' +
      'Until then, ask your office for a paper contract or another tablet.';
    notice.appendChild(heading);
    notice.appendChild(text);
    document.body.insertBefore(notice, document.body.firstChild);
  }, { once: true });
})();
