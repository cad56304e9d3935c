import { describe, expect, it } from 'vitest';
import { listeningUrl, startUpMessage } from './start-up-message';
import type { ServerTls } from './tls/server-tls';

const selfSigned = (made: boolean): ServerTls => ({
  key: 'key',
  cert: 'cert',
  selfSigned: {
    key: 'key',
    cert: 'cert',
    authorityPem: 'pem',
    authorityFingerprint: '3F:A1:00:9C',
    authorityDer: Buffer.from([]),
    authorityFile: 'data/tls/ca.crt',
    names: ['localhost', '127.0.0.1', '::1', 'sales-laptop', 'sales-laptop.local', '192.168.1.20'],
    made: { authority: made, serverCertificate: made },
  },
});

describe('listeningUrl', () => {
  it('shows localhost for every interface, and the host it was told otherwise', () => {
    expect(listeningUrl({ host: '0.0.0.0' }, 3000, false)).toBe('http://localhost:3000/');
    expect(listeningUrl({ host: '127.0.0.1' }, 3100, true)).toBe('https://127.0.0.1:3100/');
    expect(listeningUrl({ host: '::1' }, 3000, false)).toBe('http://[::1]:3000/');
  });
});

describe('startUpMessage', () => {
  it('over plain http on the network, says tablets need https and how to get it', () => {
    expect(startUpMessage({ host: '0.0.0.0', publicUrl: undefined }, 3000, undefined)).toEqual([
      "Contract Builder is running at http://localhost:3000/ (and on this machine's network addresses)",
      'Tablets need an https address to work offline and stay signed in: start with HTTPS=self-signed to try it on this network, or see docs/deploy.md.',
    ]);
  });

  it('names the public address behind a proxy', () => {
    expect(startUpMessage({ host: '127.0.0.1', publicUrl: 'https://contracts.example.com' }, 3000, undefined)).toEqual([
      'Contract Builder is running at http://127.0.0.1:3000/',
      'Agents open https://contracts.example.com',
    ]);
  });

  it('with a self-signed certificate, gives the tablet addresses and the steps to trust it once', () => {
    const lines = startUpMessage({ host: '0.0.0.0', publicUrl: undefined }, 3000, selfSigned(true));
    expect(lines[0]).toBe(
      "Contract Builder is running at https://localhost:3000/ (and on this machine's network addresses)",
    );
    expect(lines[1]).toBe(
      'On a tablet on this network, open https://192.168.1.20:3000/ or https://sales-laptop.local:3000/',
    );
    expect(lines).toContain(
      "  1. On the tablet, open https://192.168.1.20:3000/api/tls/ca, accept the browser's warning this one time, and download the certificate.",
    );
    expect(lines).toContain('SHA-256 fingerprint of the certificate authority: 3F:A1:00:9C');
    expect(lines.join('\n')).toContain('under More Details');
    expect(lines.join('\n')).toContain('Certificate Trust Settings');
    expect(lines.join('\n')).toContain('Install a certificate');
    expect(lines.at(-1)).toBe('The certificate authority is new: data/tls/ca.crt');
    expect(startUpMessage({ host: '0.0.0.0', publicUrl: undefined }, 3000, selfSigned(false)).at(-1)).toBe(
      'The certificate authority is kept from an earlier start: data/tls/ca.crt (tablets that trusted it before still do).',
    );
  });
});
