import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogApp } from './app';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <CatalogApp />
    </MemoryRouter>,
  );
}

describe('catalog area routes', () => {
  afterEach(cleanup);

  it('shows the catalog with the search term from the URL', () => {
    renderAt('/catalog?q=eagle');
    expect(screen.getByRole('heading', { name: 'Catalog' })).toBeTruthy();
    expect((screen.getByPlaceholderText('Search products') as HTMLInputElement).value).toBe('eagle');
    expect(screen.getByText('No products found for "eagle"')).toBeTruthy();
  });

  it('shows the import page at /products/import, not a product called "import"', () => {
    renderAt('/products/import');
    expect(screen.getByRole('heading', { name: 'Import products' })).toBeTruthy();
  });

  it('shows a product page for /products/{productId}', () => {
    renderAt('/products/maple-1oz');
    expect(screen.getByText('Product maple-1oz')).toBeTruthy();
  });

  it('shows Not Found for an unknown address inside the area and nothing outside it', () => {
    const { unmount } = renderAt('/products/1/unknown');
    expect(screen.getByText('Not Found')).toBeTruthy();
    unmount();
    const outside = renderAt('/inventory');
    expect(outside.container.textContent).toBe('');
  });
});
