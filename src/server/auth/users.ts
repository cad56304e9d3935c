// Agents' accounts: a user (email, password hash, disabled flag) and its
// agent record (names, role, phone), created together.
import { eq } from 'drizzle-orm';
import type { AgentProfile } from '#domain/contract/model';
import type { AppDatabase } from '../db/connection';
import { ROLES, type Role } from '#api/roles';
import { agents, users } from '../db/schema';
import { newPasswordProblem } from './new-password';
import { hashPassword } from './passwords';

export interface NewAgent {
  email: string;
  password: string;
  first: string;
  last: string;
  displayName?: string;
  role?: Role;
  phone?: string | null;
}

export class AccountError extends Error {
  override readonly name = 'AccountError';
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: AppDatabase, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return user;
}

export async function createAgent(db: AppDatabase, agent: NewAgent): Promise<string> {
  const email = normaliseEmail(agent.email);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new AccountError(`'${agent.email}' is not an email address.`);
  checkPassword(agent.password, email);
  if (agent.role !== undefined && !ROLES.includes(agent.role)) {
    throw new AccountError(`'${String(agent.role)}' is not a role: agent, manager or admin.`);
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

export type AgentRow = typeof agents.$inferSelect;

/** The agent's profile in the shape of the original product's agents table (what sign-in and /api/me answer). */
export function toProfile(agent: AgentRow): AgentProfile {
  return {
    user_id: agent.userId,
    first: agent.first,
    last: agent.last,
    display_name: agent.displayName,
    role: agent.role,
    branch: agent.branch,
  };
}

export interface Account {
  user: { id: string; email: string; disabled: boolean };
  /** Null when the user has no agent record: such a user cannot sign in. */
  agent: AgentRow | null;
}

export async function findAccount(db: AppDatabase, userId: string): Promise<Account | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, disabled: users.disabled, agent: agents })
    .from(users)
    .leftJoin(agents, eq(agents.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return { user: { id: row.id, email: row.email, disabled: row.disabled }, agent: row.agent };
}

/** Refuses a password that cannot be a new one, with the reason (new-password.ts). */
export function checkPassword(password: string, email?: string): void {
  const problem = newPasswordProblem(password, email);
  if (problem) throw new AccountError(problem);
}

export async function setPassword(
  db: Pick<AppDatabase, 'update'>,
  user: { id: string; email: string },
  password: string,
): Promise<void> {
  checkPassword(password, user.email);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, user.id));
}

export async function setDisabled(db: Pick<AppDatabase, 'update'>, userId: string, disabled: boolean): Promise<void> {
  await db.update(users).set({ disabled }).where(eq(users.id, userId));
}
