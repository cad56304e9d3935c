// The admin command line: `npm run admin -- <command> [options]`. The database is opened only once the command line
// is right; the exit code is 0 done, 1 failed (one line on stderr), 2 the command line is wrong (with the usage).
import { parseArgs } from 'node:util';
import type { Database } from '../db/connection';
import { DataDirectoryInUseError } from '../db/data-directory-lock';
import { AccountError } from '../auth/users';
import {
  addAgent,
  counts,
  disableAgent,
  enableAgent,
  exportCatalogue,
  importCatalogue,
  listAgentsCommand,
  listFinancing,
  resetPassword,
  setFinancing,
} from './admin-commands';
import { CliError, UsageError, type CliIo } from './cli-io';
import { assignContractCommand, setRole } from './office-commands';
import { listStateRules, publishStateRulesCommand } from './state-rules-commands';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

type Options = Record<string, { type: 'string'; required?: boolean }>;

interface Command {
  usage: string;
  summary: string;
  options: Options;
  positionals?: string[];
  run: (
    database: Database,
    values: Record<string, string | undefined>,
    positionals: string[],
    io: CliIo,
  ) => Promise<void>;
}

const emailOption: Options = { email: { type: 'string', required: true } };

const commands: Record<string, Command> = {
  'add-agent': {
    usage: 'add-agent --email E --first F --last L [--role R] [--phone P] [--display D]',
    summary: 'add an agent; the password is asked for (or read from the first line of a pipe)',
    options: {
      email: { type: 'string', required: true },
      first: { type: 'string', required: true },
      last: { type: 'string', required: true },
      role: { type: 'string' },
      phone: { type: 'string' },
      display: { type: 'string' },
    },
    run: (database, values, _positionals, io) =>
      addAgent(
        database.db,
        {
          email: values.email ?? '',
          first: values.first ?? '',
          last: values.last ?? '',
          role: values.role,
          phone: values.phone,
          display: values.display,
        },
        io,
      ),
  },
  'reset-password': {
    usage: 'reset-password --email E',
    summary: "set a new password (asked for, or piped) and sign out all of that agent's sessions",
    options: emailOption,
    run: (database, values, _positionals, io) => resetPassword(database.db, { email: values.email ?? '' }, io),
  },
  'disable-agent': {
    usage: 'disable-agent --email E',
    summary: 'stop an agent from signing in and end their sessions',
    options: emailOption,
    run: (database, values, _positionals, io) => disableAgent(database.db, { email: values.email ?? '' }, io),
  },
  'enable-agent': {
    usage: 'enable-agent --email E',
    summary: 'let a disabled agent sign in again',
    options: emailOption,
    run: (database, values, _positionals, io) => enableAgent(database.db, { email: values.email ?? '' }, io),
  },
  'set-role': {
    usage: 'set-role --email E --role agent|manager|admin --by ADMIN_EMAIL',
    summary: "change an agent's role (docs/decisions/036-roles.md), recorded in the audit log as done by the admin",
    options: {
      email: { type: 'string', required: true },
      role: { type: 'string', required: true },
      by: { type: 'string', required: true },
    },
    run: (database, values, _positionals, io) =>
      setRole(database.db, { email: values.email ?? '', role: values.role ?? '', by: values.by ?? '' }, io),
  },
  'assign-contract': {
    usage: 'assign-contract --contract ID --to AGENT_EMAIL --by ADMIN_EMAIL',
    summary: 'give a contract to another agent (a new version naming them), recorded in the audit log',
    options: {
      contract: { type: 'string', required: true },
      to: { type: 'string', required: true },
      by: { type: 'string', required: true },
    },
    run: (database, values, _positionals, io) =>
      assignContractCommand(
        database.db,
        { contract: values.contract ?? '', to: values.to ?? '', by: values.by ?? '' },
        io,
      ),
  },
  'list-agents': {
    usage: 'list-agents',
    summary: 'list every agent: email, name, role, phone, disabled',
    options: {},
    run: (database, _values, _positionals, io) => listAgentsCommand(database.db, {}, io),
  },
  'import-catalogue': {
    usage: 'import-catalogue FILE [--effective YYYY-MM-DD] [--note TEXT]',
    summary: 'check a work-scope catalogue JSON file and, if it is right, publish it as the next price book',
    options: { effective: { type: 'string' }, note: { type: 'string' } },
    positionals: ['FILE'],
    run: (database, values, [file], io) =>
      importCatalogue(
        database.db,
        {
          file: file ?? '',
          ...(values.effective === undefined ? {} : { effective: values.effective }),
          ...(values.note === undefined ? {} : { note: values.note }),
        },
        io,
      ),
  },
  'export-catalogue': {
    usage: 'export-catalogue FILE [--version N]',
    summary: 'write a price book (the newest when no --version) as a file import-catalogue reads',
    options: { version: { type: 'string' } },
    positionals: ['FILE'],
    run: (database, values, [file], io) =>
      exportCatalogue(
        database.db,
        { file: file ?? '', ...(values.version === undefined ? {} : { version: values.version }) },
        io,
      ),
  },
  'list-state-rules': {
    usage: 'list-state-rules',
    summary: 'list the state rules in force: version, day checked, days to cancel, deposit cap, signing on a tablet',
    options: {},
    run: (database, _values, _positionals, io) => listStateRules(database.db, {}, io),
  },
  'publish-state-rules': {
    usage: 'publish-state-rules FILE [--note TEXT]',
    summary: "check a state's rules file and, if it reads and its version is newer, publish it to every tablet",
    options: { note: { type: 'string' } },
    positionals: ['FILE'],
    run: (database, values, [file], io) =>
      publishStateRulesCommand(
        database.db,
        { file: file ?? '', ...(values.note === undefined ? {} : { note: values.note }) },
        io,
      ),
  },
  'list-financing': {
    usage: 'list-financing',
    summary: 'list the financing plans: id, code, months, APR and whether new contracts are offered them',
    options: {},
    run: (database, _values, _positionals, io) => listFinancing(database.db, {}, io),
  },
  'set-financing': {
    usage: 'set-financing --code C [--term MONTHS] [--apr PERCENT] [--visible yes|no]',
    summary: 're-rate or retire a financing plan; contracts already sold with it keep their terms',
    options: {
      code: { type: 'string', required: true },
      term: { type: 'string' },
      apr: { type: 'string' },
      visible: { type: 'string' },
    },
    run: (database, values, _positionals, io) =>
      setFinancing(
        database.db,
        {
          code: values.code ?? '',
          term: values.term,
          apr: values.apr,
          visible: values.visible,
        },
        io,
      ),
  },
  counts: {
    usage: 'counts',
    summary: 'count agents, contracts, goals, projects, calculations, work scopes and categories',
    options: {},
    run: (database, _values, _positionals, io) => counts(database.db, {}, io),
  },
};

export function usage(): string {
  return [
    'Usage: npm run admin -- <command> [options]',
    '',
    ...Object.values(commands).flatMap((command) => [`  ${command.usage}`, `      ${command.summary}`]),
    '',
    'Passwords are never arguments: type them at the prompt, or pipe them in:',
    '  printf \'%s\\n\' "$PASSWORD" | npm run admin -- reset-password --email agent@example.com',
    'The database is the one the server uses (DATABASE_URL, else the embedded one in DATA_DIR).',
    'With the embedded database, stop the server first: only one process may open it, and this command says which holds it.',
    '',
  ].join('\n');
}

export const PASSWORD_ARGUMENT_REFUSED =
  'Passwords are never taken as an argument: the shell history and the process list would keep them. ' +
  'Type it at the prompt, or pipe it in as the first line of standard input.';

interface ParsedCommand {
  command: Command;
  values: Record<string, string | undefined>;
  positionals: string[];
}

function parseCommand(argv: readonly string[]): ParsedCommand {
  const [name, ...rest] = argv;
  const command = name === undefined ? undefined : commands[name];
  if (!command) throw new UsageError(name === undefined ? 'Name a command.' : `There is no command '${name}'.`);
  const commandUsage = `Usage: npm run admin -- ${command.usage}`;
  if (rest.some((arg) => arg === '--password' || arg.startsWith('--password='))) {
    throw new UsageError(`${PASSWORD_ARGUMENT_REFUSED}\n${commandUsage}`);
  }
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({ args: rest, options: command.options, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError(`${(error as Error).message.split('\n')[0]}\n${commandUsage}`);
  }
  const expected = command.positionals ?? [];
  if (parsed.positionals.length !== expected.length) {
    throw new UsageError(
      `${name} takes ${expected.length === 0 ? 'no arguments' : expected.join(' ')}.\n${commandUsage}`,
    );
  }
  const values: Record<string, string | undefined> = {};
  for (const [option, spec] of Object.entries(command.options)) {
    const value = parsed.values[option];
    const text = typeof value === 'string' ? value.trim() : undefined;
    if (spec.required && !text) throw new UsageError(`--${option} is required.\n${commandUsage}`);
    if (value !== undefined && !text) throw new UsageError(`--${option} needs a value.\n${commandUsage}`);
    values[option] = text;
  }
  return { command, values, positionals: parsed.positionals };
}

/** Runs one command line against the database `open` gives, and answers the exit code. */
export async function runAdmin(argv: readonly string[], io: CliIo, open: () => Promise<Database>): Promise<number> {
  if (argv.length === 1 && ['help', '--help', '-h'].includes(argv[0] ?? '')) {
    io.stdout.write(usage());
    return EXIT_OK;
  }
  let parsed: ParsedCommand;
  try {
    parsed = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`${error.message}\n`);
    if (!error.message.includes('Usage:')) io.stderr.write(`\n${usage()}`);
    return EXIT_USAGE;
  }

  let database: Database | undefined;
  try {
    database = await open();
    await parsed.command.run(database, parsed.values, parsed.positionals, io);
    return EXIT_OK;
  } catch (error) {
    const known =
      error instanceof CliError || error instanceof AccountError || error instanceof DataDirectoryInUseError;
    io.stderr.write(`${known ? '' : 'Failed: '}${firstLine(error)}\n`);
    return EXIT_FAILED;
  } finally {
    await database?.close();
  }
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}
