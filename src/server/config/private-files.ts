// What the server and the admin command line write stays theirs (docs/security.md): DATA_DIR holds customer data,
// password and token hashes and signed PDFs, so every file they make is owner-only (umask 077) and DATA_DIR itself is
// closed to other accounts (0700, set again at every start in case it was created or copied open).
import { chmod, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

export const PRIVATE_UMASK = 0o077;
export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** From now on, files and directories this process makes are its account's alone. */
export function keepFilesPrivate(): void {
  process.umask(PRIVATE_UMASK);
}

/** Makes `dataDir` if needed and closes it to other accounts, whatever its mode was. */
export async function privateDataDirectory(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  await chmod(dataDir, PRIVATE_DIRECTORY_MODE);
}

/**
 * Closes every file under `directory` to other accounts (0600, folders 0700). PGlite unpacks its first data files
 * readable by all (0666), whatever the umask; the files PostgreSQL itself makes later are 0600 already.
 */
export async function closeFilesUnder(directory: string): Promise<void> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      await chmod(path, PRIVATE_DIRECTORY_MODE);
      await closeFilesUnder(path);
    } else if (entry.isFile()) {
      await chmod(path, PRIVATE_FILE_MODE);
    }
  }
}
