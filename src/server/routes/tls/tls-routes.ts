// Only with HTTPS=self-signed: the certificate authority a tablet installs once to trust this server, as a page
// naming its SHA-256 fingerprint (the one the start-up message prints and the iPad shows) and as DER, which iPadOS
// and Android install from a download. It is public by nature; its key never leaves DATA_DIR/tls.
import type { FastifyPluginAsync } from 'fastify';
import type { SelfSignedTls } from '../../tls/self-signed';

export const AUTHORITY_DOWNLOAD_PATH = '/api/tls/ca.crt';
export const AUTHORITY_PAGE_PATH = '/api/tls/ca';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function authorityPage(selfSigned: SelfSignedTls): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Contract Builder local certificate authority</title></head>
<body>
<main>
<h1>Contract Builder local certificate authority</h1>
<p>This tablet trusts the Contract Builder server on this network once it has installed this certificate authority.
It can vouch only for this server's own names and network, and it lasts two years.</p>
<p>Before you trust it, check that the SHA-256 fingerprint your tablet shows for it (on an iPad: Settings, General,
VPN &amp; Device Management, the profile, More Details) is exactly:</p>
<p><code>${escape(selfSigned.authorityFingerprint)}</code></p>
<p>The same fingerprint is printed where the server was started. If they differ, do not install it: ask your office.</p>
<p><a href="${AUTHORITY_DOWNLOAD_PATH}" download="contract-builder-ca.crt">Download the certificate</a></p>
</main>
</body>
</html>
`;
}

export const tlsRoutes: FastifyPluginAsync<{ selfSigned: SelfSignedTls }> = async (app, { selfSigned }) => {
  const page = authorityPage(selfSigned);
  app.get('/tls/ca', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  app.get('/tls/ca.crt', async (_request, reply) =>
    reply
      .type('application/x-x509-ca-cert')
      .header('content-disposition', 'attachment; filename="contract-builder-ca.crt"')
      .send(selfSigned.authorityDer),
  );
};
