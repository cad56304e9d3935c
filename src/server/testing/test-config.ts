// Shared by server tests: a complete config that needs no environment.
import { DEMO_COMPANY } from '#domain/company/company-settings';
import type { AppConfig } from '../config/env';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: './data-test-unused',
    databaseUrl: undefined,
    databaseOwnerUrl: undefined,
    seedDemo: true,
    trustProxy: false,
    publicUrl: undefined,
    tls: { kind: 'off' },
    jwtSecret: 'test-jwt-secret-that-is-long-enough-0123456789',
    cookieSecret: 'test-cookie-secret-that-is-long-enough-0123456',
    smtpUrl: undefined,
    mailFrom: 'Contracts <contracts@test.example>',
    logLevel: undefined,
    company: DEMO_COMPANY,
    ...overrides,
  };
}
