import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

  it('/collections/{id} shows the collection page, loading first (its behaviour: pages/collection-page.test.tsx)', () => {
    renderAt('/collections/c0000000-0000-4000-8000-000000000001');
    expect(screen.getByLabelText('Loading the collection')).toBeTruthy();
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
