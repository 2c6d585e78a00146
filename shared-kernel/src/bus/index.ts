import { createBus, type Bus } from './create-bus';

export * from './create-bus';
export { useObservable } from './use-observable';
// The one copy of rxjs on the page: other parts make their subjects from these.
export { BehaviorSubject, Observable, Subject } from 'rxjs';

const GLOBAL_KEY = '__TRAILHEAD_BUS__';
type BusHolder = typeof globalThis & { [GLOBAL_KEY]?: Bus };

/**
 * The one bus of the page. Federation shares this module as a singleton; the global is a second
 * guard so that even a remote built against another shared-kernel version joins the same bus.
 */
export const bus: Bus = ((globalThis as BusHolder)[GLOBAL_KEY] ??= createBus());
