// The boundaries of docs/web-architecture.md are enforced by ESLint; this proves
// each rule bites (and lets through what it should), so a config change that
// silently disables one fails the test run.
import { rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

// The probes are made-up files: the type-aware rules, which need a file on disk, are left out.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked },
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the layers', () => {
  it('keep the domain a leaf', async () => {
    expect(
      await problems(
        'src/domain/contract/probe.ts',
        "import { buildApp } from '../../server/app';\nexport const x = buildApp;\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*domain is a leaf/)]);
    expect(
      await problems(
        'src/domain/contract/probe.ts',
        "import { healthResponseSchema } from '../../api/health';\nexport const x = healthResponseSchema;\n",
      ),
    ).toEqual([expect.stringMatching(/domain is a leaf/)]);
  });

  it('keep the domain free of UI, I/O, clock and randomness', async () => {
    expect(
      await problems('src/domain/contract/probe.ts', "import { useState } from 'react';\nexport const x = useState;\n"),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*no I\/O and no UI/)]);
    expect(
      await problems(
        'src/domain/contract/probe.ts',
        'export const now = Date.now();\nexport const id = Math.random();\nexport const today = new Date();\n',
      ),
    ).toEqual([
      expect.stringMatching(/no clock/),
      expect.stringMatching(/no randomness/),
      expect.stringMatching(/no clock/),
    ]);
  });

  it('keep web and server apart', async () => {
    expect(
      await problems(
        'src/web/app/probe.ts',
        "import { buildApp } from '../../server/app';\nexport const x = buildApp;\n",
      ),
    ).toEqual([expect.stringMatching(/web and server never import each other/)]);
    expect(
      await problems(
        'src/server/routes/probe.ts',
        "import { AppRoutes } from '../../web/app/router';\nexport const x = AppRoutes;\n",
      ),
    ).toEqual([expect.stringMatching(/web and server never import each other/)]);
  });

  it('let api import only the domain', async () => {
    expect(
      await problems('src/api/probe.ts', "import { buildApp } from '../server/app';\nexport const x = buildApp;\n"),
    ).toEqual([expect.stringMatching(/api may import domain only/)]);
    expect(
      await problems(
        'src/api/probe.ts',
        "import { recalculate } from '../domain/contract/totals';\nexport const x = recalculate;\n",
      ),
    ).toEqual([]);
  });

  it('hold through the named imports of package.json', async () => {
    expect(
      await problems('src/web/app/probe.ts', "import { buildApp } from '#server/app';\nexport const x = buildApp;\n"),
    ).toEqual([expect.stringMatching(/web and server never import each other/)]);
    expect(
      await problems(
        'src/domain/contract/probe.ts',
        "import { healthResponseSchema } from '#api/health';\nexport const x = healthResponseSchema;\n",
      ),
    ).toEqual([expect.stringMatching(/domain is a leaf/)]);
    expect(
      await problems(
        'src/web/features/home/probe.ts',
        "import { ContractsPage } from '#web/features/my-contracts/contracts-page';\nexport const x = ContractsPage;\n",
      ),
    ).toEqual([expect.stringMatching(/a feature does not import another feature/)]);
  });

  it('name the layer instead of climbing three levels', async () => {
    expect(
      await problems(
        'src/web/features/builder/review-step/probe.ts',
        "import { IconButton } from '../../../components/icon-button';\nexport const x = IconButton;\n",
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*climbs three levels or more/)]);
    expect(
      await problems(
        'src/web/features/builder/review-step/probe.test.ts',
        "import { money } from '../../../../domain/money';\nexport const x = money;\n",
      ),
    ).toEqual([expect.stringMatching(/climbs three levels or more/)]);
    expect(
      await problems(
        'src/web/features/builder/review-step/probe.ts',
        "import { IconButton } from '#web/components/icon-button';\nimport { BuilderStepLayout } from '../builder-step-layout';\nexport const x = [IconButton, BuilderStepLayout];\n",
      ),
    ).toEqual([]);
  });

  it('form no cycle', async () => {
    // A cycle is found by reading the files, so these two are written for the moment of the test.
    const name = `cycle-probe-${process.pid}`;
    const [a, b] = [`src/web/lib/${name}-a.ts`, `src/web/lib/${name}-b.ts`];
    try {
      writeFileSync(a, `import { b } from './${name}-b';\nexport const a = () => b;\n`);
      writeFileSync(b, `import { a } from './${name}-a';\nexport const b = () => a;\n`);
      const [result] = await eslint.lintFiles([a]);
      expect(result?.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
    } finally {
      rmSync(a, { force: true });
      rmSync(b, { force: true });
    }
  });

  it('let web and server use the domain and api', async () => {
    expect(
      await problems(
        'src/web/app/probe.ts',
        "import { formatMoney } from '../../domain/format/money-format';\nimport { healthResponseSchema } from '../../api/health';\nexport const x = [formatMoney, healthResponseSchema];\n",
      ),
    ).toEqual([]);
  });
});

describe('the features of the web app', () => {
  it('do not import each other', async () => {
    expect(
      await problems(
        'src/web/features/my-contracts/probe.ts',
        "import { ReviewStep } from '../builder/review-step/review-step';\nexport const x = ReviewStep;\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*a feature does not import another feature/)]);
    expect(
      await problems(
        'src/web/features/builder/contract-step/probe.ts',
        "import { ContractsPage } from '../../my-contracts/contracts-page';\nexport const x = ContractsPage;\n",
      ),
    ).toEqual([expect.stringMatching(/a feature does not import another feature/)]);
  });

  it('may import their own files and shared pieces', async () => {
    expect(
      await problems(
        'src/web/features/builder/contract-step/probe.ts',
        "import { BuilderStepLayout } from '../builder-step-layout';\nimport { IconButton } from '#web/components/icon-button';\nimport { useBuilderStore } from '#web/contract-in-progress/builder-store';\nexport const x = [BuilderStepLayout, IconButton, useBuilderStore];\n",
      ),
    ).toEqual([]);
  });

  it('do not import app/, and neither does shared code', async () => {
    expect(
      await problems(
        'src/web/features/home/probe.ts',
        "import { AppRoutes } from '../../app/router';\nexport const x = AppRoutes;\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*app\/ composes the features/)]);
    expect(
      await problems(
        'src/web/components/probe.ts',
        "import { TopBar } from '../app/top-bar';\nexport const x = TopBar;\n",
      ),
    ).toEqual([expect.stringMatching(/app\/ composes the features/)]);
  });

  it('are not imported by shared code', async () => {
    expect(
      await problems(
        'src/web/sync/probe.ts',
        "import { LoginPage } from '../features/login/login-page';\nexport const x = LoginPage;\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*shared code imports no feature/)]);
  });

  it('are composed by app/', async () => {
    expect(
      await problems(
        'src/web/app/probe.ts',
        "import { LoginPage } from '../features/login/login-page';\nexport const x = LoginPage;\n",
      ),
    ).toEqual([]);
  });
});

describe('the doors of the web app', () => {
  it('keep Dexie, IndexedDB, localStorage and sessionStorage inside src/web/storage', async () => {
    expect(
      await problems('src/web/features/home/probe.ts', "import { Dexie } from 'dexie';\nexport const x = Dexie;\n"),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*only src\/web\/storage touches IndexedDB/)]);
    expect(await problems('src/web/sync/probe.ts', "export const x = localStorage.getItem('token');\n")).toEqual([
      expect.stringMatching(/^no-restricted-globals: .*only src\/web\/storage touches the device storage/),
    ]);
    expect(await problems('src/web/components/probe.ts', 'export const x = window.indexedDB.open("db");\n')).toEqual([
      expect.stringMatching(/^no-restricted-properties: .*only src\/web\/storage touches the device storage/),
    ]);
    expect(await problems('src/web/app/probe.ts', "export const x = sessionStorage.getItem('tab');\n")).toEqual([
      expect.stringMatching(/only src\/web\/storage touches the device storage/),
    ]);
    expect(
      await problems(
        'src/web/storage/probe.ts',
        "import { Dexie } from 'dexie';\nexport const x = [Dexie, localStorage.getItem('a')];\n",
      ),
    ).toEqual([]);
  });

  it('keep features out of the device storage: they read and write through contract-in-progress', async () => {
    const offStorage = expect.stringMatching(/^no-restricted-imports: .*a feature does not touch the device storage/);
    expect(
      await problems(
        'src/web/features/my-contracts/probe.ts',
        "import { guardedWrite } from '../../storage/storage-health-store';\nexport const x = guardedWrite;\n",
      ),
    ).toEqual([offStorage]);
    expect(
      await problems(
        'src/web/features/builder/probe.ts',
        "import { saveContract } from '#web/storage/contract-storage';\nexport const x = saveContract;\n",
      ),
    ).toEqual([offStorage]);
    expect(
      await problems(
        'src/web/features/my-contracts/probe.ts',
        "import { getContract } from '../../storage/contract-storage';\nexport const x = getContract;\n",
      ),
    ).toEqual([offStorage]);
    expect(
      await problems(
        'src/web/features/builder/sign-step/probe.ts',
        "import type { SignedOnDevice } from '#web/storage/signed-storage';\nexport type X = SignedOnDevice;\n",
      ),
    ).toEqual([offStorage]);
    expect(
      await problems(
        'src/web/features/my-contracts/probe.ts',
        "import { readDeviceContract } from '../../contract-in-progress/device-contracts';\n" +
          'export const x = readDeviceContract;\n',
      ),
    ).toEqual([]);
    expect(
      await problems(
        'src/web/contract-in-progress/probe.ts',
        "import { keepContract } from '../storage/contract-writes';\nexport const x = keepContract;\n",
      ),
    ).toEqual([]);
  });

  it('keep the network inside src/web/sync', async () => {
    expect(
      await problems('src/web/features/my-contracts/probe.ts', "export const x = fetch('/api/contracts');\n"),
    ).toEqual([expect.stringMatching(/^no-restricted-globals: .*only src\/web\/sync calls the network/)]);
    expect(await problems('src/web/storage/probe.ts', "export const x = window.fetch('/api/me');\n")).toEqual([
      expect.stringMatching(/^no-restricted-properties: .*only src\/web\/sync calls the network/),
    ]);
    expect(
      await problems('src/web/pwa/probe.ts', "export const x = navigator.sendBeacon('/api/auth/sign-out');\n"),
    ).toEqual([expect.stringMatching(/only src\/web\/sync calls the network/)]);
    expect(await problems('src/web/sync/probe.ts', "export const x = fetch('/api/contracts');\n")).toEqual([]);
  });

  it('let tests set up the device and the network', async () => {
    expect(
      await problems(
        'src/web/features/home/probe.test.ts',
        "import { Dexie } from 'dexie';\nexport const x = [Dexie, localStorage.getItem('a'), fetch('/x')];\n",
      ),
    ).toEqual([]);
  });
});

describe('the screens', () => {
  it('are held to jsx-a11y', async () => {
    expect(
      await problems('src/web/components/probe.tsx', 'export const Logo = () => <img src="/icons/icon-192.png" />;\n'),
    ).toEqual([expect.stringMatching(/^jsx-a11y\/alt-text: /)]);
    expect(
      await problems(
        'src/web/components/probe.tsx',
        'export const Logo = () => <img src="/icons/icon-192.png" alt="Contract Builder" />;\n',
      ),
    ).toEqual([]);
  });
});

describe('test helpers', () => {
  it('stay out of production code, in every layer', async () => {
    expect(
      await problems(
        'src/web/features/home/probe.ts',
        "import { resetWebState } from '../../testing/web-state';\nexport const x = resetWebState;\n",
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*test helpers \(testing\/\) are for tests only/)]);
    expect(
      await problems(
        'src/server/routes/probe.ts',
        "import { createTestDatabase } from '../testing/test-database';\nexport const x = createTestDatabase;\n",
      ),
    ).toEqual([expect.stringMatching(/test helpers \(testing\/\) are for tests only/)]);
    expect(
      await problems(
        'src/domain/contract/probe.ts',
        "import { handWorkedContract } from '../testing/hand-worked-contract';\nexport const x = handWorkedContract;\n",
      ),
    ).toEqual([expect.stringMatching(/test helpers \(testing\/\) are for tests only/)]);
    expect(await problems('src/web/sync/probe.ts', "import { vi } from 'vitest';\nexport const x = vi;\n")).toEqual([
      expect.stringMatching(/test libraries are for tests only/),
    ]);
  });

  it('are for tests, other test helpers, the browser specs and the benches', async () => {
    const code =
      "import { handWorkedContract } from '../../src/domain/testing/hand-worked-contract';\nexport const x = handWorkedContract;\n";
    expect(await problems('src/web/features/home/probe.test.ts', code.replace('../../src/domain', '#domain'))).toEqual(
      [],
    );
    expect(await problems('src/web/testing/probe.ts', code.replace('../../src/domain', '../../domain'))).toEqual([]);
    expect(await problems('e2e/probe.spec.ts', code.replace('../../src', '../src'))).toEqual([]);
    expect(await problems('bench/probe.ts', code.replace('../../src', '../src'))).toEqual([]);
  });
});
