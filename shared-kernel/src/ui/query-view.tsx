import { Center, Spinner, Text } from '@chakra-ui/react';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import type { ApiError } from '@trailhead/shared-kernel/api';
import { bus, trackLoading } from '@trailhead/shared-kernel/bus';
import type { UseQueryResult } from '@trailhead/shared-kernel/query';
import { ErrorPanel } from './error-panel';

interface QueryViewProps<T> {
  query: UseQueryResult<T, ApiError>;
  /** What the area is, for the loading and error texts ("events", "the forum index"). */
  what: string;
  children: (data: T) => ReactNode;
  /** Shown instead of the error panel when the API answers 404 (a missing document). */
  notFound?: ReactNode;
}

/**
 * Renders the request, success and failure states of one API read the same way everywhere.
 *
 * The answer's part of the page is drawn from a deferred value: when an answer arrives (the query
 * library updates synchronously), React first keeps what is on screen, then draws the new part as a
 * transition, in slices of a few milliseconds, so a page of posts or threads never holds the phone
 * for long. A page taken over from the server already has its answers and is drawn at once.
 */
export function QueryView<T>({ query, what, children, notFound }: QueryViewProps<T>) {
  const data = useDeferredValue(query.data);
  const loading = query.isPending || (data === undefined && !query.isError);
  useEffect(() => (loading ? trackLoading(bus) : undefined), [loading]);
  if (loading) {
    return (
      <Center py="10" role="status" aria-live="polite">
        <Spinner color="brand.red" mr="3" />
        <Text>Loading {what}…</Text>
      </Center>
    );
  }
  if (query.isError) {
    if (notFound && query.error.status === 404) return <>{notFound}</>;
    return <ErrorPanel title={`Could not load ${what}`} message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return <>{children(data as T)}</>;
}
