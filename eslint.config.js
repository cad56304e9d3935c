// Lint rules, and the boundaries of the code (docs/web-architecture.md):
// - the layers: domain is a leaf, api sits on domain only, web and server
//   never import each other;
// - inside src/web: app/ composes, features do not import each other or app/,
//   shared pieces (components, hooks, lib, contract-in-progress, storage, sync,
//   pwa, config) import no feature and not app/;
// - the two doors: only src/web/storage touches IndexedDB, localStorage or
//   sessionStorage, only src/web/sync calls the network;
// - test helpers (every `testing/` folder) and test libraries stay out of
//   production code;
// - imports name the layer (#domain/…) rather than climbing three folders,
//   resolve, and form no cycle (docs/decisions/030-imports-name-the-layer.md);
// - the type-aware rules that matter in async code (no promise left floating
//   or passed where a callback's result is ignored, switches that cover every
//   case), and jsx-a11y on the web app.
// scripts/layer-boundaries.test.ts proves each of these rules bites.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const resolver = createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] });

const WEB = './src/web';
const features = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Everything under src/web that is neither app/ nor a feature nor test-only. */
const sharedWeb = ['components', 'hooks', 'lib', 'contract-in-progress', 'storage', 'sync', 'pwa', 'config'].map(
  (folder) => `${WEB}/${folder}`,
);

export const layerZones = [
  {
    target: './src/domain',
    from: ['./src/api', './src/server', './src/web', './e2e'],
    message: 'domain is a leaf: it imports nothing from api, server or web.',
  },
  { target: './src/api', from: ['./src/server', './src/web', './e2e'], message: 'api may import domain only.' },
  {
    target: './src/web',
    from: ['./src/server'],
    message: 'web and server never import each other; share through src/api.',
  },
  {
    target: './src/server',
    from: ['./src/web'],
    message: 'web and server never import each other; share through src/api.',
  },
];

export const webZones = [
  ...features.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message:
      'a feature does not import another feature: move what both need to components/, hooks/ or another shared folder, and let app/ compose them.',
  })),
  {
    target: [`${WEB}/features`, ...sharedWeb],
    from: `${WEB}/app`,
    message: 'app/ composes the features; nothing imports app/ (shared pieces go in components/ or hooks/).',
  },
  {
    target: sharedWeb,
    from: `${WEB}/features`,
    message: 'shared code imports no feature: a feature uses it, not the other way round.',
  },
];

const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**', 'src/test-setup.ts'];

/** Three levels up or more: name the layer instead ('#domain/contract/model', package.json "imports"). */
const deepImports = [
  {
    group: ['../../../*', '../../../**'],
    message: "climbs three levels or more: import from '#domain/…', '#api/…', '#server/…' or '#web/…' instead.",
  },
];

/** Test helpers and test-only libraries: never in production code. */
const testOnlyImports = [
  { group: ['**/testing', '**/testing/**'], message: 'test helpers (testing/) are for tests only.' },
  {
    group: ['vitest', 'vitest/*', '@testing-library/*', 'fake-indexeddb', 'fake-indexeddb/*', 'fast-check'],
    message: 'test libraries are for tests only.',
  },
];
const domainImports = [
  {
    group: ['react', 'react-*', 'fastify', '@fastify/*', 'dexie', 'node:*', 'pg', '@electric-sql/*'],
    message: 'domain touches no I/O and no UI.',
  },
];
const storageImports = [{ group: ['dexie'], message: 'only src/web/storage touches IndexedDB (Dexie).' }];

const FEATURES_OFF_STORAGE =
  'a feature does not touch the device storage: read through src/web/contract-in-progress/device-contracts.ts and ' +
  'write through its actions (open, start new, save and continue, delete, keep signed) or a store, which own the lanes.';
const featureStorageImports = [{ group: ['**/storage', '**/storage/**'], message: FEATURES_OFF_STORAGE }];

const DEVICE_STORAGE = 'only src/web/storage touches the device storage (IndexedDB, localStorage, sessionStorage).';
const NETWORK = 'only src/web/sync calls the network.';
const storageGlobals = ['indexedDB', 'localStorage', 'sessionStorage'].map((name) => ({
  name,
  message: DEVICE_STORAGE,
}));
const networkGlobals = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => ({
  name,
  message: NETWORK,
}));
const onGlobalObjects = (names, message) =>
  ['window', 'globalThis', 'self'].flatMap((object) => names.map((property) => ({ object, property, message })));
const storageProperties = [
  ...onGlobalObjects(['indexedDB', 'localStorage', 'sessionStorage'], DEVICE_STORAGE),
  { object: 'navigator', property: 'storage', message: DEVICE_STORAGE },
];
const networkProperties = [
  ...onGlobalObjects(['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'], NETWORK),
  { object: 'navigator', property: 'sendBeacon', message: NETWORK },
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: { 'import-x/resolver-next': [resolver], 'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...webZones] }],
      // A name that resolves to nothing would also slip past the zones above.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': ['error', { patterns: deepImports }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    files: ['src/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Dialogs put the focus on their first field on purpose (react-bootstrap's autoFocus, not the DOM's).
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [...deepImports, ...testOnlyImports] }] },
  },
  {
    // The domain has no clock and no randomness: callers pass `now` and ids in.
    files: ['src/domain/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'domain has no clock: pass now in.' },
        { object: 'Math', property: 'random', message: 'domain has no randomness: pass ids in.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'domain has no clock: pass now in.',
        },
      ],
      'no-restricted-imports': ['error', { patterns: [...deepImports, ...domainImports, ...testOnlyImports] }],
    },
  },
  {
    // The two doors of the web app: the device's storage and the network.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, 'src/web/storage/**', 'src/web/sync/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...deepImports, ...storageImports, ...testOnlyImports] }],
      'no-restricted-globals': ['error', ...storageGlobals, ...networkGlobals],
      'no-restricted-properties': ['error', ...storageProperties, ...networkProperties],
    },
  },
  {
    // The device's contracts have one owner, src/web/contract-in-progress: features go through it, never to storage/.
    files: ['src/web/features/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...deepImports, ...storageImports, ...testOnlyImports, ...featureStorageImports] },
      ],
    },
  },
  {
    files: ['src/web/storage/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-globals': ['error', ...networkGlobals],
      'no-restricted-properties': ['error', ...networkProperties],
    },
  },
  {
    files: ['src/web/sync/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', { patterns: [...deepImports, ...storageImports, ...testOnlyImports] }],
      'no-restricted-globals': ['error', ...storageGlobals],
      'no-restricted-properties': ['error', ...storageProperties],
    },
  },
  {
    // Every dialog goes through components/dialog.tsx, whose close does not wait for a fade.
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/components/dialog.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^react-bootstrap/] ImportSpecifier[imported.name='Modal']",
          message: 'Use Dialog from #web/components/dialog: its close never waits for an animation.',
        },
        {
          selector: "ImportDeclaration[source.value='react-bootstrap/Modal']",
          message: 'Use Dialog from #web/components/dialog: its close never waits for an animation.',
        },
      ],
    },
  },
  {
    files: ['src/server/cli/**/*.ts', 'scripts/**/*.{ts,mjs}', 'bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
