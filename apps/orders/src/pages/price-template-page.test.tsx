// The template page: the preview re-prices from the rules being edited and from the store's spot,
// labels a stale spot and never shows $0 without one; saving sends the version it started from; a
// stale version is a conflict to resolve; viewers read only.
import { MOCK_API_URL, MOCK_EMPTY_TEMPLATE_ID, MOCK_GROUP_ID, MOCK_PRICE_TEMPLATE_ID, mockDb } from '@bullion/api-mocks';
import { PERMISSION_REFUSALS } from '@bullion/contract';
import { useAppStore } from '@bullion/shared';
import { renderInShell } from '@bullion/shared/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OrdersApp, ORDERS_ROUTES } from '../app';
import { mockApi, resetMockState } from '../testing/mock-state';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';

beforeAll(() => preloadPages(ORDERS_ROUTES), PRELOAD_TIMEOUT_MS);

const EAGLE_ASK = '$2,839.53';
const page = (search = '') => `/price-templates/${MOCK_PRICE_TEMPLATE_ID}${search}`;

/** Wide screen: the editor and the preview side by side (jsdom matches no media query by itself). */
const narrowMatchMedia = window.matchMedia;
beforeAll(() => {
  mockApi.listen({ onUnhandledRequest: 'error' });
  window.matchMedia = (query: string) => ({ ...narrowMatchMedia(query), matches: true });
});
beforeEach(() => resetMockState());
afterEach(() => {
  cleanup();
  mockApi.resetHandlers();
});
afterAll(() => {
  mockApi.close();
  window.matchMedia = narrowMatchMedia;
});

function requests() {
  const seen: { method: string; path: string; body: unknown }[] = [];
  mockApi.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET') seen.push({ method: request.method, path: `${url.pathname}${url.search}`, body: undefined });
    else void request.clone().json().then((body: unknown) => seen.push({ method: request.method, path: url.pathname, body }), () => seen.push({ method: request.method, path: url.pathname, body: undefined }));
  });
  return seen;
}

const preview = () => within(screen.getByLabelText('Price preview'));
/**
 * The row of the preview for a product (its first cell holds the title). The mock team reads product
 * titles as '{year} {title}' (its productTitleFormat), and the products named here are all of 2024.
 */
const rowOf = async (title: string) => {
  await screen.findByLabelText('Price preview');
  return (await preview().findByTitle(`2024 ${title}`)).closest('tr') as HTMLElement;
};

describe('price template page', () => {
  afterEach(() => mockApi.events.removeAllListeners());

  it("shows the preview's products in the group's product title format", async () => {
    const team = mockDb.groups.find((group) => group.id === MOCK_GROUP_ID);
    if (team) team.settings = { productTitleFormat: '{metal} {title} ({weight} {weightUnit})' };
    renderInShell(<OrdersApp />, { path: page() });
    await screen.findByLabelText('Price preview');
    expect(await preview().findByText('Gold American Gold Eagle 1 oz (1.0909 ozt)')).toBeTruthy();
    expect(preview().getByText('Gold Canadian Gold Maple Leaf 1 oz (1 ozt)')).toBeTruthy();
  });

  it('re-prices the preview from the edited rules, with no request, and saves them with the version it started from', async () => {
    const { services } = renderInShell(<OrdersApp />, { path: page() });
    const eagle = await rowOf('American Gold Eagle 1 oz');
    expect(within(eagle).getByText(EAGLE_ASK)).toBeTruthy();
    const maple = await rowOf('Canadian Gold Maple Leaf 1 oz');
    // Gold rule: +4.5 % of melt; 0.9999 ozt × 2710.45 = 2710.179…, × 1.045 = 2832.137…
    expect(within(maple).getByText('$2,832.14')).toBeTruthy();
    const seen = requests();

    fireEvent.click(screen.getByRole('button', { name: 'Edit rule 1' }));
    fireEvent.change(screen.getByLabelText('Rule 1 ask tier 1 premium'), { target: { value: '10' } });
    // 2710.179… × 1.10 = 2981.197…
    await waitFor(() => expect(within(maple).getByText('$2,981.20')).toBeTruthy());
    expect(preview().getByText('Your unsaved rules')).toBeTruthy();
    expect(seen.filter((request) => request.path.includes('/preview'))).toEqual([]);

    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Price template saved'));
    const patch = seen.find((request) => request.method === 'PATCH');
    expect(patch?.path).toBe(`/api/price-templates/${MOCK_PRICE_TEMPLATE_ID}`);
    expect(patch?.body).toMatchObject({ version: 3, name: 'Retail counter' });
    expect((patch?.body as { rules: { ask: { tiers: { premium: string }[] } }[] }).rules[0]?.ask.tiers[0]?.premium).toBe('10');
    await waitFor(() => expect(screen.queryByText('You have unsaved changes')).toBeNull());
  });

  it('follows the spot in the store, labels a stale one, and shows no price (never $0) without one', async () => {
    renderInShell(<OrdersApp />, { path: page('?q=maple&metal=gold') });
    const maple = await rowOf('Canadian Gold Maple Leaf 1 oz');
    expect(within(maple).getByText('$2,832.14')).toBeTruthy();

    const spot = useAppStore.getState().spotPrices;
    if (!spot) throw new Error('no spot');
    act(() => useAppStore.getState().setSpotPrices({ ...spot, gold: 3000, updatedAt: new Date().toISOString() }));
    // 0.9999 × 3000 × 1.045 = 3134.6865
    await waitFor(() => expect(within(maple).getByText('$3,134.69')).toBeTruthy());

    act(() => useAppStore.getState().setSpotPrices({ ...spot, updatedAt: new Date(Date.now() - 60 * 60_000).toISOString() }));
    await waitFor(() => expect(preview().getByText('Stale spot')).toBeTruthy());
    expect(within(maple).getByText('$2,832.14')).toBeTruthy();

    act(() => useAppStore.setState({ spotPrices: null }));
    await waitFor(() => expect(preview().getByText('Spot prices are unavailable')).toBeTruthy());
    expect(within(maple).getAllByText('Spot unavailable')).toHaveLength(2);
    expect(preview().queryByText('$0.00')).toBeNull();
  });

  it('prices the quantity in the URL at its tier', async () => {
    renderInShell(<OrdersApp />, { path: page('?q=maple%20leaf%201%20oz&metal=silver&quantity=25') });
    const maple = await rowOf('Canadian Silver Maple Leaf 1 oz');
    // Silver, graduated $/oz tiers 4.25, 3.50 (from 20), rounded up to 5 cents: 19 × 36.10 + 6 × 35.35.
    expect(within(maple).getByText('×25 = $898.00')).toBeTruthy();
    expect(within(maple).getByText('Rule 3 · tier 20–99 (graduated)')).toBeTruthy();
  });

  it('refuses to save an invalid rule, shows why, and keeps pricing with the last valid rules', async () => {
    const seen = requests();
    renderInShell(<OrdersApp />, { path: page('?q=maple&metal=gold') });
    const maple = await rowOf('Canadian Gold Maple Leaf 1 oz');
    fireEvent.click(screen.getByRole('button', { name: 'Edit rule 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rule 1 ask add tier' }));
    fireEvent.change(screen.getByLabelText('Rule 1 ask tier 4 premium'), { target: { value: '' } });
    await waitFor(() => expect(preview().getByText('Last valid rules: correct the highlighted fields')).toBeTruthy());
    expect(within(maple).getByText('$2,832.14')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Correct the highlighted fields first.')).toBeTruthy();
    expect(screen.getByText(/Premium must be a number/)).toBeTruthy();
    expect(seen.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('a save after someone else changed the template is a conflict; Load latest starts again from it', async () => {
    mockApi.use(
      http.patch(`${MOCK_API_URL}/price-templates/:id`, () =>
        HttpResponse.json({ error: { code: 'version_conflict', message: 'The price template changed since you read it.' } }, { status: 409 }),
      ),
    );
    renderInShell(<OrdersApp />, { path: page() });
    fireEvent.change(await screen.findByLabelText('Template name'), { target: { value: 'Retail counter (new)' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone changed this price template since you opened it/)).toBeTruthy();
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load latest' }));
    await waitFor(() => expect((screen.getByLabelText('Template name') as HTMLInputElement).value).toBe('Retail counter'));
    await waitFor(() => expect(screen.queryByText('You have unsaved changes')).toBeNull());
  });

  it('adds, moves and removes rules; the preview follows the order (the earlier of equal rules wins)', async () => {
    renderInShell(<OrdersApp />, { path: `/price-templates/${MOCK_EMPTY_TEMPLATE_ID}?q=maple&metal=gold` });
    const maple = await rowOf('Canadian Gold Maple Leaf 1 oz');
    expect(within(maple).getAllByText('No rule')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    // A new rule: gold, +5 % ask, −2 % bid. 2710.179… × 1.05 = 2845.688; × 0.98 = 2655.975
    await waitFor(() => expect(within(maple).getByText('$2,845.69')).toBeTruthy());
    expect(within(maple).getByText('$2,655.98')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rule 2 metal' }));
    const options = await screen.findAllByTitle('Gold');
    fireEvent.click(options.find((option) => option.classList.contains('ant-select-item-option')) as HTMLElement);
    fireEvent.change(screen.getByLabelText('Rule 2 ask tier 1 premium'), { target: { value: '1' } });
    expect(await screen.findByText('Never applies: rule 1 has the same conditions and comes first.')).toBeTruthy();
    expect(within(maple).getByText('$2,845.69')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move rule 2 up' }));
    // 2710.179… × 1.01 = 2737.281
    await waitFor(() => expect(within(maple).getByText('$2,737.28')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Remove rule 1' }));
    await waitFor(() => expect(within(maple).getByText('$2,845.69')).toBeTruthy());
    expect(screen.queryByText(/Never applies/)).toBeNull();
  });

  it('a viewer reads the rules and the preview but cannot change anything', async () => {
    useAppStore.setState({ groupPermissions: { 'group.read': true } });
    renderInShell(<OrdersApp />, { path: page() });
    expect(await screen.findByText(PERMISSION_REFUSALS['orders.write'])).toBeTruthy();
    expect((screen.getByLabelText('Template name') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add a rule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove rule 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make default' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show rule 1' }));
    expect((screen.getByLabelText('Rule 1 ask tier 1 premium') as HTMLInputElement).disabled).toBe(true);
    expect(within(await rowOf('American Gold Eagle 1 oz')).getByText(EAGLE_ASK)).toBeTruthy();
  });

  it('says when the template does not exist', async () => {
    renderInShell(<OrdersApp />, { path: '/price-templates/20000000-0000-4000-8000-00000000dead' });
    expect(await screen.findByText('Price template not found')).toBeTruthy();
  });
});

