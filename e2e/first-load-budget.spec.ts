// The first visit on a phone connection, held to a budget on the built files
// (deterministic for a given build, unlike a timing): the JavaScript the home
// page needs for its first paint is at most 1.7 times a bare React 19 +
// ReactDOM page built by the same Vite; the heavy parts (pdf.js, drag and
// drop, the contract document, the device database, the Sign step with
// signature_pad and PDFKit) are not part of it but
// are all kept by the service worker for offline use; and the server sends
// them compressed. `npm run bench` reports the same figures with Lighthouse's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  APP_CHUNK,
  appRoots,
  bareReactGzip,
  firstRouteSize,
  readManifest,
  staticClosure,
} from '../scripts/first-route-size';
import { expect, test } from './fixtures';

const WEB = join(process.cwd(), 'dist', 'web');
const FIRST_ROUTE_BUDGET = 1.7;

/** The chunk files that hold a module whose source path matches. */
function chunksOf(pattern: RegExp): string[] {
  const manifest = readManifest(WEB);
  return Object.entries(manifest)
    .filter(([key, chunk]) => pattern.test(key) || pattern.test(chunk.src ?? ''))
    .map(([, chunk]) => chunk.file);
}

test('the home page ships at most 1.7x a bare React page, and the heavy parts load later but are kept offline', async () => {
  test.setTimeout(60_000);
  const bare = await bareReactGzip(process.cwd());
  const home = firstRouteSize(WEB, 'features/home/home-page.tsx');
  const ratio = home.firstRoute / bare;
  expect(ratio, `first route ${home.firstRoute} B gzipped, bare React ${bare} B`).toBeLessThanOrEqual(
    FIRST_ROUTE_BUDGET,
  );

  const manifest = readManifest(WEB);
  const firstRoute = new Set([...staticClosure(manifest, appRoots(manifest))].map((key) => manifest[key]?.file));
  const code = (files: Iterable<string | undefined>) =>
    [...files].map((file) => (file ? readFileSync(join(WEB, file), 'utf8') : '')).join('\n');
  const firstRouteCode = code(firstRoute);
  // Found by what only they contain: pdf.js, dnd-kit, Dexie, zod, TanStack Query.
  for (const [part, marker] of [
    ['pdf.js', 'GlobalWorkerOptions'],
    ['dnd-kit', 'DndContext'],
    ['Dexie', 'Dexie'],
    ['zod', 'ZodError'],
    ['TanStack Query', 'QueryClient'],
  ] as const) {
    expect(firstRouteCode.includes(marker), `${part} is not in the first route`).toBe(false);
  }
  const contractDocument = chunksOf(/features\/builder\/contract-step\/contract-step\.tsx$/);
  expect(contractDocument.length).toBeGreaterThan(0);
  for (const file of contractDocument) expect(firstRoute.has(file), `${file} is not in the first route`).toBe(false);

  // The Sign step, with signature_pad and PDFKit, loads when it is opened, not with another step.
  expect(firstRouteCode.includes('beginStroke'), 'signature_pad is not in the first route').toBe(false);
  const signStep = chunksOf(/features\/builder\/sign-step\/(sign-step\.tsx|signed-pdf\/render-contract-pdf\.ts)$/);
  expect(signStep).toHaveLength(2);
  const otherSteps = Object.keys(manifest).filter((key) =>
    /features\/builder\/(customer|goals|projects|review|contract)-step\/[a-z-]+-step\.tsx$/.test(key),
  );
  expect(otherSteps).toHaveLength(5);
  const withOtherSteps = new Set([...staticClosure(manifest, otherSteps)].map((key) => manifest[key]?.file));
  for (const file of signStep) {
    expect(firstRoute.has(file), `${file} is not in the first route`).toBe(false);
    expect(withOtherSteps.has(file), `${file} does not come with the other steps`).toBe(false);
  }

  // Every chunk, lazy or not, is in the service worker's precache, and so are the fonts the signed PDF embeds.
  const serviceWorker = readFileSync(join(WEB, 'sw.js'), 'utf8');
  const allChunks = Object.values(manifest).map((chunk) => chunk.file);
  for (const file of allChunks) expect(serviceWorker, `${file} is precached`).toContain(file);
  expect(serviceWorker).toMatch(/Inter_400Regular-[\w-]+\.ttf/);
  expect(serviceWorker).toMatch(/Inter_700Bold-[\w-]+\.ttf/);
});

/**
 * Every page a route opens, held where it stands so it does not grow while the work to bring each to 1.5x
 * goes on: what each carries before its first paint is in docs/first-load.md. A new lazy page needs a line here.
 */
const ROUTE_CEILINGS: Record<string, number> = {
  'features/login/login-page.tsx': 1.8,
  'features/login/set-password-page.tsx': 2.2,
  'features/data-transfer/data-transfer-page.tsx': 1.7,
  'features/builder/customer-step/customer-step.tsx': 2.25,
  'features/builder/goals-step/goals-step.tsx': 2.2,
  'features/builder/projects-step/projects-step.tsx': 2.7,
  'features/builder/review-step/review-step.tsx': 2.3,
  'features/builder/contract-step/contract-step.tsx': 3.9,
  'features/builder/contract-saved/contract-saved-page.tsx': 2.5,
  'features/builder/options/options-presentation.tsx': 2.0,
  // signature_pad and PDFKit: the Sign step makes the signed PDF on the tablet, with no signal.
  'features/builder/sign-step/sign-step.tsx': 7.3,
  'app/office-route.tsx': 2.45,
  'app/my-contracts-route.tsx': 3.95,
};

test('no page a route opens grows past its ceiling, the office console included', async () => {
  test.setTimeout(60_000);
  const bare = await bareReactGzip(process.cwd());
  const manifest = readManifest(WEB);
  const pages = (manifest[APP_CHUNK]?.dynamicImports ?? []).filter((key) =>
    /^(features\/.+-(page|step|presentation)\.tsx|app\/.+-route\.tsx)$/.test(key),
  );
  expect(pages.sort()).toEqual(Object.keys(ROUTE_CEILINGS).sort());
  for (const page of pages) {
    const { firstRoute } = firstRouteSize(WEB, page);
    expect(firstRoute / bare, `${page}: ${firstRoute} B gzipped, bare React ${bare} B`).toBeLessThanOrEqual(
      ROUTE_CEILINGS[page]!,
    );
  }
});

test('the server sends the built files compressed, brotli first', async ({ request }) => {
  const manifest = readManifest(WEB);
  // The app's main chunk: React, the router, the frame and the home page.
  const app = manifest[APP_CHUNK]?.file ?? '';
  const plain = readFileSync(join(WEB, app));
  const brotli = await request.get(`/${app}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(brotli.status()).toBe(200);
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers().vary).toMatch(/accept-encoding/i);
  const transferred = Number(brotli.headers()['content-length']);
  expect(transferred).toBeLessThan(plain.length / 3);
  // Playwright decodes the body: it is the file itself.
  expect(Buffer.compare(await brotli.body(), plain)).toBe(0);

  // The home page, drawn into index.html at build time.
  const page = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
  expect(await page.text()).toContain('GET STARTED');
});
