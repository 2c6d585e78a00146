// Lint keeps the boundaries of ARCHITECTURE §1: a remote never imports another remote or the shell,
// shared-kernel imports no app, the api imports nothing with React in it, and only
// shared-kernel/ui talks to Chakra (so the browser gets one slim copy of it). Inside a remote (STYLE.md),
// a feature reaches another only through its index.ts, shared pieces live in src/components and
// src/lib (which import no feature), and nothing imports in a cycle.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { remotes } from './tooling/apps.mjs';

const REMOTES = remotes.map((remote) => remote.id);
const FRONT_END = ['shell', 'shared-kernel', ...REMOTES].map((part) => `${part}/**/*.{ts,tsx}`);

const featuresOf = (remote) => {
  try {
    return readdirSync(`${remote}/src/features`, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } catch {
    return [];
  }
};
/** One zone per pair of features: the other feature's files are closed, its index.ts is its door. */
const featureZones = (remote) => {
  const root = `./${remote}/src`;
  const features = featuresOf(remote);
  return [
    ...features.flatMap((feature) =>
      features
        .filter((other) => other !== feature)
        .map((other) => ({
          target: `${root}/features/${feature}`,
          from: `${root}/features/${other}`,
          except: ['./index.ts'],
          message: `A feature reaches another only through its index.ts: import from '…/features/${other}'. A piece both need belongs in src/components or src/lib.`,
        })),
    ),
    { target: [`${root}/components`, `${root}/lib`], from: `${root}/features`, message: 'src/components and src/lib are shared by the features: they import none of them.' },
  ];
};
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
const directQuery = { group: ['@tanstack/*'], message: 'Use @trailhead/shared-kernel/query: it holds the one QueryClient and the one copy of TanStack Query.' };
const directMotion = { group: ['framer-motion', 'framer-motion/*'], message: 'Use @trailhead/shared-kernel/motion: motion loads lazily and respects reduced motion there.' };
const directEditor = { group: ['lexical', '@lexical/*'], message: 'Use @trailhead/shared-kernel/editor: the one editor of the site.' };
const kernelImportsNoApp = { group: ['@trailhead/api', '**/api/src/**'], message: 'shared-kernel imports no app.' };
const sharedDoors = [directChakra, directRouter, directRxjs, directQuery, directMotion, directEditor];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'releases/**', 'data/**', '**/*.cjs', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { files: FRONT_END, ...reactHooks.configs.flat['recommended-latest'] },
  ...REMOTES.map((remote) => ({ files: [`${remote}/src/**/*.{ts,tsx}`], rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones(remote) }] } })),
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
    rules: { 'no-restricted-imports': ['error', { patterns: [...appImports(undefined), kernelImportsNoApp] }] },
  },
  {
    // Inside the kernel too, only /ui and /ui-overlays reach Chakra: a module elsewhere that imports it
    // gives each remote a Chakra copy of its own, which finds no provider (the page fails to draw).
    files: ['shared-kernel/src/**/*.{ts,tsx}'],
    ignores: ['shared-kernel/src/ui/**', 'shared-kernel/src/ui-overlays/**', 'shared-kernel/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...appImports(undefined), kernelImportsNoApp, directChakra] }] },
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
