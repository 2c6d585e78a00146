import { readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { rules } = require('./chakra-start.cjs') as {
  rules: { test: (resource: string) => boolean; use: { loader: string; options: { why: string; replacements: [string, string][] } } }[];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const exactReplace = require('./exact-replace-loader.cjs') as (this: unknown, source: string) => string;

const chakraEsm = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist', 'esm');
const run = (source: string, options: { why: string; replacements: [string, string][] }, resourcePath = 'lib.js') =>
  exactReplace.call({ getOptions: () => options, resourcePath }, source);

describe("the rules for Chakra's start", () => {
  it.each([
    ['theme/index.js', 'const defaultThemeConfig = /* @__PURE__ */ defineConfig('],
    ['styled-system/system.js', 'return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];'],
  ])('still apply to the installed %s', (file, expected) => {
    const resource = path.join(chakraEsm, file);
    const matching = rules.filter((rule) => rule.test(resource));
    expect(matching).toHaveLength(1);
    const rewritten = run(readFileSync(resource, 'utf8'), matching[0].use.options, resource);
    expect(rewritten).toContain(expected);
  });

  it('match no other file', () => {
    for (const file of ['styled-system/index.js', 'theme/recipes.js', 'index.js']) {
      expect(rules.filter((rule) => rule.test(path.join(chakraEsm, file)))).toHaveLength(0);
    }
  });

  it('fail the build when a release no longer has the text they change', () => {
    expect(() => run('const other = 1;', { why: 'a test', replacements: [['const defaultThemeConfig = defineConfig(', 'x']] }, '/x/theme/index.js')).toThrow(
      /\/x\/theme\/index\.js no longer contains "const defaultThemeConfig = defineConfig\(" \(a test\)/,
    );
  });
});
