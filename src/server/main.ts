// Starts the server: read and check the environment, build the app, listen,
// and close cleanly on SIGINT/SIGTERM (in-flight requests finish, new ones
// get 503).
import { buildApp } from './app';
import { ensureDevSecrets, EnvError, loadEnv } from './plugins/env';
import { openDatabase } from './db/connection';
import { seedDatabase } from './db/seed';

async function main(): Promise<void> {
  const { config, notice } = await ensureDevSecrets(loadEnv(process.env));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await seedDatabase(database.db, { demo: config.seedDemo });
  const app = await buildApp(config, { database });
  app.addHook('onClose', () => database.close());
  if (notice) app.log.warn(notice);
  app.log.info(`database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`);

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

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  app.log.info(
    `Contract Builder is running at http://${shownHost}:${port}/` +
      (shownHost === 'localhost' && config.host !== 'localhost' ? ' (and on this machine\'s network addresses)' : ''),
  );
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error('Contract Builder could not start:', error);
  }
  process.exit(1);
});
