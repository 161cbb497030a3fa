import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { InventoryApp } from './app';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <InventoryApp />
    </MemoryRouter>,
  );
}

describe('inventory area routes', () => {
  afterEach(cleanup);

  it.each([
    ['/inventory', 'Inventory'],
    ['/inventory/42', 'Inventory item'],
    ['/collections', 'Collections'],
    ['/collections/7', 'Collection'],
    ['/drawer', 'Drawer'],
    ['/spaces', 'Storage spaces'],
    ['/spaces/inventory', 'Storage space inventory'],
  ])('%s shows the %s page', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: (name) => name === heading })).toBeTruthy();
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
