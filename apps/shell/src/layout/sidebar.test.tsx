import { configureApiClient, groupsQueryOptions, inventorySummaryQueryOptions, moveInventoryItemsMutationOptions, runMutation } from '@bullion/api-client';
import { type InventorySummary } from '@bullion/contract';
import { MOCK_API_URL } from '@bullion/api-mocks';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useAppStore } from '@bullion/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RemoteAreaPage } from '../federation/remote-area-page';
import type { RemoteLoader } from '../federation/remote-loader';
import { ShellContextProvider, type ShellContextValue } from '../shell-context';
import { Sidebar } from './sidebar';

const summary = (drawer: number): InventorySummary => ({ metals: [], items: drawer, pieces: drawer, costBasis: '0', unvalued: drawer, drawer });

const ITEM_ID = '7d1f0c1e-4a4e-4c8e-9a43-3b0c1f2a9e01';
const SPACE_ID = '2b9e4d6a-1c3f-4e5a-8b7c-9d0e1f2a3b4c';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApiClient({ apiUrl: MOCK_API_URL });
});
afterAll(() => server.close());

const shell = { loader: { preload: vi.fn() } as unknown as RemoteLoader } as ShellContextValue;

/** Holds an app access token of a group with the given role's permissions. */
function holdGroupToken(role: 'member' | 'viewer') {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const claims = { sub: 'user-1', exp: Math.floor(Date.now() / 1000) + 3600, group: { id: 'group-1', role, permissions: {}, plan: 'free' } };
  useAppStore.getState().setAccessToken(`${encode({ alg: 'HS256' })}.${encode(claims)}.signature`);
}

function renderSidebar(client: QueryClient, path = '/') {
  return render(
    <ShellContextProvider value={shell}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Sidebar onNavigate={vi.fn()} />
        </MemoryRouter>
      </QueryClientProvider>
    </ShellContextProvider>,
  );
}

function clientWith(drawer: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(groupsQueryOptions().queryKey, []);
  client.setQueryData(inventorySummaryQueryOptions().queryKey, summary(drawer));
  return client;
}

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const menuTexts = () => nav().getAllByRole('menuitem').map((item) => item.textContent ?? '');

afterEach(() => {
  server.resetHandlers();
  cleanup();
  useAppStore.getState().clearAccessToken();
});

describe('the sidebar’s drawer entry', () => {
  it('shows the drawer’s count under Inventory, to a viewer too', () => {
    holdGroupToken('viewer');
    renderSidebar(clientWith(3));
    const items = nav().getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Dashboard', 'Inventory', 'Drawer3, 3 items waiting to be put away', 'Storage spaces', 'Collections', 'Price Templates', 'Orders', 'Customers', 'Catalog']);
    expect(nav().getByRole('link', { name: /Drawer/ }).getAttribute('href')).toBe('/drawer');
  });

  it('is not there while the drawer is empty', () => {
    holdGroupToken('member');
    renderSidebar(clientWith(0));
    expect(nav().getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Dashboard', 'Inventory', 'Storage spaces', 'Collections', 'Price Templates', 'Orders', 'Customers', 'Catalog']);
  });

  it('follows an inventory write: putting the drawer away refreshes the count through the mutation’s invalidation', async () => {
    holdGroupToken('member');
    let drawer = 2;
    server.use(
      http.get(`${MOCK_API_URL}/inventory/summary`, () => HttpResponse.json(summary(drawer))),
      http.post(`${MOCK_API_URL}/inventory/move`, () => {
        drawer = 0;
        return HttpResponse.json({ moved: [ITEM_ID] });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(groupsQueryOptions().queryKey, []);
    renderSidebar(client);
    expect(await nav().findByText(', 2 items waiting to be put away')).toBeTruthy();

    await act(() => runMutation(client, moveInventoryItemsMutationOptions(), { ids: [ITEM_ID], spaceId: SPACE_ID }));
    await waitFor(() => expect(menuTexts().some((text) => text.includes('Drawer'))).toBe(false));
  });

  it('asks for no count without a group', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(groupsQueryOptions().queryKey, []);
    renderSidebar(client);
    expect(client.getQueryState(inventorySummaryQueryOptions().queryKey)?.fetchStatus ?? 'idle').toBe('idle');
    expect(menuTexts().some((text) => text.includes('Drawer'))).toBe(false);
  });
});

describe('the sidebar’s hover preload', () => {
  it('preloads the area of a hovered or focused link with the page it leads to (contract 1.4), nothing for the dashboard', async () => {
    const preload = vi.mocked(shell.loader.preload);
    preload.mockClear();
    holdGroupToken('member');
    renderSidebar(clientWith(0));
    fireEvent.mouseEnter(nav().getByRole('link', { name: 'Collections' }));
    await waitFor(() => expect(preload).toHaveBeenCalledWith('inventory', '/collections'));
    fireEvent.focus(nav().getByRole('link', { name: 'Catalog' }));
    await waitFor(() => expect(preload).toHaveBeenCalledWith('catalog', '/catalog'));
    expect(preload).toHaveBeenCalledTimes(2);

    fireEvent.mouseEnter(nav().getByRole('link', { name: 'Dashboard' }));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it("also loads the shell's own area page, so the first click on an area does not wait for that chunk", async () => {
    const areaPage = vi.spyOn(RemoteAreaPage, 'preload');
    try {
      holdGroupToken('member');
      renderSidebar(clientWith(0));
      fireEvent.mouseEnter(nav().getByRole('link', { name: 'Dashboard' }));
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(areaPage).not.toHaveBeenCalled();
      fireEvent.mouseEnter(nav().getByRole('link', { name: 'Inventory' }));
      await waitFor(() => expect(areaPage).toHaveBeenCalledTimes(1));
      await expect(areaPage.mock.results[0]?.value).resolves.toBeTypeOf('function');
    } finally {
      areaPage.mockRestore();
    }
  });
});
