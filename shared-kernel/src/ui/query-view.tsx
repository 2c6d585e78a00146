import { Center, Spinner, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { bus, trackLoading } from '@trailhead/shared-kernel/bus';
import type { ApiQuery } from '@trailhead/shared-kernel/query';
import { ErrorPanel } from './error-panel';

interface QueryViewProps<T> {
  query: ApiQuery<T>;
  /** What the area is, for the loading and error texts ("events", "the forum index"). */
  what: string;
  children: (data: T) => ReactNode;
  /** Shown instead of the error panel when the API answers 404 (a missing document). */
  notFound?: ReactNode;
}

/** Renders the request, success and failure states of one API read the same way everywhere. */
export function QueryView<T>({ query, what, children, notFound }: QueryViewProps<T>) {
  const { state, refetch } = query;
  const loading = state.status === 'loading';
  useEffect(() => (loading ? trackLoading(bus) : undefined), [loading]);
  if (state.status === 'loading') {
    return (
      <Center py="10" role="status" aria-live="polite">
        <Spinner color="brand.red" mr="3" />
        <Text>Loading {what}…</Text>
      </Center>
    );
  }
  if (state.status === 'error') {
    if (notFound && state.error.status === 404) return <>{notFound}</>;
    return <ErrorPanel title={`Could not load ${what}`} message={state.error.message} onRetry={refetch} />;
  }
  return <>{children(state.data)}</>;
}
