// Build step (vite.config.ts): writes the home page, rendered by the app's
// own components (src/web/prerender/first-screen.tsx), into index.html, with
// the device's hints read before it is painted, and keeps the empty page as
// shell.html for every other route, which the service worker and the server
// answer with (docs/decisions/015-first-load.md).
// The components are loaded through a Vite server of their own in SSR mode,
// which leaves out their stylesheets.
import { createServer, type Plugin } from 'vite';
import { SHELL_PAGE } from '../src/api/site';

const ROOT_ELEMENT = '<div id="root"></div>';
/** Render-blocking, before the stylesheet: what the device knows that moves the page (src/web/public/device-hints.js). */
const DEVICE_HINTS = '<script src="/device-hints.js"></script>';

async function renderFirstScreen(root: string): Promise<string> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/prerender/first-screen.tsx')) as { renderFirstScreen: () => string };
    return module.renderFirstScreen();
  } finally {
    await server.close();
  }
}

export function prerenderFirstScreen(root: string): Plugin {
  return {
    name: 'contract-builder:prerender-first-screen',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('There is no index.html to write the first screen into.');
      const shell = String(index.source);
      if (!shell.includes(ROOT_ELEMENT)) return this.error(`index.html has no empty ${ROOT_ELEMENT}.`);
      const markup = await renderFirstScreen(root);
      this.emitFile({ type: 'asset', fileName: SHELL_PAGE, source: shell });
      index.source = shell
        .replace('</title>', `</title>\n    ${DEVICE_HINTS}`)
        .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`);
    },
  };
}
