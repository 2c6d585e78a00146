import { QueryClient, type QueryCache } from '@tanstack/react-query';
import type { ApiError } from '@trailhead/shared-kernel/api';

declare module '@tanstack/react-query' {
  // Every failed read or write carries spec §8's message (the API client maps every failure).
  interface Register {
    defaultError: ApiError;
  }
}

/**
 * The site's rules for server state: a list is fetched once and kept (spec §4 "fetched once")
 * until a write, a login or a logout invalidates it; nothing is fetched again behind the person's
 * back on focus or reconnect (the live stream brings what changes); a failure is shown, not retried.
 */
export function createQueryClient(queryCache?: QueryCache): QueryClient {
  return new QueryClient({
    queryCache,
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      // A form sent without a connection fails at once and says so, keeping what was typed: the
      // library's default would hold it, silently, until the connection returned. Composers whose
      // drafts wait for the connection on purpose (messages, replies) ask for that themselves.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

const GLOBAL_KEY = '__TRAILHEAD_QUERY_CLIENT__';
type ClientHolder = typeof globalThis & { [GLOBAL_KEY]?: QueryClient };

/**
 * The page's one QueryClient, shared by the shell and every remote (shared-kernel is a federation
 * singleton; the global guards against a second copy of this module all the same). A server
 * drawing makes its own per request with createQueryClient().
 */
export const queryClient: QueryClient = ((globalThis as ClientHolder)[GLOBAL_KEY] ??= createQueryClient());
