// `npm run build:web` ends here: every text file of the built app gets a
// brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside it, which the
// server sends as they are to a browser that accepts them (@fastify/static's
// preCompressed): the smallest transfer at no cost per request. A copy that is
// not smaller than the file is not written. Usage: tsx scripts/precompress.ts dist/web
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|ttf)$/;
/** Below this, a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name.startsWith('.') ? [] : filesUnder(path);
    return [path];
  });
}

export function precompress(directory: string): { files: number; bytes: number; brotli: number; gzip: number } {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const file of filesUnder(directory)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: 9 });
    if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
    totals.files += 1;
    totals.bytes += content.length;
    totals.brotli += Math.min(brotli.length, content.length);
    totals.gzip += Math.min(gzip.length, content.length);
  }
  return totals;
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  const directory = process.argv[2];
  if (directory === undefined) {
    console.error('Usage: tsx scripts/precompress.ts <directory>');
    process.exit(2);
  }
  const totals = precompress(directory);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `precompressed ${totals.files} files in ${relative(process.cwd(), directory) || '.'}: ` +
      `${kb(totals.bytes)} -> ${kb(totals.brotli)} brotli, ${kb(totals.gzip)} gzip`,
  );
}
