import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '#scripts/precompress';
import { buildApp } from '../app';
import { testConfig } from '../testing/test-config';

const page = (root: string) =>
  `<!doctype html><html><body><div id="root">${root}</div><script type="module" src="/assets/index-abc123.js"></script></body></html>`;
// The home page and the Customer step drawn at build time; every other page starts from the empty shell.
const indexHtml = page('<h1>Welcome.</h1>');
const customerHtml = page('<h1>Create Customer</h1>');
const shellHtml = page('');
// Large enough to be worth compressing, as every real chunk is.
const bigScript = `export const lines = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `Calculation line ${i}`))};\n`;
const bigPage = `<!doctype html><html><body>${'<p>Contract Builder</p>'.repeat(120)}</body></html>`;
let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cb-web-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), indexHtml);
  await writeFile(join(root, 'shell.html'), shellHtml);
  await writeFile(join(root, 'builder-customer.html'), customerHtml);
  await writeFile(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(root, 'assets', 'index-abc123.js'), 'console.log("app");');
  await writeFile(join(root, 'assets', 'route-def456.js'), bigScript);
  await writeFile(join(root, 'route.html'), bigPage);
  precompress(root);
  app = await buildApp(testConfig(), { webRoot: root, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('serves index.html at / to be revalidated on every load', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(indexHtml);
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves sw.js and other root files to be revalidated', async () => {
    for (const url of ['/sw.js', '/favicon.svg']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a builder step with its page drawn at build time, whatever its query', async () => {
    for (const url of ['/builder/customer', '/builder/customer?resume=1']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(customerHtml);
    }
  });

  it('falls back to shell.html for client routes, so deep links open the app without the home page drawn', async () => {
    // builder-goals.html is not in this build: its step opens from the shell as before.
    for (const url of ['/builder/goals', '/builder/customer/', '/contracts?page=2', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(shellHtml);
    }
  });

  it('falls back to index.html with a build from before shell.html', async () => {
    const oldRoot = await mkdtemp(join(tmpdir(), 'cb-web-old-'));
    await writeFile(join(oldRoot, 'index.html'), shellHtml);
    const oldApp = await buildApp(testConfig(), { webRoot: oldRoot, logger: false });
    try {
      const res = await oldApp.inject({ method: 'GET', url: '/builder/goals' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(shellHtml);
    } finally {
      await oldApp.close();
      await rm(oldRoot, { recursive: true, force: true });
    }
  });

  it('sends the brotli copy to a browser that accepts it, with its own length and Vary', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/route-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(bigScript.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bigScript);
  });

  it('sends gzip to a browser without brotli, and the file itself to one that takes neither', async () => {
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/route-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/route-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(bigScript));
    expect(plain.body).toBe(bigScript);
  });

  it('sends pages compressed too', async () => {
    const res = await app.inject({ method: 'GET', url: '/route.html', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bigPage);
  });

  it('sends the content security policy with pages', async () => {
    const res = await app.inject({ method: 'GET', url: '/builder/goals' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers a missing hashed asset with 404, not with the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('compresses an API answer above 1 KB, and leaves a small one alone', async () => {
    const big = await app.inject({
      method: 'GET',
      url: '/api/no-such-route/' + 'x'.repeat(1500),
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(big.statusCode).toBe(404);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).error.code).toBe('NOT_FOUND');
    const small = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('keeps API 404s as JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/contracts' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('does not answer non-GET requests outside the API with the page', async () => {
    const res = await app.inject({ method: 'POST', url: '/builder/customer', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
