import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderPage as renderAt, resetApi, server } from './testing/render-page';
import { importPageModules, PRELOAD_TIMEOUT_MS } from '@bullion/ui/testing';

beforeAll(() => importPageModules(import.meta.glob('./pages/*-page.tsx')), PRELOAD_TIMEOUT_MS);

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
    ['/drawer', 'Drawer'],
    ['/spaces', 'Storage spaces'],
    ['/spaces/inventory', 'Storage space inventory'],
  ])('%s shows the %s page', async (path, heading) => {
    renderAt(path);
    // Each page is its own chunk: it shows once loaded.
    expect(await screen.findByRole('heading', { name: (name) => name === heading })).toBeTruthy();
  });

  it('/inventory/{id} shows the item page, loading first', async () => {
    renderAt('/inventory/42');
    expect(await screen.findByLabelText('Loading the item')).toBeTruthy();
  });

  it('/collections/{id} shows the collection page, loading first (its behaviour: pages/collection-page.test.tsx)', async () => {
    renderAt('/collections/c0000000-0000-4000-8000-000000000001');
    expect(await screen.findByLabelText('Loading the collection')).toBeTruthy();
  });

  it('keeps the inventory search term from the URL', async () => {
    renderAt('/inventory?q=kilo%20bar');
    expect(((await screen.findByRole('searchbox')) as HTMLInputElement).value).toBe('kilo bar');
  });

  it('shows Not Found inside the area and nothing outside it', async () => {
    renderAt('/inventory/1/unknown');
    expect(await screen.findByText('Not Found')).toBeTruthy();
    cleanup();
    expect(renderAt('/catalog').container.textContent).toBe('');
  });
});
