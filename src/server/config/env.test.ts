import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '#domain/company/company-settings';
import { EnvError, loadEnv, SEED_DEMO_IN_PRODUCTION, SELF_SIGNED_IN_PRODUCTION } from './env';

const secret = (char: string) => char.repeat(32);

function envErrorOf(source: Record<string, string | undefined>): EnvError {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error('loadEnv accepted the environment');
}

describe('loadEnv', () => {
  it('uses defaults for an empty environment', () => {
    expect(loadEnv({})).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      databaseOwnerUrl: undefined,
      seedDemo: true,
      trustProxy: false,
      publicUrl: undefined,
      tls: { kind: 'off' },
      jwtSecret: undefined,
      cookieSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'Contract Builder <contracts@localhost>',
      company: DEMO_COMPANY,
    });
  });

  it('treats empty values as not set', () => {
    expect(loadEnv({ PORT: '', HOST: ' ', NODE_ENV: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      databaseUrl: undefined,
      seedDemo: true,
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    expect(
      loadEnv({
        NODE_ENV: 'production',
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/contract-builder',
        DATABASE_URL: 'postgres://app:pw@db.internal:5432/contracts',
        JWT_SECRET: secret('j'),
        COOKIE_SECRET: secret('c'),
        SEED_DEMO: 'false',
        TRUST_PROXY: '1',
        PUBLIC_URL: 'https://contracts.example.com',
        TLS_CERT_FILE: '/etc/contract-builder/cert.pem',
        TLS_KEY_FILE: '/etc/contract-builder/key.pem',
        SMTP_URL: 'smtps://mailer:pw@mail.example.com:465',
        MAIL_FROM: 'Contracts <contracts@example.com>',
        LOG_LEVEL: 'warn',
        VITE_COMPANY_NAME: 'Badger State Insulation',
        VITE_COMPANY_ADDRESS: '45 Elm Street\nEau Claire, WI 54701',
        VITE_COMPANY_PHONE: '715-555-0142',
        UNRELATED: 'ignored',
      }),
    ).toEqual({
      nodeEnv: 'production',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/contract-builder',
      databaseUrl: 'postgres://app:pw@db.internal:5432/contracts',
      seedDemo: false,
      trustProxy: 1,
      publicUrl: 'https://contracts.example.com',
      tls: { kind: 'files', certFile: '/etc/contract-builder/cert.pem', keyFile: '/etc/contract-builder/key.pem' },
      jwtSecret: secret('j'),
      cookieSecret: secret('c'),
      smtpUrl: 'smtps://mailer:pw@mail.example.com:465',
      mailFrom: 'Contracts <contracts@example.com>',
      logLevel: 'warn',
      // The company the app is built with: the emails speak for it until the office saves its details.
      company: {
        name: 'Badger State Insulation',
        addressLines: ['45 Elm Street', 'Eau Claire, WI 54701'],
        license: DEMO_COMPANY.license,
        phone: '715-555-0142',
      },
    });
  });

  it('refuses a mail server that is not smtp:// or smtps://, without echoing it', () => {
    const error = envErrorOf({ SMTP_URL: 'http://user:secret@mail.example.com' });
    expect(error.variables).toEqual(['SMTP_URL']);
    expect(error.message).toContain('SMTP_URL (an smtp:// or smtps:// URL');
    expect(error.message).not.toContain('secret');
  });

  it('refuses production without secrets, naming exactly the missing variables', () => {
    const error = envErrorOf({ NODE_ENV: 'production' });
    expect(error.message).toBe(
      'Missing or invalid environment: JWT_SECRET (at least 32 characters), COOKIE_SECRET (at least 32 characters)',
    );
    expect(error.variables).toEqual(['JWT_SECRET', 'COOKIE_SECRET']);
  });

  it('refuses a short secret without echoing it', () => {
    const error = envErrorOf({ NODE_ENV: 'production', JWT_SECRET: 'short-secret', COOKIE_SECRET: secret('c') });
    expect(error.message).toBe('Missing or invalid environment: JWT_SECRET (at least 32 characters)');
    expect(error.message).not.toContain('short-secret');
  });

  it('refuses a short secret in development too: a given secret must be a real one', () => {
    expect(envErrorOf({ COOKIE_SECRET: 'abc' }).variables).toEqual(['COOKIE_SECRET']);
  });

  it.each(['abc', '-1', '65536', '80.5', '1e3'])('refuses PORT=%s with what it must be', (port) => {
    expect(envErrorOf({ PORT: port }).message).toBe(
      `Missing or invalid environment: PORT (a whole number from 0 to 65535; got ${JSON.stringify(port)})`,
    );
  });

  it('reads TRUST_PROXY as a switch, a hop count or a list of proxy addresses', () => {
    expect(loadEnv({}).trustProxy).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it('reads LOG_LEVEL and refuses a level pino does not have', () => {
    expect(loadEnv({ LOG_LEVEL: 'error' }).logLevel).toBe('error');
    expect(() => loadEnv({ LOG_LEVEL: 'loud' })).toThrow(
      'LOG_LEVEL (one of fatal, error, warn, info, debug, trace; got "loud")',
    );
  });

  it('reads SEED_DEMO and refuses anything but true or false', () => {
    expect(loadEnv({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadEnv({ SEED_DEMO: 'true', NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(() => loadEnv({ SEED_DEMO: 'no' })).toThrow('SEED_DEMO (true or false; got "no")');
  });

  it('never seeds the demo agent in production: unset means no, and true refuses to start with what to do instead', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: secret('j'), COOKIE_SECRET: secret('c') };
    expect(loadEnv(production).seedDemo).toBe(false);
    const error = envErrorOf({ ...production, SEED_DEMO: 'true' });
    expect(error.variables).toEqual(['SEED_DEMO']);
    expect(error.message).toBe(`Missing or invalid environment: SEED_DEMO (${SEED_DEMO_IN_PRODUCTION})`);
    expect(error.message).toContain('node dist/server/admin.js add-agent --email');
  });

  it('refuses its own certificate authority in production unless the risk is accepted by name', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: secret('j'), COOKIE_SECRET: secret('c') };
    const error = envErrorOf({ ...production, HTTPS: 'self-signed' });
    expect(error.variables).toEqual(['HTTPS']);
    expect(error.message).toBe(`Missing or invalid environment: HTTPS (${SELF_SIGNED_IN_PRODUCTION})`);
    expect(loadEnv({ ...production, HTTPS: 'self-signed', ACCEPT_LOCAL_CA_RISK_IN_PRODUCTION: 'true' }).tls).toEqual({
      kind: 'self-signed',
    });
    expect(envErrorOf({ ACCEPT_LOCAL_CA_RISK_IN_PRODUCTION: 'yes' }).variables).toEqual([
      'ACCEPT_LOCAL_CA_RISK_IN_PRODUCTION',
    ]);
  });

  it('serves https from two files given together, or from a certificate it makes, never both', () => {
    expect(loadEnv({ HTTPS: 'self-signed' }).tls).toEqual({ kind: 'self-signed' });
    expect(loadEnv({ HTTPS: 'off' }).tls).toEqual({ kind: 'off' });
    expect(envErrorOf({ TLS_CERT_FILE: 'cert.pem' }).message).toBe(
      'Missing or invalid environment: TLS_KEY_FILE (the path of a PEM private key file, given together with TLS_CERT_FILE)',
    );
    expect(envErrorOf({ TLS_KEY_FILE: 'key.pem' }).variables).toEqual(['TLS_CERT_FILE']);
    expect(envErrorOf({ HTTPS: 'self-signed', TLS_CERT_FILE: 'c.pem', TLS_KEY_FILE: 'k.pem' }).message).toContain(
      'HTTPS (self-signed makes its own certificate',
    );
    expect(envErrorOf({ HTTPS: 'yes' }).message).toContain('HTTPS (off or self-signed; got "yes")');
  });

  it('takes PUBLIC_URL only as an https address', () => {
    expect(loadEnv({ PUBLIC_URL: 'https://contracts.example.com:8443' }).publicUrl).toBe(
      'https://contracts.example.com:8443',
    );
    expect(envErrorOf({ PUBLIC_URL: 'http://contracts.example.com' }).variables).toEqual(['PUBLIC_URL']);
    expect(envErrorOf({ PUBLIC_URL: 'contracts.example.com' }).variables).toEqual(['PUBLIC_URL']);
  });

  it('lists every problem at once', () => {
    const error = envErrorOf({ NODE_ENV: 'staging', PORT: 'x', DATABASE_URL: 'mysql://u:secretpw@h/db' });
    expect(error.variables).toEqual(['NODE_ENV', 'PORT', 'DATABASE_URL']);
    expect(error.message).toContain('NODE_ENV (one of development, production, test; got "staging")');
    expect(error.message).toContain('DATABASE_URL (a postgres:// or postgresql:// URL)');
    expect(error.message).not.toContain('secretpw');
  });
});
