// Tests fail on an unexpected console.error or console.warn: a warning in a
// test run is a bug nobody has looked at yet.
import { afterEach, beforeEach, vi } from 'vitest';

let unexpected: string[] = [];

beforeEach(() => {
  unexpected = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`);
  }
});
