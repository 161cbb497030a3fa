import { PERMISSION_REFUSALS } from '@bullion/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CatalogApp } from './app';
import { DATASETS_FIXTURE } from './import/datasets.fixture';
import { signInToGroup } from '@bullion/shared/testing';
import { GROUP_ID, groupWithTitleFormat, pageOf, partial, productFixture } from './testing/fixtures';
import { importPageModules, PRELOAD_TIMEOUT_MS } from '@bullion/ui/testing';
import { renderInShell, resetShared, stubApi } from './testing/render';

describe('catalog area routes', () => {
  beforeAll(() => importPageModules(import.meta.glob('./pages/*-page.tsx')), PRELOAD_TIMEOUT_MS);

  afterEach(() => {
    cleanup();
    resetShared();
    vi.restoreAllMocks();
  });

  it('shows the catalog with the search term from the URL and the matching products', async () => {
    const { calls } = stubApi({
      'GET /datasets': () => DATASETS_FIXTURE,
      'GET /products': () => pageOf([partial('eagle-1', 'American Gold Eagle 1 oz'), partial('eagle-2', 'American Silver Eagle 1 oz')]),
    });
    renderInShell(<CatalogApp />, { path: '/catalog?q=eagle&metal=gold' });
    // The page is its own chunk: it shows once loaded.
    expect(await screen.findByRole('heading', { name: 'Catalog' })).toBeTruthy();
    // The filters render right after the page's first paint.
    expect(((await screen.findByPlaceholderText('Search products')) as HTMLInputElement).value).toBe('eagle');
    expect(await screen.findByText('2 products')).toBeTruthy();
    const list = calls.find((call) => call.url.pathname === '/api/products');
    expect(list?.url.searchParams.get('q')).toBe('eagle');
    expect(list?.url.searchParams.get('metal')).toBe('gold');
    expect(list?.url.searchParams.get('returnType')).toBe('partial');
    expect(list?.url.searchParams.get('offset')).toBe('0');
    expect(list?.url.searchParams.get('limit')).toBe('100');
  });

  it("shows the results in the group's product title format", async () => {
    stubApi({
      'GET /datasets': () => DATASETS_FIXTURE,
      'GET /groups/:id': () => groupWithTitleFormat('{year} {metal} {title} {weight} {weightUnit}'),
      'GET /products': () =>
        pageOf([
          { ...partial('eagle-1', 'American Gold Eagle'), year: 2024, weight: 1, weightUnit: 'ozt', metal: 'gold' },
          { ...partial('bar-1', 'Cast bar'), year: null, weight: 1.5, weightUnit: 'kg', metal: 'silver' },
        ]),
    });
    signInToGroup(GROUP_ID, {});
    // jsdom has no layout: give the list's scroll box a size, so the virtualiser renders rows.
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
    renderInShell(<CatalogApp />, { path: '/catalog' });
    expect(await screen.findByText('2024 Gold American Gold Eagle 1 ozt')).toBeTruthy();
    expect(screen.getByText('Silver Cast bar 1.5 kg')).toBeTruthy();
  });

  it("shows the product page's heading and the page title in the group's product title format", async () => {
    stubApi({
      'GET /datasets': () => DATASETS_FIXTURE,
      'GET /groups/:id': () => groupWithTitleFormat('{year} {title}'),
      'GET /products/:id': () => productFixture({ id: 'maple-1oz', title: 'Gold Maple Leaf 1 oz', year: 2025 }),
    });
    signInToGroup(GROUP_ID, {});
    renderInShell(<CatalogApp />, { path: '/products/maple-1oz' });
    expect(await screen.findByRole('heading', { name: '2025 Gold Maple Leaf 1 oz' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('2025 Gold Maple Leaf 1 oz · Bullion Desk'));
  });

  it('says so when nothing matches', async () => {
    stubApi({ 'GET /datasets': () => DATASETS_FIXTURE, 'GET /products': () => pageOf([]) });
    renderInShell(<CatalogApp />, { path: '/catalog?q=zzzz' });
    expect(await screen.findByText('No products found for "zzzz"')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear search and filters' })).toBeTruthy();
  });

  it('shows an error with Try again when the list fails', async () => {
    stubApi({
      'GET /datasets': () => DATASETS_FIXTURE,
      'GET /products': () => new Response(JSON.stringify({ error: { code: 'boom', message: 'Boom' } }), { status: 500 }),
    });
    renderInShell(<CatalogApp />, { path: '/catalog' });
    expect(await screen.findByText('The catalog could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a viewer New product and Import products disabled, with the reason in words', async () => {
    stubApi({ 'GET /datasets': () => DATASETS_FIXTURE, 'GET /products': () => pageOf([]) });
    signInToGroup(GROUP_ID, { 'catalog.write': false });
    renderInShell(<CatalogApp />, { path: '/catalog' });
    expect(await screen.findByRole('heading', { name: 'Catalog' })).toBeTruthy();
    for (const name of ['New product', 'Import products']) {
      const action = screen.getByRole('button', { name });
      expect(action.hasAttribute('disabled')).toBe(true);
      expect(document.getElementById(action.getAttribute('aria-describedby') ?? '')?.textContent).toBe(PERMISSION_REFUSALS['catalog.write']);
    }
    expect(screen.queryByRole('link', { name: 'Import products' })).toBeNull();
  });

  it('shows the import page at /products/import, not a product called "import"', async () => {
    stubApi({ 'GET /datasets': () => DATASETS_FIXTURE });
    renderInShell(<CatalogApp />, { path: '/products/import' });
    expect(await screen.findByRole('heading', { name: 'Import products' })).toBeTruthy();
  });

  it('shows the product page for /products/{productId}', async () => {
    stubApi({ 'GET /datasets': () => DATASETS_FIXTURE, 'GET /products/:id': () => productFixture({ id: 'maple-1oz', title: 'Gold Maple Leaf 1 oz' }) });
    renderInShell(<CatalogApp />, { path: '/products/maple-1oz' });
    expect(await screen.findByRole('heading', { name: 'Gold Maple Leaf 1 oz' })).toBeTruthy();
  });

  it('shows Not Found for an unknown address inside the area and nothing outside it', async () => {
    stubApi({});
    const { unmount } = renderInShell(<CatalogApp />, { path: '/products/1/unknown' });
    expect(await screen.findByText('Not Found')).toBeTruthy();
    unmount();
    const outside = renderInShell(<CatalogApp />, { path: '/inventory' });
    expect(outside.container.textContent).toBe('');
  });
});
