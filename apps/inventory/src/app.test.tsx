import { ShellServicesProvider, type CatalogSelection, type ShellServices } from '@bullion/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InventoryApp } from './app';

function fakeServices(selection: CatalogSelection | null = null): ShellServices {
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
      searchCatalog: vi.fn(async () => selection),
    },
    navigation: { navigate: vi.fn() },
    theme: { get: () => 'light', set: vi.fn(), resolved: () => 'light', subscribe: () => () => undefined },
  };
}

function renderAt(path: string, services = fakeServices()) {
  // The pages read the API (nothing answers here: they show their error states).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ShellServicesProvider value={services}>
        <MemoryRouter initialEntries={[path]}>
          <InventoryApp />
        </MemoryRouter>
      </ShellServicesProvider>
    </QueryClientProvider>,
  );
}

describe('inventory area routes', () => {
  afterEach(cleanup);

  it.each([
    ['/inventory', 'Inventory'],
    ['/inventory/import', 'Import inventory'],
    ['/collections', 'Collections'],
    ['/collections/7', 'Collection'],
    ['/drawer', 'Drawer'],
    ['/spaces', 'Storage spaces'],
    ['/spaces/inventory', 'Storage space inventory'],
  ])('%s shows the %s page', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: (name) => name === heading })).toBeTruthy();
  });

  it('/inventory/{id} shows the item page, loading first', () => {
    renderAt('/inventory/42');
    expect(screen.getByLabelText('Loading the item')).toBeTruthy();
  });

  it('adds products picked in the catalog search to a collection, passing the ones already there', async () => {
    const eagle = { id: 'p1', title: 'American Gold Eagle 1 oz', groupId: null, obverseImage: null };
    const services = fakeServices({ products: [eagle] });
    renderAt('/collections/7', services);
    fireEvent.click(screen.getByRole('button', { name: 'Add products' }));
    expect(await screen.findByText('American Gold Eagle 1 oz')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add products' }));
    expect(services.dialog.searchCatalog).toHaveBeenLastCalledWith({ existingIds: ['p1'], confirmLabel: 'Add to collection' });
  });

  it('keeps the inventory search term from the URL', () => {
    renderAt('/inventory?q=kilo%20bar');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('kilo bar');
  });

  it('shows Not Found inside the area and nothing outside it', () => {
    renderAt('/inventory/1/unknown');
    expect(screen.getByText('Not Found')).toBeTruthy();
    cleanup();
    expect(renderAt('/catalog').container.textContent).toBe('');
  });
});
