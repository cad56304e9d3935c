// The web app: Vite's root is src/web, the build lands in dist/web at the
// repository root, where the Fastify server serves it from.
//
// The service worker (vite-plugin-pwa, Workbox generateSW) is what lets an
// agent open the app on a tablet with no signal. Its caching rules are
// written out below rather than left to defaults; the reasons are in
// docs/decisions/011-service-worker.md.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { keepBootstrapInUse } from './scripts/bootstrap-in-use';
import { pdfjsStandardFonts } from './scripts/pdfjs-standard-fonts';
import { prerenderFirstScreen } from './scripts/prerender-first-screen';
import { DRAWN_PAGES, SHELL_PAGE } from './src/api/site';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The brand colours of src/web/app/theme.css: the top bar's deep teal
// (--cb-teal) colours the browser chrome; the page's paper (--cb-paper) is the
// splash screen behind the icon, so the first paint does not flash.
const brandTeal = '#1d5a56';
const paper = '#f7f6f2';

// The largest file we precache is the pdf.js worker (about 1.0 MB minified,
// 1.9 MB unminified). 5 MiB leaves room for it and fails the build (the
// plugin turns Workbox's size warning into an error) rather than silently
// leaving a file out of the offline copy if something grows past that.
const MAX_PRECACHED_FILE_BYTES = 5 * 1024 * 1024;

export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  // One .env at the repository root for the server and the app; Vite only
  // hands VITE_-prefixed values to the browser, never the server's secrets.
  envDir: fromRoot('.'),
  css: {
    // Of Bootstrap's stylesheet, only the rules the app uses (scripts/bootstrap-in-use.ts).
    postcss: { plugins: [keepBootstrapInUse()] },
  },
  plugins: [
    react(),
    prerenderFirstScreen(fromRoot('./src/web')),
    pdfjsStandardFonts(),
    VitePWA({
      // A new version waits until the agent presses Reload in the update
      // prompt (src/web/pwa/update-prompt.tsx): it never takes over, and the
      // page never reloads, on its own, so an open edit cannot be dropped.
      registerType: 'prompt',
      // src/web/pwa/register-service-worker.ts registers the worker through
      // `virtual:pwa-register`; nothing is injected into index.html.
      injectRegister: false,
      strategies: 'generateSW',
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      // Workbox's production runtime: no debug logging in the agent's console.
      mode: 'production',
      manifest: {
        id: '/',
        name: 'Contract Builder',
        short_name: 'Contracts',
        description: 'Build home insulation contracts with your customer, on a tablet, with or without a signal.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: brandTeal,
        background_color: paper,
        categories: ['business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // The icons are precached by the glob below like every other built
      // file; letting the plugin add them too would list them twice.
      includeManifestIcons: false,
      workbox: {
        // --- Precache: the whole built app, fetched once at install ---------
        // Every file of the build: index.html, the entry and EVERY lazy route
        // chunk (a route never opened online must still open offline), CSS,
        // the pdf.js worker (.mjs), icons and fonts (the guides' too). manifest.webmanifest is
        // not globbed because the plugin always adds it to the precache with
        // its own revision. sw.js and its workbox-*.js are never precached:
        // the browser keeps and update-checks them itself. The pages drawn
        // at build time besides / are for a visit without the worker: with
        // it, every route but / is shell.html (below).
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,woff2,ttf}'],
        globIgnores: ['sw.js', 'workbox-*.js', ...Object.values(DRAWN_PAGES)],
        maximumFileSizeToCacheInBytes: MAX_PRECACHED_FILE_BYTES,
        // Files under /assets carry a content hash in their name, so their
        // URL is their revision; index.html and the public files get a hash
        // of their bytes as revision instead.
        dontCacheBustURLsMatching: /^assets\//,
        // A new worker removes the precaches of older Workbox versions.
        cleanupOutdatedCaches: true,
        // A new version never takes over on its own: it waits until the
        // update prompt sends SKIP_WAITING at the agent's request.
        skipWaiting: false,
        // The first worker takes charge of the page that installed it, so
        // guide PDFs opened (or fetched with the catalogue) during the very
        // first visit are already cached. This changes nothing for updates:
        // a waiting version only becomes active through skipWaiting above.
        clientsClaim: true,

        // --- Navigations: the app shell for every route --------------------
        // The home page (/) is the precached index.html, which holds the
        // home page drawn at build time (scripts/prerender-first-screen.ts).
        // Any other page (/data-transfer, /builder/goals, ...) is answered
        // with the precached shell.html, the same page with nothing drawn,
        // and the client router takes over. API paths are not pages:
        // /api/docs and friends must reach the server.
        navigateFallback: `/${SHELL_PAGE}`,
        navigateFallbackDenylist: [/^\/api(?:\/|$)/],

        // --- Runtime caching: only the guide PDFs --------------------------
        runtimeCaching: [
          {
            // Guide PDFs (GET /api/guides/:name.pdf) are rendered from the
            // catalogue and change only with it. Once viewed, or fetched when
            // the catalogue is downloaded, a guide opens offline. Requests
            // carry the agent's Authorization header; the Cache API keys on
            // the URL only (the server sends no Vary), which is what we want:
            // a guide is the same for every agent.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/api/guides/') && url.pathname.endsWith('.pdf'),
            handler: 'CacheFirst',
            method: 'GET',
            options: {
              cacheName: 'guide-pdfs',
              expiration: { maxEntries: 60, maxAgeSeconds: 180 * 24 * 60 * 60 },
              // 0: an opaque response can never happen same-origin, but is
              // harmless; 304, 401 and errors are never stored.
              cacheableResponse: { statuses: [0, 200] },
            },
          },
          // Every other /api request has no route on purpose, so the worker
          // does not answer it and the browser sends it straight to the
          // network, as if there were no worker. Nothing there may be cached
          // here: the catalogue and contracts live in IndexedDB (src/web/
          // storage), and sign-in, refresh and sync must reach the server.
        ],
      },
      devOptions: {
        // `npm run dev:web` runs without a worker: hot reload and a cache
        // that serves yesterday's code do not mix.
        enabled: false,
      },
    }),
  ],
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    // Hashed files under /assets are served with a one-year immutable cache.
    assetsDir: 'assets',
    // dist/web/.vite/manifest.json: which files each route needs, read by the
    // first-load budget (scripts/first-route-size.ts). Never served: the
    // server does not send dot-files.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only what is matched, not what it imports: the domain code the device database shares with the builder
          // stays out of its chunk.
          includeDependenciesRecursively: false,
          groups: [
            {
              // The device database (Dexie) in a chunk of its own, so a page that draws before opening it (a builder
              // step, docs/first-load.md) does not fetch it with the domain code it shares a chunk with otherwise.
              name: 'device-database',
              test: /[\\/]node_modules[\\/]dexie[\\/]|[\\/]src[\\/]web[\\/]storage[\\/](device-database|meta-storage)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev:web` serves the app with hot reload and sends API calls to
    // the server started with `npm run dev:server`.
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
