// Some packages are ESM only, and jest (before Node 24.9) cannot load ESM from CommonJS:
// - cookie@2 (used by @fastify/cookie and by light-my-request behind app.inject), which
//   @fastify/cookie loads with import();
// - file-type (upload sniffing) and the tokenizer packages it reads bytes with;
// - content-disposition@2, which @fastify/swagger-ui's own @fastify/static requires.
// Those are compiled to CommonJS by the same swc transform as our own code.
const ESM_PACKAGES = ['cookie', '@fastify/cookie', 'file-type', 'strtok3', 'token-types', '@tokenizer', '@borewit', 'uint8array-extras', 'content-disposition'];

module.exports = {
  ...require('../jest.base.cjs')({ environment: 'node' }),
  testTimeout: 20000,
  transformIgnorePatterns: [`^(?!.*/node_modules/(${ESM_PACKAGES.join('|')})/).*/node_modules/`],
};
