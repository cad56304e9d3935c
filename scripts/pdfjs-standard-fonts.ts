// Build step (vite.config.ts): the fonts pdf.js draws the guides' text with.
// The guide PDFs use the standard Helvetica and Helvetica-Bold without
// embedding them (src/server/guides/render-guide.ts); pdf.js then asks the
// system for Helvetica, which an iPad has and a Linux tablet or test machine
// does not (it warns and draws with whatever it finds). Given these files
// (pdf.js's own metric-compatible Liberation Sans), it draws the same text on
// every device. They are built into dist/web/pdfjs-fonts/ and precached, so
// guides read the same offline.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { PDFJS_FONTS_PATH } from '../src/api/site';

// Helvetica and Helvetica-Bold, as pdf.js names their stand-ins; the licence goes with them.
const FILES = ['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf', 'LICENSE_LIBERATION'];

export function pdfjsStandardFonts(): Plugin {
  const folder = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts');
  return {
    name: 'pdfjs-standard-fonts',
    generateBundle() {
      for (const file of FILES) {
        this.emitFile({
          type: 'asset',
          fileName: `${PDFJS_FONTS_PATH}${file}`,
          source: readFileSync(join(folder, file)),
        });
      }
    },
    // `npm run dev:web` serves them from the package.
    configureServer(server) {
      server.middlewares.use(`/${PDFJS_FONTS_PATH}`, (request, response, next) => {
        const file = FILES.find((name) => request.url === `/${name}`);
        if (!file) return next();
        response.setHeader('content-type', 'font/ttf');
        response.end(readFileSync(join(folder, file)));
      });
    },
  };
}
