import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTHORITY_CERTIFICATE_FILE, loadSelfSignedTls, TLS_DIRECTORY, type SelfSignedTls } from './self-signed';

const NAMES = ['localhost', '127.0.0.1', '::1', 'sales-laptop', 'sales-laptop.local', '192.168.1.20', 'tablet.test'];
const NOW = new Date('2026-11-23T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cb-tls-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Connects with a client that trusts nothing but the authority, as a tablet that installed it. */
async function handshake(tls: SelfSignedTls, servername: string): Promise<string> {
  const server = createServer({ key: tls.key, cert: tls.cert }, (_req, res) => res.end('hello'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<string>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, servername, ca: tls.authorityPem, path: '/' }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(body));
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('loadSelfSignedTls', () => {
  it('makes an authority and a server certificate for every name, which a client trusting the authority accepts', async () => {
    const tls = await loadSelfSignedTls(dataDir, NAMES, NOW);
    expect(tls.made).toEqual({ authority: true, serverCertificate: true });
    const server = new X509Certificate(tls.cert.split(/(?<=-----END CERTIFICATE-----)\n/)[0] ?? '');
    expect(server.subjectAltName).toBe(
      'DNS:localhost, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1, DNS:sales-laptop, DNS:sales-laptop.local, IP Address:192.168.1.20, DNS:tablet.test',
    );
    expect(server.ca).toBe(false);
    // 397 days: under what Apple's devices and browsers accept.
    expect(new Date(server.validTo).getTime() - NOW.getTime()).toBe(397 * DAY);
    const authority = new X509Certificate(tls.authorityPem);
    expect(authority.ca).toBe(true);
    expect(authority.subject).toContain('Contract Builder local CA (sales-laptop)');
    expect(Buffer.compare(tls.authorityDer, authority.raw)).toBe(0);
    expect(tls.authorityFile).toBe(join(dataDir, TLS_DIRECTORY, AUTHORITY_CERTIFICATE_FILE));

    expect(await handshake(tls, 'tablet.test')).toBe('hello');
    expect(await handshake(tls, 'sales-laptop.local')).toBe('hello');
    await expect(handshake(tls, 'elsewhere.example.com')).rejects.toThrow(/altnames/i);
  });

  it('keeps the private keys readable by their owner only', async () => {
    await loadSelfSignedTls(dataDir, NAMES, NOW);
    for (const file of ['ca.key', 'server.key']) {
      expect((await stat(join(dataDir, TLS_DIRECTORY, file))).mode & 0o777).toBe(0o600);
    }
  });

  it('reuses both at the next start, so the tablet trusts the server as before', async () => {
    const first = await loadSelfSignedTls(dataDir, NAMES, NOW);
    const second = await loadSelfSignedTls(dataDir, NAMES, new Date(NOW.getTime() + 30 * DAY));
    expect(second.made).toEqual({ authority: false, serverCertificate: false });
    expect(second.cert).toBe(first.cert);
    expect(second.key).toBe(first.key);
  });

  it('signs a new server certificate with the same authority when the machine has a new address', async () => {
    const first = await loadSelfSignedTls(dataDir, NAMES, NOW);
    const moved = await loadSelfSignedTls(dataDir, [...NAMES, '10.0.0.44'], NOW);
    expect(moved.made).toEqual({ authority: false, serverCertificate: true });
    expect(moved.authorityPem).toBe(first.authorityPem);
    expect(await handshake(moved, '10.0.0.44')).toBe('hello');
  });

  it('renews the server certificate in its last 30 days, keeping the authority', async () => {
    const first = await loadSelfSignedTls(dataDir, NAMES, NOW);
    const late = await loadSelfSignedTls(dataDir, NAMES, new Date(NOW.getTime() + 370 * DAY));
    expect(late.made).toEqual({ authority: false, serverCertificate: true });
    expect(late.authorityPem).toBe(first.authorityPem);
  });

  it('replaces files it cannot read as certificates', async () => {
    await loadSelfSignedTls(dataDir, NAMES, NOW);
    await writeFile(join(dataDir, TLS_DIRECTORY, 'ca.crt'), 'not a certificate');
    const remade = await loadSelfSignedTls(dataDir, NAMES, NOW);
    expect(remade.made).toEqual({ authority: true, serverCertificate: true });
    expect(await readFile(join(dataDir, TLS_DIRECTORY, 'ca.crt'), 'utf8')).toContain('BEGIN CERTIFICATE');
    expect(await handshake(remade, 'tablet.test')).toBe('hello');
  });
});
