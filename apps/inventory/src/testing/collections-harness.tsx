// The collections pages as they run in the shell, for tests: this remote's routes with fake shell
// services (every call recorded), a fresh QueryClient, the mock team signed in with a role, the spot
// in the store, and the contract's msw mocks answering (writes recorded with their bodies).
import { configureApiClient } from '@bullion/api-client';
import { createMockHandlers, MOCK_API_URL, mockSession, mockSpots, resetMockDb } from '@bullion/api-client/mocks';
import { permissionMap, ShellServicesProvider, useAppStore, type GroupRole, type ShellServices } from '@bullion/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { http, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { InventoryApp } from '../app';

export const writes: { method: string; path: string; body: unknown }[] = [];

const recordWrites = http.all(`${MOCK_API_URL}/*`, async ({ request }) => {
  if (request.method === 'GET') return;
  writes.push({ method: request.method, path: new URL(request.url).pathname.replace(/^\/api/, ''), body: await request.clone().json().catch(() => null) });
});

export const server = setupServer();

/** The mock data as shipped, nothing written yet; `overrides` answer before the mocks. */
export function resetApi(...overrides: RequestHandler[]) {
  resetMockDb();
  writes.length = 0;
  server.resetHandlers(recordWrites, ...overrides, ...createMockHandlers());
}

export function fakeServices(dialog: Partial<ShellServices['dialog']> = {}): ShellServices {
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
      ...dialog,
    },
    navigation: { navigate: vi.fn() },
    theme: { get: () => 'light', set: vi.fn(), resolved: () => 'light', subscribe: () => () => undefined },
  };
}

/** The mock user in the mock team with `role`. */
export function signInAs(role: GroupRole) {
  const token = mockSession().accessToken;
  const [header, payload = '', signature] = token.split('.');
  const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { group: Record<string, unknown> };
  const encoded = btoa(JSON.stringify({ ...claims, group: { ...claims.group, role, permissions: permissionMap(role) } }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  useAppStore.getState().setAccessToken(`${header}.${encoded}.${signature}`, { group: permissionMap(role) });
}

/** Spot prices in the store (the mock ones with `prices` over them), quoted at `updatedAt`; null: none. */
export function setSpot(prices: Partial<{ gold: number; silver: number }> | null, updatedAt = new Date().toISOString()) {
  if (!prices) return useAppStore.setState({ spotPrices: null });
  const { gold, silver, platinum, palladium, rhodium } = mockSpots();
  useAppStore.setState({ spotPrices: { gold, silver, platinum, palladium, rhodium, ...prices, updatedAt } });
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderAt(path: string, services = fakeServices()) {
  configureApiClient({ apiUrl: MOCK_API_URL });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ShellServicesProvider value={services}>
        <MemoryRouter initialEntries={[path]}>
          <InventoryApp />
          <Location />
        </MemoryRouter>
      </ShellServicesProvider>
    </QueryClientProvider>,
  );
  return services;
}
