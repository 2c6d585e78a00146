import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { FederationRuntime } from './load-remote-routes';

/** The page's one federation runtime, as the loaders use it. */
export const federationRuntime: FederationRuntime = { registerRemotes, loadRemote };

/** Remote name → the entry its container was loaded from on this page: routes and widgets of a remote share one container. */
export const loadedEntries = new Map<string, string>();
