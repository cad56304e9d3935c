import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { EnvError, MIN_SECRET_LENGTH, type AppConfig, type EnvConfig } from './env';

export const DEV_SECRETS_FILE = 'dev-secrets.json';

const devSecretsSchema = z.object({
  jwtSecret: z.string().min(MIN_SECRET_LENGTH),
  cookieSecret: z.string().min(MIN_SECRET_LENGTH),
});

export interface ResolvedConfig {
  config: AppConfig;
  /** Set when development secrets were used: the caller logs it. */
  notice?: string;
}

/**
 * Fills secrets missing outside production from DATA_DIR/dev-secrets.json,
 * generating that file once, so sessions survive a restart of `npm start`
 * without anyone having to invent a secret. Never used in production:
 * loadEnv has already refused a production environment without secrets.
 */
export async function ensureDevSecrets(env: EnvConfig): Promise<ResolvedConfig> {
  const { jwtSecret, cookieSecret } = env;
  if (jwtSecret !== undefined && cookieSecret !== undefined) {
    return { config: { ...env, jwtSecret, cookieSecret } };
  }
  if (env.nodeEnv === 'production') {
    throw new EnvError(
      [...(jwtSecret === undefined ? ['JWT_SECRET'] : []), ...(cookieSecret === undefined ? ['COOKIE_SECRET'] : [])],
      'Missing environment: JWT_SECRET and COOKIE_SECRET are required in production',
    );
  }

  const file = join(env.dataDir, DEV_SECRETS_FILE);
  let stored = await readDevSecrets(file);
  const created = stored === undefined;
  if (stored === undefined) {
    stored = { jwtSecret: generateSecret(), cookieSecret: generateSecret() };
    await mkdir(env.dataDir, { recursive: true });
    await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }

  const missing = [jwtSecret === undefined && 'JWT_SECRET', cookieSecret === undefined && 'COOKIE_SECRET'].filter(
    Boolean,
  );
  const notice =
    `${missing.join(' and ')} not set: using development secrets ${created ? 'generated now in' : 'from'} ${file}. ` +
    'Set real secrets before running in production.';
  return {
    config: { ...env, jwtSecret: jwtSecret ?? stored.jwtSecret, cookieSecret: cookieSecret ?? stored.cookieSecret },
    notice,
  };
}

async function readDevSecrets(file: string): Promise<z.infer<typeof devSecretsSchema> | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = devSecretsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    // A damaged file is replaced: these secrets protect nothing but local development.
    return undefined;
  }
}

function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}
