// A node:test reporter for the closing line every runner of `npm test` prints ("N passed, N failed"),
// used beside the spec reporter: node --test --test-reporter=spec --test-reporter=./tooling/node-test-count-reporter.mjs
export default async function* summary(source) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for await (const event of source) {
    // Suites pass or fail with their tests; only the tests are counted.
    if (event.data?.details?.type === 'suite') continue;
    if (event.type === 'test:pass') {
      if (event.data.skip) skipped += 1;
      else passed += 1;
    } else if (event.type === 'test:fail') failed += 1;
  }
  yield `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`;
}
