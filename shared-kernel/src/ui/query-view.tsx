import { Center, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ApiQuery } from '../query';
import { ErrorPanel } from './error-panel';

interface QueryViewProps<T> {
  query: ApiQuery<T>;
  /** What the area is, for the loading and error texts ("events", "the forum index"). */
  what: string;
  children: (data: T) => ReactNode;
}

/** Renders the request, success and failure states of one API read the same way everywhere. */
export function QueryView<T>({ query, what, children }: QueryViewProps<T>) {
  const { state, refetch } = query;
  if (state.status === 'loading') {
    return (
      <Center py="10" role="status" aria-live="polite">
        <Spinner color="brand.red" mr="3" />
        <Text>Loading {what}…</Text>
      </Center>
    );
  }
  if (state.status === 'error') {
    return <ErrorPanel title={`Could not load ${what}`} message={state.error.message} onRetry={refetch} />;
  }
  return <>{children(state.data)}</>;
}
