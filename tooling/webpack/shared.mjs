// The shared singletons of ARCHITECTURE §2, declared once for the shell and every remote.
// @chakra-ui/react, react-router(-dom), rxjs, @tanstack/react-query, framer-motion and the editor
// library are deliberately absent as packages: they are reached only through shared-kernel entries
// (/ui and /ui-overlays, /router, /bus, /query, /motion, /editor), which are shared, so
// the browser gets one tree-shaken copy of each instead of the whole library (a shared package is
// never tree-shaken). Lint forbids importing them anywhere else.
const singleton = { singleton: true };
const sharedKernelEntries = ['', '/bus', '/api', '/query', '/ui', '/ui-overlays', '/router', '/urls', '/types', '/constants', '/schemas', '/live', '/editor', '/motion', '/dates', '/members', '/reactions', '/zoned-time', '/widgets'];

export const shared = {
  react: singleton,
  'react/jsx-runtime': singleton,
  'react-dom': singleton,
  'react-dom/client': singleton,
  '@emotion/react': singleton,
  dayjs: singleton,
  ...Object.fromEntries(sharedKernelEntries.map((entry) => [`@trailhead/shared-kernel${entry}`, { ...singleton, requiredVersion: '^1.0.0' }])),
};
