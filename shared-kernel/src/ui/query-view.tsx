import { Center, Spinner, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
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

/** Renders the request, success and failure states of one API read the same way everywhere. */
export function QueryView<T>({ query, what, children, notFound }: QueryViewProps<T>) {
  const loading = query.isPending;
  useEffect(() => (loading ? trackLoading(bus) : undefined), [loading]);
  if (query.isPending) {
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
  return <>{children(query.data)}</>;
}
