// The same tablet, at the secure address: the compiled server serves https
// itself (TLS_CERT_FILE, TLS_KEY_FILE) with a certificate made here for
// tablet.test by a certificate authority made here, and this Chromium is told
// to trust that certificate by its key's SPKI hash, as a tablet that
// installed the authority would. tablet.test is 127.0.0.1 to Chromium alone.
// There: the page is a secure context, the service worker takes charge, a
// reload with the network off still opens the app, and the agent stays
// signed in across reloads with a Secure cookie that outlives the browser.
import { createHash, createPublicKey } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { REFRESH_COOKIE_NAME } from '#api/auth';
import { createCertificateAuthority, issueServerCertificate } from '#server/tls/certificates';
import { CHROMIUM_ARGS, CHROMIUM_PATH, TABLET_VIEWPORT } from './chromium';
import { collectPageErrors, expect, test } from './fixtures';
import { freshDataDir, startServerProcess, type ServerProcess } from './server-process';
import { waitForServiceWorkerControl } from './service-worker';
import { DEMO_AGENT, signIn, topBar } from './session-page';

const HOST = 'tablet.test';
const DAY_MS = 24 * 60 * 60 * 1000;

let server: ServerProcess;
let dataDir: string;
let spkiHash: string;

test.beforeAll(async () => {
  const now = new Date();
  const authority = await createCertificateAuthority('e2e', now, { dns: [HOST], networks: ['127.0.0.0/8'] });
  const certificate = await issueServerCertificate(authority, [HOST], now);
  dataDir = freshDataDir('https');
  const certFile = join(dataDir, 'tablet.test.crt');
  const keyFile = join(dataDir, 'tablet.test.key');
  writeFileSync(certFile, `${certificate.certificatePem}${authority.certificatePem}`);
  writeFileSync(keyFile, certificate.keyPem, { mode: 0o600 });
  const spki = createPublicKey(certificate.certificatePem).export({ type: 'spki', format: 'der' });
  spkiHash = createHash('sha256').update(spki).digest('base64');

  server = await startServerProcess({
    env: { NODE_ENV: 'test', DATA_DIR: dataDir, TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile },
    https: { ca: authority.certificatePem, host: HOST },
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

let browser: Browser | undefined;
test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

test('at the https address the app is kept for offline use and the agent stays signed in', async ({ playwright }) => {
  test.setTimeout(60_000);
  browser = await playwright.chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${spkiHash}`],
  });
  const context = await browser.newContext({ baseURL: server.url, viewport: TABLET_VIEWPORT });
  const page = await context.newPage();
  const errors: string[] = [];
  collectPageErrors(page, errors);

  const response = await page.goto('/');
  expect(page.url()).toBe(`https://${HOST}:${server.port}/`);
  expect(response?.headers()['strict-transport-security']).toBe('max-age=15552000');
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Not secure' })).toHaveCount(0);

  // The service worker takes charge of the page.
  await waitForServiceWorkerControl(page);

  // Signed in with a cookie that is Secure, named __Host-, and outlives the browser session.
  await signIn(page);
  await expect(topBar(page).user(DEMO_AGENT.display)).toBeVisible();
  const refreshCookie = (await context.cookies()).find((cookie) => cookie.name === `__Host-${REFRESH_COOKIE_NAME}`);
  expect(refreshCookie?.secure).toBe(true);
  expect((refreshCookie?.expires ?? 0) * 1000).toBeGreaterThan(Date.now() + 29 * DAY_MS);

  // Still signed in after a reload: the refresh cookie brought a new token.
  await page.reload();
  await expect(topBar(page).user(DEMO_AGENT.display)).toBeVisible();
  await expect(topBar(page).signOut).toBeVisible();

  // A cold reload with the network off: the worker opens the app, the device remembers the agent.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(topBar(page).user(DEMO_AGENT.display)).toBeVisible();
  await page.goto('/builder/customer');
  await expect(page.getByRole('textbox', { name: 'Last Name', exact: true })).toBeVisible();
  await context.setOffline(false);

  expect(errors, 'the page logged errors').toEqual([]);
});
