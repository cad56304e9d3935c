// What the server tells the person who started it: where the app is, and with
// HTTPS=self-signed, how a tablet comes to trust it. Pure, so it is tested.
import type { AppConfig } from './config/env';
import { AUTHORITY_PAGE_PATH } from './routes/tls/tls-routes';
import { tabletAddresses } from './tls/local-names';
import type { ServerTls } from './tls/server-tls';

export const TRUST_PROXY_TRUE_WARNING =
  'TRUST_PROXY=true believes X-Forwarded-For and X-Forwarded-Proto from anyone: a client can fake its address past ' +
  'the sign-in limits and make plain http look like https. Set the number of proxies in front of the server ' +
  '(TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5) instead.';

export const NO_SMTP_IN_PRODUCTION_WARNING =
  'SMTP_URL is not set: signed contracts are not emailed to customers but written as .eml files in ' +
  'DATA_DIR/outbox. Set SMTP_URL (smtps://user:password@mail.example.com:465) and MAIL_FROM to email them.';

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/** The address to open on this machine, and whether it also answers on the network. */
export function listeningUrl(config: Pick<AppConfig, 'host'>, port: number, https: boolean): string {
  const everywhere = config.host === '0.0.0.0' || config.host === '::';
  const shownHost = everywhere ? 'localhost' : config.host;
  return `${https ? 'https' : 'http'}://${urlHost(shownHost)}:${port}/`;
}

export function startUpMessage(
  config: Pick<AppConfig, 'host' | 'publicUrl'>,
  port: number,
  tls: ServerTls | undefined,
): string[] {
  const everywhere = config.host === '0.0.0.0' || config.host === '::';
  const url = listeningUrl(config, port, tls !== undefined);
  const lines = [
    `Contract Builder is running at ${url}${everywhere ? " (and on this machine's network addresses)" : ''}`,
  ];
  if (config.publicUrl) lines.push(`Agents open ${config.publicUrl}`);
  if (!tls) {
    if (everywhere && !config.publicUrl) {
      lines.push(
        'Tablets need an https address to work offline and stay signed in: start with HTTPS=self-signed to try it on ' +
          'this network, or see docs/deploy.md.',
      );
    }
    return lines;
  }
  const selfSigned = tls.selfSigned;
  if (!selfSigned) return lines;
  const addresses = tabletAddresses(selfSigned.names).map((host) => `https://${urlHost(host)}:${port}/`);
  const first = addresses[0] ?? url;
  if (addresses.length > 0) lines.push(`On a tablet on this network, open ${addresses.join(' or ')}`);
  lines.push(
    "The certificate is this server's own (HTTPS=self-signed). Each tablet trusts it once:",
    `  1. On the tablet, open ${first.replace(/\/$/, '')}${AUTHORITY_PAGE_PATH}, accept the browser's warning this one time, and download the certificate.`,
    '  2. iPad or iPhone: Settings > General > VPN & Device Management, open "Contract Builder local CA": under More Details,',
    '     its SHA-256 fingerprint must be the one below (if it is not, someone else made it: do not install it). Install it;',
    '     then Settings > General > About > Certificate Trust Settings, turn on full trust for it.',
    '     Android: Settings > Security > More security settings > Encryption & credentials > Install a certificate >',
    '     CA certificate, and pick the downloaded file.',
    `  3. Open ${first} again: the browser trusts it now, and the app works offline.`,
    `SHA-256 fingerprint of the certificate authority: ${selfSigned.authorityFingerprint}`,
    "(It can sign only for this machine's names and network, and lasts two years. Keep DATA_DIR/tls/ca.key out of backups.)",
    `The certificate authority is ${selfSigned.made.authority ? 'new' : 'kept from an earlier start'}: ${selfSigned.authorityFile}` +
      (selfSigned.made.authority ? '' : ' (tablets that trusted it before still do).'),
  );
  return lines;
}
