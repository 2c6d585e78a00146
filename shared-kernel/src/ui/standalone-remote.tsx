import { useRoutes, BrowserRouter, type RouteObject } from '@trailhead/shared-kernel/router';
import { createRoot } from 'react-dom/client';
import { Container } from '@chakra-ui/react';
import { queryClient, QueryClientProvider } from '@trailhead/shared-kernel/query';
import { TrailheadUiProvider } from './provider';

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Runs one remote on its own page (its dev server), without the shell's frame. */
export function mountStandaloneRemote(routes: RouteObject[]): void {
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={queryClient}>
      <TrailheadUiProvider>
        <BrowserRouter>
          <Container maxW="6xl" py="6">
            <StandaloneRoutes routes={routes} />
          </Container>
        </BrowserRouter>
      </TrailheadUiProvider>
    </QueryClientProvider>,
  );
}
