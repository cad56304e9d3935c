// Lint rules, and the layer boundaries of DESIGN.md: domain is a leaf,
// api sits on domain only, web and server never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const resolver = createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] });

export const layerZones = [
  { target: './src/domain', from: ['./src/api', './src/server', './src/web', './e2e'], message: 'domain is a leaf: it imports nothing from api, server or web.' },
  { target: './src/api', from: ['./src/server', './src/web', './e2e'], message: 'api may import domain only.' },
  { target: './src/web', from: ['./src/server'], message: 'web and server never import each other; share through src/api.' },
  { target: './src/server', from: ['./src/web'], message: 'web and server never import each other; share through src/api.' },
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: { 'import-x/resolver-next': [resolver] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The domain has no clock and no randomness: callers pass `now` and ids in.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error',
        { object: 'Date', property: 'now', message: 'domain has no clock: pass now in.' },
        { object: 'Math', property: 'random', message: 'domain has no randomness: pass ids in.' }],
      'no-restricted-syntax': ['error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'domain has no clock: pass now in.' }],
      'no-restricted-imports': ['error', { patterns: [
        { group: ['react', 'react-*', 'fastify', '@fastify/*', 'dexie', 'node:*', 'pg', '@electric-sql/*'], message: 'domain touches no I/O and no UI.' },
      ] }],
    },
  },
  {
    files: ['src/server/cli/**/*.ts', 'scripts/**/*.{ts,mjs}', 'bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
