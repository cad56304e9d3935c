// API answers larger than COMPRESS_ABOVE_BYTES (the catalogue, a contract, a page of search results) are compressed
// for a browser that accepts it: brotli at a quality cheap in CPU per request, else gzip. The built app's files are
// compressed once at build time instead (web-app.ts); an answer that already has a Content-Encoding is left as it is.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Below this, compressing saves less than it costs. */
export const COMPRESS_ABOVE_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_ABOVE_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
