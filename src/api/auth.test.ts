import { describe, expect, it } from 'vitest';
import type { AgentProfile } from '#domain/contract/model';
import { meResponseSchema, refreshResponseSchema, signInRequestSchema, signInResponseSchema } from './auth';

const profile: AgentProfile = { user_id: 'u-1', first: 'Jane', last: 'Demo', display_name: 'Jane Demo', role: 'agent' };

describe('signInRequestSchema', () => {
  it("reads ' Agent@Example.com ' as 'agent@example.com'", () => {
    expect(signInRequestSchema.parse({ email: ' Agent@Example.com ', password: 'insulate2026' })).toEqual({
      email: 'agent@example.com',
      password: 'insulate2026',
    });
  });

  it('keeps the password exactly as typed', () => {
    expect(signInRequestSchema.parse({ email: 'a@example.com', password: ' pass word ' }).password).toBe(' pass word ');
  });

  it.each([
    ['a missing password', { email: 'agent@example.com' }, 'password'],
    ['an empty password', { email: 'agent@example.com', password: '' }, 'password'],
    ['a password over 1000 characters', { email: 'agent@example.com', password: 'p'.repeat(1001) }, 'password'],
    ['an email that is not one', { email: 'agent', password: 'x' }, 'email'],
    ['a blank email', { email: '   ', password: 'x' }, 'email'],
    ['an email as a number', { email: 12, password: 'x' }, 'email'],
  ])('rejects %s', (_name, body, path) => {
    const result = signInRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([path]);
  });

  it('rejects an unknown field', () => {
    const result = signInRequestSchema.safeParse({ email: 'agent@example.com', password: 'x', remember: true });
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(['unrecognized_keys']);
  });
});

describe('session answers', () => {
  const session = {
    accessToken: 'eyJhbGciOiJIUzI1NiJ9.e30.x',
    expiresAt: '2026-11-21T15:45:00.000Z',
    user: { id: 'u-1', email: 'agent@example.com' },
    profile,
  };

  it('a sign-in and a refresh answer alike', () => {
    expect(signInResponseSchema.parse(session)).toEqual(session);
    expect(refreshResponseSchema.parse(session)).toEqual(session);
  });

  it('an expiry must be an ISO timestamp', () => {
    expect(signInResponseSchema.safeParse({ ...session, expiresAt: 1_763_739_900 }).success).toBe(false);
  });

  it('/api/me has the phone, or null', () => {
    const me = { user: session.user, profile, phone: null };
    expect(meResponseSchema.parse(me)).toEqual(me);
    expect(meResponseSchema.parse({ ...me, phone: '555-010-0199' }).phone).toBe('555-010-0199');
    expect(meResponseSchema.safeParse({ user: session.user, profile }).success).toBe(false);
  });
});
