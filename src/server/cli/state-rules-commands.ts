// The state rules from the command line (docs/decisions/050-state-rules.md): list those in force, and publish a
// state's next version from a rules file (the format of src/domain/legal/state-rules/rules/, docs/legal/).
import { readFile } from 'node:fs/promises';
import type { AppDatabase } from '../db/connection';
import { ieccEditionOf } from '#domain/legal/state-law';
import { currentRuleSet, publishStateRules } from '../legal/state-rules';
import { CliError, type CliIo } from './cli-io';
import { formatTable } from './admin-commands';

export async function listStateRules(db: AppDatabase, _args: Record<string, never>, io: CliIo): Promise<void> {
  const rules = await currentRuleSet(db);
  io.stdout.write(
    formatTable(
      ['STATE', 'VERSION', 'CHECKED', 'DAYS', 'OLDER BUYER', 'DEPOSIT CAP', 'SIGN ON TABLET', 'IECC'],
      rules.map((entry) => [
        entry.state,
        String(entry.version),
        entry.checked,
        String(entry.cancellation.businessDays),
        entry.cancellation.olderBuyer ? String(entry.cancellation.olderBuyer.businessDays) : '-',
        entry.deposit
          ? `${entry.deposit.fraction.join('/')}${entry.deposit.capCents ? `, $${entry.deposit.capCents / 100}` : ''}`
          : '-',
        entry.electronicSigning === 'allowed' ? 'yes' : 'no (counsel)',
        entry.energyCode ? String(entry.energyCode.iecc) : `${ieccEditionOf(entry)} (default)`,
      ]),
    ),
  );
}

export async function publishStateRulesCommand(
  db: AppDatabase,
  args: { file: string; note?: string; now?: Date },
  io: CliIo,
): Promise<void> {
  let input: unknown;
  try {
    input = JSON.parse(await readFile(args.file, 'utf8'));
  } catch (error) {
    throw new CliError(`${args.file} could not be read as JSON: ${(error as Error).message}`);
  }
  const outcome = await publishStateRules(
    db,
    input,
    { userId: null, label: 'admin command line' },
    args.now ?? new Date(),
    args.note ?? '',
  );
  if (outcome.status === 'invalid') {
    for (const problem of outcome.problems) io.stderr.write(`  ${problem}\n`);
    throw new CliError(`${args.file} is not a rules file (problems listed above); nothing was published.`);
  }
  if (outcome.status === 'not-newer')
    throw new CliError(
      `The rules in force are version ${outcome.current}: give the file version ${outcome.current + 1} or higher.`,
    );
  const { rules } = outcome;
  io.stdout.write(
    `Published ${rules.name} (${rules.state}) rules version ${rules.version}; tablets use them from their next sync.\n`,
  );
}
