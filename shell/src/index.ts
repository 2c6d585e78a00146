// The async boundary lets federation negotiate shared modules before any of them is used.
//
// The start's code runs in steps, each in a task of its own: one long task (evaluating every
// module, then creating the design system) would keep a phone from answering a tap for a third of
// a second; steps let it answer between them. Each step's modules stay evaluated for the next.
void startInSteps([
  () => import('@trailhead/shared-kernel/ui'),
  async () => (await import('@trailhead/shared-kernel/ui')).trailheadSystem(),
  () => import('react-dom/client'),
  () => import('./bootstrap'),
]);

async function startInSteps(steps: (() => Promise<unknown>)[]) {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await nextTask();
    await step();
  }
}

/** Resolves in a new task: the browser may paint and handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
