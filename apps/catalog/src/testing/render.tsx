// Renders catalog components as they run inside the shell: the shared QueryClient, shell services
// and a router, with the API answered by a fetch stub keyed by path.
import { configureApiClient } from '@bullion/api-client';
import { queryClient, ShellServicesProvider, useAppStore, type GroupPermission, type ShellServices } from '@bullion/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

export const API = 'http://api.test/api';

export type ApiRoute = (url: URL, init: RequestInit | undefined) => unknown;

/** Stubs fetch: the first route whose key (`GET /products`) matches answers with its JSON, or a Response. */
export function stubApi(routes: Record<string, ApiRoute>) {
  configureApiClient({ apiUrl: API });
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const path = url.pathname.replace(/^\/api/, '');
    for (const [key, route] of Object.entries(routes)) {
      const [routeMethod, pattern = ''] = key.split(' ');
      const regex = new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
      if (routeMethod === method && regex.test(path)) {
        const answer = await route(url, init);
        if (answer instanceof Response) return answer;
        return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
      }
    }
    return new Response(JSON.stringify({ error: { code: 'not_found', message: `No stub for ${method} ${path}` } }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetchStub };
}

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
  const result = render(
    <ShellServicesProvider value={services}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </ShellServicesProvider>,
  );
  return { ...result, services };
}

/** Resets what tests share through the page's singletons. */
export function resetShared() {
  queryClient.clear();
  useAppStore.setState({ accessToken: '', permissions: {}, groupPermissions: {} });
  vi.unstubAllGlobals();
}

/** Holds an app access token for `groupId` whose role grants the given group permissions. */
export function signInToGroup(groupId: string, groupPermissions: Partial<Record<GroupPermission, boolean>> = { 'catalog.write': true }) {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const claims = { sub: 'user-1', exp: Math.floor(Date.now() / 1000) + 3600, group: { id: groupId, role: 'member', permissions: groupPermissions, plan: 'free' } };
  useAppStore.getState().setAccessToken(`${encode({ alg: 'HS256' })}.${encode(claims)}.signature`, { group: groupPermissions });
}
