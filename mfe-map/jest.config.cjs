const base = require('../jest.base.cjs')({ environment: 'jsdom' });

// The map's libraries (d3-geo, d3-array, supercluster, kdbush) ship ES modules only: jest compiles them like our own code.
module.exports = {
  ...base,
  transform: { ...base.transform, '^.+\\.mjs$': base.transform['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: ['/node_modules/(?!(lexical|@lexical|@preact/signals-core|d3-geo|d3-array|internmap|supercluster|kdbush)/)'],
};
