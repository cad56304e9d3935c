// The layers of DESIGN.md are enforced by ESLint; this proves the rules bite,
// so a config change that silently disables them fails the test run.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('layer boundaries', () => {
  it('keep the domain a leaf', async () => {
    expect(await problems('src/domain/contract/probe.ts', "import { buildApp } from '../../server/app';\nexport const x = buildApp;\n"))
      .toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*domain is a leaf/)]);
    expect(await problems('src/domain/contract/probe.ts', "import { healthResponseSchema } from '../../api/health';\nexport const x = healthResponseSchema;\n"))
      .toEqual([expect.stringMatching(/domain is a leaf/)]);
  });

  it('keep the domain free of UI, I/O, clock and randomness', async () => {
    expect(await problems('src/domain/contract/probe.ts', "import { useState } from 'react';\nexport const x = useState;\n"))
      .toEqual([expect.stringMatching(/^no-restricted-imports: .*no I\/O and no UI/)]);
    expect(await problems('src/domain/contract/probe.ts', 'export const now = Date.now();\nexport const id = Math.random();\nexport const today = new Date();\n'))
      .toEqual([
        expect.stringMatching(/no clock/),
        expect.stringMatching(/no randomness/),
        expect.stringMatching(/no clock/),
      ]);
  });

  it('keep web and server apart', async () => {
    expect(await problems('src/web/app/probe.ts', "import { buildApp } from '../../server/app';\nexport const x = buildApp;\n"))
      .toEqual([expect.stringMatching(/web and server never import each other/)]);
    expect(await problems('src/server/routes/probe.ts', "import { routes } from '../../web/app/router';\nexport const x = routes;\n"))
      .toEqual([expect.stringMatching(/web and server never import each other/)]);
  });

  it('let api import only the domain', async () => {
    expect(await problems('src/api/probe.ts', "import { buildApp } from '../server/app';\nexport const x = buildApp;\n"))
      .toEqual([expect.stringMatching(/api may import domain only/)]);
    expect(await problems('src/api/probe.ts', "import { recalculate } from '../domain/contract/totals';\nexport const x = recalculate;\n"))
      .toEqual([]);
  });

  it('let web and server use the domain and api', async () => {
    expect(await problems('src/web/app/probe.ts', "import { formatMoney } from '../../domain/format/money-format';\nimport { healthResponseSchema } from '../../api/health';\nexport const x = [formatMoney, healthResponseSchema];\n"))
      .toEqual([]);
  });
});
