// One jest setup for every package: swc compiles TypeScript and JSX the same way webpack does.
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** The site's version: the root package.json's, as the builds define it (tooling/apps.mjs). */
const { version: siteVersion } = require('./package.json');

/** @param {{ environment?: 'node' | 'jsdom', setupFiles?: string[] }} options */
module.exports = function jestConfig(options = {}) {
  return {
    testEnvironment: options.environment ?? 'node',
    // One worker per core, at least two: jest's default (cores - 1) leaves one of CI's two cores
    // to jest's own process, which only waits while the files run.
    maxWorkers: Math.max(2, require('node:os').availableParallelism()),
    // What webpack's DefinePlugin sets in a build (tooling/webpack/create-config.mjs).
    globals: { __BUILD_VERSION__: 'test', __SITE_VERSION__: siteVersion },
    transform: { '^.+\\.(t|j)sx?$': swcTransform },
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // Lexical (the site's editor library) and its signals ship ES modules only: jest compiles them like our own code.
    transformIgnorePatterns: ['/node_modules/(?!(lexical|@lexical|@preact/signals-core)/)'],
    setupFiles: [require.resolve('./tooling/jest-jsdom-globals.cjs')],
    setupFilesAfterEnv: options.setupFiles ?? [],
    reporters: ['default', require.resolve('./tooling/jest-count-reporter.cjs')],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  };
};
