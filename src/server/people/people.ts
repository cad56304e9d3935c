// The company's people as the office changes them (docs/decisions/043-the-office-console.md): each change is
// written with its audit row in one transaction, passwords never in the log. Disabling someone or setting their
// password ends every session of theirs, as the command line does.
import { randomBytes } from 'node:crypto';
import { asc, eq, max } from 'drizzle-orm';
import type { Person } from '#api/people';
import type { Role } from '#api/roles';
import { recordAudit } from '../audit/audit-log';
import { newPasswordProblem } from '../auth/new-password';
import { makePasswordLink, type PasswordLink } from '../auth/password-links';
import { revokeUserRefreshTokens } from '../auth/refresh-tokens';
import { AccountError, createAgent, findUserByEmail, setDisabled, setPassword } from '../auth/users';
import type { AppDatabase } from '../db/connection';
import { agents, sessions, users } from '../db/schema';
import { readCompany } from '../company/company-details';

/** Who acts: the signed-in admin. */
export interface Actor {
  userId: string;
  at: Date;
}

function peopleQuery(db: AppDatabase) {
  return db
    .select({
      id: users.id,
      email: users.email,
      first: agents.first,
      last: agents.last,
      displayName: agents.displayName,
      role: agents.role,
      phone: agents.phone,
      branch: agents.branch,
      disabled: users.disabled,
      lastSignIn: max(sessions.startedAt),
    })
    .from(users)
    .innerJoin(agents, eq(agents.userId, users.id))
    .leftJoin(sessions, eq(sessions.userId, users.id))
    .groupBy(users.id, agents.userId);
}

type PersonRow = Awaited<ReturnType<typeof peopleQuery>>[number];

const asPerson = ({ lastSignIn, ...row }: PersonRow): Person => ({
  ...row,
  lastSignInAt: lastSignIn ? new Date(lastSignIn).toISOString() : null,
});

export async function listPeople(db: AppDatabase): Promise<Person[]> {
  return (await peopleQuery(db).orderBy(asc(users.email))).map(asPerson);
}

export async function findPerson(db: AppDatabase, userId: string): Promise<Person | null> {
  const [row] = await peopleQuery(db).where(eq(users.id, userId));
  return row ? asPerson(row) : null;
}

export type PersonChange =
  | { status: 'no-person' }
  | { status: 'refused'; message: string }
  | { status: 'unchanged' | 'changed'; person: Person };

/** Runs `change` on an existing person inside one transaction with its audit row; answers them as they are after. */
async function changePerson(
  db: AppDatabase,
  userId: string,
  by: Actor,
  action: string,
  change: (tx: AppDatabase, before: Person) => Promise<{ before: unknown; after: unknown } | 'unchanged' | string>,
): Promise<PersonChange> {
  return db.transaction(async (tx) => {
    const before = await findPerson(tx, userId);
    if (!before) return { status: 'no-person' };
    const done = await change(tx, before);
    if (done === 'unchanged') return { status: 'unchanged', person: before };
    if (typeof done === 'string') return { status: 'refused', message: done };
    await recordAudit(tx, {
      actorUserId: by.userId,
      actorLabel: 'api',
      action,
      subject: `user:${userId}`,
      ...done,
      at: by.at,
    });
    const after = await findPerson(tx, userId);
    return after ? { status: 'changed', person: after } : { status: 'no-person' };
  });
}

export function changeRole(db: AppDatabase, userId: string, role: Role, by: Actor): Promise<PersonChange> {
  return changePerson(db, userId, by, 'user.role', async (tx, before) => {
    if (before.role === role) return 'unchanged';
    if (userId === by.userId) return 'You cannot change your own role: ask another admin.';
    await tx.update(agents).set({ role }).where(eq(agents.userId, userId));
    return { before: { role: before.role }, after: { role } };
  });
}

/** The message for a branch the company does not have, or null when it has it (or none is asked). */
async function unknownBranch(db: AppDatabase, branch: string | null | undefined): Promise<string | null> {
  if (!branch) return null;
  const { company } = await readCompany(db);
  const names = company?.branches.map((candidate) => candidate.name) ?? [];
  if (names.includes(branch)) return null;
  return names.length === 0
    ? `The company has no branches yet: add '${branch}' on the Company screen first.`
    : `'${branch}' is not a branch of the company: ${names.join(', ')}.`;
}

export function changeBranch(db: AppDatabase, userId: string, branch: string | null, by: Actor): Promise<PersonChange> {
  return changePerson(db, userId, by, 'user.branch', async (tx, before) => {
    if (before.branch === branch) return 'unchanged';
    const unknown = await unknownBranch(tx, branch);
    if (unknown) return unknown;
    await tx.update(agents).set({ branch }).where(eq(agents.userId, userId));
    return { before: { branch: before.branch }, after: { branch } };
  });
}

export function changeAccess(db: AppDatabase, userId: string, disabled: boolean, by: Actor): Promise<PersonChange> {
  return changePerson(db, userId, by, disabled ? 'user.disable' : 'user.enable', async (tx, before) => {
    if (before.disabled === disabled) return 'unchanged';
    if (userId === by.userId) return 'You cannot disable yourself: ask another admin.';
    await setDisabled(tx, userId, disabled);
    if (disabled) await revokeUserRefreshTokens(tx, userId, by.at);
    return { before: { disabled: before.disabled }, after: { disabled } };
  });
}

export function resetPassword(db: AppDatabase, userId: string, password: string, by: Actor): Promise<PersonChange> {
  return changePerson(db, userId, by, 'user.password', async (tx, before) => {
    const problem = newPasswordProblem(password, before.email);
    if (problem) return problem;
    await setPassword(tx, before, password);
    await revokeUserRefreshTokens(tx, userId, by.at);
    return { before: null, after: { signedOutEverywhere: true } };
  });
}

/** A one-time link for the person to set their own password; older links end. */
export async function passwordLinkFor(
  db: AppDatabase,
  userId: string,
  by: Actor,
): Promise<{ status: 'no-person' } | { status: 'made'; person: Person; passwordLink: PasswordLink }> {
  return db.transaction(async (tx) => {
    const person = await findPerson(tx, userId);
    if (!person) return { status: 'no-person' as const };
    const passwordLink = await makePasswordLink(tx, userId, by.userId, by.at);
    await recordAudit(tx, {
      actorUserId: by.userId,
      actorLabel: 'api',
      action: 'user.password-link',
      subject: `user:${userId}`,
      before: null,
      after: { expiresAt: passwordLink.expiresAt },
      at: by.at,
    });
    return { status: 'made' as const, person, passwordLink };
  });
}

export function signOutEverywhere(db: AppDatabase, userId: string, by: Actor): Promise<PersonChange> {
  return changePerson(db, userId, by, 'user.sign-out', async (tx) => {
    await revokeUserRefreshTokens(tx, userId, by.at);
    return { before: null, after: { signedOutEverywhere: true } };
  });
}

export type PersonAddition =
  | { status: 'added'; person: Person; passwordLink?: PasswordLink }
  | { status: 'refused'; message: string }
  | { status: 'email-taken' };

export async function addPerson(
  db: AppDatabase,
  person: {
    email: string;
    first: string;
    last: string;
    role: Role;
    phone?: string | null | undefined;
    branch?: string | null | undefined;
    /** Left out: they set it with the one-time link the answer carries; meanwhile no password signs them in. */
    password?: string | undefined;
  },
  by: Actor,
): Promise<PersonAddition> {
  if (await findUserByEmail(db, person.email)) return { status: 'email-taken' };
  const unknown = await unknownBranch(db, person.branch);
  if (unknown) return { status: 'refused', message: unknown };
  try {
    return await db.transaction(async (tx) => {
      // createAgent checks the email and the password (AccountError) before it writes; its rows and the audit row
      // are one transaction.
      const password = person.password ?? randomBytes(32).toString('base64url');
      const { branch, ...account } = person;
      const userId = await createAgent(tx, { ...account, password, phone: person.phone ?? null });
      if (branch) await tx.update(agents).set({ branch }).where(eq(agents.userId, userId));
      const passwordLink = person.password ? undefined : await makePasswordLink(tx, userId, by.userId, by.at);
      const added = await findPerson(tx, userId);
      if (!added) throw new Error(`the person ${userId} was not found after being added`);
      const { lastSignInAt: _never, ...after } = added;
      await recordAudit(tx, {
        actorUserId: by.userId,
        actorLabel: 'api',
        action: 'user.add',
        subject: `user:${userId}`,
        before: null,
        after: { ...after, firstPassword: passwordLink ? 'set by the person with a one-time link' : 'given' },
        at: by.at,
      });
      return { status: 'added' as const, person: added, ...(passwordLink ? { passwordLink } : {}) };
    });
  } catch (error) {
    if (error instanceof AccountError) return { status: 'refused', message: error.message };
    throw error;
  }
}
