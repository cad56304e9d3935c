// The first visit of a tablet on a phone connection, measured on the build in
// dist/ (npm run bench builds it first):
//   1. first-route JavaScript (gzipped) of /, /builder/customer,
//      /contracts and the office's /admin, and its ratio to a bare React 19 + ReactDOM page built by
//      the same Vite (scripts/first-route-size.ts); the target is 1.7 or less;
//   2. what a first visit of / really fetches, on the wire, with the service
//      worker kept out (its precache comes after and is not the route's);
//   3. Lighthouse (mobile, simulated throttling: 150 ms RTT, 1.6 Mbit/s, CPU
//      4x slower) on the four pages, in Debian's Chromium, against the
//      compiled server in production mode: the median of BENCH_LIGHTHOUSE_RUNS
//      runs (3) of each score; the targets are performance 95, accessibility
//      100, best practices 100.
// Traffic stays on 127.0.0.1.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { bareReactGzip, firstRouteSize, kilobytes } from '../scripts/first-route-size';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { freePort } from '../e2e/server-process';

const ROOT = process.cwd();
const WEB = join(ROOT, 'dist', 'web');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PAGES = [
  { path: '/', screen: 'features/home/home-page.tsx' },
  { path: '/builder/customer', screen: 'features/builder/customer-step/customer-step.tsx' },
  { path: '/contracts', screen: 'app/my-contracts-route.tsx' },
  { path: '/admin', screen: 'app/office-route.tsx' },
] as const;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function startProductionServer(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'contract-builder-bench-'));
  const child = spawn(process.execPath, [join(ROOT, 'dist', 'server', 'main.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-jwt-secret-0123456789abcdefghijklmnop',
      COOKIE_SECRET: 'bench-cookie-secret-0123456789abcdefghijklmnop',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    const ready = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Everything a first visit of `url` fetches until the network is quiet, bytes on the wire. */
async function firstVisitOnTheWire(
  url: string,
): Promise<{ javascript: number; css: number; total: number; requests: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const types = new Map<string, string>();
    const sizes = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
    await page.goto(url, { waitUntil: 'networkidle' });
    let javascript = 0;
    let css = 0;
    let total = 0;
    for (const [id, bytes] of sizes) {
      total += bytes;
      if (types.get(id) === 'Script') javascript += bytes;
      if (types.get(id) === 'Stylesheet') css += bytes;
    }
    return { javascript, css, total, requests: sizes.size };
  } finally {
    await browser.close();
  }
}

interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
}

async function lighthouseRun(url: string, port: number): Promise<LighthouseScores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
  };
}

async function lighthouseMedians(url: string): Promise<LighthouseScores> {
  const runs: LighthouseScores[] = [];
  for (let run = 0; run < RUNS; run++) {
    // A fresh browser each run: nothing cached, as on a first visit.
    const chrome = await launchChrome({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [...CHROMIUM_ARGS, `--user-data-dir=${mkdtempSync(join(tmpdir(), 'contract-builder-lighthouse-'))}`],
    });
    try {
      runs.push(await lighthouseRun(url, chrome.port));
    } finally {
      chrome.kill();
    }
  }
  const pick = (key: keyof LighthouseScores) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    speedIndex: pick('speedIndex'),
  };
}

export async function measureFirstLoad(): Promise<string[]> {
  const lines: string[] = [];
  const bare = await bareReactGzip(ROOT);
  lines.push(`Bare React 19 + ReactDOM page, same Vite: ${kilobytes(bare)} of JavaScript, gzipped`);
  for (const { path, screen } of PAGES) {
    const size = firstRouteSize(WEB, screen);
    lines.push(
      `First-route JavaScript of ${path}: ${kilobytes(size.firstRoute)} gzipped, ${(size.firstRoute / bare).toFixed(2)}x the bare page (${size.files.length} files)`,
    );
  }
  const server = await startProductionServer();
  try {
    const wire = await firstVisitOnTheWire(`${server.url}/`);
    lines.push(
      `First visit of / on the wire (service worker kept out): JavaScript ${kilobytes(wire.javascript)}, CSS ${kilobytes(wire.css)}, ` +
        `everything ${kilobytes(wire.total)} in ${wire.requests} requests`,
    );
    for (const { path } of PAGES) {
      const scores = await lighthouseMedians(`${server.url}${path}`);
      lines.push(
        `Lighthouse ${path} (mobile, median of ${RUNS}): performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
          `best practices ${scores.bestPractices}; FCP ${(scores.fcp / 1000).toFixed(2)} s, LCP ${(scores.lcp / 1000).toFixed(2)} s, ` +
          `TBT ${Math.round(scores.tbt)} ms, CLS ${scores.cls.toFixed(3)}, Speed Index ${(scores.speedIndex / 1000).toFixed(2)} s`,
      );
    }
  } finally {
    server.stop();
  }
  return lines;
}
