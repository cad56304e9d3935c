// A second, real server (the same buildApp as src/server/main.ts, with an
// empty in-memory database: these specs never sign in) that serves a private copy of dist/web, so a spec can
// "publish a new build" by changing files in that copy without touching the
// build every other spec is using.
import { appendFileSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, defaultWebRoot } from '#server/app';
import { openDatabase } from '#server/db/connection';
import { loadEnv } from '#server/config/env';

export interface ServerWithWebCopy {
  url: string;
  webRoot: string;
  /** Makes sw.js byte-different, which is what a new build looks like to the browser. */
  publishNewBuild: () => void;
  close: () => Promise<void>;
}

export async function startServerWithWebCopy(): Promise<ServerWithWebCopy> {
  if (!existsSync(join(defaultWebRoot, 'sw.js'))) {
    throw new Error('dist/web has no sw.js: run `npm run build` before the e2e specs');
  }
  const webRoot = mkdtempSync(join(tmpdir(), 'contract-builder-web-'));
  cpSync(defaultWebRoot, webRoot, { recursive: true });

  const env = loadEnv({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_DEMO: 'false',
    JWT_SECRET: 'e2e-update-prompt-jwt-secret-0123456789',
    COOKIE_SECRET: 'e2e-update-prompt-cookie-secret-0123456789',
  });
  const config = { ...env, jwtSecret: env.jwtSecret ?? '', cookieSecret: env.cookieSecret ?? '' };
  const database = await openDatabase({});
  const app = await buildApp(config, { database, webRoot, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no port');

  let builds = 0;
  return {
    url: `http://127.0.0.1:${address.port}`,
    webRoot,
    publishNewBuild: () => {
      builds += 1;
      appendFileSync(join(webRoot, 'sw.js'), `\n// e2e: new build ${builds} at ${Date.now()}\n`);
      // A real build writes new compressed copies too; without them the server sends sw.js itself.
      for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(join(webRoot, copy), { force: true });
    },
    close: async () => {
      await app.close();
      await database.close();
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}
