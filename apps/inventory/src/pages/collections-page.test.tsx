// /collections against the contract's msw mocks: cards valued at the store's spot (stale labelled,
// none never $0), search in the URL, create → prompt → opens, duplicate, delete with the confirm
// dialog and a toast, viewers read only.
import { MOCK_API_URL, MOCK_COLLECTION_IDS, mockDb } from '@bullion/api-mocks';
import { PERMISSION_REFUSALS } from '@bullion/contract';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEW_COLLECTION_PROMPT } from '../collections/use-collection-actions';
import { fakeServices, renderAt, resetApi, server, setSpot, signInAs, writes } from '../testing/collections-harness';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';
import { INVENTORY_ROUTES } from '../app';

beforeAll(() => preloadPages(INVENTORY_ROUTES), PRELOAD_TIMEOUT_MS);

configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetApi();
  signInAs('admin');
  setSpot({ gold: 2710.45, silver: 31.5 });
});
afterEach(cleanup);
afterAll(() => server.close());

const card = async (title: string) => within(await screen.findByRole('generic', { name: title }));

describe('/collections', () => {
  it('shows each collection with its entries, completion and the melt value of what is owned at the live spot', async () => {
    renderAt('/collections');
    const gold = await card('Gold bullion coins of the world');
    expect(gold.getByText(/6 entries · 2 complete/)).toBeTruthy();
    expect(gold.getByText('2 of 6 pieces owned')).toBeTruthy();
    expect(gold.getByLabelText('Gold bullion coins of the world: 33.3% complete')).toBeTruthy();
    // 12.9999803 fine ozt of gold × 2710.45.
    expect(gold.getByText('$35,235.80')).toBeTruthy();
    expect(gold.getByText('Shared')).toBeTruthy();
    const lunar = await card('Lunar series III');
    expect(lunar.getByText('Nothing wanted yet')).toBeTruthy();
    expect(lunar.getByLabelText('No value: Nothing owned yet')).toBeTruthy();
  });

  it('labels a stale spot and, without one, shows no value rather than $0', async () => {
    setSpot({ gold: 2710.45 }, '2026-01-01T00:00:00.000Z');
    renderAt('/collections');
    expect((await card('Gold bullion coins of the world')).getByText('Stale spot')).toBeTruthy();
    cleanup();
    setSpot(null);
    resetApi(http.get(`${MOCK_API_URL}/spots`, () => HttpResponse.json({ error: { code: 'down', message: 'down' } }, { status: 503 })));
    renderAt('/collections');
    const gold = await card('Gold bullion coins of the world');
    expect(await gold.findByText('Spot unavailable')).toBeTruthy();
    expect(gold.getByLabelText('No value: No spot price for the owned metal')).toBeTruthy();
    expect(gold.queryByText(/\$0\.00/)).toBeNull();
  });

  it('searches as you type, keeping q in the address', async () => {
    renderAt('/collections');
    await card('Silver stacking goals');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search collections' }), { target: { value: 'eagles ' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/collections?q=eagles'));
    await waitFor(() => expect(screen.queryByRole('generic', { name: 'Silver stacking goals' })).toBeNull());
    expect(await card('Graded American Gold Eagles')).toBeTruthy();
  });

  it('reads the search from the address and says when nothing matches', async () => {
    renderAt('/collections?q=kilo%20rhodium');
    expect(await screen.findByText('No collections found for "kilo rhodium"')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search collections' }) as HTMLInputElement).value).toBe('kilo rhodium');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/collections'));
  });

  it('creates a collection from the title asked for, then opens it', async () => {
    const services = renderAt('/collections', fakeServices({ prompt: vi.fn(async () => 'Lunar series II') }));
    fireEvent.click(await screen.findByRole('button', { name: 'New collection' }));
    await waitFor(() => expect(services.navigation.navigate).toHaveBeenCalled());
    expect(services.dialog.prompt).toHaveBeenCalledWith(NEW_COLLECTION_PROMPT);
    expect(writes).toEqual([{ method: 'POST', path: '/collections', body: { title: 'Lunar series II' } }]);
    const created = mockDb.collections.find((collection) => collection.title === 'Lunar series II');
    expect(services.navigation.navigate).toHaveBeenCalledWith(`/collections/${created?.id}`);
    expect(services.toast.show).toHaveBeenCalledWith('success', 'Collection "Lunar series II" created', expect.anything());
  });

  it('creates nothing when the prompt is cancelled', async () => {
    const services = renderAt('/collections');
    fireEvent.click(await screen.findByRole('button', { name: 'New collection' }));
    await waitFor(() => expect(services.dialog.prompt).toHaveBeenCalled());
    expect(writes).toEqual([]);
    expect(services.navigation.navigate).not.toHaveBeenCalled();
  });

  it('deletes a collection only after the confirm dialog, then says so', async () => {
    const services = renderAt('/collections', fakeServices({ confirm: vi.fn(async () => false) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Gold bullion coins of the world' }));
    await waitFor(() =>
      expect(services.dialog.confirm).toHaveBeenCalledWith({
        title: 'Delete "Gold bullion coins of the world"?',
        text: 'Its 6 entries go with it; the inventory items stay as they are. Its share link stops working. This cannot be undone.',
        confirmLabel: 'Delete',
        cancelLabel: 'Cancel',
      }),
    );
    expect(writes).toEqual([]);
    cleanup();

    const confirming = renderAt('/collections');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Gold bullion coins of the world' }));
    await waitFor(() => expect(confirming.toast.show).toHaveBeenCalledWith('success', 'Collection "Gold bullion coins of the world" deleted'));
    expect(writes).toEqual([{ method: 'DELETE', path: `/collections/${MOCK_COLLECTION_IDS.goldCoins}`, body: null }]);
    await waitFor(() => expect(screen.queryByRole('generic', { name: 'Gold bullion coins of the world' })).toBeNull());
  });

  it('duplicates a collection; the copy joins the list', async () => {
    const services = renderAt('/collections');
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate Silver stacking goals' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Collection duplicated as "Silver stacking goals (copy)"'));
    expect(writes).toEqual([{ method: 'POST', path: `/collections/${MOCK_COLLECTION_IDS.silverStack}/duplicate`, body: null }]);
    expect(await card('Silver stacking goals (copy)')).toBeTruthy();
  });

  it('lets a viewer read but not create (New collection disabled), duplicate or delete, and says why', async () => {
    signInAs('viewer');
    renderAt('/collections');
    await card('Gold bullion coins of the world');
    expect(screen.getByRole('note').textContent).toBe(PERMISSION_REFUSALS['inventory.write']);
    expect(screen.getByRole('button', { name: 'New collection' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /^Duplicate / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('offers to create the first collection when there is none', async () => {
    resetApi(http.get(`${MOCK_API_URL}/collections`, () => HttpResponse.json({ items: [], total: 0, offset: 0, limit: 48 })));
    renderAt('/collections');
    expect(await screen.findByText('No collections yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create the first one' })).toBeTruthy();
  });

  it('says when the list cannot be loaded, with Retry', async () => {
    resetApi(http.get(`${MOCK_API_URL}/collections`, () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 })));
    renderAt('/collections');
    expect(await screen.findByText('The collections could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
