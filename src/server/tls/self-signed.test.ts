import { execFileSync, spawnSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { issueServerCertificate } from './certificates';
import { AUTHORITY_CERTIFICATE_FILE, loadSelfSignedTls, TLS_DIRECTORY, type SelfSignedTls } from './self-signed';
import { createUnconstrainedAuthority } from './testing/unconstrained-authority';

const NAMES = ['localhost', '127.0.0.1', '::1', 'sales-laptop', 'sales-laptop.local', '192.168.1.20', 'tablet.test'];
/** The machine's names and its network, as permittedNames gives them for a laptop on 192.168.1.0/24. */
const PERMITTED = {
  dns: ['localhost', 'sales-laptop', 'sales-laptop.local', 'tablet.test'],
  networks: ['127.0.0.0/8', '::1/128', '192.168.1.0/24'],
};
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
    const tls = await loadSelfSignedTls(dataDir, NAMES, PERMITTED, NOW);
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
    await loadSelfSignedTls(dataDir, NAMES, PERMITTED, NOW);
    for (const file of ['ca.key', 'server.key']) {
      expect((await stat(join(dataDir, TLS_DIRECTORY, file))).mode & 0o777).toBe(0o600);
    }
  });

  it('reuses both at the next start, so the tablet trusts the server as before', async () => {
    const first = await loadSelfSignedTls(dataDir, NAMES, PERMITTED, NOW);
    const second = await loadSelfSignedTls(dataDir, NAMES, PERMITTED, new Date(NOW.getTime() + 30 * DAY));
    expect(second.made).toEqual({ authority: false, serverCertificate: false });
    expect(second.cert).toBe(first.cert);
    expect(second.key).toBe(first.key);
  });

  it('signs a new server certificate with the same authority when the machine has a new address on its network', async () => {
    const first = await loadSelfSignedTls(dataDir, NAMES, PERMITTED, NOW);
    const moved = await loadSelfSignedTls(dataDir, [...NAMES, '192.168.1.57'], PERMITTED, NOW);
    expect(moved.made).toEqual({ authority: false, serverCertificate: true });
    expect(moved.authorityPem).toBe(first.authorityPem);
    expect(await handshake(moved, '192.168.1.57')).toBe('hello');
  });

  it('makes a new authority for a machine moved to another network: the old one may not sign for it', async () => {
    const first = await loadSelfSignedTls(dataDir, NAMES, PERMITTED, NOW);
    const elsewhere = { ...PERMITTED, networks: [...PERMITTED.networks, '10.0.0.0/24'] };
    const moved = await loadSelfSignedTls(dataDir, [...NAMES, '10.0.0.44'], elsewhere, NOW);
    expect(moved.made).toEqual({ authority: true, serverCertificate: true });
    expect(moved.authorityPem).not.toBe(first.authorityPem);
    expect(await handshake(moved, '10.0.0.44')).toBe('hello');
  });

  it('constrains the authority to the machine, for two years: a certificate it signs for another site is refused', async () => {
    const tls = await loadSelfSignedTls(dataDir, NAMES, PERMITTED, NOW);
    const authority = new X509Certificate(tls.authorityPem);
    expect(new Date(authority.validTo).getTime() - NOW.getTime()).toBeLessThanOrEqual(2 * 365 * DAY);
    const ca = join(dataDir, 'ca.pem');
    await writeFile(ca, tls.authorityPem);
    const text = execFileSync('openssl', ['x509', '-in', ca, '-noout', '-text'], { encoding: 'utf8' });
    expect(text).toMatch(/X509v3 Name Constraints: critical/);
    expect(text).toMatch(/Permitted:[\s\S]*DNS:sales-laptop\.local[\s\S]*IP:192\.168\.1\.0\/255\.255\.255\.0/);

    // The attack of the security review: a certificate for accounts.google.com signed with the kept key.
    const key = await readFile(join(dataDir, TLS_DIRECTORY, 'ca.key'), 'utf8');
    const forged = await issueServerCertificate(
      { certificatePem: tls.authorityPem, keyPem: key },
      ['accounts.google.com', '93.184.216.34'],
      NOW,
    );
    const leaf = join(dataDir, 'forged.pem');
    await writeFile(leaf, forged.certificatePem);
    const verify = spawnSync('openssl', ['verify', '-CAfile', ca, '-attime', String(NOW.getTime() / 1000 + 60), leaf], {
      encoding: 'utf8',
    });
    expect(verify.status).not.toBe(0);
    expect(`${verify.stdout}${verify.stderr}`).toMatch(/permitted subtree violation/);
    const honest = join(dataDir, 'server.pem');
    await writeFile(honest, tls.cert.split(/(?<=-----END CERTIFICATE-----)\n/)[0] ?? '');
    expect(
      spawnSync('openssl', ['verify', '-CAfile', ca, '-attime', String(NOW.getTime() / 1000 + 60), honest], {
        encoding: 'utf8',
      }).stdout,
    ).toContain(': OK');
  });

  it('names the authority by its SHA-256 fingerprint, as openssl and the iPad show it', async () => {
    const tls = await loadSelfSignedTls(dataDir, NAMES, PERMITTED, NOW);
    const ca = join(dataDir, 'ca.pem');
    await writeFile(ca, tls.authorityPem);
    const openssl = execFileSync('openssl', ['x509', '-in', ca, '-noout', '-fingerprint', '-sha256'], {
      encoding: 'utf8',
    });
    expect(openssl.trim()).toBe(`sha256 Fingerprint=${tls.authorityFingerprint}`);
    expect(tls.authorityFingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
  });

  it('replaces an authority made before authorities were constrained', async () => {
    const unconstrained = await createUnconstrainedAuthority();
    await loadSelfSignedTls(dataDir, NAMES, PERMITTED, NOW);
    await writeFile(join(dataDir, TLS_DIRECTORY, 'ca.crt'), unconstrained.certificatePem);
    await writeFile(join(dataDir, TLS_DIRECTORY, 'ca.key'), unconstrained.keyPem);
    const remade = await loadSelfSignedTls(dataDir, NAMES, PERMITTED, NOW);
    expect(remade.made.authority).toBe(true);
    expect(remade.authorityPem).not.toBe(unconstrained.certificatePem);
  });

  it('renews the server certificate in its last 30 days, keeping the authority', async () => {
    const first = await loadSelfSignedTls(dataDir, NAMES, PERMITTED, NOW);
    const late = await loadSelfSignedTls(dataDir, NAMES, PERMITTED, new Date(NOW.getTime() + 370 * DAY));
    expect(late.made).toEqual({ authority: false, serverCertificate: true });
    expect(late.authorityPem).toBe(first.authorityPem);
  });

  it('replaces files it cannot read as certificates', async () => {
    await loadSelfSignedTls(dataDir, NAMES, PERMITTED, NOW);
    await writeFile(join(dataDir, TLS_DIRECTORY, 'ca.crt'), 'not a certificate');
    const remade = await loadSelfSignedTls(dataDir, NAMES, PERMITTED, NOW);
    expect(remade.made).toEqual({ authority: true, serverCertificate: true });
    expect(await readFile(join(dataDir, TLS_DIRECTORY, 'ca.crt'), 'utf8')).toContain('BEGIN CERTIFICATE');
    expect(await handshake(remade, 'tablet.test')).toBe('hello');
  });
});
