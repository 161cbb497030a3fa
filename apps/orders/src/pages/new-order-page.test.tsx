// The new order page as a user meets it: a customer picked or created inline, lines from the catalog
// search dialog or from inventory, live prices that follow the spot in the store (a stale spot is
// labelled, none is never $0), a manual price that needs a reason, saving as a draft or quoting,
// and the leave guard while an order is started. Viewers cannot create orders.
import { PERMISSION_REFUSALS } from '@bullion/contract';
import { MOCK_API_URL, MOCK_CUSTOMER_IDS, mockDb } from '@bullion/api-mocks';
import { hasUnsavedChangesOnPage, useAppStore, type CatalogSelection } from '@bullion/shared';
import { fakeShellServices, renderInShell } from '@bullion/shared/testing';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrdersApp, ORDERS_ROUTES } from '../app';
import { mockApi, resetMockState } from '../testing/mock-state';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';

beforeAll(() => preloadPages(ORDERS_ROUTES), PRELOAD_TIMEOUT_MS);

const EAGLE = { id: 'public-american-gold-eagle-1-oz', title: 'American Gold Eagle 1 oz', groupId: null, obverseImage: null };
/** The Eagle's line title: as the mock team reads products (its title format '{year} {title}'), fixed on the line when it is added. */
const EAGLE_LINE = '2024 American Gold Eagle 1 oz';
const JANE = MOCK_CUSTOMER_IDS.janeDoe;

// A page of antd form controls re-renders slowly in jsdom on a busy machine: wait longer than 1 s. Role
// queries skip the visibility check (`hidden: true`): jsdom's getComputedStyle over antd's styles is slow.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => mockApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockState());
afterEach(() => {
  cleanup();
  mockApi.resetHandlers();
  mockApi.events.removeAllListeners();
});
afterAll(() => mockApi.close());

function posts() {
  const seen: { path: string; body: unknown }[] = [];
  mockApi.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') return;
    const path = new URL(request.url).pathname;
    void request
      .clone()
      .json()
      .then(
        (body: unknown) => seen.push({ path, body }),
        () => seen.push({ path, body: undefined }),
      );
  });
  return seen;
}

function openWith(selection: CatalogSelection['products'], path = `/orders/new?customer=${JANE}`) {
  const services = fakeShellServices({ dialog: { searchCatalog: vi.fn(async () => ({ products: selection })) } });
  return renderInShell(<OrdersApp />, { path, services });
}

const lines = () => within(screen.getByRole('table', { hidden: true }));
const eagleRow = async () => (await screen.findByText(EAGLE_LINE)).closest('tr') as HTMLElement;

async function addEagle() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add from the catalog', hidden: true }));
  return eagleRow();
}

describe('new order page', () => {
  it(
    'starts with the product and quantity of its address (a collection’s missing entry starts a buy order so)',
    async () => {
      openWith([], `/orders/new?side=buy&product=${EAGLE.id}&quantity=3`);
      const row = await eagleRow();
      expect(within(row).getByRole('spinbutton', { hidden: true })).toHaveProperty('value', '3');
      expect(screen.getByRole('radio', { name: /Buy: we buy/, hidden: true })).toHaveProperty('checked', true);
    },
  );

  it('adds a catalog product through the catalog search, prices it live, and saves a draft', async () => {
    const seen = posts();
    const { services } = openWith([EAGLE]);
    const row = await addEagle();
    expect(services.dialog.searchCatalog).toHaveBeenCalledWith({ existingIds: [], confirmLabel: 'Add to order' });
    // The Retail counter's product rule for the Eagle, at the mock spot.
    expect(within(row).getAllByText('$2,839.53')).toHaveLength(2);
    fireEvent.change(within(row).getByLabelText(`Quantity of ${EAGLE_LINE}`), { target: { value: '2' } });
    await waitFor(() => expect(within(row).getByText('$5,679.06')).toBeTruthy());
    expect(hasUnsavedChangesOnPage()).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save as draft', hidden: true }));
    await waitFor(() => expect(services.navigation.navigate).toHaveBeenCalled());
    const created = mockDb.orders.at(-1);
    expect(created).toMatchObject({ status: 'draft', side: 'sell', customer: { id: JANE }, number: 'SO-000125' });
    expect(services.navigation.navigate).toHaveBeenCalledWith(`/orders/${created?.id}`);
    expect(services.toast.show).toHaveBeenCalledWith('success', 'Order SO-000125 saved as a draft');
    expect(seen.find((request) => request.path === '/api/orders')?.body).toEqual({ side: 'sell', customerId: JANE, notes: null, lines: [{ productId: EAGLE.id, title: EAGLE_LINE, quantity: 2 }] });
    await waitFor(() => expect(hasUnsavedChangesOnPage()).toBe(false));
  });

  it('saves and quotes: the order is quoted with its prices locked', async () => {
    const { services } = openWith([EAGLE]);
    await addEagle();
    fireEvent.click(screen.getByRole('button', { name: 'Save and quote', hidden: true }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Order SO-000125 quoted'));
    expect(mockDb.orders.at(-1)).toMatchObject({ status: 'quoted', quote: { expiresAt: expect.any(String) } });
  });

  it('asks for a customer before saving', async () => {
    const seen = posts();
    openWith([EAGLE], '/orders/new');
    await addEagle();
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft', hidden: true }));
    expect(await screen.findByText('Choose a customer, or create one.')).toBeTruthy();
    expect(seen.some((request) => request.path === '/api/orders')).toBe(false);
  });

  it('creates a customer inline and puts them on the order', async () => {
    const { services } = openWith([EAGLE], '/orders/new');
    fireEvent.click(await screen.findByRole('button', { name: 'New customer…', hidden: true }));
    fireEvent.change(await screen.findByLabelText('Customer name'), { target: { value: 'Grace Hopper' } });
    fireEvent.change(screen.getByLabelText('Customer e-mail'), { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create customer', hidden: true }));
    expect(await screen.findByText('E-mail must be an e-mail address.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Customer e-mail'), { target: { value: 'grace@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create customer', hidden: true }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Customer "Grace Hopper" created'));
    const grace = mockDb.customers.find((customer) => customer.name === 'Grace Hopper');
    expect(grace?.email).toBe('grace@example.com');
    await addEagle();
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft', hidden: true }));
    await waitFor(() => expect(services.navigation.navigate).toHaveBeenCalled());
    expect(mockDb.orders.at(-1)?.customer).toEqual({ id: grace?.id, name: 'Grace Hopper' });
  });

  it('takes a manual price only with a reason', async () => {
    const seen = posts();
    openWith([EAGLE]);
    const row = await addEagle();
    fireEvent.click(within(row).getByRole('button', { name: `Override the price of ${EAGLE_LINE}` }));
    fireEvent.change(within(row).getByLabelText(`Unit price of ${EAGLE_LINE}`), { target: { value: '2750' } });
    await waitFor(() => expect(within(row).getByText('$2,750.00')).toBeTruthy());
    expect(within(row).getByText(/Template: \$2,839\.53/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft', hidden: true }));
    expect(await within(row).findByText('A manual unit price needs a reason.')).toBeTruthy();
    expect(seen.some((request) => request.path === '/api/orders')).toBe(false);
    fireEvent.change(within(row).getByLabelText(`Reason for the price of ${EAGLE_LINE}`), { target: { value: 'Price match' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft', hidden: true }));
    await waitFor(() => expect(seen.find((request) => request.path === '/api/orders')?.body).toMatchObject({ lines: [{ productId: EAGLE.id, title: EAGLE_LINE, quantity: 1, unitPrice: '2750', overrideReason: 'Price match' }] }));
    expect(mockDb.orders.at(-1)?.lines[0]).toMatchObject({ unitPrice: '2750.00', priceSource: 'manual' });
  });

  it('asks for a reason before quoting a sale below melt, and sends it with the line', async () => {
    const seen = posts();
    const { services } = openWith([EAGLE]);
    const row = await addEagle();
    fireEvent.click(within(row).getByRole('button', { name: `Override the price of ${EAGLE_LINE}` }));
    fireEvent.change(within(row).getByLabelText(`Unit price of ${EAGLE_LINE}`), { target: { value: '1000' } });
    fireEvent.change(within(row).getByLabelText(`Reason for the price of ${EAGLE_LINE}`), { target: { value: 'Damaged' } });
    services.dialog.prompt = vi.fn(async () => null);
    fireEvent.click(screen.getByRole('button', { name: 'Save and quote', hidden: true }));
    await waitFor(() =>
      expect(services.dialog.prompt).toHaveBeenCalledWith(
        expect.objectContaining({ title: `Sell ${EAGLE_LINE} below melt?`, text: expect.stringMatching(/^Line 1 sells below melt \(\$1,000\.00 a piece against a melt value of \$[\d,]+\.\d\d\)\./), label: 'Reason' }),
      ),
    );
    // Backed out of: nothing saved.
    expect(seen.some((request) => request.path === '/api/orders')).toBe(false);
    services.dialog.prompt = vi.fn(async () => 'Damaged coin, sold at a loss');
    fireEvent.click(screen.getByRole('button', { name: 'Save and quote', hidden: true }));
    await waitFor(() => expect(seen.find((request) => request.path === '/api/orders')?.body).toMatchObject({ lines: [{ unitPrice: '1000', meltReason: 'Damaged coin, sold at a loss' }] }));
    await waitFor(() => expect(mockDb.orders.at(-1)).toMatchObject({ status: 'quoted', lines: [{ meltReason: 'Damaged coin, sold at a loss' }] }));
  });

  it('follows the spot in the store, labels a stale one, and shows no price (never $0) without one', async () => {
    openWith([EAGLE]);
    const row = await addEagle();
    const spot = useAppStore.getState().spotPrices;
    if (!spot) throw new Error('no spot');
    act(() => useAppStore.getState().setSpotPrices({ ...spot, gold: 3000, updatedAt: new Date().toISOString() }));
    await waitFor(() => expect(within(row).queryByText('$2,839.53')).toBeNull());
    expect(within(row).getAllByText(/^\$3,1\d\d\.\d\d$/)).toHaveLength(2);

    act(() => useAppStore.getState().setSpotPrices({ ...spot, updatedAt: new Date(Date.now() - 60 * 60_000).toISOString() }));
    expect(await screen.findByText('Stale spot')).toBeTruthy();
    expect(within(row).getAllByText('$2,839.53')).toHaveLength(2);

    act(() => useAppStore.setState({ spotPrices: null }));
    expect(await screen.findByText('Spot prices are unavailable')).toBeTruthy();
    expect(within(row).getByText('Spot unavailable')).toBeTruthy();
    expect(screen.queryByText('$0.00')).toBeNull();
    // Quoting needs every line priced.
    fireEvent.click(screen.getByRole('button', { name: 'Save and quote', hidden: true }));
    expect(await screen.findByText(/^1 line has no price/)).toBeTruthy();
  });

  it('sells from inventory up to what the lot holds, and only on a sale', async () => {
    openWith([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Sell from inventory', hidden: true }));
    const maple = await screen.findByRole('checkbox', { name: 'Sell Canadian Silver Maple Leaf 1 oz', hidden: true });
    fireEvent.click(maple);
    fireEvent.click(screen.getByRole('button', { name: 'Add 1 to the order', hidden: true }));
    const row = (await screen.findByText('Canadian Silver Maple Leaf 1 oz', { selector: 'span' })).closest('tr') as HTMLElement;
    const quantity = within(row).getByLabelText('Quantity of Canadian Silver Maple Leaf 1 oz') as HTMLInputElement;
    const held = Number(quantity.value);
    expect(held).toBeGreaterThan(1);
    expect(within(row).getByText(new RegExp(`${held} held`))).toBeTruthy();

    // A purchase cannot sell inventory: switching asks (the fake dialog confirms), then removes the line.
    fireEvent.click(screen.getByText('Buy: we buy'));
    await waitFor(() => expect(lines().queryByText('Canadian Silver Maple Leaf 1 oz')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Sell from inventory', hidden: true })).toBeNull();
  });

  it('buys metal described by hand, priced by its fine ounces at the bid', async () => {
    const seen = posts();
    const { services } = openWith([], `/orders/new?customer=${JANE}&side=buy`);
    fireEvent.click(await screen.findByRole('button', { name: 'Custom line', hidden: true }));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    fireEvent.click(dialog.getByText('Add to the order'));
    expect(await dialog.findByText('Title cannot be empty.')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Custom line title'), { target: { value: 'Scrap ring' } });
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Custom line metal', hidden: true }));
    fireEvent.click((await screen.findAllByTitle('Gold')).find((option) => option.classList.contains('ant-select-item-option')) as HTMLElement);
    fireEvent.change(dialog.getByLabelText('Custom line weight'), { target: { value: '5.2' } });
    fireEvent.change(dialog.getByLabelText('Custom line purity'), { target: { value: '0.585' } });
    // 5.2 g × 0.585 = 3.042 g fine = 0.0978 ozt
    expect(await dialog.findByText('0.0978 ozt fine each')).toBeTruthy();
    fireEvent.click(dialog.getByText('Add to the order'));
    const row = (await screen.findByText('Scrap ring', { selector: 'span' })).closest('tr') as HTMLElement;
    expect(within(row).getByText(/^Custom line · Gold · 0\.0978 ozt fine each$/)).toBeTruthy();
    expect(within(row).getAllByText(/^\$2\d\d\.\d\d$/)).toHaveLength(2);
    fireEvent.click(screen.getByText('Save as draft'));
    await waitFor(() => expect(services.navigation.navigate).toHaveBeenCalled());
    expect(seen.find((request) => request.path === '/api/orders')?.body).toMatchObject({
      side: 'buy',
      lines: [{ title: 'Scrap ring', metal: 'gold', form: 'other', weight: '5.2', weightUnit: 'g', purity: '0.585', quantity: 1 }],
    });
    expect(mockDb.orders.at(-1)?.lines[0]).toMatchObject({ kind: 'custom', priceStatus: 'priced' });
  });

  it('keeps what was entered when the API refuses the order', async () => {
    mockApi.use(http.post(`${MOCK_API_URL}/orders`, () => HttpResponse.json({ error: { code: 'item_unavailable', message: 'The lot is gone.' } }, { status: 409 })));
    const seen = posts();
    const { services } = openWith([EAGLE]);
    await addEagle();
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft', hidden: true }));
    // (By its text: antd leaves the finished loading icon, named "loading", in the button in jsdom.)
    await waitFor(() => expect(screen.getByText('Save as draft').closest('button')?.classList.contains('ant-btn-loading')).toBe(false));
    expect(seen.some((request) => request.path === '/api/orders')).toBe(true);
    expect(services.navigation.navigate).not.toHaveBeenCalled();
    expect(screen.getByText(EAGLE_LINE)).toBeTruthy();
    expect(hasUnsavedChangesOnPage()).toBe(true);
  });

  it('a viewer cannot create orders, and is told why', async () => {
    useAppStore.setState({ groupPermissions: { 'group.read': true } });
    renderInShell(<OrdersApp />, { path: '/orders/new' });
    expect(await screen.findByText('You cannot create orders in this group')).toBeTruthy();
    expect(screen.getByText(PERMISSION_REFUSALS['orders.write'])).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save as draft', hidden: true })).toBeNull();
  });
});

