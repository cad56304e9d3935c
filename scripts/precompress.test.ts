import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cb-precompress-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes a brotli and a gzip copy of each text file that decompress to the file', () => {
    mkdirSync(join(dir, 'assets'));
    const script = `export const scopes = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Scope ${i}` })))};\n`;
    writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>Contract Builder</p>'.repeat(100)}`);
    const totals = precompress(dir);
    expect(totals.files).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-abc.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(totals.brotli).toBeLessThan(totals.gzip);
    expect(totals.gzip).toBeLessThan(totals.bytes / 4);
  });

  it('leaves out small files, images, and the manifest folder', () => {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ padding: 'x'.repeat(5000) }));
    writeFileSync(join(dir, 'tiny.js'), 'export {};');
    writeFileSync(join(dir, 'icon.png'), Buffer.alloc(5000));
    expect(precompress(dir).files).toBe(0);
    for (const file of ['tiny.js.br', 'icon.png.gz', '.vite/manifest.json.br'])
      expect(existsSync(join(dir, file)), file).toBe(false);
  });
});
