// Passwords for add-agent and reset-password come from standard input, never from an argument, which would stay in
// the shell history and show in the process list. At a terminal the password is asked twice without echo; from a pipe
// (`printf '%s\n' "$PASSWORD" | npm run admin -- ...`) the first line is the password.
import { createInterface } from 'node:readline';
import { CliError, type CliIo } from './cli-io';

export async function readNewPassword(io: CliIo): Promise<string> {
  if (io.stdin.isTTY) {
    const [password, repeated] = await readHiddenLines(io, ['New password: ', 'Repeat the password: ']);
    if (password !== repeated) throw new CliError('The two passwords differ; nothing was changed.');
    return password ?? '';
  }
  const line = await readFirstLine(io.stdin);
  if (line === undefined)
    throw new CliError('No password on standard input: pipe it in as the first line, or run this at a terminal.');
  return line;
}

export function readFirstLine(input: NodeJS.ReadableStream): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input, crlfDelay: Infinity, terminal: false });
    let answered = false;
    lines.once('line', (line) => {
      answered = true;
      lines.close();
      resolve(line);
    });
    lines.once('close', () => {
      if (!answered) resolve(undefined);
    });
    input.once('error', reject);
  });
}

const ENTER = new Set(['\r', '\n']);
const BACKSPACE = new Set(['\x7f', '\b']);
const INTERRUPT = '\x03';
const END_OF_INPUT = '\x04';

/** Asks each prompt in turn and reads a line for it with the terminal's echo off. */
export function readHiddenLines(io: CliIo, prompts: readonly string[]): Promise<string[]> {
  const { stdin, stdout } = io;
  return new Promise((resolve, reject) => {
    const answers: string[] = [];
    let current = '';
    let previous = '';
    const finish = (error?: Error) => {
      stdin.removeListener('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      if (error) reject(error);
      else resolve(answers);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString()) {
        const afterReturn = previous === '\r';
        previous = char;
        if (char === '\n' && afterReturn) continue;
        if (char === INTERRUPT || (char === END_OF_INPUT && current === '')) {
          stdout.write('\n');
          finish(new CliError('Cancelled; nothing was changed.'));
          return;
        }
        if (ENTER.has(char)) {
          stdout.write('\n');
          answers.push(current);
          current = '';
          if (answers.length === prompts.length) {
            finish();
            return;
          }
          stdout.write(prompts[answers.length] ?? '');
        } else if (BACKSPACE.has(char)) {
          current = current.slice(0, -1);
        } else if (char >= ' ') {
          current += char;
        }
      }
    };
    stdin.setRawMode?.(true);
    stdin.setEncoding('utf8');
    stdin.on('data', onData);
    stdin.resume();
    stdout.write(prompts[0] ?? '');
  });
}
