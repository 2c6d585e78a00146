import { nextTask } from './app/next-task';

declare let __webpack_nonce__: string | undefined;
// webpack puts the page's nonce (its Content-Security-Policy's, named by the server in the meta of
// NONCE_META, shared-kernel/constants: not importable before the boundary below) on each chunk it
// loads; code in a chunk that writes a style element of its own (the captcha widget) reads it there.
// eslint-disable-next-line prefer-const -- webpack's free variable: assigning it sets its runtime's nonce
__webpack_nonce__ = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;

// The async boundary lets federation negotiate shared modules before any of them is used.
//
// The start's code runs in steps, each in a task of its own: one long task (evaluating every
// module, then creating the design system) would keep a phone from answering a tap for a third of
// a second; steps let it answer between them. Each step's modules stay evaluated for the next.
void startInSteps([
  // What the design system stands on (React, the router, the API's data layer), then the design system.
  () => Promise.all([import('@trailhead/shared-kernel/router'), import('@trailhead/shared-kernel/query'), import('@trailhead/shared-kernel/bus')]),
  () => import('react-dom/client'),
  () => import('@trailhead/shared-kernel/ui'),
  async () => (await import('@trailhead/shared-kernel/ui')).trailheadSystem(),
  () => import('./bootstrap'),
]);

async function startInSteps(steps: (() => Promise<unknown>)[]) {
  for (const step of steps) {
    // The first step too: main.js (the federation runtime's start) is a task of its own.
    await nextTask();
    await step();
  }
}
