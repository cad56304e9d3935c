// The whole sale in WebKit, the engine of Safari on the agents' iPads: once
// online, and once with the server gone after one online visit. Every control
// is reached by a pointer tap at its centre, so a control covered by another
// (as the Contract step's toolbox was, by Deposit) fails here as it failed
// under a finger. The signed PDF the tablet hands over is the one the cloud
// keeps and emails, byte for byte, and it is emailed once.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedListResponseSchema } from '#api/signed-contract-schema';
import { startTestSmtp, type TestSmtp } from '#server/testing/test-smtp';
import { freshDataDir, startServerProcess, type ServerProcess } from '../server-process';
import { DEMO_AGENT } from '../session-page';
import {
  buildGoalsAndProjects,
  complete,
  enterCustomer,
  goToMyContracts,
  next,
  openFromToolbox,
  priceAmounts,
  save,
  signIn,
  signOnTheTablet,
  syncScopes,
  waitForOfflineReady,
  type Customer,
} from './agent-steps';
import { Tablet } from './tablet';
import { startWebKit, type WebKit } from './webkit-browser';

const SHOTS = join(process.cwd(), 'test-results', 'webkit');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let webkit: WebKit;
let smtp: TestSmtp;
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];
let tablet: Tablet | undefined;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [webkit, smtp] = await Promise.all([startWebKit(), startTestSmtp()]);
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await tablet?.screenshot(join(SHOTS, `failed-${task.name.slice(0, 40)}.png`));
  await tablet?.session.quit();
  tablet = undefined;
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all([webkit?.close(), smtp?.close()]);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function startServer(dataDir: string, port?: number): Promise<ServerProcess> {
  const server = await startServerProcess({
    env: {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Northwind Contracts <contracts@northwind.example>',
      ...(port ? { PORT: String(port) } : {}),
    },
  });
  servers.push(server);
  return server;
}

async function newTablet(server: ServerProcess): Promise<Tablet> {
  tablet = new Tablet(await webkit.newSession(), server.url);
  await tablet.open('/');
  await tablet.setViewport(768, 1024);
  return tablet;
}

const mailsAbout = (contractId: string) => smtp.received.filter((mail) => mail.subject?.includes(contractId));

/** What the cloud keeps of a contract's signed versions: [content hash, PDF hash] each. */
async function cloudReceipt(server: ServerProcess, contractId: string): Promise<[string, string][]> {
  const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.7.7' },
    body: JSON.stringify({ email: DEMO_AGENT.email, password: DEMO_AGENT.password }),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const listed = await fetch(`${server.url}/api/contracts/${contractId}/signed`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { items } = signedListResponseSchema.parse(await listed.json());
  return items.map((item) => [item.contentHash, item.pdfHash]);
}

async function waitForOneEmail(contractId: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (mailsAbout(contractId).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  // A second email would come within moments of the first.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(mailsAbout(contractId)).toHaveLength(1);
}

/** The Contract step: each of its dialogs opened by a tap; deposit $1,500, 60 months at 8.99%. */
async function fillTheContractStep(tablet: Tablet): Promise<void> {
  await next(tablet, 'Contract');
  for (const name of ['Discount', 'Coupon', 'Notes'] as const) {
    const dialog = await openFromToolbox(tablet, name);
    await complete(tablet, dialog);
  }
  const deposit = await openFromToolbox(tablet, 'Deposit');
  await tablet.fillIn('textbox', 'Deposit', '1500', deposit);
  await complete(tablet, deposit);
  const financing = await openFromToolbox(tablet, 'Financing');
  await tablet.tapOn('checkbox', '60 months, 8.99% APR (DEL2689)', financing);
  await complete(tablet, financing);
  expect(await priceAmounts(tablet)).toEqual(['$6,013.00', '$0.00', '$0.00', '$6,013.00', '$1,500.00', '$4,513.00']);
  await tablet.sees('$94');
}

describe('in WebKit at 768x1024', () => {
  it('an agent closes the whole sale online, and the PDF handed over is the one the cloud keeps and emails', async () => {
    const customer: Customer = { first: 'Maria', last: 'Kowalski', email: 'maria.kowalski@example.com' };
    const dataDir = freshDataDir('webkit-online');
    dataDirs.push(dataDir);
    const server = await startServer(dataDir);
    const tablet = await newTablet(server);

    await signIn(tablet);
    await syncScopes(tablet);
    await enterCustomer(tablet, customer);
    await buildGoalsAndProjects(tablet);
    await fillTheContractStep(tablet);
    const contractId = await save(tablet);
    await signOnTheTablet(tablet, customer);
    await tablet.screenshot(join(SHOTS, 'online-signed.png'));

    await tablet.keepBlobs();
    await tablet.tapOn('button', 'Download the PDF');
    const pdf = await tablet.lastBlob('application/pdf');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const hash = sha256(pdf);

    await waitForOneEmail(contractId);
    const [mail] = mailsAbout(contractId);
    expect(mail!.attachments.map((attachment) => sha256(attachment.content))).toEqual([hash]);
    const receipt = await cloudReceipt(server, contractId);
    expect(receipt.map(([, pdfHash]) => pdfHash)).toEqual([hash]);
    await tablet.sees('How it was signed is recorded on the last page of the PDF.');
    expect(await tablet.errors()).toEqual([]);
  });

  it('with the server gone after one online visit, the sale closes; when it is back, the contract syncs and is emailed once', async () => {
    const customer: Customer = { first: 'Piotr', last: 'Nowak', email: 'piotr.nowak@example.com' };
    const dataDir = freshDataDir('webkit-offline');
    dataDirs.push(dataDir);
    let server = await startServer(dataDir);
    const tablet = await newTablet(server);

    // The visit before: signed in, the catalogue and the guides on the tablet.
    await signIn(tablet);
    await syncScopes(tablet);
    await waitForOfflineReady(tablet);

    // In the customer's basement: the server cannot be reached from here on.
    const port = server.port;
    await server.kill();
    await enterCustomer(tablet, customer);
    await buildGoalsAndProjects(tablet);
    await fillTheContractStep(tablet);
    const contractId = await save(tablet);
    await signOnTheTablet(tablet, customer);
    await tablet.keepBlobs();
    await tablet.tapOn('button', 'Download the PDF');
    const hash = sha256(await tablet.lastBlob('application/pdf'));

    await goToMyContracts(tablet);
    await tablet.sees('Not emailed yet: the office sends it once this tablet syncs.');
    await tablet.sees('Pending sync');
    await tablet.screenshot(join(SHOTS, 'offline-pending.png'));
    expect(mailsAbout(contractId)).toHaveLength(0);

    // Back at the office: the same server, the same data. The open page syncs by itself.
    server = await startServer(dataDir, port);
    await waitForOneEmail(contractId);
    expect(sha256(mailsAbout(contractId)[0]!.attachments[0]!.content)).toBe(hash);
    expect((await cloudReceipt(server, contractId)).map(([, pdfHash]) => pdfHash)).toEqual([hash]);
    // The tablet learns that the office sent it at its next sync.
    await goToMyContracts(tablet);
    await tablet.tapOn('button', 'Sync all');
    await tablet.sees(`Emailed to ${customer.email}`, 20_000);
    expect(await tablet.errors()).toEqual([]);
  });
});
