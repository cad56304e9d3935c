// The server's configuration, read once at start-up from the environment and checked against a schema, so a bad
// deployment fails at once with a message naming each wrong variable, not later on a request. `loadEnv` is pure; the
// one piece of I/O, the development secrets file, lives in dev-secrets.ts.
import { z } from 'zod';
import { companyFromEnv } from '#domain/company/company-settings';
import type { Seller } from '#domain/printed-contract/seller';

export const nodeEnvs = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof nodeEnvs)[number];

/** Pino's levels: `info` logs every request, `warn` only what needs a look. */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Secrets shorter than this are refused: they can be guessed. */
export const MIN_SECRET_LENGTH = 32;

/** What each variable must be, as the start-up error message words it. */
const requirements = {
  NODE_ENV: `one of ${nodeEnvs.join(', ')}`,
  PORT: 'a whole number from 0 to 65535',
  HOST: 'a host name or IP address to listen on',
  DATA_DIR: 'a directory path',
  DATABASE_URL: 'a postgres:// or postgresql:// URL',
  DATABASE_OWNER_URL: 'a postgres:// or postgresql:// URL of the role that owns the tables, given with DATABASE_URL',
  SEED_DEMO: 'true or false',
  TRUST_PROXY: 'false, true, a number of proxy hops, or a comma-separated list of proxy addresses',
  PUBLIC_URL: 'the https:// address agents open, e.g. https://contracts.example.com',
  HTTPS: 'off or self-signed',
  ACCEPT_LOCAL_CA_RISK_IN_PRODUCTION: 'true, or unset',
  TLS_CERT_FILE: 'the path of a PEM certificate file, given together with TLS_KEY_FILE',
  TLS_KEY_FILE: 'the path of a PEM private key file, given together with TLS_CERT_FILE',
  JWT_SECRET: `at least ${MIN_SECRET_LENGTH} characters`,
  COOKIE_SECRET: `at least ${MIN_SECRET_LENGTH} characters`,
  SMTP_URL: 'an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example.com:465',
  MAIL_FROM: 'the address signed copies are sent from, e.g. Contracts <contracts@example.com>',
  LOG_LEVEL: `one of ${logLevels.join(', ')}`,
} as const;

type VariableName = keyof typeof requirements;

/** Values of these are never echoed back in an error message. */
const secretVariables: ReadonlySet<VariableName> = new Set([
  'JWT_SECRET',
  'COOKIE_SECRET',
  'DATABASE_URL',
  'DATABASE_OWNER_URL',
  'SMTP_URL',
]);

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

/** Why production refuses HTTPS=self-signed unless told it is meant, and what to do instead. */
export const SELF_SIGNED_IN_PRODUCTION =
  'self-signed is for trying the app on an office network: every tablet would trust a certificate authority whose key ' +
  'lives on this server. Give the company certificate with TLS_CERT_FILE and TLS_KEY_FILE, or put a reverse proxy in ' +
  'front (docs/deploy.md); to run it anyway, set ACCEPT_LOCAL_CA_RISK_IN_PRODUCTION=true';

/** Why production refuses SEED_DEMO=true, and what to do instead. */
export const SEED_DEMO_IN_PRODUCTION =
  "never true in production: the demo agent's password is published, so anyone could read and change every contract. " +
  'Leave SEED_DEMO unset and create the first agent with the admin CLI: ' +
  'node dist/server/admin.js add-agent --email you@company.com --first Ann --last Lee';

const isHttpsUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
};

const isSmtpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** 'false' | 'true' | '2' (hops) | '10.0.0.1, 10.0.0.2' (proxy addresses). */
function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
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
    DATABASE_OWNER_URL: z.preprocess(blankToUndefined, z.string().trim().refine(isPostgresUrl).optional()),
    // Unset: true in development and test, false in production.
    SEED_DEMO: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
    TRUST_PROXY: z.preprocess(blankToUndefined, z.string().trim().default('false').transform(parseTrustProxy)),
    JWT_SECRET: z.preprocess(blankToUndefined, z.string().min(MIN_SECRET_LENGTH).optional()),
    COOKIE_SECRET: z.preprocess(blankToUndefined, z.string().min(MIN_SECRET_LENGTH).optional()),
    PUBLIC_URL: z.preprocess(blankToUndefined, z.string().trim().refine(isHttpsUrl).optional()),
    HTTPS: z.preprocess(blankToUndefined, z.enum(['off', 'self-signed']).default('off')),
    ACCEPT_LOCAL_CA_RISK_IN_PRODUCTION: z.preprocess(blankToUndefined, z.literal('true').optional()),
    TLS_CERT_FILE: z.preprocess(blankToUndefined, z.string().trim().min(1).optional()),
    TLS_KEY_FILE: z.preprocess(blankToUndefined, z.string().trim().min(1).optional()),
    SMTP_URL: z.preprocess(blankToUndefined, z.string().trim().refine(isSmtpUrl).optional()),
    MAIL_FROM: z.preprocess(
      blankToUndefined,
      z.string().trim().regex(/@/).default('Contract Builder <contracts@localhost>'),
    ),
    LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(logLevels).optional()),
  })
  .superRefine((env, ctx) => {
    // A certificate without its key (or the other way round) cannot serve https.
    if ((env.TLS_CERT_FILE === undefined) !== (env.TLS_KEY_FILE === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.TLS_CERT_FILE === undefined ? 'TLS_CERT_FILE' : 'TLS_KEY_FILE'],
        message: 'missing',
      });
    }
    if (env.HTTPS === 'self-signed' && env.TLS_CERT_FILE !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTPS'],
        message: 'self-signed makes its own certificate: leave it off when TLS_CERT_FILE and TLS_KEY_FILE are given',
        params: { replacesRequirement: true },
      });
    }
    if (env.DATABASE_OWNER_URL !== undefined && env.DATABASE_URL === undefined) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'missing' });
    }
    if (env.NODE_ENV !== 'production') return;
    // Outside production a missing secret is filled by ensureDevSecrets; in
    // production it must be given, or tokens would not survive a restart.
    for (const name of ['JWT_SECRET', 'COOKIE_SECRET'] as const) {
      if (env[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'required in production' });
    }
    if (env.HTTPS === 'self-signed' && env.ACCEPT_LOCAL_CA_RISK_IN_PRODUCTION !== 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTPS'],
        message: SELF_SIGNED_IN_PRODUCTION,
        params: { replacesRequirement: true },
      });
    }
    if (env.SEED_DEMO === 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message: SEED_DEMO_IN_PRODUCTION,
        params: { replacesRequirement: true },
      });
    }
  });

export type TlsSetting =
  | { kind: 'off' }
  | { kind: 'files'; certFile: string; keyFile: string }
  /** A certificate authority and a server certificate made and kept in DATA_DIR/tls. */
  | { kind: 'self-signed' };

/** The configuration as read from the environment; secrets may still be missing outside production. */
export interface EnvConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  dataDir: string;
  /** A real PostgreSQL server; when absent the embedded database in dataDir is used. */
  databaseUrl: string | undefined;
  /**
   * The role that owns the tables, for migrations at start-up; the server then
   * serves as DATABASE_URL's role, which cannot switch off the append-only
   * guards (docs/deploy.md).
   */
  databaseOwnerUrl: string | undefined;
  /** Create the demo agent on start-up; never in production. */
  seedDemo: boolean;
  /** Fastify's trustProxy: behind a load balancer, the client address comes from X-Forwarded-For. */
  trustProxy: boolean | number | string[];
  /** The https address agents open, when the server is told it; the app names it on an http page. */
  publicUrl: string | undefined;
  /** How the server itself serves https: not at all, from the given files, or with a certificate it makes. */
  tls: TlsSetting;
  jwtSecret: string | undefined;
  cookieSecret: string | undefined;
  /** The mail server signed copies go through; without it they are written to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Unset: info, or warn under test. */
  logLevel: LogLevel | undefined;
  /**
   * The company of the VITE_COMPANY_* settings the web app is built with, read here too: the emails speak for it
   * until the office saves its details in the console.
   */
  company: Seller;
}

/** The configuration the app runs with: every secret present. */
export interface AppConfig extends EnvConfig {
  jwtSecret: string;
  cookieSecret: string;
}

/** The environment cannot be used; `message` names every wrong variable and what it must be. */
export class EnvError extends Error {
  override readonly name = 'EnvError';
  constructor(
    readonly variables: readonly string[],
    message: string,
  ) {
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
      if (issue.code === 'custom' && issue.params?.replacesRequirement === true) {
        problems.set(variable, `${variable} (${issue.message})`);
        continue;
      }
      const got =
        raw !== undefined && raw.trim() !== '' && !secretVariables.has(variable) ? `; got ${JSON.stringify(raw)}` : '';
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
    databaseOwnerUrl: env.DATABASE_OWNER_URL,
    seedDemo: env.SEED_DEMO === undefined ? env.NODE_ENV !== 'production' : env.SEED_DEMO === 'true',
    trustProxy: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL,
    tls: tlsSetting(env),
    jwtSecret: env.JWT_SECRET,
    cookieSecret: env.COOKIE_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    company: companyFromEnv(source),
  };
}

function tlsSetting(env: {
  HTTPS: 'off' | 'self-signed';
  TLS_CERT_FILE?: string | undefined;
  TLS_KEY_FILE?: string | undefined;
}): TlsSetting {
  if (env.TLS_CERT_FILE !== undefined && env.TLS_KEY_FILE !== undefined) {
    return { kind: 'files', certFile: env.TLS_CERT_FILE, keyFile: env.TLS_KEY_FILE };
  }
  return env.HTTPS === 'self-signed' ? { kind: 'self-signed' } : { kind: 'off' };
}

function pick(source: Record<string, string | undefined>): Record<VariableName, string | undefined> {
  const picked = {} as Record<VariableName, string | undefined>;
  for (const name of Object.keys(requirements) as VariableName[]) picked[name] = source[name];
  return picked;
}
