// Renders a remote's component as it runs inside the shell: shell services, a QueryClient and a
// router at a path. The API is the test's business (msw or a fetch stub).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { ShellServices } from '../contract';
import { ShellServicesProvider } from '../shell-services-context';
import { fakeShellServices } from './fake-shell-services';

/** A QueryClient that fails at once (no retries) and keeps what it read for a minute, as a page visit would. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } } });
}

export interface RenderInShellOptions {
  /** The router's address; default `/`. */
  path?: string;
  services?: ShellServices;
  /** Default: a fresh testQueryClient(). */
  client?: QueryClient;
}

export function renderInShell(ui: ReactNode, { path = '/', services = fakeShellServices(), client = testQueryClient() }: RenderInShellOptions = {}) {
  const result = render(
    <ShellServicesProvider value={services}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </ShellServicesProvider>,
  );
  return { ...result, services, client };
}

/** The router's current address, for tests to read (`screen.getByTestId('location')`). */
export function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
