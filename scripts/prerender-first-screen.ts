// Build step (vite.config.ts): writes the home page, rendered by the app's own components
// (src/web/prerender/first-screen.tsx), into index.html, and each of DRAWN_PAGES into its page, with the
// device's hints read before they are painted; keeps the empty page as shell.html for every other route.
import { createServer, type Plugin, type Rolldown } from 'vite';
import { DRAWN_PAGES, SHELL_PAGE } from '../src/api/site';

/** What src/web/prerender/first-screen.tsx draws at a path (the web's types are not the build's to import). */
interface DrawnPage {
  markup: string;
  title: string;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
/** Render-blocking, before the stylesheet: what the device knows that moves the page (src/web/public/device-hints.js). */
const DEVICE_HINTS = '<script src="/device-hints.js"></script>';

/** Each page's path and how the app draws it there, through a Vite server of its own in SSR mode (no stylesheets). */
async function renderPages(root: string, paths: string[]): Promise<Map<string, DrawnPage>> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/prerender/first-screen.tsx')) as {
      renderPage: (path: string) => Promise<DrawnPage>;
    };
    const pages = new Map<string, DrawnPage>();
    for (const path of paths) pages.set(path, await module.renderPage(path));
    return pages;
  } finally {
    await server.close();
  }
}

const BOOT = '/src/web/app/boot.tsx';
/** The module of each drawn page's screen, which the router loads lazily (src/web/app/router.tsx). */
const SCREENS: Readonly<Record<string, string>> = {
  '/builder/customer': '/src/web/features/builder/customer-step/customer-step.tsx',
  '/builder/goals': '/src/web/features/builder/goals-step/goals-step.tsx',
  '/builder/projects': '/src/web/features/builder/projects-step/projects-step.tsx',
  '/builder/review': '/src/web/features/builder/review-step/review-step.tsx',
  '/contracts': '/src/web/app/my-contracts-route.tsx',
  '/admin': '/src/web/app/office-route.tsx',
};

/**
 * The stylesheets of the chunk built from `module` and of everything it imports statically: what the app loads with a
 * screen, which a page drawn at build time needs before it is painted, or it would move as they arrive.
 */
function stylesheetsOf(bundle: Rolldown.OutputBundle, module: string): string[] | undefined {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
  if (!start) return undefined;
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(start);
  return [...css];
}

/**
 * The shell with `page` drawn into its root. data-drawn-at names the path it was drawn for: the app takes the page
 * over only there (src/web/app/boot.tsx).
 */
export function drawInto(shell: string, path: string, page: DrawnPage, stylesheets: string[]): string {
  const title = page.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const links = stylesheets
    .filter((file) => !shell.includes(`/${file}"`))
    .map((file) => `\n    <link rel="stylesheet" crossorigin href="/${file}">`)
    .join('');
  return shell
    .replace(TITLE, `<title>${title}</title>\n    ${DEVICE_HINTS}`)
    .replace('</head>', `${links}\n  </head>`)
    .replace(ROOT_ELEMENT, `<div id="root" data-drawn-at="${path}">${page.markup}</div>`);
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
      if (!TITLE.test(shell)) return this.error('index.html has no <title>.');
      const pages = await renderPages(root, ['/', ...Object.keys(DRAWN_PAGES)]);
      this.emitFile({ type: 'asset', fileName: SHELL_PAGE, source: shell });
      for (const [path, page] of pages) {
        const screen = SCREENS[path];
        if (path !== '/' && !screen) return this.error(`No screen module is named for ${path}, drawn at build time.`);
        const modules = screen ? [BOOT, screen] : [BOOT];
        const stylesheets: string[] = [];
        for (const module of modules) {
          const found = stylesheetsOf(bundle, module);
          if (!found)
            return this.error(`No chunk was built from ${module}, whose page ${path} is drawn at build time.`);
          stylesheets.push(...found.filter((file) => !stylesheets.includes(file)));
        }
        const html = drawInto(shell, path, page, stylesheets);
        if (path === '/') index.source = html;
        else this.emitFile({ type: 'asset', fileName: DRAWN_PAGES[path] ?? '', source: html });
      }
    },
  };
}
