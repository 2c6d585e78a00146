// jsdom lacks a few browser globals that react-router and Chakra use; Node has them. Loaded for
// every test file; does nothing in files that run in the node environment.
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof window !== 'undefined') {
  Object.assign(globalThis, { TextDecoder, TextEncoder });
  if (!globalThis.structuredClone) globalThis.structuredClone = (value) => JSON.parse(JSON.stringify(value));
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false });
  }
}
