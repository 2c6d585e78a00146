// cookie@2 (used by @fastify/cookie and by light-my-request behind app.inject) is ESM only, and
// @fastify/cookie loads it with import(): jest (before Node 24.9) handles neither in CommonJS, so
// those two packages are compiled to CommonJS by the same swc transform as our own code.
module.exports = {
  ...require('../jest.base.cjs')({ environment: 'node' }),
  testTimeout: 20000,
  transformIgnorePatterns: ['^(?!.*/node_modules/(cookie|@fastify/cookie)/).*/node_modules/'],
};
