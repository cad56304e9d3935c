// Whether this device last held work scopes, kept in localStorage so it can be read before the device database
// opens: the first paint shows (or not) the 'No work scopes!' banner in place, instead of inserting it a moment
// later and pushing the page down. The catalogue itself, read right after, always has the last word.
/** Also read by public/device-hints.js, before the app has loaded. */
export const HINT_KEY = 'contract-builder:has-work-scopes';

/** True or false as last stored; null when never stored or unreadable (private mode). */
export function readWorkScopesHint(): boolean | null {
  try {
    const value = window.localStorage.getItem(HINT_KEY);
    return value === '1' ? true : value === '0' ? false : null;
  } catch {
    return null;
  }
}

export function writeWorkScopesHint(hasScopes: boolean): void {
  try {
    window.localStorage.setItem(HINT_KEY, hasScopes ? '1' : '0');
  } catch {
    // Only a hint: the banner is right once the catalogue is read.
  }
}
