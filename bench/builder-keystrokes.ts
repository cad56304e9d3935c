// How responsive the builder stays on a big contract: 20 goals x 25 projects x
// 5 calculations (2,500 lines). The built app (dist/web, `npm run build`) is
// served by the real server on a loopback port and opened in Debian's
// Chromium (CHROMIUM_PATH overrides it) with the contract already in the
// page, as the copy the last page left (the builder's load() takes it as the
// draft). On the Projects step the editor of a project of the last goal is
// opened and its first Quantity is typed into: a digit, then Backspace, and
// again, so every key changes the totals. The page is a touch screen and is
// tapped, as the tablet is: a mouse left over the page would have Chromium
// hit-test the whole page after every change, to update what it hovers, which
// a tablet never does. For each key the page records:
//   - the keydown (capture phase on the Quantity field),
//   - the first change of 'Goal Total' of Goal 20 behind the dialog (a
//     MutationObserver): the DOM update,
//   - the next animation frame after that change: the frame that paints it,
//     our "on screen". It includes waiting for that frame (up to one 16.7 ms
//     vsync at 60 Hz), as a real screen does.
// A key whose Goal Total text did not change is not a sample: it is counted
// and reported. The first WARM_UP_KEYS keys are not counted. Every wait is
// bounded, and the browser, server and database are always closed.
//
// Then the Contract step is opened from Review CONTRACT_RENDERS + 1 times (the
// first also loads the step's code chunk). A run starts once Review is idle,
// so one run's leftovers (the device read, a garbage collection) are not the
// next's, and stops once the whole document (every project, both notices) is
// in the page and its frame is painted: a message posted from that frame's
// rAF callback is handled after the frame's style, layout and paint. It used
// to stop in the rAF callback itself, which Chromium runs sometimes before and
// sometimes after laying out the 17,000 elements (150 ms of this machine's
// 220): the figure flipped between the two.
//
// `npm run bench` runs this first; `npm run bench:builder` runs it alone.
// BENCH_BUILDER_CPU_SLOWDOWN=4 slows the page's CPU down 4x (a tablet, roughly);
// BENCH_BUILDER_PROFILE=<file> writes the page's CPU profile while typing.
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, TABLET_VIEWPORT } from '../e2e/chromium';
import type { FastifyInstance } from 'fastify';
import { addGoal, addProject, renameGoal, updateCalculation } from '#domain/contract/edits';
import { blankContract, projectFromWorkScope } from '#domain/contract/factories';
import type { Contract, WorkScope } from '#domain/contract/model';
import { NOTICE_COPIES } from '#domain/printed-contract/legal-text';
import { upgradeContract } from '#domain/upgrade/upgrade-contract';
import { buildApp, defaultWebRoot } from '#server/app';
import { createTestDatabase } from '#server/testing/test-database';
import { testConfig } from '#server/testing/test-config';
import { EMERGENCY_DRAFT_KEY } from '#web/storage/emergency-draft';
import { closeQuietly, withDeadline } from './deadline';
import { ms, percentile } from './stats';

export const GOALS = 20;
export const PROJECTS_PER_GOAL = 25;
export const CALCULATIONS_PER_PROJECT = 5;
const WARM_UP_KEYS = 20;
const MEASURED_KEYS = 300;
/** Longest wait for one key's totals on screen; a key that takes longer is an invalid sample. */
const KEY_TIMEOUT_MS = 2_000;
/** Everything, from launching the browser to the last key. */
const RUN_TIMEOUT_MS = 180_000;
/** Each Playwright step (navigation, finding and clicking elements). */
const STEP_TIMEOUT_MS = 30_000;
/** Longest wait for the Review step to go idle before a Contract step run. */
const SETTLE_TIMEOUT_MS = 2_000;
/** The tablet the agents carry, held upright (as in the e2e tests). */
const VIEWPORT = TABLET_VIEWPORT;

const LAST_GOAL = `Goal ${GOALS}`;
const EDITED_PROJECT = projectName(GOALS, PROJECTS_PER_GOAL);
const EDITED_LINE = 'Line 1 (sq ft)';

export interface ContractRenderResult {
  /** The first opening: the step's code chunk is loaded then too. */
  firstMs: number;
  samples: number[];
  p50: number;
  p95: number;
}

export interface BuilderKeystrokeResult {
  /** Review -> Contract step until the frame that painted the whole document. */
  contractRender?: ContractRenderResult;
  /** Keydown to the next animation frame after the totals changed, ms, one per valid key. */
  samples: number[];
  p50: number;
  p95: number;
  max: number;
  /** Keydown to the DOM update of the goal total, ms, one per valid key. */
  domSamples: number[];
  domP95: number;
  /** Keys measured, valid or not. */
  keys: number;
  /** Keys after which the goal total did not change (in time): left out of the samples. */
  invalid: number;
  /** The page's CPU slowdown (1: none). */
  cpuSlowdown: number;
}

function projectName(goal: number, project: number): string {
  return `Bench project ${goal}-${project}`;
}

/** One work scope per project place in a goal, each with five calculations. */
function benchScopes(): WorkScope[] {
  return Array.from({ length: PROJECTS_PER_GOAL }, (_, index) => ({
    id: 9101 + index,
    wsid: `BK-${String(index + 1).padStart(2, '0')}`,
    name: `Keystroke scope ${index + 1}`,
    description: `A work scope with ${CALCULATIONS_PER_PROJECT} calculations, for the keystroke benchmark.`,
    category: { id: 91, name: 'Bench' },
    calculations: Array.from({ length: CALCULATIONS_PER_PROJECT }, (_, line) => ({
      id: 91_000 + index * 10 + line + 1,
      name: `Line ${line + 1}`,
      qty_label: 'sq ft',
      rate: 1.15 + line + 1,
      description: '',
      rank: line + 1,
    })),
    show_calculator: false,
    pdf: null,
  }));
}

/** Goals 'Goal 1'..'Goal 20', each with 25 distinctly named projects of 5 calculations, all quantities non-zero. */
export function bigContract(): Contract {
  const contractId = 'BenchKeys001';
  let next = 0;
  const newId = () => `${contractId}-${++next}`;
  const scopes = benchScopes();
  let contract = blankContract({ contractId, now: '2026-11-21T15:00:00.000Z', newId });
  contract = {
    ...contract,
    Customer: { ...contract.Customer, First: 'Maria', Last: 'Kowalski', Name: 'Kowalski, Maria' },
  };
  for (let goalIndex = 0; goalIndex < GOALS; goalIndex++) {
    if (goalIndex > 0) contract = addGoal(contract, newId());
    const goal = contract.Goals[goalIndex]!;
    contract = renameGoal(contract, goal.Gid, `Goal ${goalIndex + 1}`);
    for (let projectIndex = 0; projectIndex < PROJECTS_PER_GOAL; projectIndex++) {
      const project = {
        ...projectFromWorkScope(scopes[projectIndex]!, newId),
        Name: projectName(goalIndex + 1, projectIndex + 1),
      };
      contract = addProject(contract, goal.Gid, project);
      for (const calculation of project.Calculations) {
        contract = updateCalculation(contract, goal.Gid, project.Pid, calculation.Guid, {
          Quantity: 100 + projectIndex,
          DifficultyFactor: 1.1,
        });
      }
    }
  }
  return contract;
}

/** Digits alternating with Backspace: the quantity stays short and every key changes the totals. */
function keyFor(index: number): string {
  return index % 2 === 0 ? String(((index / 2) % 9) + 1) : 'Backspace';
}

/** What the page keeps for one key (in the page's performance.now() time). */
interface KeySample {
  start: number;
  before: string;
  after: string | null;
  dom: number | null;
  frame: number | null;
}

interface KeystrokeProbe {
  samples: KeySample[];
  /** Resolves true once key `index` has its frame time, false after timeoutMs. */
  waitFor: (index: number, timeoutMs: number) => Promise<boolean>;
}

declare global {
  interface Window {
    __builderKeystrokeProbe?: KeystrokeProbe;
  }
}

/** Runs in the page: listens to the Quantity field's keys and to the goal total's changes. */
function installProbe(input: HTMLElement, total: Element): void {
  const samples: KeySample[] = [];
  let waiters: { index: number; resolve: (done: boolean) => void }[] = [];
  const settle = () => {
    waiters = waiters.filter((waiter) => {
      if (samples[waiter.index]?.frame == null) return true;
      waiter.resolve(true);
      return false;
    });
  };
  input.addEventListener(
    'keydown',
    () => {
      samples.push({ start: performance.now(), before: total.textContent ?? '', after: null, dom: null, frame: null });
    },
    { capture: true },
  );
  new MutationObserver(() => {
    const now = performance.now();
    const sample = samples[samples.length - 1];
    if (!sample || sample.dom !== null) return;
    sample.dom = now;
    sample.after = total.textContent ?? '';
    requestAnimationFrame(() => {
      sample.frame = performance.now();
      settle();
    });
  }).observe(total, { characterData: true, childList: true, subtree: true });
  window.__builderKeystrokeProbe = {
    samples,
    waitFor: (index, timeoutMs) =>
      new Promise((resolve) => {
        if (samples[index]?.frame != null) {
          resolve(true);
          return;
        }
        const waiter = { index, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          waiters = waiters.filter((candidate) => candidate !== waiter);
          resolve(false);
        }, timeoutMs);
      }),
  };
}

/** With BENCH_BUILDER_PROFILE=<file>, the page's CPU profile while typing, for Chrome's DevTools to open. */
async function startProfiler(page: Page): Promise<{ stop: () => Promise<void> } | null> {
  const file = process.env.BENCH_BUILDER_PROFILE;
  if (!file) return null;
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.start');
  return {
    stop: async () => {
      const { profile } = await session.send('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      await session.detach();
    },
  };
}

async function typeAndMeasure(page: Page, cpuSlowdown: number): Promise<BuilderKeystrokeResult> {
  await page.getByRole('heading', { level: 1, name: 'Implement Projects' }).waitFor();
  const goal = page.getByRole('region', { name: LAST_GOAL, exact: true });
  await goal.getByRole('button', { name: `Edit ${EDITED_PROJECT}`, exact: true }).tap();
  const dialog = page.getByRole('dialog', { name: `Edit project in ${LAST_GOAL}`, exact: true });
  await dialog.waitFor();
  await dialog.locator('output').filter({ hasText: /^\$/ }).last().waitFor();
  const quantity = dialog
    .getByRole('group', { name: EDITED_LINE, exact: true })
    .getByLabel('Quantity', { exact: true });
  const total = goal.locator('.projects-goal-total');
  await quantity.focus();
  await page.keyboard.press('End');

  const totalHandle = await total.elementHandle();
  if (!totalHandle) throw new Error(`No Goal Total in ${LAST_GOAL}`);
  await quantity.evaluate(installProbe, totalHandle);

  const profiler = await startProfiler(page);
  const keys = WARM_UP_KEYS + MEASURED_KEYS;
  for (let index = 0; index < keys; index++) {
    await page.keyboard.press(keyFor(index));
    await page.evaluate(([key, timeoutMs]) => window.__builderKeystrokeProbe!.waitFor(key, timeoutMs), [
      index,
      KEY_TIMEOUT_MS,
    ] as const);
  }
  await profiler?.stop();
  const recorded = await page.evaluate(() => window.__builderKeystrokeProbe!.samples);
  if (recorded.length !== keys) {
    throw new Error(`The Quantity field saw ${recorded.length} of ${keys} keys: it lost the focus.`);
  }

  const measured = recorded.slice(WARM_UP_KEYS);
  const valid = measured.filter(
    (sample) => sample.frame !== null && sample.dom !== null && sample.after !== sample.before,
  );
  if (valid.length === 0) throw new Error(`The ${LAST_GOAL} total never changed while typing: no sample.`);
  const samples = valid.map((sample) => sample.frame! - sample.start);
  const domSamples = valid.map((sample) => sample.dom! - sample.start);
  return {
    samples,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    max: Math.max(...samples),
    domSamples,
    domP95: percentile(domSamples, 95),
    keys: measured.length,
    invalid: measured.length - valid.length,
    cpuSlowdown,
  };
}

const CONTRACT_RENDERS = 10;

/** What the page must hold before the Contract step counts as drawn: every project of every goal, and both notices. */
const WHOLE_DOCUMENT = { projects: GOALS * PROJECTS_PER_GOAL, notices: NOTICE_COPIES };

/** Resolves once the page has had no task for a while (at most `timeoutMs`): one run's leftovers are not the next's. */
function settle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: timeoutMs }));
}

/**
 * Runs in the page: clicks the link to the Contract step and resolves with the
 * time from the click until the frame that painted the whole document.
 */
function timeContractStep(whole: typeof WHOLE_DOCUMENT): Promise<number> {
  return new Promise<number>((resolve) => {
    const link = document.querySelector<HTMLAnchorElement>('a[href="/builder/contract"]');
    if (!link) throw new Error('No link to the Contract step');
    const isWhole = () => {
      const article = document.querySelector('article.contract-document');
      return (
        article !== null &&
        article.querySelectorAll('tbody.doc-project').length === whole.projects &&
        article.querySelectorAll('.doc-notice').length === whole.notices
      );
    };
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (!isWhole()) return;
      observer.disconnect();
      // A rAF callback runs before its frame's style, layout and paint; a
      // message posted from it is handled once that frame is painted.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - start);
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    link.click();
  });
}

/**
 * From a click on the Contract step's link (on Review) to the frame that
 * painted the contract document, with all 500 projects, in the page.
 */
async function measureContractRender(page: Page): Promise<ContractRenderResult> {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  const times: number[] = [];
  for (let run = 0; run <= CONTRACT_RENDERS; run++) {
    await page.locator('a[href="/builder/review"]').first().tap();
    await page.getByRole('heading', { level: 1, name: 'Customer Review' }).waitFor();
    await page.evaluate(settle, SETTLE_TIMEOUT_MS);
    times.push(await page.evaluate(timeContractStep, WHOLE_DOCUMENT));
  }
  const [firstMs = Number.NaN, ...samples] = times;
  return { firstMs, samples, p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** Serves the built app, opens the big contract's Projects step and times quantity keystrokes. */
export async function measureBuilderKeystrokes(): Promise<BuilderKeystrokeResult> {
  const webRoot = defaultWebRoot;
  if (!existsSync(join(webRoot, 'index.html'))) {
    throw new Error('The web app is not built (no dist/web/index.html): run `npm run build` first.');
  }
  const contract = bigContract();
  const draft = JSON.stringify(contract);
  if (!upgradeContract(JSON.parse(draft)).ok)
    throw new Error('The benchmark contract does not read as a stored contract.');
  const cpuSlowdown = Number(process.env.BENCH_BUILDER_CPU_SLOWDOWN ?? 1);
  if (!Number.isFinite(cpuSlowdown) || cpuSlowdown < 1)
    throw new Error('BENCH_BUILDER_CPU_SLOWDOWN must be a number >= 1.');

  const database = await createTestDatabase('pglite');
  let app: FastifyInstance | null = null;
  let browser: Browser | null = null;
  try {
    app = await buildApp(testConfig(), { database, webRoot, logger: false });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      timeout: STEP_TIMEOUT_MS,
    });
    const opened = browser;
    return await withDeadline(
      (async () => {
        // No service worker: its install (precaching the whole app) would compete with the page.
        const context = await opened.newContext({ viewport: VIEWPORT, hasTouch: true, serviceWorkers: 'block' });
        context.setDefaultTimeout(STEP_TIMEOUT_MS);
        // tsx compiles with esbuild's keepNames, which wraps named functions in
        // __name(...); the functions evaluated in the page need it too.
        await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
        await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
          key: EMERGENCY_DRAFT_KEY,
          value: draft,
        });
        const page = await context.newPage();
        if (cpuSlowdown > 1) {
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        }
        await page.goto(`${address}/builder/projects`);
        const typing = await typeAndMeasure(page, cpuSlowdown);
        return { ...typing, contractRender: await measureContractRender(page) };
      })(),
      RUN_TIMEOUT_MS,
      'The builder keystroke benchmark',
    );
  } finally {
    const openBrowser: Browser | null = browser;
    const server: FastifyInstance | null = app;
    if (openBrowser) await closeQuietly('browser', () => openBrowser.close());
    if (server) await closeQuietly('server', () => server.close());
    await closeQuietly('database', () => database.dispose());
  }
}

export function formatBuilderKeystrokes(result: BuilderKeystrokeResult): string {
  const shape = `${GOALS} goals x ${PROJECTS_PER_GOAL} projects x ${CALCULATIONS_PER_PROJECT} calculations`;
  const cpu = result.cpuSlowdown > 1 ? `, CPU ${result.cpuSlowdown}x slower` : '';
  const invalid = result.invalid > 0 ? `; ${result.invalid} keys left out: the total did not change` : '';
  const typing =
    `Builder keystroke -> totals on screen (${shape}, ${result.keys} keys${cpu}): ` +
    `p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, max ${ms(result.max)} (DOM update p95 ${ms(result.domP95)})${invalid}`;
  const render = result.contractRender;
  if (!render) return typing;
  return (
    `${typing}\nContract step render, same contract (Review -> whole document painted, ${render.samples.length} runs): ` +
    `first ${ms(render.firstMs)} (with its code chunk), then p50 ${ms(render.p50)}, p95 ${ms(render.p95)}`
  );
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  measureBuilderKeystrokes().then(
    (result) => console.log(formatBuilderKeystrokes(result)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
