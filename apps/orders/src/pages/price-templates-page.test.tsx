// The list of templates: create (prompt, then the editor), duplicate, make default, delete after a
// confirmation (Cancel deletes nothing), with the toasts; viewers see why they get no actions.
import { mockDb } from '@bullion/api-mocks';
import { PERMISSION_REFUSALS } from '@bullion/contract';
import { useAppStore } from '@bullion/shared';
import { fakeShellServices, renderInShell } from '@bullion/shared/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrdersApp, ORDERS_ROUTES } from '../app';
import { mockApi, resetMockState } from '../testing/mock-state';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';

beforeAll(() => preloadPages(ORDERS_ROUTES), PRELOAD_TIMEOUT_MS);

beforeAll(() => mockApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockState());
afterEach(cleanup);
afterAll(() => mockApi.close());

const names = () => mockDb.priceTemplates.map((template) => template.name).sort();

describe('price templates list', () => {
  it('lists the templates, the default first, with their rules', async () => {
    renderInShell(<OrdersApp />, { path: '/price-templates' });
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Retail counter', 'Coin show (draft)', 'Wholesale']);
    expect(screen.getByText('Default')).toBeTruthy();
    expect(screen.getByText('7 rules · Gold, Gold · Bars, Silver and 4 more')).toBeTruthy();
  });

  it('creates a template from a name and opens it', async () => {
    const services = fakeShellServices();
    services.dialog.prompt = vi.fn(async () => 'Dealer show');
    renderInShell(<OrdersApp />, { path: '/price-templates', services });
    fireEvent.click(await screen.findByRole('button', { name: 'New price template' }));
    await waitFor(() => expect(services.navigation.navigate).toHaveBeenCalled());
    const created = mockDb.priceTemplates.find((template) => template.name === 'Dealer show');
    expect(services.navigation.navigate).toHaveBeenCalledWith(`/price-templates/${created?.id}`);
    expect(services.toast.show).toHaveBeenCalledWith('success', 'Price template created');
  });

  it('duplicates and makes another template the default', async () => {
    const { services } = renderInShell(<OrdersApp />, { path: '/price-templates' });
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate Wholesale' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Price template duplicated as "Wholesale (copy)"'));
    expect(await screen.findByText('Wholesale (copy)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make Wholesale the default' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', '"Wholesale" is now the default price template'));
    expect(mockDb.priceTemplates.filter((template) => template.isDefault).map((template) => template.name)).toEqual(['Wholesale']);
  });

  it('deletes only after the confirmation', async () => {
    const services = fakeShellServices();
    services.dialog.confirm = vi.fn(async () => false);
    renderInShell(<OrdersApp />, { path: '/price-templates', services });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Retail counter' }));
    await waitFor(() => expect(services.dialog.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Delete "Retail counter"?', confirmLabel: 'Delete', cancelLabel: 'Cancel' })));
    expect(names()).toContain('Retail counter');

    services.dialog.confirm = vi.fn(async () => true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Retail counter' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Price template deleted'));
    expect(names()).not.toContain('Retail counter');
    expect(await screen.findByText('No default price template')).toBeTruthy();
  });

  it('a viewer sees the templates without actions, New price template disabled, and why', async () => {
    useAppStore.setState({ groupPermissions: { 'group.read': true } });
    renderInShell(<OrdersApp />, { path: '/price-templates' });
    expect((await screen.findByRole('note', { hidden: true })).textContent).toBe(PERMISSION_REFUSALS['orders.write']);
    const create = screen.getByRole('button', { name: 'New price template', hidden: true });
    expect(create.hasAttribute('disabled')).toBe(true);
    expect(create.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Delete/, hidden: true })).toBeNull();
  });
});

