import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OrdersApp } from './app';
import { renderInShell } from '@bullion/shared/testing';
import { mockApi, resetMockState } from './testing/mock-state';
import { importPageModules, PRELOAD_TIMEOUT_MS } from '@bullion/ui/testing';

beforeAll(() => importPageModules(import.meta.glob('./pages/*-page.tsx')), PRELOAD_TIMEOUT_MS);

const renderAt = (path: string) => renderInShell(<OrdersApp />, { path });

beforeAll(() => mockApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockState());
afterAll(() => mockApi.close());

describe('orders area routes', () => {
  afterEach(cleanup);

  it.each([
    ['/orders', 'Orders'],
    ['/orders/new', 'New order'],
    ['/orders/1001', 'Order'],
    ['/price-templates', 'Price templates'],
    ['/price-templates/3', 'Price template'],
  ])('%s shows the %s page', async (path, heading) => {
    renderAt(path);
    // Each page is its own chunk: it shows once loaded.
    expect(await screen.findByRole('heading', { name: (name) => name === heading })).toBeTruthy();
  });

  it('links from the orders list to a new order', async () => {
    renderAt('/orders');
    expect((await screen.findByRole('link', { name: 'New order' })).getAttribute('href')).toBe('/orders/new');
  });

  it('shows Not Found inside the area and nothing outside it', async () => {
    renderAt('/orders/1/unknown');
    expect(await screen.findByText('Not Found')).toBeTruthy();
    cleanup();
    expect(renderAt('/settings').container.textContent).toBe('');
  });
});
