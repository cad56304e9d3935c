// The admin commands, each a function of (database, arguments, io) so tests
// call them directly; run-admin.ts turns a command line into one of them.
import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { asc, count } from 'drizzle-orm';
import { contractLimits } from '#api/contract-limits';
import { AMORTISED_TERM_MONTHS } from '#domain/financing/payments';
import type { AppDatabase } from '../db/connection';
import {
  agents,
  calculations,
  contracts,
  financingOptions,
  goals,
  projects,
  workscopeCats,
  workscopes,
} from '../db/schema';
import { ROLES, type Role } from '#api/roles';
import { revokeUserRefreshTokens } from '../auth/refresh-tokens';
import { createAgent, findUserByEmail, normaliseEmail, setDisabled, setPassword } from '../auth/users';
import { listPeople } from '../people/people';
import { findPriceBook, listPriceBooks, publishPriceBook, utcDate } from '../catalogue/price-books';
import { changePlan, findPlan } from '../financing/financing-plans';
import { readCatalogueFile } from './catalogue-file';
import { CliError, type CliIo } from './cli-io';
import { readNewPassword } from './password-input';

export interface AddAgentArgs {
  email: string;
  first: string;
  last: string;
  role?: string | undefined;
  phone?: string | undefined;
  display?: string | undefined;
}

export async function addAgent(db: AppDatabase, args: AddAgentArgs, io: CliIo): Promise<void> {
  const email = normaliseEmail(args.email);
  if (await findUserByEmail(db, email)) throw new CliError(`An agent with the email ${email} exists already.`);
  const role = args.role === undefined ? undefined : parseRole(args.role);
  const password = await readNewPassword(io);
  await createAgent(db, {
    email,
    password,
    first: args.first,
    last: args.last,
    ...(args.display !== undefined && { displayName: args.display }),
    ...(role !== undefined && { role }),
    phone: args.phone ?? null,
  });
  const name = (args.display ?? `${args.first} ${args.last}`).trim();
  io.stdout.write(`Added agent ${email} (${name}, ${args.role ?? 'agent'}).\n`);
}

export function parseRole(role: string): Role {
  const known = ROLES.find((candidate) => candidate === role.trim().toLowerCase());
  if (!known) throw new CliError(`'${role}' is not a role: agent, manager or admin.`);
  return known;
}

export async function requireUser(db: AppDatabase, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new CliError(`There is no agent with the email ${normaliseEmail(email)}.`);
  return user;
}

export async function resetPassword(db: AppDatabase, args: { email: string }, io: CliIo): Promise<void> {
  const user = await requireUser(db, args.email);
  const password = await readNewPassword(io);
  await db.transaction(async (tx) => {
    await setPassword(tx, user, password);
    await revokeUserRefreshTokens(tx, user.id, new Date());
  });
  io.stdout.write(`Changed the password of ${user.email} and signed out all of their sessions.\n`);
}

export async function disableAgent(db: AppDatabase, args: { email: string }, io: CliIo): Promise<void> {
  const user = await requireUser(db, args.email);
  await db.transaction(async (tx) => {
    await setDisabled(tx, user.id, true);
    await revokeUserRefreshTokens(tx, user.id, new Date());
  });
  io.stdout.write(`Disabled ${user.email}: they cannot sign in, and their sessions have ended on every device.\n`);
}

export async function enableAgent(db: AppDatabase, args: { email: string }, io: CliIo): Promise<void> {
  const user = await requireUser(db, args.email);
  await setDisabled(db, user.id, false);
  io.stdout.write(`Enabled ${user.email}: they can sign in again.\n`);
}

/** Lines of `rows` with each column padded to its widest cell. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].map((text) => `${text}\n`).join('');
}

export async function listAgentsCommand(db: AppDatabase, _args: Record<string, never>, io: CliIo): Promise<void> {
  const rows = await listPeople(db);
  if (rows.length === 0) {
    io.stdout.write('No agents yet: add one with add-agent.\n');
    return;
  }
  io.stdout.write(
    formatTable(
      ['EMAIL', 'NAME', 'ROLE', 'PHONE', 'DISABLED'],
      rows.map((row) => [
        row.email,
        row.displayName || `${row.first} ${row.last}`.trim(),
        row.role,
        row.phone ?? '-',
        row.disabled ? 'yes' : 'no',
      ]),
    ),
  );
}

/**
 * Publishes a catalogue file as the next price book (docs/price-book-format.md), used by tablets from `effective`
 * (YYYY-MM-DD; today, UTC, when not given).
 */
export async function importCatalogue(
  db: AppDatabase,
  args: { file: string; effective?: string; note?: string; now?: Date },
  io: CliIo,
): Promise<void> {
  const now = args.now ?? new Date();
  const effectiveOn = args.effective ?? utcDate(now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(effectiveOn) || Number.isNaN(Date.parse(`${effectiveOn}T00:00:00Z`)))
    throw new CliError(`--effective is a date such as 2026-12-01; not ${effectiveOn}.`);
  const check = await readCatalogueFile(args.file);
  if (!check.ok) {
    const { problems } = check;
    for (const problem of problems) io.stderr.write(`  ${problem}\n`);
    const summary = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
    throw new CliError(`${args.file} has ${summary} (listed above); the catalogue was not changed.`);
  }
  const outcome = await publishPriceBook(
    db,
    { scopes: check.scopes, effectiveOn, note: args.note ?? `Imported from ${basename(args.file)}` },
    { userId: null, label: 'admin command line' },
    now,
  );
  if (outcome.status !== 'published')
    throw new CliError(`--effective is ${outcome.status === 'too-early' ? outcome.earliest : 'today'} or later.`);
  const categories = new Set(check.scopes.map((scope) => scope.category.id)).size;
  const calculationCount = check.scopes.reduce((sum, scope) => sum + scope.calculations.length, 0);
  io.stdout.write(
    `Imported ${check.scopes.length} work scopes with ${calculationCount} calculations in ${categories} categories ` +
      `as price book ${outcome.version.version}, used from ${effectiveOn}.\n`,
  );
}

/** Writes one price book (the newest when none is named) as a file import-catalogue reads. */
export async function exportCatalogue(
  db: AppDatabase,
  args: { file: string; version?: string },
  io: CliIo,
): Promise<void> {
  const version = args.version === undefined ? (await listPriceBooks(db))[0]?.version : Number(args.version);
  if (version === undefined) throw new CliError('No price book has been published yet.');
  if (!Number.isInteger(version) || version < 1)
    throw new CliError(`--version is a price book's number, such as 3; not ${args.version}.`);
  const found = await findPriceBook(db, version);
  if (!found) throw new CliError(`There is no price book ${version}.`);
  await writeFile(args.file, `${JSON.stringify(found.scopes, null, 2)}\n`);
  io.stdout.write(
    `Wrote price book ${version} (used from ${found.version.effectiveOn}, ${found.scopes.length} work scopes, ` +
      `SHA-256 ${found.version.sha256}) to ${args.file}.\n`,
  );
}

type FinancingPlan = typeof financingOptions.$inferSelect;

function describePlan(plan: Pick<FinancingPlan, 'term' | 'apr' | 'visible'>): string {
  return `${plan.term} months at ${plan.apr.toFixed(2)}% APR, ${plan.visible ? 'offered' : 'not offered'}`;
}

export async function listFinancing(db: AppDatabase, _args: Record<string, never>, io: CliIo): Promise<void> {
  const plans = await db.select().from(financingOptions).orderBy(asc(financingOptions.id));
  io.stdout.write(
    formatTable(
      ['ID', 'CODE', 'MONTHS', 'APR', 'OFFERED'],
      plans.map((plan) => [
        String(plan.id),
        plan.code,
        String(plan.term),
        `${plan.apr.toFixed(2)}%`,
        plan.visible ? 'yes' : 'no',
      ]),
    ),
  );
}

export interface SetFinancingArgs {
  code: string;
  term?: string | undefined;
  apr?: string | undefined;
  visible?: string | undefined;
}

function parseTerm(text: string): number {
  const term = /^[0-9]{1,3}$/.test(text) ? Number(text) : NaN;
  if (!(term >= 1 && term <= contractLimits.maxTermMonths)) {
    throw new CliError(`--term is a whole number of months from 1 to ${contractLimits.maxTermMonths}; not ${text}.`);
  }
  return term;
}

function parseApr(text: string): number {
  // numeric(5, 2) in financing_options: hundredths of a percent, as printed on the contract.
  const apr = /^[0-9]{1,3}(\.[0-9]{1,2})?$/.test(text) ? Number(text) : NaN;
  if (!(apr >= 0 && apr <= 100)) {
    throw new CliError(
      `--apr is a yearly rate in percent from 0 to 100, with at most 2 decimals, such as 8.99; not ${text}.`,
    );
  }
  return apr;
}

function parseVisible(text: string): boolean {
  if (text === 'yes' || text === 'no') return text === 'yes';
  throw new CliError(`--visible is yes (offered for new contracts) or no (retired); not ${text}.`);
}

/**
 * Changes a financing plan's terms or whether it is offered. Contracts
 * already sold with the plan keep the terms they were sold with
 * (docs/decisions/016-contract-versions-and-financing-terms.md); a new choice
 * of the plan must carry the new terms.
 */
export async function setFinancing(db: AppDatabase, args: SetFinancingArgs, io: CliIo): Promise<void> {
  const code = args.code.trim().toUpperCase();
  const changes: Partial<Pick<FinancingPlan, 'term' | 'apr' | 'visible'>> = {};
  if (args.term !== undefined) changes.term = parseTerm(args.term);
  if (args.apr !== undefined) changes.apr = parseApr(args.apr);
  if (args.visible !== undefined) changes.visible = parseVisible(args.visible);
  const plan = await findPlan(db, code);
  if (!plan) throw new CliError(`There is no financing plan ${code}: list-financing lists them.`);
  if (Object.keys(changes).length === 0) throw new CliError('Name what to change: --term, --apr or --visible.');
  const next = { term: plan.term, apr: plan.apr, visible: plan.visible, ...changes };
  // The payments rule of docs/decisions/003-financing.md: only 60-month plans amortise, every other term is amount / term.
  if (next.term !== AMORTISED_TERM_MONTHS && next.apr > 0) {
    throw new CliError(
      `Only a ${AMORTISED_TERM_MONTHS}-month plan is charged interest (docs/decisions/003-financing.md): ` +
        `a ${next.term}-month plan must be at 0% APR, not ${next.apr}%.`,
    );
  }
  const outcome = await changePlan(db, code, next, { userId: null, label: 'admin command line' }, new Date());
  if (outcome.status !== 'changed') {
    io.stdout.write(`${plan.code} already has these terms: ${describePlan(plan)}. Nothing changed.\n`);
    return;
  }
  io.stdout.write(
    `Changed ${plan.code}: ${describePlan(next)} (was ${describePlan(plan)}).\n` +
      `Contracts already sold with ${plan.code} keep their terms; tablets offer the new ones from their next sync.\n`,
  );
}

export async function counts(db: AppDatabase, _args: Record<string, never>, io: CliIo): Promise<void> {
  const tables = [
    ['agents', agents],
    ['contracts', contracts],
    ['goals', goals],
    ['projects', projects],
    ['calculations', calculations],
    ['work scopes', workscopes],
    ['categories', workscopeCats],
  ] as const;
  const rows: string[][] = [];
  for (const [label, table] of tables) {
    const [row] = await db.select({ n: count() }).from(table);
    rows.push([label, String(row?.n ?? 0)]);
  }
  const width = Math.max(...rows.map(([label]) => label?.length ?? 0));
  io.stdout.write(rows.map(([label, n]) => `${(label ?? '').padEnd(width)}  ${n}\n`).join(''));
}
