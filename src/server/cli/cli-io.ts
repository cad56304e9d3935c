// What an admin command reads and writes, passed in so tests drive commands
// with fake streams and check what they print.
export interface CliInput extends NodeJS.ReadableStream {
  isTTY?: boolean;
  setRawMode?: (mode: boolean) => unknown;
}

export interface CliOutput {
  write(text: string): unknown;
}

export interface CliIo {
  stdin: CliInput;
  stdout: CliOutput;
  stderr: CliOutput;
}

/** A failure the person at the terminal can fix: printed as one line, exit code 1. */
export class CliError extends Error {
  override readonly name = 'CliError';
}

/** The command line itself is wrong: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
