// HTTPS=self-signed: the certificate authority and server certificate kept in DATA_DIR/tls, made on the first start.
// Later starts keep the authority (tablets already trust it) and sign a new server certificate only when the old one
// misses a name or address of the machine, was not signed by this authority, or ends within RENEW_BEFORE_DAYS.
import { X509Certificate } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { join } from 'node:path';
import {
  createCertificateAuthority,
  fingerprintOf,
  issueServerCertificate,
  permittedBy,
  type CertificateWithKey,
  type PermittedNames,
} from './certificates';
import { isPermitted } from './local-names';

export const TLS_DIRECTORY = 'tls';
export const AUTHORITY_CERTIFICATE_FILE = 'ca.crt';
const AUTHORITY_KEY_FILE = 'ca.key';
const SERVER_CERTIFICATE_FILE = 'server.crt';
const SERVER_KEY_FILE = 'server.key';
const RENEW_BEFORE_DAYS = 30;

export interface SelfSignedTls {
  /** The server's private key, PEM. */
  key: string;
  /** The server certificate followed by the authority's: the chain the server sends. */
  cert: string;
  /** The authority's certificate, PEM, for the tablet to trust. */
  authorityPem: string;
  /** Its SHA-256 fingerprint (AB:CD:…), for the person installing it to compare. */
  authorityFingerprint: string;
  /** The same, DER: what a tablet downloads and installs. */
  authorityDer: Buffer;
  /** Where the authority's certificate is kept. */
  authorityFile: string;
  /** The names and addresses the server certificate covers. */
  names: string[];
  /** What this start made anew. */
  made: { authority: boolean; serverCertificate: boolean };
}

async function readPair(
  directory: string,
  certificateFile: string,
  keyFile: string,
): Promise<CertificateWithKey | undefined> {
  try {
    const [certificatePem, keyPem] = await Promise.all([
      readFile(join(directory, certificateFile), 'utf8'),
      readFile(join(directory, keyFile), 'utf8'),
    ]);
    return { certificatePem, keyPem };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function writePair(
  directory: string,
  certificateFile: string,
  keyFile: string,
  pair: CertificateWithKey,
): Promise<void> {
  await writeFile(join(directory, keyFile), pair.keyPem, { mode: 0o600 });
  await writeFile(join(directory, certificateFile), pair.certificatePem, { mode: 0o644 });
}

function parse(pem: string): X509Certificate | undefined {
  try {
    return new X509Certificate(pem);
  } catch {
    return undefined;
  }
}

function lastsPast(certificate: X509Certificate, now: Date): boolean {
  return new Date(certificate.validTo).getTime() - now.getTime() > RENEW_BEFORE_DAYS * 24 * 60 * 60 * 1000;
}

function covers(certificate: X509Certificate, name: string): boolean {
  return isIP(name) ? certificate.checkIP(name) !== undefined : certificate.checkHost(name) !== undefined;
}

/**
 * An authority still good for `names`: lasting, and constrained to names that
 * cover them all. One made before authorities were constrained (it could sign
 * for any web site), or for another network, is replaced: tablets trust the
 * new one once.
 */
function usableAuthority(
  pair: CertificateWithKey | undefined,
  names: readonly string[],
  now: Date,
): pair is CertificateWithKey {
  const certificate = pair && parse(pair.certificatePem);
  if (!pair || certificate === undefined || !certificate.ca || !lastsPast(certificate, now)) return false;
  const permitted = permittedBy(pair.certificatePem);
  return permitted !== null && names.every((name) => isPermitted(name, permitted));
}

function usableServerCertificate(
  pair: CertificateWithKey | undefined,
  authority: X509Certificate,
  names: readonly string[],
  now: Date,
): pair is CertificateWithKey {
  const certificate = pair && parse(pair.certificatePem);
  if (!certificate || !lastsPast(certificate, now)) return false;
  if (!certificate.checkIssued(authority) || !certificate.verify(authority.publicKey)) return false;
  return names.every((name) => covers(certificate, name));
}

/** The self-signed certificates for `names`, from DATA_DIR/tls, made or renewed as needed. */
export async function loadSelfSignedTls(
  dataDir: string,
  names: readonly string[],
  permitted: PermittedNames,
  now: Date,
): Promise<SelfSignedTls> {
  const directory = join(dataDir, TLS_DIRECTORY);
  await mkdir(directory, { recursive: true, mode: 0o700 });

  let authority = await readPair(directory, AUTHORITY_CERTIFICATE_FILE, AUTHORITY_KEY_FILE);
  const madeAuthority = !usableAuthority(authority, names, now);
  if (!usableAuthority(authority, names, now)) {
    authority = await createCertificateAuthority(
      names.find((name) => !isIP(name) && name !== 'localhost') ?? 'server',
      now,
      permitted,
    );
    await writePair(directory, AUTHORITY_CERTIFICATE_FILE, AUTHORITY_KEY_FILE, authority);
  }
  const authorityCertificate = new X509Certificate(authority.certificatePem);

  let server = await readPair(directory, SERVER_CERTIFICATE_FILE, SERVER_KEY_FILE);
  const madeServer = !usableServerCertificate(server, authorityCertificate, names, now);
  if (!usableServerCertificate(server, authorityCertificate, names, now)) {
    server = await issueServerCertificate(authority, names, now);
    await writePair(directory, SERVER_CERTIFICATE_FILE, SERVER_KEY_FILE, server);
  }

  return {
    key: server.keyPem,
    cert: `${server.certificatePem.trimEnd()}\n${authority.certificatePem}`,
    authorityPem: authority.certificatePem,
    authorityFingerprint: fingerprintOf(authority.certificatePem),
    authorityDer: Buffer.from(authorityCertificate.raw),
    authorityFile: join(directory, AUTHORITY_CERTIFICATE_FILE),
    names: [...names],
    made: { authority: madeAuthority, serverCertificate: madeServer },
  };
}
