// The orders list as a user meets it: the view is in the URL (a link reproduces it, choosing a filter
// writes it), the virtualised rows, per-side totals of the filtered view, the Form 8300 review view,
// a customer's orders with the customer's details, and New order disabled with its reason for viewers.
import { MOCK_CUSTOMER_IDS, MOCK_API_URL, mockDb } from '@bullion/api-mocks';
import { PERMISSION_REFUSALS } from '@bullion/contract';
import { CurrentLocation, renderInShell } from '@bullion/shared/testing';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrdersApp, ORDERS_ROUTES } from '../app';
import { mockApi, resetMockState } from '../testing/mock-state';
import { signInAs } from '../testing/sign-in-as';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';

beforeAll(() => preloadPages(ORDERS_ROUTES), PRELOAD_TIMEOUT_MS);

configure({ asyncUtilTimeout: 10_000 });

const openAt = (path: string) => renderInShell(
  <>
    <OrdersApp />
    <CurrentLocation />
  </>,
  { path },
);
const address = () => screen.getByTestId('location').textContent ?? '';
const table = () => within(screen.getByRole('table', { name: 'Orders', hidden: true }));
const numbers = async () => {
  await screen.findByTestId('orders-count');
  return [...document.querySelectorAll('[data-order-id] a')].map((link) => link.textContent);
};

beforeAll(() => {
  mockApi.listen({ onUnhandledRequest: 'error' });
  // The virtualised list renders the rows that fit its scroll box; jsdom has no layout, so give it one.
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
beforeEach(() => resetMockState());
afterEach(() => {
  cleanup();
  mockApi.resetHandlers();
});
afterAll(() => {
  mockApi.close();
  vi.restoreAllMocks();
});

describe('orders list', () => {
  it('lists every order that stands (not the cancelled one), newest first, with per-side totals over the same orders and a link to each', async () => {
    openAt('/orders');
    const standing = mockDb.orders.filter((order) => order.status !== 'cancelled' && order.status !== 'reversed');
    const newestFirst = [...standing].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((order) => order.number);
    expect(newestFirst).toHaveLength(9);
    expect(await numbers()).toEqual(newestFirst);
    expect(screen.getByTestId('orders-count').textContent).toBe('9 orders');
    expect(table().getByRole('link', { name: 'SO-000122', hidden: true }).getAttribute('href')).toMatch(/^\/orders\/e1000000-/);
    const totals = within(screen.getByTestId('order-totals'));
    expect(totals.getByText('Sales (customers buy)')).toBeTruthy();
    expect(totals.getByText('Purchases (we buy)')).toBeTruthy();
    expect(totals.getByText(/· 7 orders/)).toBeTruthy();
    expect(totals.getByText(/· 2 orders/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New order', hidden: true }).getAttribute('href')).toBe('/orders/new');
  });

  it('reads its filters from the URL and totals only the filtered view', async () => {
    openAt('/orders?side=buy&status=completed');
    expect(await numbers()).toEqual(['BO-000045']);
    const totals = within(screen.getByTestId('order-totals'));
    expect(totals.queryByText('Sales (customers buy)')).toBeNull();
    const purchase = mockDb.orders.find((order) => order.number === 'BO-000045');
    expect(totals.getAllByText(`$${Number(purchase?.totals.total).toLocaleString('en-US', { minimumFractionDigits: 2 })}`).length).toBeGreaterThan(0);
  });

  it('writes the filters it is given into the URL, and clears them', async () => {
    openAt('/orders?sort=-total');
    await numbers();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Side', hidden: true }));
    fireEvent.click((await screen.findAllByTitle('Buy')).find((option) => option.classList.contains('ant-select-item-option')) as HTMLElement);
    await waitFor(() => expect(address()).toBe('/orders?side=buy&sort=-total'));
    expect(await numbers()).toEqual(['BO-000046', 'BO-000045']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders', hidden: true }), { target: { value: 'flatware' } });
    await waitFor(() => expect(address()).toBe('/orders?q=flatware&side=buy&sort=-total'));
    await waitFor(async () => expect(await numbers()).toEqual(['BO-000046']));

    fireEvent.click(screen.getByText('Clear 1 filter'));
    await waitFor(() => expect(address()).toBe('/orders?sort=-total'));
  });

  it('the Form 8300 review view lists the flagged orders', async () => {
    openAt('/orders');
    await numbers();
    fireEvent.click(screen.getByText('Form 8300 review', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(address()).toBe('/orders?flagged=true'));
    expect(await screen.findByText('Orders flagged for Form 8300 review')).toBeTruthy();
    const flagged = mockDb.orders.filter((order) => order.form8300.review).map((order) => order.number);
    expect(flagged.length).toBeGreaterThan(1);
    await waitFor(async () => expect((await numbers()).sort()).toEqual(flagged.sort()));
  });

  it('shows a customer with their orders, and starts a new order for them', async () => {
    openAt(`/orders?customer=${MOCK_CUSTOMER_IDS.marcoRossi}`);
    const panel = within(await screen.findByLabelText('Customer details', { selector: '.ant-card' }));
    expect(await panel.findByText('marco@rossi.example')).toBeTruthy();
    expect(panel.getByText('Prefers wire transfers. Collects Philharmonics.')).toBeTruthy();
    expect(await numbers()).toEqual(['SO-000122', 'SO-000118']);
    expect(panel.getByRole('link', { name: 'New order for Marco Rossi', hidden: true }).getAttribute('href')).toBe(`/orders/new?customer=${MOCK_CUSTOMER_IDS.marcoRossi}`);
  });

  it('edits a customer, and deletes one without orders after the confirmation', async () => {
    const { services } = renderInShell(<OrdersApp />, { path: `/orders?customer=${MOCK_CUSTOMER_IDS.walkIn}` });
    const panel = within(await screen.findByLabelText('Customer details', { selector: '.ant-card' }));
    expect(await screen.findByText('No orders for this customer yet')).toBeTruthy();
    fireEvent.click(await panel.findByText('Edit customer'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    fireEvent.change(dialog.getByLabelText('Customer phone'), { target: { value: '+1 555 0100' } });
    fireEvent.click(dialog.getByText('Save'));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Customer saved'));
    expect(mockDb.customers.find((customer) => customer.id === MOCK_CUSTOMER_IDS.walkIn)?.phone).toBe('+1 555 0100');

    fireEvent.click(panel.getByText('Delete customer'));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Customer deleted'));
    expect(services.dialog.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Delete Walk-in (no name given)?', confirmLabel: 'Delete' }));
    expect(mockDb.customers.some((customer) => customer.id === MOCK_CUSTOMER_IDS.walkIn)).toBe(false);
  });

  it('says when nothing matches, and when the list cannot be loaded', async () => {
    openAt('/orders?q=unobtainium');
    expect(await screen.findByText('No orders found for "unobtainium"')).toBeTruthy();
    cleanup();
    mockApi.use(http.get(`${MOCK_API_URL}/orders`, () => HttpResponse.json({ error: { code: 'internal', message: 'down' } }, { status: 500 })));
    openAt('/orders');
    expect(await screen.findByText('The orders could not be loaded')).toBeTruthy();
  });

  it('a viewer reads the orders and sees New order disabled, with the reason in words', async () => {
    signInAs('viewer');
    openAt('/orders');
    await numbers();
    expect(screen.queryByRole('link', { name: 'New order', hidden: true })).toBeNull();
    const newOrder = screen.getByRole('button', { name: 'New order', hidden: true });
    expect(newOrder.hasAttribute('disabled')).toBe(true);
    const reason = document.getElementById(newOrder.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(reason).toBe(PERMISSION_REFUSALS['orders.write']);
    expect(reason).not.toMatch(/orders\.write/);
  });

  it('offers a member New order, a link to the form', async () => {
    openAt('/orders');
    await numbers();
    expect(screen.getByRole('link', { name: 'New order', hidden: true }).getAttribute('href')).toBe('/orders/new');
    expect(screen.getByRole('button', { name: 'New order', hidden: true }).hasAttribute('disabled')).toBe(false);
  });
});

