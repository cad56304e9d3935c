// What the server needs to serve https, from the configuration: nothing (plain http, the default), the certificate
// and key files an administrator gave (TLS_CERT_FILE, TLS_KEY_FILE), or the self-signed certificates in DATA_DIR
// (HTTPS=self-signed). Files that cannot be used stop the start with a message naming the variable and the file.
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { EnvError, type AppConfig } from '../config/env';
import { localNames, permittedNames, thisMachine, type MachineNames } from './local-names';
import type { SelfSignedTls } from './self-signed';

export interface ServerTls {
  key: string;
  cert: string;
  /** Present with HTTPS=self-signed: the authority a tablet must trust. */
  selfSigned?: SelfSignedTls;
}

async function readPem(
  variable: 'TLS_CERT_FILE' | 'TLS_KEY_FILE',
  file: string,
  check: (pem: string) => unknown,
): Promise<string> {
  let pem: string;
  try {
    pem = await readFile(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new EnvError([variable], `${variable}: cannot read ${file} (${reason}).`);
  }
  try {
    check(pem);
  } catch {
    const what = variable === 'TLS_CERT_FILE' ? 'a PEM certificate' : 'a PEM private key';
    throw new EnvError([variable], `${variable}: ${file} is not ${what}.`);
  }
  return pem;
}

export async function loadServerTls(
  config: Pick<AppConfig, 'tls' | 'dataDir' | 'publicUrl'>,
  now: Date,
  machine: MachineNames = thisMachine(),
): Promise<ServerTls | undefined> {
  const { tls } = config;
  if (tls.kind === 'off') return undefined;
  if (tls.kind === 'files') {
    const cert = await readPem('TLS_CERT_FILE', tls.certFile, (pem) => new X509Certificate(pem));
    const key = await readPem('TLS_KEY_FILE', tls.keyFile, (pem) => createPrivateKey(pem));
    return { key, cert };
  }
  const extra = config.publicUrl === undefined ? [] : [new URL(config.publicUrl).hostname];
  // Loaded only here: the certificate library is not needed otherwise.
  const { loadSelfSignedTls } = await import('./self-signed');
  const selfSigned = await loadSelfSignedTls(
    config.dataDir,
    localNames(machine, extra),
    permittedNames(machine, extra),
    now,
  );
  return { key: selfSigned.key, cert: selfSigned.cert, selfSigned };
}
