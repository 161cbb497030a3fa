import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeShellServices } from '@bullion/shared/testing';
import { renderPage as renderAt, resetApi, server } from './testing/render-page';

// The pages read the API: the mock API answers (no request leaves the test).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetApi());
afterAll(() => server.close());

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
    const services = fakeShellServices({ dialog: { searchCatalog: vi.fn(async () => ({ products: [eagle] })) } });
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
