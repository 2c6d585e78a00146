// For the jest tests of every part (never shipped: no app imports it): a component rendered as
// the site renders it, with the UI theme, a query client of its own and a router at a given URL.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createQueryClient, QueryClientProvider, type QueryClient } from '@trailhead/shared-kernel/query';
import { MemoryRouter } from '@trailhead/shared-kernel/router';
import { TrailheadUiProvider } from '@trailhead/shared-kernel/ui';

export function SiteProviders({ children, client, url = '/' }: { children: ReactNode; client?: QueryClient; url?: string }) {
  return (
    <QueryClientProvider client={client ?? createQueryClient()}>
      <TrailheadUiProvider>
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      </TrailheadUiProvider>
    </QueryClientProvider>
  );
}

/** Renders ui inside SiteProviders; each call gets a fresh query cache unless given a client. */
export function renderInSite(ui: ReactNode, options: { client?: QueryClient; url?: string } = {}) {
  const client = options.client ?? createQueryClient();
  return { client, ...render(<SiteProviders client={client} url={options.url}>{ui}</SiteProviders>) };
}

export { FakeEventSource } from './fake-event-source';
