// Prints the closing line CI reads for each jest run: "<package>: N passed, N failed".
const path = require('node:path');

class CountReporter {
  constructor(globalConfig) {
    this.label = process.env.JEST_RUN_LABEL || path.basename(globalConfig.rootDir);
  }

  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const skipped = results.numPendingTests + results.numTodoTests;
    console.log(`${this.label}: ${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  }
}

module.exports = CountReporter;
