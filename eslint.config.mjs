// Lint keeps the boundaries of ARCHITECTURE §1: a remote never imports another remote or the shell,
// shared-kernel imports no app, the api imports nothing with React in it, and only
// shared-kernel/ui talks to Chakra (so the browser gets one slim copy of it).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { remotes } from './tooling/apps.mjs';

const REMOTES = remotes.map((remote) => remote.id);
const appImports = (except) =>
  [...REMOTES, 'shell']
    .filter((name) => name !== except)
    .flatMap((name) => [
      { group: [`@trailhead/${name}`, `@trailhead/${name}/*`], message: `Parts talk through shared-kernel's bus, the URL and the API, never by importing ${name}.` },
      { group: [`**/${name}/**`, `**/${name}`], message: `Parts talk through shared-kernel's bus, the URL and the API, never by importing ${name}.` },
    ]);
const directChakra = { group: ['@chakra-ui/*'], message: 'Use @trailhead/shared-kernel/ui (or /ui-overlays): it is the one shared door to Chakra UI.' };
const directRouter = { group: ['react-router', 'react-router-dom'], message: 'Use @trailhead/shared-kernel/router: it is the one shared door to react-router.' };
const directRxjs = { group: ['rxjs', 'rxjs/*'], message: 'Use the subjects of @trailhead/shared-kernel/bus: it holds the one copy of rxjs.' };
const sharedDoors = [directChakra, directRouter, directRxjs];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'releases/**', 'data/**', '**/*.cjs', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly', globalThis: 'readonly', fetch: 'readonly', URL: 'readonly', URLSearchParams: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', __dirname: 'readonly', Buffer: 'readonly', performance: 'readonly', navigator: 'readonly', crypto: 'readonly', TextEncoder: 'readonly', btoa: 'readonly', sessionStorage: 'readonly', require: 'readonly', module: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...appImports(remote), ...sharedDoors] }] },
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...appImports('shell'), ...sharedDoors] }] },
  },
  {
    files: ['shared-kernel/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...appImports(undefined), { group: ['@trailhead/api', '**/api/src/**'], message: 'shared-kernel imports no app.' }] }] },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-router-dom', '@trailhead/shared-kernel/ui', '@trailhead/shared-kernel/bus', '@trailhead/shared-kernel/query'].map((name) => ({
            name,
            message: 'The api imports only the types, schemas, constants and URL helpers of shared-kernel: nothing with React in it.',
          })),
          patterns: [...appImports(undefined), directChakra],
        },
      ],
    },
  },
  {
    // Kysely migrations take Kysely<any>: they must not depend on today's schema types.
    files: ['api/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
