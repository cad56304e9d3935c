// Certificates for https on a local network, where no public authority can vouch for an address like 192.168.1.20: a
// small authority of this server's own, which a tablet trusts once and which signs for this machine only
// (docs/security.md), and server certificates it signs, so a new address (DHCP) needs no new trust step.
import 'reflect-metadata';
import { createHash, webcrypto } from 'node:crypto';
import { isIP } from 'node:net';
import { AsnConvert } from '@peculiar/asn1-schema';
import {
  GeneralName,
  GeneralSubtree,
  GeneralSubtrees,
  id_ce_nameConstraints,
  NameConstraints,
} from '@peculiar/asn1-x509';
import * as x509 from '@peculiar/x509';

// Node's WebCrypto, typed without the DOM lib.
type CryptoKey = webcrypto.CryptoKey;
type CryptoKeyPair = webcrypto.CryptoKeyPair;

x509.cryptoProvider.set(webcrypto as unknown as ReturnType<typeof x509.cryptoProvider.get>);

const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;
export const AUTHORITY_DAYS = 2 * 365;
/** Under the 825 days Apple's devices allow and the 398 days browsers allow public certificates. */
export const SERVER_CERTIFICATE_DAYS = 397;

/** A certificate and its private key, both PEM. */
export interface CertificateWithKey {
  certificatePem: string;
  keyPem: string;
}

async function newKeys(): Promise<CryptoKeyPair> {
  return (await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as CryptoKeyPair;
}

async function privateKeyPem(key: CryptoKey): Promise<string> {
  const pkcs8 = await webcrypto.subtle.exportKey('pkcs8', key);
  return `${x509.PemConverter.encode(pkcs8, 'PRIVATE KEY')}\n`;
}

/** A positive 128-bit serial number, random as browsers expect. */
function serialNumber(): string {
  const bytes = webcrypto.getRandomValues(new Uint8Array(16));
  bytes[0] = (bytes[0] ?? 0) & 0x7f;
  return Buffer.from(bytes).toString('hex');
}

/** Characters that would break an X.500 name are replaced, never escaped. */
function safeName(text: string): string {
  return text.replace(/[,+="\\<>;#]/g, ' ').trim() || 'server';
}

/** What an authority may sign for: host names (and their subdomains) and networks in CIDR form. */
export interface PermittedNames {
  dns: readonly string[];
  networks: readonly string[];
}

/**
 * A tablet that trusts the authority trusts whatever it signs, so this critical extension permits the machine's own
 * names and its networks' addresses and nothing else: a certificate for accounts.google.com signed by it is refused.
 */
function nameConstraints(permitted: PermittedNames): x509.Extension {
  const subtrees = [
    ...permitted.dns.map((name) => new GeneralSubtree({ base: new GeneralName({ dNSName: name }) })),
    ...permitted.networks.map((network) => new GeneralSubtree({ base: new GeneralName({ iPAddress: network }) })),
  ];
  const value = AsnConvert.serialize(new NameConstraints({ permittedSubtrees: new GeneralSubtrees(subtrees) }));
  return new x509.Extension(id_ce_nameConstraints, true, value);
}

/** The names an authority permits, read back from its certificate; null when it has no constraints. */
export function permittedBy(certificatePem: string): PermittedNames | null {
  const extension = new x509.X509Certificate(certificatePem).getExtension(id_ce_nameConstraints);
  if (!extension) return null;
  const constraints = AsnConvert.parse(extension.value, NameConstraints);
  const bases = [...(constraints.permittedSubtrees ?? [])].map((subtree) => subtree.base);
  return {
    dns: bases.flatMap((base) => (base.dNSName === undefined ? [] : [base.dNSName])),
    networks: bases.flatMap((base) => (base.iPAddress === undefined ? [] : [base.iPAddress])),
  };
}

/** SHA-256 of the certificate's DER, as iPadOS and browsers show it: 32 hex pairs joined by colons. */
export function fingerprintOf(certificatePem: string): string {
  const der = Buffer.from(new x509.X509Certificate(certificatePem).rawData);
  return createHash('sha256').update(der).digest('hex').toUpperCase().match(/../g)?.join(':') ?? '';
}

export async function createCertificateAuthority(
  label: string,
  now: Date,
  permitted: PermittedNames,
): Promise<CertificateWithKey> {
  const keys = await newKeys();
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serialNumber(),
    name: `CN=Contract Builder local CA (${safeName(label)}), O=Contract Builder`,
    notBefore: new Date(now.getTime() - DAY_MS),
    notAfter: new Date(now.getTime() + AUTHORITY_DAYS * DAY_MS),
    keys,
    signingAlgorithm: algorithm,
    extensions: [
      // An authority that signs server certificates only, never other authorities.
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      nameConstraints(permitted),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { certificatePem: `${certificate.toString('pem')}\n`, keyPem: await privateKeyPem(keys.privateKey) };
}

async function importAuthorityKey(keyPem: string): Promise<CryptoKey> {
  return webcrypto.subtle.importKey('pkcs8', x509.PemConverter.decodeFirst(keyPem), algorithm, false, ['sign']);
}

/** A server certificate for `names` (host names and IP addresses), signed by `authority`. */
export async function issueServerCertificate(
  authority: CertificateWithKey,
  names: readonly string[],
  now: Date,
): Promise<CertificateWithKey> {
  if (names.length === 0) throw new Error('a server certificate needs at least one name or address');
  const issuer = new x509.X509Certificate(authority.certificatePem);
  const keys = await newKeys();
  const certificate = await x509.X509CertificateGenerator.create({
    serialNumber: serialNumber(),
    subject: `CN=${safeName(names[0] ?? 'server')}`,
    issuer: issuer.subject,
    notBefore: new Date(now.getTime() - DAY_MS),
    notAfter: new Date(now.getTime() + SERVER_CERTIFICATE_DAYS * DAY_MS),
    publicKey: keys.publicKey,
    signingKey: await importAuthorityKey(authority.keyPem),
    signingAlgorithm: algorithm,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth], false),
      new x509.SubjectAlternativeNameExtension(
        names.map((name) =>
          isIP(name) ? { type: 'ip' as const, value: name } : { type: 'dns' as const, value: name },
        ),
      ),
      await x509.AuthorityKeyIdentifierExtension.create(issuer, false),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { certificatePem: `${certificate.toString('pem')}\n`, keyPem: await privateKeyPem(keys.privateKey) };
}
