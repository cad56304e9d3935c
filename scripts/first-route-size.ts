// How much JavaScript the first route ships, measured on the built files, and
// the same for a bare React 19 + ReactDOM page built by the same Vite: the
// floor no React app can go under. Read from Vite's manifest
// (dist/web/.vite/manifest.json), so the answer is the same on every machine
// for the same build: `npm run bench` reports it, and a browser spec holds it
// to a budget.
//
// "The first route" of a page is what the browser must fetch before it can
// draw it: the entry chunk, the app it starts (app/boot.tsx), the chunk of
// the page's screen, and everything they import statically (the files
// index.html, the app's import and the route's lazy import preload). The home
// page's HTML is drawn before any of it runs (docs/decisions/015-first-load.md),
// but the page does nothing of its own until it has. Work the app starts after the first paint (device storage, the
// session, sync) is fetched by a dynamic import right after it; it is
// reported on its own as "after the first paint".
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The manifest keys of `roots` and of every chunk they import statically. */
export function staticClosure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

export function gzipBytes(outDir: string, file: string): number {
  return gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
}

/** The gzipped bytes of the JavaScript files of these chunks. */
export function javascriptGzip(outDir: string, manifest: Manifest, keys: Iterable<string>): number {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file && /\.m?js$/.test(file)) total += gzipBytes(outDir, file);
  }
  return total;
}

export function entryKey(manifest: Manifest): string {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  return entry[0];
}

export interface RouteSize {
  /** Gzipped bytes the route needs before its first paint. */
  firstRoute: number;
  /** The chunk files of the first route. */
  files: string[];
}

/** The app itself (src/web/app/boot.tsx), which the entry loads as soon as index.html is painted. */
export const APP_CHUNK = 'app/boot.tsx';

/** What every route needs: the entry, and the app it starts. */
export function appRoots(manifest: Manifest): string[] {
  return manifest[APP_CHUNK] ? [entryKey(manifest), APP_CHUNK] : [entryKey(manifest)];
}

/** The home page is drawn by the app itself: it has no chunk of its own, and its route is the app's. */
export const HOME_SCREEN = 'features/home/home-page.tsx';

/**
 * The first route of the screen whose module is `screen`: the module its route imports lazily, a manifest key
 * (e.g. app/my-contracts-route.tsx), or HOME_SCREEN. Any other module is refused: measured as the app's alone,
 * its route would look as light as the home page.
 */
export function firstRouteSize(outDir: string, screen: string): RouteSize {
  const manifest = readManifest(outDir);
  if (!manifest[screen] && screen !== HOME_SCREEN)
    throw new Error(`${screen} has no chunk of its own: name the module its route imports lazily`);
  const roots = manifest[screen] ? [...appRoots(manifest), screen] : appRoots(manifest);
  const keys = staticClosure(manifest, roots);
  return {
    firstRoute: javascriptGzip(outDir, manifest, keys),
    files: [...keys].map((key) => manifest[key]?.file ?? key).sort(),
  };
}

/**
 * Builds `createRoot(...).render(<h1>Hello</h1>)` with React 19 and ReactDOM,
 * this Vite and the app's React plugin, and answers its gzipped JavaScript.
 * Built under node_modules/.cache so it resolves the project's packages.
 */
export async function bareReactGzip(repositoryRoot: string): Promise<number> {
  const root = join(repositoryRoot, 'node_modules', '.cache', 'contract-builder-bare-react');
  const outDir = join(root, 'dist');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bare</title></head>' +
      '<body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>\n',
  );
  writeFileSync(
    join(root, 'main.tsx'),
    "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')!).render(<StrictMode><h1>Hello</h1></StrictMode>);\n",
  );
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = readManifest(outDir);
  return javascriptGzip(outDir, manifest, staticClosure(manifest, [entryKey(manifest)]));
}

export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
