// Entry point of `npm run admin -- <command>` (in production `node dist/server/admin.js <command>`; commands in
// run-admin.ts). Reads the server's environment and opens the same database, running pending migrations first; the
// embedded database refuses while a server holds it (data-directory-lock.ts).
import { openDatabase } from '../db/connection';
import { loadEnv } from '../config/env';
import { keepFilesPrivate, privateDataDirectory } from '../config/private-files';
import { EXIT_FAILED, runAdmin } from './run-admin';

const io = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };

keepFilesPrivate();
runAdmin(process.argv.slice(2), io, async () => {
  const env = loadEnv(process.env);
  if (!env.databaseUrl) await privateDataDirectory(env.dataDir);
  return openDatabase({ databaseUrl: env.databaseUrl, ownerUrl: env.databaseOwnerUrl, dataDir: env.dataDir });
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(EXIT_FAILED);
  },
);
