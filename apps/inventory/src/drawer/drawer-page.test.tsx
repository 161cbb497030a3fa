import { MOCK_GROUP_ID, mockDb, mockInventoryItem, signInMockSupabase } from '@bullion/api-mocks';
import { localUrl } from '@bullion/shared/remotes';
import { fakeShellServices } from '@bullion/shared/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, resetApi, server, writes } from '../testing/render-page';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';
import { INVENTORY_ROUTES } from '../app';

beforeAll(() => preloadPages(INVENTORY_ROUTES), PRELOAD_TIMEOUT_MS);

// A product of the mock group's catalog (its ids are uuids, as the API's are).
const SOVEREIGN = { id: '00000000-0000-4000-8000-000000000003', title: 'Estate lot: 1908 Sovereign', groupId: null, obverseImage: null };

// A lot received at the desk that nobody has identified yet (the mock drawer's own lot is identified).
const ESTATE_LOT = mockInventoryItem({ id: 'a1000000-0000-4000-8000-000000000102', title: 'Estate lot: mixed gold coins', status: 'drawer', form: 'other' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetApi();
  mockDb.inventory.push(ESTATE_LOT);
});
afterEach(cleanup);
afterAll(() => server.close());

const card = async (title: string) => within(await screen.findByLabelText(title));

describe('the drawer', () => {
  it('identifies an item as the product picked in the catalog search: it takes the product\'s title, metal and weights', async () => {
    const services = fakeShellServices({ dialog: { searchCatalog: vi.fn(async () => ({ products: [SOVEREIGN] })) } });
    renderPage('/drawer', services);
    fireEvent.click((await card('Estate lot: mixed gold coins')).getByRole('button', { name: 'Identify' }));

    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Identified as Estate lot: 1908 Sovereign', undefined));
    expect(services.dialog.searchCatalog).toHaveBeenCalledWith({ confirmLabel: 'Identify', existingIds: [] });
    expect(writes).toEqual([
      {
        method: 'PATCH',
        path: `/inventory/${ESTATE_LOT.id}`,
        body: expect.objectContaining({ productId: SOVEREIGN.id, title: 'Estate lot: 1908 Sovereign', metal: 'gold', form: 'coin', weight: '7.98', weightUnit: 'g', purity: '0.9167', year: 1908, version: 1 }),
      },
    ]);
    // The lot's card now carries the product's title, beside the drawer's own Sovereign lot.
    await waitFor(() => expect(screen.getAllByLabelText('Estate lot: 1908 Sovereign')).toHaveLength(2));
    expect(screen.queryByLabelText('Estate lot: mixed gold coins')).toBeNull();
  });

  it('changes nothing when the catalog search is closed without a choice', async () => {
    const services = fakeShellServices();
    renderPage('/drawer', services);
    fireEvent.click((await card('Estate lot: mixed gold coins')).getByRole('button', { name: 'Identify' }));
    await waitFor(() => expect(services.dialog.searchCatalog).toHaveBeenCalled());
    expect(writes).toEqual([]);
  });

  it('adds an item to the drawer from the quick add, reading "$1,250" as 1250', async () => {
    const { services } = renderPage('/drawer');
    fireEvent.change(await screen.findByPlaceholderText('e.g. 20 silver rounds, estate lot'), { target: { value: 'Ten tenth-ounce Eagles' } });
    fireEvent.change(screen.getByPlaceholderText('whole lot'), { target: { value: '$1,250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to drawer' }));

    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', '"Ten tenth-ounce Eagles" added to the drawer'));
    expect(writes).toEqual([{ method: 'POST', path: '/inventory', body: { status: 'drawer', title: 'Ten tenth-ounce Eagles', quantity: 1, cost: '1250' } }]);
  });

  it('keeps a quick-add photo in the group\'s private inventory-photos folder and shows it on the card by a signed URL', async () => {
    await signInMockSupabase(mockDb.auth);
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    try {
      const { services, container } = renderPage('/drawer');
      fireEvent.change(await screen.findByPlaceholderText('e.g. 20 silver rounds, estate lot'), { target: { value: 'Estate lot silver eagles' } });
      const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'lot.png', { type: 'image/png' });
      fireEvent.change(container.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [photo] } });
      expect(await screen.findByRole('button', { name: 'Remove photo' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Add to drawer' }));

      await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', '"Estate lot silver eagles" added to the drawer'));
      const stored = `${localUrl('api')}/storage/v1/object/authenticated/inventory-photos/${MOCK_GROUP_ID}/inventory/`;
      const created = writes.find((write) => write.path === '/inventory');
      expect((created?.body as { obverseImage: string }).obverseImage).toMatch(new RegExp(`^${stored}[0-9a-f-]+\\.png$`));
      const image = (await card('Estate lot silver eagles')).getByRole('img', { name: 'Estate lot silver eagles' });
      await waitFor(() =>
        expect(image.getAttribute('src')).toMatch(
          new RegExp(`^${localUrl('api')}/storage/v1/object/sign/inventory-photos/${MOCK_GROUP_ID}/inventory/[0-9a-f-]+\\.png\\?token=`),
        ),
      );
      expect(createObjectURL).toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('asks for a title before adding', async () => {
    renderPage('/drawer');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to drawer' }));
    expect(await screen.findByText('Title is required.')).toBeTruthy();
    expect(writes).toEqual([]);
  });
});
