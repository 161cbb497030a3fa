// Renders orders pages as they run inside the shell: a fresh QueryClient, fake shell services and a
// router, with the API answered by the mock API's msw handlers (@bullion/api-client/mocks).
import { configureApiClient } from '@bullion/api-client';
import { createMockHandlers, MOCK_API_URL, mockSession, mockSpots, resetMockDb } from '@bullion/api-client/mocks';
import { ShellServicesProvider, useAppStore, type ShellServices } from '@bullion/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

export const mockApi = setupServer(...createMockHandlers());

export function fakeServices(overrides: Partial<ShellServices> = {}): ShellServices {
  return {
    toast: { show: vi.fn(() => 1), dismiss: vi.fn() },
    dialog: {
      confirm: vi.fn(async () => true),
      info: vi.fn(async () => undefined),
      prompt: vi.fn(async () => null),
      openHash: vi.fn(),
      open: vi.fn(),
      openProduct: vi.fn(),
      titleDesc: vi.fn(async () => null),
      searchCatalog: vi.fn(async () => null),
    },
    navigation: { navigate: vi.fn() },
    theme: { get: () => 'light', set: vi.fn(), resolved: () => 'light', subscribe: () => () => undefined },
    ...overrides,
  };
}

export function renderInShell(ui: ReactNode, { path = '/', services = fakeServices() }: { path?: string; services?: ShellServices } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } } });
  const result = render(
    <ShellServicesProvider value={services}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </ShellServicesProvider>,
  );
  return { ...result, services, client };
}

/** The mock data as shipped, the mock member signed in, and the mock spot fetched `ageMinutes` ago. */
export function resetMockState({ ageMinutes = 0 }: { ageMinutes?: number } = {}) {
  configureApiClient({ apiUrl: MOCK_API_URL });
  resetMockDb();
  const session = mockSession();
  useAppStore.getState().setAccessToken(session.accessToken, session.permissions);
  const { gold, silver, platinum, palladium, rhodium } = mockSpots();
  useAppStore.getState().setSpotPrices({ gold, silver, platinum, palladium, rhodium, updatedAt: new Date(Date.now() - ageMinutes * 60_000).toISOString() });
}
