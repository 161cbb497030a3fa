// The inventory list and item pages against the msw mock API: live valuation from the store's spot,
// URL filters, adding from the catalog, the way to the import, moving, viewers, edit conflicts and
// partial disposals.
import { MOCK_API_URL, MOCK_ITEM_IDS, mockSession, mockStoredSpot } from '@bullion/api-mocks';
import { PERMISSION_REFUSALS } from '@bullion/contract';
import { useAppStore } from '@bullion/shared';
import { CurrentLocation, fakeShellServices, renderInShell } from '@bullion/shared/testing';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InventoryApp, INVENTORY_ROUTES } from '../app';
import { CONFLICT_TEXT } from '../inventory/item-edit-form';
import { resetApi, server } from '../testing/render-page';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';

beforeAll(() => preloadPages(INVENTORY_ROUTES), PRELOAD_TIMEOUT_MS);

// antd renders slowly in jsdom, more so when every test file runs at once.
configure({ asyncUtilTimeout: 5000 });

const requests: URL[] = [];
server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url)));

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  // The virtualised table renders the rows that fit its scroll box; jsdom has no layout, so give it one.
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
beforeEach(() => {
  requests.length = 0;
  resetApi();
  signInAs('admin');
  setSpot({ gold: 2710.45 });
});
afterEach(cleanup);
afterAll(() => server.close());

function setSpot(prices: Partial<{ gold: number; silver: number }> | null, updatedAt = new Date().toISOString()) {
  useAppStore.setState({ spotPrices: prices ? { ...mockStoredSpot(updatedAt), ...prices } : null });
}

function signInAs(role: 'admin' | 'viewer') {
  const session = mockSession(role);
  useAppStore.getState().setAccessToken(session.accessToken, session.permissions);
}

function renderAt(path: string, services = fakeShellServices()) {
  renderInShell(
    <>
      <InventoryApp />
      <CurrentLocation />
    </>,
    { path, services },
  );
  return services;
}

const summary = () => screen.findByTestId('inventory-summary');
const calls = (path: string) => requests.filter((url) => url.pathname === `/api${path}`);

describe('inventory page', () => {
  it('values the view at the spot in the store and follows it without asking the API again', async () => {
    renderAt('/inventory');
    const card = await summary();
    // Gold: 17.02031917 fine ozt held, at 2710.45 and then at 2000.
    expect(await within(card).findByText('$46,132.72')).toBeTruthy();
    const summaries = calls('/inventory/summary').length;
    act(() => setSpot({ gold: 2000 }));
    expect(await within(card).findByText('$34,040.64')).toBeTruthy();
    expect(calls('/inventory/summary')).toHaveLength(summaries);
  });

  it('labels a stale spot, and without a spot shows "Spot unavailable", never $0', async () => {
    setSpot({}, '2026-01-01T00:00:00.000Z');
    renderAt('/inventory');
    expect(await within(await summary()).findByText('Stale spot')).toBeTruthy();
    cleanup();
    setSpot(null);
    resetApi(http.get(`${MOCK_API_URL}/spots`, () => HttpResponse.json({ error: { code: 'down', message: 'down' } }, { status: 503 })));
    renderAt('/inventory');
    const card = await summary();
    expect(await within(card).findAllByText('Spot unavailable')).not.toHaveLength(0);
    expect(within(card).queryByText(/\$0\.00/)).toBeNull();
  });

  it('asks the API for the view the URL describes', async () => {
    renderAt(`/inventory?q=eagle&metal=gold,platinum&form=coin&sort=title&view=compact`);
    expect(await screen.findByText('3 items')).toBeTruthy();
    const list = calls('/inventory').at(-1);
    expect(Object.fromEntries(list?.searchParams ?? [])).toEqual({ q: 'eagle', metal: 'gold,platinum', form: 'coin', sort: 'title', offset: '0', limit: '100' });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('eagle');
  });

  it('writes filters to the URL and shows disposed items on request', async () => {
    renderAt('/inventory?metal=gold');
    await screen.findByText('6 items');
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/inventory?metal=gold&status=drawer%2Cstock%2Cdisposed'));
    expect(await screen.findByText('7 items')).toBeTruthy();
  });

  it('adds catalog picks as items, showing the products already held as existing', async () => {
    // The search hands back titles in the team's format; the toast names the new item by its own title.
    const product = { id: '00000000-0000-4000-8000-000000000002', title: '2025 Sterling House Gold Bar 5 g', groupId: 'g', obverseImage: null };
    const services = renderAt('/inventory', fakeShellServices({ dialog: { searchCatalog: vi.fn(async () => ({ products: [product] })) } }));
    await screen.findByText('15 items');
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    fireEvent.click(await screen.findByText('From the catalog…'));
    await waitFor(() => expect(services.dialog.searchCatalog).toHaveBeenCalled());
    const request = vi.mocked(services.dialog.searchCatalog).mock.calls[0]?.[0];
    expect(request?.confirmLabel).toBe('Add to inventory');
    expect(request?.existingIds).toEqual(expect.arrayContaining(['public-american-gold-eagle-1-oz', '00000000-0000-4000-8000-000000000003']));
    expect(new Set(request?.existingIds).size).toBe(request?.existingIds?.length);
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Added Sterling House Gold Bar 5 g to the drawer', expect.anything()));
    expect(await screen.findByText('16 items')).toBeTruthy();
  });

  it('moves the selected items to a space', async () => {
    const services = renderAt('/inventory');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Estate lot: 1908 Sovereign' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Heraeus Silver Bar 1 kg' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move to space…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Storage space' }));
    fireEvent.click(await screen.findByTitle('Bottom drawer'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Moved 2 items to Home safe › Bottom drawer'));
    await waitFor(() => expect(screen.getAllByText('Home safe › Bottom drawer')).toHaveLength(2));
  });

  it('offers writers an Import action next to export and add, which opens /inventory/import', async () => {
    renderAt('/inventory');
    await screen.findByText('15 items');
    const importLink = screen.getByRole('link', { name: 'Import' });
    expect(importLink.getAttribute('href')).toBe('/inventory/import');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add item' })).toBeTruthy();
    fireEvent.click(within(importLink).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/inventory/import'));
    expect(await screen.findByRole('heading', { name: 'Import inventory' })).toBeTruthy();
  });

  it('gives a viewer no way to change anything: Add item and Import disabled, with the reason in words', async () => {
    signInAs('viewer');
    renderAt('/inventory');
    await screen.findByText('15 items');
    for (const name of ['Add item', 'Import']) {
      const action = screen.getByRole('button', { name });
      expect(action.hasAttribute('disabled')).toBe(true);
      expect(document.getElementById(action.getAttribute('aria-describedby') ?? '')?.textContent).toBe(PERMISSION_REFUSALS['inventory.write']);
    }
    expect(screen.queryByRole('link', { name: 'Import' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Heraeus Silver Bar 1 kg' }));
    expect(screen.getByRole('button', { name: 'Print labels' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move to space…' })).toBeNull();
  });
});

describe('inventory item page', () => {
  const eagles = `/inventory/${MOCK_ITEM_IDS.goldEagles}`;

  it('shows the item, its premium and its value now', async () => {
    renderAt(eagles);
    expect(await screen.findByRole('heading', { name: 'American Gold Eagle 1 oz' })).toBeTruthy();
    expect(screen.getByText('+$106.03 / ozt')).toBeTruthy();
    expect(screen.getByText('10.0003 ozt · 311.04 g')).toBeTruthy();
    // 10.0002803 ozt × 2710.45
    expect(screen.getByText('$27,105.26')).toBeTruthy();
    expect(await screen.findByText('Moved')).toBeTruthy();
  });

  it('gives a viewer no edit, move, dispose (each disabled, with the reason) or undo', async () => {
    signInAs('viewer');
    renderAt(eagles);
    await screen.findByRole('heading', { name: 'American Gold Eagle 1 oz' });
    for (const name of ['Edit', 'Move…', 'Dispose…']) {
      const action = screen.getByRole('button', { name });
      expect(action.hasAttribute('disabled')).toBe(true);
      expect(document.getElementById(action.getAttribute('aria-describedby') ?? '')?.textContent).toBe(PERMISSION_REFUSALS['inventory.write']);
    }
    cleanup();
    renderAt(`/inventory/${MOCK_ITEM_IDS.soldBritannias}`);
    await screen.findByText('Realised gain');
    expect(screen.queryByRole('button', { name: 'Undo disposition' })).toBeNull();
  });

  it('tells the user when someone else saved first, and reloads their version', async () => {
    renderAt(`${eagles}?edit=true`);
    const notes = await screen.findByLabelText('Notes');
    fireEvent.change(notes, { target: { value: 'Resealed' } });
    expect(await screen.findByText('You have unsaved changes')).toBeTruthy();
    await fetch(`${MOCK_API_URL}/inventory/${MOCK_ITEM_IDS.goldEagles}`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ notes: 'Their notes' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CONFLICT_TEXT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Their notes'));
    expect(screen.queryByText('You have unsaved changes')).toBeNull();
  });

  it('disposes of part of a lot and shows the realised gain', async () => {
    renderAt(`/inventory/${MOCK_ITEM_IDS.pampBars}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Dispose…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Pieces (of 5)'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Sold for'), { target: { value: '1900' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Dispose of 2 of 5' }));
    expect((await within(dialog).findByTestId('realised-gain')).textContent).toBe('Realised gain: +$100.00 ($1,900.00 against a cost basis of $1,800.00)');
    expect(await screen.findByText('Gold · Bar · 3 pieces')).toBeTruthy();
  });

  it('says when an item does not exist', async () => {
    renderAt('/inventory/a1000000-0000-4000-8000-000000009999');
    expect(await screen.findByText('Inventory item not found')).toBeTruthy();
  });
});
