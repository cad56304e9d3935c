// The server's configuration, read once at start-up from the environment and
// checked against a schema, so a bad deployment fails at once with a message
// that names each wrong variable instead of failing later on a request.
// `loadEnv` is pure (a plain object in, a typed config out); the one piece of
// I/O, the development secrets file, lives in `ensureDevSecrets`.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

export const nodeEnvs = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof nodeEnvs)[number];

/** Secrets shorter than this are refused: they can be guessed. */
export const MIN_SECRET_LENGTH = 32;

/** What each variable must be, as the start-up error message words it. */
const requirements = {
  NODE_ENV: `one of ${nodeEnvs.join(', ')}`,
  PORT: 'a whole number from 0 to 65535',
  HOST: 'a host name or IP address to listen on',
  DATA_DIR: 'a directory path',
  DATABASE_URL: 'a postgres:// or postgresql:// URL',
  SEED_DEMO: 'true or false',
  TRUST_PROXY: 'false, true, a number of proxy hops, or a comma-separated list of proxy addresses',
  JWT_SECRET: `at least ${MIN_SECRET_LENGTH} characters`,
  COOKIE_SECRET: `at least ${MIN_SECRET_LENGTH} characters`,
} as const;

type VariableName = keyof typeof requirements;

/** Values of these are never echoed back in an error message. */
const secretVariables: ReadonlySet<VariableName> = new Set(['JWT_SECRET', 'COOKIE_SECRET', 'DATABASE_URL']);

// An empty value (`PORT=` in a .env file) means "not set", so defaults apply.
const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const isPostgresUrl = (value: string): boolean => {
  if (!/^postgres(ql)?:\/\//.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

/** 'false' | 'true' | '2' (hops) | '10.0.0.1, 10.0.0.2' (proxy addresses). */
function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim()).filter((address) => address !== '');
}

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(blankToUndefined, z.enum(nodeEnvs).default('development')),
    PORT: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^\d{1,5}$/)
        .transform(Number)
        .pipe(z.number().int().min(0).max(65535))
        .default(3000),
    ),
    HOST: z.preprocess(blankToUndefined, z.string().trim().min(1).default('0.0.0.0')),
    DATA_DIR: z.preprocess(blankToUndefined, z.string().trim().min(1).default('./data')),
    DATABASE_URL: z.preprocess(blankToUndefined, z.string().trim().refine(isPostgresUrl).optional()),
    SEED_DEMO: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('true').transform((value) => value === 'true')),
    TRUST_PROXY: z.preprocess(blankToUndefined, z.string().trim().default('false').transform(parseTrustProxy)),
    JWT_SECRET: z.preprocess(blankToUndefined, z.string().min(MIN_SECRET_LENGTH).optional()),
    COOKIE_SECRET: z.preprocess(blankToUndefined, z.string().min(MIN_SECRET_LENGTH).optional()),
  })
  .superRefine((env, ctx) => {
    // Outside production a missing secret is filled by ensureDevSecrets; in
    // production it must be given, or tokens would not survive a restart.
    if (env.NODE_ENV !== 'production') return;
    for (const name of ['JWT_SECRET', 'COOKIE_SECRET'] as const) {
      if (env[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'required in production' });
    }
  });

/** The configuration as read from the environment; secrets may still be missing outside production. */
export interface EnvConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  dataDir: string;
  /** A real PostgreSQL server; when absent the embedded database in dataDir is used. */
  databaseUrl: string | undefined;
  /** Create the demo agent on start-up. */
  seedDemo: boolean;
  /** Fastify's trustProxy: behind a load balancer, the client address comes from X-Forwarded-For. */
  trustProxy: boolean | number | string[];
  jwtSecret: string | undefined;
  cookieSecret: string | undefined;
}

/** The configuration the app runs with: every secret present. */
export interface AppConfig extends EnvConfig {
  jwtSecret: string;
  cookieSecret: string;
}

/** The environment cannot be used; `message` names every wrong variable and what it must be. */
export class EnvError extends Error {
  override readonly name = 'EnvError';
  constructor(readonly variables: readonly string[], message: string) {
    super(message);
  }
}

export function loadEnv(source: Record<string, string | undefined>): EnvConfig {
  const result = envSchema.safeParse(pick(source));
  if (!result.success) {
    const problems = new Map<VariableName, string>();
    for (const issue of result.error.issues) {
      const name = issue.path[0];
      if (typeof name !== 'string' || !(name in requirements) || problems.has(name as VariableName)) continue;
      const variable = name as VariableName;
      const raw = source[variable];
      const got = raw !== undefined && raw.trim() !== '' && !secretVariables.has(variable) ? `; got ${JSON.stringify(raw)}` : '';
      problems.set(variable, `${variable} (${requirements[variable]}${got})`);
    }
    const names = [...problems.keys()];
    throw new EnvError(names, `Missing or invalid environment: ${[...problems.values()].join(', ')}`);
  }
  const env = result.data;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    seedDemo: env.SEED_DEMO,
    trustProxy: env.TRUST_PROXY,
    jwtSecret: env.JWT_SECRET,
    cookieSecret: env.COOKIE_SECRET,
  };
}

function pick(source: Record<string, string | undefined>): Record<VariableName, string | undefined> {
  const picked = {} as Record<VariableName, string | undefined>;
  for (const name of Object.keys(requirements) as VariableName[]) picked[name] = source[name];
  return picked;
}

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

  const missing = [jwtSecret === undefined && 'JWT_SECRET', cookieSecret === undefined && 'COOKIE_SECRET'].filter(Boolean);
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
