module.exports = require('../jest.base.cjs')({ environment: 'node' });
