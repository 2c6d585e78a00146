// The shared singletons of ARCHITECTURE §2, declared once for the shell and every remote.
// @chakra-ui/react is deliberately absent: it is reached only through @trailhead/shared-kernel/ui,
// which is shared, so the browser gets one tree-shaken copy instead of the whole library.
const singleton = { singleton: true };
const sharedKernelEntries = ['', '/bus', '/api', '/query', '/ui', '/urls', '/types', '/constants', '/schemas'];

export const shared = {
  react: singleton,
  'react/jsx-runtime': singleton,
  'react-dom': singleton,
  'react-dom/client': singleton,
  'react-router': singleton,
  'react-router-dom': singleton,
  rxjs: singleton,
  '@emotion/react': singleton,
  dayjs: singleton,
  ...Object.fromEntries(sharedKernelEntries.map((entry) => [`@trailhead/shared-kernel${entry}`, { ...singleton, requiredVersion: '^1.0.0' }])),
};
