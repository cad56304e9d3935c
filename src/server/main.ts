// Starts the server: read and check the environment, open (and migrate and
// seed) the database, build the app, listen over http or https, and close
// cleanly on SIGINT/SIGTERM (in-flight requests finish, new ones get 503).
import { buildApp } from './app';
import { DataDirectoryInUseError } from './db/data-directory-lock';
import { canBypassAppendOnly, OWNER_ROLE_WARNING } from './db/append-only-guard';
import { openDatabase } from './db/connection';
import { DEMO_AGENT_RETIRED, retireDemoAgent, seedDatabase } from './db/seed';
import { ensureDevSecrets } from './config/dev-secrets';
import { EnvError, loadEnv } from './config/env';
import { keepFilesPrivate, privateDataDirectory } from './config/private-files';
import { NO_SMTP_IN_PRODUCTION_WARNING, startUpMessage, TRUST_PROXY_TRUE_WARNING } from './start-up-message';
import { loadServerTls } from './tls/server-tls';
import { emlFileTransport, smtpTransport } from './email/mail-transport';

async function main(): Promise<void> {
  keepFilesPrivate();
  const env = loadEnv(process.env);
  await privateDataDirectory(env.dataDir);
  const { config, notice } = await ensureDevSecrets(env);
  const tls = await loadServerTls(config, new Date());
  let demoRetired = false;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    ownerUrl: config.databaseOwnerUrl,
    dataDir: config.dataDir,
    prepare: async (db) => {
      await seedDatabase(db, { demo: config.seedDemo });
      if (config.nodeEnv === 'production') demoRetired = await retireDemoAgent(db, new Date());
    },
  });
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : emlFileTransport(config.dataDir);
  const app = await buildApp(config, { database, tls, mail: { transport } });
  app.addHook('onClose', () => database.close());
  if (notice) app.log.warn(notice);
  if (demoRetired) app.log.warn(DEMO_AGENT_RETIRED);
  if (database.kind === 'postgres' && config.nodeEnv === 'production' && (await canBypassAppendOnly(database.db)))
    app.log.warn(OWNER_ROLE_WARNING);
  if (config.trustProxy === true) app.log.warn(TRUST_PROXY_TRUE_WARNING);
  app.log.info(`signed copies are emailed through ${transport.describe}`);
  if (!config.smtpUrl && config.nodeEnv === 'production') app.log.warn(NO_SMTP_IN_PRODUCTION_WARNING);
  app.log.info(
    `database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  );

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => {
        app.log.error('shutdown took longer than 10 s; exiting');
        process.exit(1);
      }, 10_000);
      force.unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
    });
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  for (const line of startUpMessage(config, port, tls)) app.log.info(line);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirectoryInUseError) {
    console.error(error.message);
  } else {
    console.error('Contract Builder could not start:', error);
  }
  process.exit(1);
});
