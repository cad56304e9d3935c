// GET /api/tls/ca.crt, only with HTTPS=self-signed: the certificate authority
// a tablet installs once to trust this server (DER, the form iPadOS and
// Android install from a download). It is public by nature; its key never
// leaves DATA_DIR/tls.
import type { FastifyPluginAsync } from 'fastify';
import type { SelfSignedTls } from '../../tls/self-signed';

export const AUTHORITY_DOWNLOAD_PATH = '/api/tls/ca.crt';

export const tlsRoutes: FastifyPluginAsync<{ selfSigned: SelfSignedTls }> = async (app, { selfSigned }) => {
  app.get('/tls/ca.crt', async (_request, reply) =>
    reply
      .type('application/x-x509-ca-cert')
      .header('content-disposition', 'attachment; filename="contract-builder-ca.crt"')
      .send(selfSigned.authorityDer),
  );
};
