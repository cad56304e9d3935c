// Agents' accounts: a user (email, password hash, disabled flag) and its
// agent record (names, role, phone), created together.
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/connection';
import { agents, users } from '../db/schema';
import { hashPassword, MIN_PASSWORD_LENGTH } from './passwords';

export interface NewAgent {
  email: string;
  password: string;
  first: string;
  last: string;
  displayName?: string;
  role?: string;
  phone?: string | null;
}

export class AccountError extends Error {
  override readonly name = 'AccountError';
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: AppDatabase, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, normaliseEmail(email)));
  return user;
}

export async function createAgent(db: AppDatabase, agent: NewAgent): Promise<string> {
  const email = normaliseEmail(agent.email);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new AccountError(`'${agent.email}' is not an email address.`);
  if (agent.password.length < MIN_PASSWORD_LENGTH) {
    throw new AccountError(`A password has at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (await findUserByEmail(db, email)) throw new AccountError(`An agent with the email ${email} exists already.`);
  const passwordHash = await hashPassword(agent.password);
  return db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values({ email, passwordHash }).returning({ id: users.id });
    if (!user) throw new Error('the user row was not created');
    await tx.insert(agents).values({
      userId: user.id,
      first: agent.first.trim(),
      last: agent.last.trim(),
      displayName: (agent.displayName ?? `${agent.first} ${agent.last}`).trim(),
      role: agent.role ?? 'agent',
      phone: agent.phone ?? null,
    });
    return user.id;
  });
}
