// Admin commands that change who may do what: an agent's role, and which agent
// a contract is assigned to. Each is recorded in the audit log as done by the
// admin the command names (`--by`), through the command line.
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log';
import { assignContract } from '../contracts/assign-contract';
import type { AppDatabase } from '../db/connection';
import { agents } from '../db/schema';
import { parseRole, requireUser } from './admin-commands';
import { CliError, type CliIo } from './cli-io';

const CLI = 'admin command line';

/** The admin a command acts as: a user with the admin role. */
async function requireAdmin(db: AppDatabase, email: string) {
  const user = await requireUser(db, email);
  const [agent] = await db.select({ role: agents.role }).from(agents).where(eq(agents.userId, user.id));
  if (agent?.role !== 'admin') throw new CliError(`${user.email} is not an admin: --by names the admin who does this.`);
  return user;
}

export async function setRole(
  db: AppDatabase,
  args: { email: string; role: string; by: string },
  io: CliIo,
): Promise<void> {
  const role = parseRole(args.role);
  const admin = await requireAdmin(db, args.by);
  const user = await requireUser(db, args.email);
  const [before] = await db.select({ role: agents.role }).from(agents).where(eq(agents.userId, user.id));
  if (!before) throw new CliError(`${user.email} has no agent record.`);
  if (before.role === role) {
    io.stdout.write(`${user.email} is ${role === 'agent' ? 'an agent' : `a ${role}`} already.\n`);
    return;
  }
  await db.transaction(async (tx) => {
    await tx.update(agents).set({ role }).where(eq(agents.userId, user.id));
    await recordAudit(tx, {
      actorUserId: admin.id,
      actorLabel: CLI,
      action: 'user.role',
      subject: `user:${user.id}`,
      before: { role: before.role },
      after: { role },
      at: new Date(),
    });
  });
  io.stdout.write(`${user.email} is now ${role === 'agent' ? 'an agent' : `a ${role}`} (was ${before.role}).\n`);
}

export async function assignContractCommand(
  db: AppDatabase,
  args: { contract: string; to: string; by: string },
  io: CliIo,
): Promise<void> {
  const admin = await requireAdmin(db, args.by);
  const agent = await requireUser(db, args.to);
  const outcome = await assignContract(db, {
    contractId: args.contract.trim(),
    toUserId: agent.id,
    by: { userId: admin.id, label: CLI },
    now: new Date(),
  });
  switch (outcome.status) {
    case 'no-contract':
      throw new CliError(`There is no contract ${args.contract} in the cloud.`);
    case 'no-agent':
      throw new CliError(`${agent.email} has no agent record.`);
    case 'unchanged':
      io.stdout.write(`Contract ${args.contract} is ${agent.email}'s already (version ${outcome.version}).\n`);
      return;
    case 'assigned':
      io.stdout.write(
        `Contract ${args.contract} is now ${outcome.to}'s (was ${outcome.from}'s): version ${outcome.version}, recorded as done by ${admin.email}.\n`,
      );
  }
}
