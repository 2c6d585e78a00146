// Rules for two of Chakra's modules, which do work while the page starts that the site does not need.
// Their edits are exact (exact-replace-loader.cjs); chakra-start.test.ts checks them against the
// installed Chakra.
const chakraFile = (file) => (resource) => resource.replaceAll('\\', '/').endsWith(`/node_modules/@chakra-ui/react/dist/esm/${file}`);
const exactReplace = (why, replacements) => ({ loader: require.resolve('./exact-replace-loader.cjs'), options: { why, replacements } });

const rules = [
  {
    // The theme entry ends with `const defaultThemeConfig = defineConfig({ ...every recipe })`, a call
    // webpack cannot know is pure: every recipe of every Chakra component (~80) stayed in the bundle
    // and was evaluated at start, though shared-kernel/ui names only the recipes it uses. Marked
    // pure, it is dropped, and the recipes nobody imports with it (the shell's Chakra chunk:
    // 61 → 44 KB gzip).
    test: chakraFile('theme/index.js'),
    use: exactReplace('the unused default theme config', [['const defaultThemeConfig = defineConfig(', 'const defaultThemeConfig = /* @__PURE__ */ defineConfig(']]),
  },
  {
    // createSystem builds the global styles (reset, base, every token as a CSS variable) as it
    // creates the system: over half its cost, the largest task of a page's start. Built only when
    // read, they never are in a production build: shared-kernel/src/ui/theme.ts gives the system the
    // same styles as text computed at build time (__DESIGN_SYSTEM_CSS__, tooling/build-app.mjs).
    test: chakraFile('styled-system/system.js'),
    use: exactReplace('the global styles built when read', [
      ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'let _global;'],
      ['    _global,\n', '    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n'],
    ]),
  },
];

module.exports = { rules };
