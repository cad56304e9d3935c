// @vitest-environment jsdom
// An iPad older than the app (Safari before iPadOS 16.4, which ignores the
// range media queries the layout is built on) is told so before a broken page
// is drawn (public/device-hints.js, README "The iPads we support").
import { afterEach, describe, expect, it, vi } from 'vitest';
import deviceHints from '../public/device-hints.js?raw';

/** Loads the page's head script in a browser whose media queries answer `rangeQueries` to `(width >= 0px)`. */
function loadOn(rangeQueries: boolean) {
  document.documentElement.className = '';
  document.body.innerHTML = '<div id="root">The app</div>';
  vi.stubGlobal('matchMedia', (query: string) => ({
    // An engine that cannot parse a query treats it as "not all", which never matches.
    matches: query === '(width >= 0px)' ? rangeQueries : false,
    media: query,
  }));
  new Function(deviceHints)();
  document.dispatchEvent(new Event('DOMContentLoaded'));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the browser check before the first paint', () => {
  it('tells Safari before 16.4 that the iPad needs updating, and hides the app', () => {
    loadOn(false);
    const notice = document.querySelector('[role="alert"]');
    expect(notice?.querySelector('h1')?.textContent).toBe('This browser is too old for Contract Builder');
    expect(notice?.textContent).toContain('Safari on iPadOS 16.4 or later');
    expect(notice?.textContent).toContain('Settings, General, Software Update');
    expect(document.getElementById('root')?.style.display).toBe('none');
    expect(document.documentElement).toHaveProperty('className', 'unsupported-browser');
  });

  it('leaves a supported browser alone', () => {
    loadOn(true);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(document.getElementById('root')?.style.display).toBe('');
    expect(document.documentElement.classList.contains('unsupported-browser')).toBe(false);
  });
});
