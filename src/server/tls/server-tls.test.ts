import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { EnvError } from '../config/env';
import { testConfig } from '../testing/test-config';
import { loadServerTls } from './server-tls';

const NOW = new Date('2026-11-23T09:00:00Z');
const laptop = { hostname: 'sales-laptop', interfaces: {} };

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cb-server-tls-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(port: number, path: string, ca: string, servername: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, ca, servername, headers: { host: `${servername}:${port}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('loadServerTls', () => {
  it('serves nothing over https unless told to', async () => {
    expect(await loadServerTls({ tls: { kind: 'off' }, dataDir, publicUrl: undefined }, NOW, laptop)).toBeUndefined();
  });

  it('names the variable and the file it cannot use', async () => {
    const certFile = join(dataDir, 'cert.pem');
    const keyFile = join(dataDir, 'key.pem');
    const files = { tls: { kind: 'files' as const, certFile, keyFile }, dataDir, publicUrl: undefined };
    await expect(loadServerTls(files, NOW, laptop)).rejects.toThrow(
      new EnvError(['TLS_CERT_FILE'], `TLS_CERT_FILE: cannot read ${certFile} (ENOENT).`),
    );
    await writeFile(certFile, 'hello');
    await expect(loadServerTls(files, NOW, laptop)).rejects.toThrow(
      `TLS_CERT_FILE: ${certFile} is not a PEM certificate.`,
    );

    const selfSigned = await loadServerTls(
      { tls: { kind: 'self-signed' }, dataDir, publicUrl: undefined },
      NOW,
      laptop,
    );
    await writeFile(certFile, selfSigned?.cert ?? '');
    await writeFile(keyFile, 'not a key');
    await expect(loadServerTls(files, NOW, laptop)).rejects.toThrow(
      `TLS_KEY_FILE: ${keyFile} is not a PEM private key.`,
    );
    await writeFile(keyFile, selfSigned?.key ?? '');
    expect(await loadServerTls(files, NOW, laptop)).toEqual({ cert: selfSigned?.cert, key: selfSigned?.key });
  });

  it('covers the host of PUBLIC_URL in a self-signed certificate', async () => {
    const tls = await loadServerTls(
      { tls: { kind: 'self-signed' }, dataDir, publicUrl: 'https://contracts.office.lan:3000' },
      NOW,
      laptop,
    );
    expect(tls?.selfSigned?.names).toContain('contracts.office.lan');
  });
});

describe('the app over https with HTTPS=self-signed', () => {
  it('answers over TLS with HSTS, and hands out the authority for a tablet to install', async () => {
    const tls = await loadServerTls({ tls: { kind: 'self-signed' }, dataDir, publicUrl: undefined }, NOW, {
      hostname: 'sales-laptop',
      interfaces: {},
    });
    if (!tls?.selfSigned) throw new Error('no self-signed certificate');
    const app = await buildApp(testConfig(), { tls, webRoot: '/nonexistent', logger: false });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;

      const health = await get(port, '/api/health', tls.selfSigned.authorityPem, 'sales-laptop.local');
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' });
      expect(health.headers['strict-transport-security']).toBe('max-age=15552000');

      const authority = await get(port, '/api/tls/ca.crt', tls.selfSigned.authorityPem, 'localhost');
      expect(authority.status).toBe(200);
      expect(authority.headers['content-type']).toBe('application/x-x509-ca-cert');
      expect(Buffer.compare(authority.body, tls.selfSigned.authorityDer)).toBe(0);

      // The page a tablet opens first names the authority by the fingerprint the start-up message printed.
      const page = await get(port, '/api/tls/ca', tls.selfSigned.authorityPem, 'localhost');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = page.body.toString();
      expect(html).toContain(`<code>${tls.selfSigned.authorityFingerprint}</code>`);
      expect(html).toContain(
        '<a href="/api/tls/ca.crt" download="contract-builder-ca.crt">Download the certificate</a>',
      );
    } finally {
      await app.close();
    }
  });

  it('has no authority to hand out when the certificate came from files', async () => {
    const app = await buildApp(testConfig(), { webRoot: '/nonexistent', logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/tls/ca.crt' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    } finally {
      await app.close();
    }
  });
});
