import { Center, Spinner } from '@chakra-ui/react';
import { Suspense, type ComponentType } from 'react';
import { PageReady } from './page-ready';

/**
 * A route element for a lazily loaded page: a spinner while its chunk arrives. On a page the server
 * drew, the boundary keeps the drawing until the chunk is in and then takes it over, in slices that
 * leave the main thread free between them.
 */
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
      <PageReady />
    </Suspense>
  );
}
