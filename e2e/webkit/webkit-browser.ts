// WebKitGTK for the WebKit suite: a virtual screen (Xvfb) and Debian's
// WebKitWebDriver driving MiniBrowser on it, both children of the test
// process and gone with it. Each session is a fresh, empty profile: a new
// iPad. `.ci/run` installs the two packages (webkit2gtk-driver, xvfb).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server-process';
import { WebDriverSession } from './webdriver';

const DRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const XVFB = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';
const MINIBROWSER = process.env.WEBKIT_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export interface WebKit {
  /** A new browser window with an empty profile. */
  newSession: () => Promise<WebDriverSession>;
  /** The engine's version, as the driver reports it. */
  version: string;
  close: () => Promise<void>;
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Starts Xvfb on a display it picks itself; resolves with the display's name. */
async function startXvfb(): Promise<{ display: string; child: ChildProcess }> {
  // -displayfd: Xvfb takes the first free display and writes its number to fd 3.
  const child = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1280x1280x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    const fd3 = child.stdio[3] as NodeJS.ReadableStream;
    fd3.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before giving its display`)));
  });
  return { display, child };
}

async function driverReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode})`);
    const status = await fetch(`${url}/status`)
      .then((response) => response.json() as Promise<{ value: { ready: boolean } }>)
      .catch(() => null);
    if (status?.value.ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not become ready in 20 s');
}

export async function startWebKit(): Promise<WebKit> {
  for (const [tool, path] of [
    ['WebKitWebDriver (apt-get install webkit2gtk-driver)', DRIVER],
    ['Xvfb (apt-get install xvfb)', XVFB],
    ['MiniBrowser (apt-get install webkit2gtk-driver)', MINIBROWSER],
  ] as const) {
    if (!existsSync(path)) throw new Error(`${tool} is missing at ${path}: .ci/run installs it`);
  }
  const xvfb = await startXvfb();
  // MiniBrowser saves downloads into its home folder: one of the suite's own.
  const home = mkdtempSync(join(tmpdir(), 'contract-builder-webkit-'));
  const port = await freePort();
  const driver = spawn(DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: xvfb.display, HOME: home },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await driverReady(url, driver);
  } catch (error) {
    await Promise.all([stopped(driver), stopped(xvfb.child)]);
    throw error;
  }
  const capabilities = {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
  };
  const probe = await WebDriverSession.start(url, capabilities);
  const version = await probe.execute<string>('return navigator.userAgent');
  await probe.quit();

  return {
    version,
    newSession: () => WebDriverSession.start(url, capabilities),
    close: async () => {
      await stopped(driver);
      await stopped(xvfb.child);
      rmSync(home, { recursive: true, force: true });
    },
  };
}
