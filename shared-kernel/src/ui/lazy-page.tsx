import { Center, Spinner } from '@chakra-ui/react';
import { Suspense, type ComponentType } from 'react';

/** A route element for a lazily loaded page: a spinner while its chunk arrives. */
export function lazyPage(Page: ComponentType) {
  return (
    <Suspense
      fallback={
        <Center py="10" role="status" aria-label="Loading">
          <Spinner color="brand.red" />
        </Center>
      }
    >
      <Page />
    </Suspense>
  );
}
