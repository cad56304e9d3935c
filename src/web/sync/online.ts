/**
 * Whether the browser says it has a network. Only a hint: a captive portal
 * or a dead Wi-Fi also says online, so every request still handles no answer.
 * Outside a browser (tests without a navigator) it counts as online.
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
