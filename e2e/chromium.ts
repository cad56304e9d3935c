// How every spec starts Debian's Chromium (never a downloaded browser: the
// machines cannot fetch one), for playwright.config.ts and for the specs that
// launch a browser of their own with one more flag.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // tablet.test is this machine (127.0.0.1) to Chromium alone: a page at
  // http://tablet.test is what a tablet on the Wi-Fi sees (not a secure
  // context), and no test traffic ever goes anywhere but loopback.
  '--host-resolver-rules=MAP tablet.test 127.0.0.1',
];

/** The tablet the agents carry, held upright. */
export const TABLET_VIEWPORT = { width: 768, height: 1024 };
