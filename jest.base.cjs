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

/** @param {{ environment?: 'node' | 'jsdom', setupFiles?: string[] }} options */
module.exports = function jestConfig(options = {}) {
  return {
    testEnvironment: options.environment ?? 'node',
    transform: { '^.+\\.(t|j)sx?$': swcTransform },
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    setupFiles: [require.resolve('./tooling/jest-jsdom-globals.cjs')],
    setupFilesAfterEnv: options.setupFiles ?? [],
    reporters: ['default', require.resolve('./tooling/jest-count-reporter.cjs')],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  };
};
