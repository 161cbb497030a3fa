// /collections/{id} against the contract's msw mocks: adding through the catalog search with the
// collection's products as existing (checked and disabled), removing after a confirm, reordering,
// in-place edits, the title/description dialog, the share link for admins only, the shopping list's
// CSV, a missing entry's "Add to inventory" and "Start a buy order", and a viewer's read-only page.
import { MOCK_COLLECTION_IDS, MOCK_GROUP_ID, MOCK_SHARE_TOKEN, mockDb } from '@bullion/api-mocks';
import { PERMISSION_REFUSALS } from '@bullion/contract';
import type { CatalogSelection } from '@bullion/shared';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServices, renderAt, resetApi, server, setSpot, signInAs, writes } from '../testing/collections-harness';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';
import { INVENTORY_ROUTES } from '../app';

beforeAll(() => preloadPages(INVENTORY_ROUTES), PRELOAD_TIMEOUT_MS);

configure({ asyncUtilTimeout: 5000 });

const GOLD = MOCK_COLLECTION_IDS.goldCoins;
const GOLD_PATH = `/collections/${GOLD}`;
const entryId = (collection: number, index: number) => `ce000000-0000-4000-8000-${String(collection * 100 + index).padStart(12, '0')}`;
const GOLD_PRODUCTS = [
  'public-american-gold-eagle-1-oz',
  'public-canadian-gold-maple-leaf-1-oz',
  'public-south-african-gold-krugerrand-1-oz',
  'public-british-gold-britannia-1-oz',
  'public-austrian-gold-philharmonic-1-oz',
  'public-australian-gold-kangaroo-1-oz',
];
const MAPLE = 'Canadian Gold Maple Leaf 1 oz';
const ROUND = 'Sterling House Silver Round 1 oz';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
/** The mock team's product title format (settings.productTitleFormat); undefined: none. */
function setTitleFormat(format: string | undefined) {
  const team = mockDb.groups.find((group) => group.id === MOCK_GROUP_ID);
  if (team) team.settings = format === undefined ? {} : { productTitleFormat: format };
}

beforeEach(() => {
  resetApi();
  // Entries read by the products' own titles here; the team's title format has its own test below.
  setTitleFormat(undefined);
  signInAs('admin');
  setSpot({ gold: 2710.45, silver: 31.5 });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const entryTitles = () => within(screen.getByRole('list', { name: 'Entries' })).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
const entry = async (title: string) => within(await screen.findByRole('listitem', { name: title }));

describe('a collection', () => {
  it('shows each entry with owned / wanted, state and value, and the whole collection’s completion and melt value', async () => {
    renderAt(GOLD_PATH);
    const eagle = await entry('American Gold Eagle 1 oz');
    expect(eagle.getByText('10 / 1')).toBeTruthy();
    expect(eagle.getByText('Complete')).toBeTruthy();
    // 10.0002803 fine ozt × 2710.45.
    expect(eagle.getByText('$27,105.26')).toBeTruthy();
    const maple = await entry(MAPLE);
    expect(maple.getByText('0 / 1')).toBeTruthy();
    expect(maple.getByText('1 missing')).toBeTruthy();
    expect(maple.getByLabelText('No value: Nothing owned yet')).toBeTruthy();
    expect(screen.getByLabelText('Gold bullion coins of the world: 33.3% complete')).toBeTruthy();
    expect(screen.getByText('2 of 6')).toBeTruthy();
    expect(screen.getByText('$35,235.80')).toBeTruthy();
  });

  it('adds the products picked in the catalog search, passing the products already in it as existing', async () => {
    const selection: CatalogSelection = { products: [{ id: 'public-american-silver-eagle-1-oz', title: 'American Silver Eagle 1 oz', groupId: null, obverseImage: null }] };
    const services = renderAt(GOLD_PATH, fakeServices({ searchCatalog: vi.fn(async () => selection) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add products' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Added "American Silver Eagle 1 oz" to the collection', { description: undefined }));
    expect(services.dialog.searchCatalog).toHaveBeenCalledWith({ existingIds: GOLD_PRODUCTS, confirmLabel: 'Add to collection' });
    expect(writes).toEqual([{ method: 'POST', path: `${GOLD_PATH}/entries`, body: { entries: [{ productId: 'public-american-silver-eagle-1-oz' }] } }]);
    expect(await entry('American Silver Eagle 1 oz')).toBeTruthy();
  });

  it('removes an entry only after the confirm dialog', async () => {
    const services = renderAt(GOLD_PATH);
    fireEvent.click((await entry(MAPLE)).getByRole('button', { name: `Remove ${MAPLE}` }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', `Removed "${MAPLE}" from the collection`));
    expect(services.dialog.confirm).toHaveBeenCalledWith({
      title: `Remove "${MAPLE}" from the collection?`,
      text: 'Its wanted quantity, target grade and notes go with it. The inventory items stay as they are.',
      confirmLabel: 'Remove',
      cancelLabel: 'Cancel',
    });
    expect(writes).toEqual([{ method: 'DELETE', path: `${GOLD_PATH}/entries/${entryId(1, 2)}`, body: null }]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: MAPLE })).toBeNull());
  });

  it('moves an entry up or down with its buttons and saves the whole new order', async () => {
    renderAt(GOLD_PATH);
    fireEvent.click((await entry(MAPLE)).getByRole('button', { name: `Move ${MAPLE} up` }));
    await waitFor(() => expect(entryTitles().slice(0, 2)).toEqual([MAPLE, 'American Gold Eagle 1 oz']));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PUT',
      path: `${GOLD_PATH}/entries/order`,
      body: { entryIds: [entryId(1, 2), entryId(1, 1), entryId(1, 3), entryId(1, 4), entryId(1, 5), entryId(1, 6)] },
    });
    expect((await entry(MAPLE)).getByRole('button', { name: `Move ${MAPLE} up` }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Drag Australian Gold Kangaroo 1 oz to reorder' })).toBeTruthy();
  });

  it('offers no dragging or moving while the entries are listed in another order; changing the order saves it', async () => {
    renderAt(`/collections/${MOCK_COLLECTION_IDS.gradedEagles}`);
    await entry('American Gold Eagle 1 oz');
    expect(screen.queryByRole('button', { name: /^Drag / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.getByText(/Choose “As arranged” to drag entries/)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Order of entries' }));
    fireEvent.click(await screen.findByTitle('As arranged'));
    await waitFor(() => expect(writes).toEqual([{ method: 'PATCH', path: `/collections/${MOCK_COLLECTION_IDS.gradedEagles}`, body: { sortOrder: 'position', version: 1 } }]));
    expect(await screen.findByRole('button', { name: 'Drag American Gold Eagle 1 oz to reorder' })).toBeTruthy();
  });

  it('edits the title and description through the shell’s title/description dialog, at the version read', async () => {
    const titleDesc = vi.fn(async () => ({ title: 'Gold coins of the world', description: '' }));
    const services = renderAt(GOLD_PATH, fakeServices({ titleDesc }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit title' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Collection saved'));
    expect(titleDesc).toHaveBeenCalledWith({
      heading: 'Edit collection',
      submitLabel: 'Save',
      defaultValues: { title: 'Gold bullion coins of the world', description: 'One 1 oz coin from every major sovereign mint.' },
    });
    expect(writes).toEqual([{ method: 'PATCH', path: GOLD_PATH, body: { title: 'Gold coins of the world', description: null, version: 3 } }]);
    expect(await screen.findByRole('heading', { name: 'Gold coins of the world' })).toBeTruthy();
  });

  it('edits an entry’s wanted quantity and target grade in place', async () => {
    renderAt(GOLD_PATH);
    const maple = await entry(MAPLE);
    fireEvent.click(maple.getByRole('button', { name: `Edit wanted quantity of ${MAPLE}` }));
    fireEvent.change(maple.getByRole('spinbutton', { name: `wanted quantity of ${MAPLE}` }), { target: { value: '3' } });
    fireEvent.click(maple.getByRole('button', { name: `Save wanted quantity of ${MAPLE}` }));
    expect(await maple.findByText('0 / 3')).toBeTruthy();
    fireEvent.click(maple.getByRole('button', { name: `Edit target grade of ${MAPLE}` }));
    const grade = maple.getByRole('textbox', { name: `target grade of ${MAPLE}` });
    fireEvent.change(grade, { target: { value: ' MS69 ' } });
    fireEvent.keyDown(grade, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await maple.findByText('MS69')).toBeTruthy();
    expect(writes).toEqual([
      { method: 'PATCH', path: `${GOLD_PATH}/entries/${entryId(1, 2)}`, body: { wantedQuantity: 3 } },
      { method: 'PATCH', path: `${GOLD_PATH}/entries/${entryId(1, 2)}`, body: { targetGrade: 'MS69' } },
    ]);
  });

  it('opens an entry’s product in the #product view', async () => {
    const services = renderAt(GOLD_PATH);
    fireEvent.click((await entry('American Gold Eagle 1 oz')).getByRole('button', { name: 'View American Gold Eagle 1 oz' }));
    expect(services.dialog.openProduct).toHaveBeenCalledWith('public-american-gold-eagle-1-oz');
  });

  it('adds a missing entry’s pieces to the inventory (of the target grade), and the completion follows', async () => {
    // The Sterling House round (a group product: the inventory takes UUID product ids), wanted in proof 70.
    const round = mockDb.collections.find((collection) => collection.id === MOCK_COLLECTION_IDS.silverStack)?.entries.find((candidate) => candidate.id === entryId(2, 5));
    Object.assign(round ?? {}, { wantedQuantity: 60, targetGrade: 'PF70' });
    const prompt = vi.fn(async () => '60');
    const services = renderAt(`/collections/${MOCK_COLLECTION_IDS.silverStack}`, fakeServices({ prompt }));
    expect(await screen.findByLabelText('Silver stacking goals: 52.8% complete')).toBeTruthy();
    fireEvent.click((await entry(ROUND)).getByRole('button', { name: `Add ${ROUND} to inventory` }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', `Added 60 × "${ROUND}" to the drawer`, expect.anything()));
    expect(prompt).toHaveBeenCalledWith(expect.objectContaining({ label: 'Pieces', defaultValue: '60', submitLabel: 'Add to inventory', text: expect.stringContaining('graded PF70') }));
    expect(writes).toEqual([{ method: 'POST', path: '/inventory', body: { productId: '00000000-0000-4000-8000-000000000001', quantity: 60, grade: 'PF70' } }]);
    expect(await screen.findByLabelText('Silver stacking goals: 61.4% complete')).toBeTruthy();
    expect((await entry(ROUND)).getByText('Complete')).toBeTruthy();
  });

  it('starts a buy order for a missing entry with the product and the pieces missing', async () => {
    const services = renderAt(`/collections/${MOCK_COLLECTION_IDS.silverStack}`);
    fireEvent.click((await entry('Canadian Silver Maple Leaf 1 oz')).getByRole('button', { name: 'Start a buy order for Canadian Silver Maple Leaf 1 oz' }));
    expect(services.navigation.navigate).toHaveBeenCalledWith('/orders/new?side=buy&product=public-canadian-silver-maple-leaf-1-oz&quantity=250');
    expect((await entry('Mexican Silver Libertad 1 oz')).queryByRole('button', { name: /Start a buy order/ })).toBeNull();
  });

  it('exports the shopping list of missing entries as CSV', async () => {
    let blob: Blob | null = null;
    URL.createObjectURL = vi.fn((value: Blob) => {
      blob = value;
      return 'blob:shopping-list';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const services = renderAt(`/collections/${MOCK_COLLECTION_IDS.silverStack}`);
    const list = within(await screen.findByRole('list', { name: 'Shopping list' }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(services.toast.show).toHaveBeenCalledWith('success', 'Exported 2 lines of the shopping list');
    const text = (await (blob as unknown as Blob).text()).replace(/^\ufeff/, '');
    expect(Papa.parse<string[]>(text.trim()).data).toEqual([
      ['Title', 'Year', 'Metal', 'Target grade', 'Wanted', 'Owned', 'Missing', 'Notes', 'Product id'],
      ['Canadian Silver Maple Leaf 1 oz', expect.any(String), 'silver', '', '500', '250', '250', 'Two monster boxes.', 'public-canadian-silver-maple-leaf-1-oz'],
      ['American Silver Eagle 1 oz', expect.any(String), 'silver', '', '20', '0', '20', 'A tube of twenty.', 'public-american-silver-eagle-1-oz'],
    ]);
  });

  it('lets an admin turn the share link off (after a confirm) and on, and copy it', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const services = renderAt(GOLD_PATH);
    const link = (await screen.findByRole('textbox', { name: 'Share link' })) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/shared/collections/${MOCK_SHARE_TOKEN}`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link.value));
    expect(services.toast.show).toHaveBeenCalledWith('success', 'Link copied');

    const share = screen.getByRole('switch', { name: 'Share a read-only link' });
    expect(share.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(share);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Share link' })).toBeNull());
    expect(services.dialog.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Turn off the share link?', confirmLabel: 'Turn off' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Share a read-only link' }));
    const fresh = (await screen.findByRole('textbox', { name: 'Share link' })) as HTMLInputElement;
    expect(fresh.value).not.toContain(MOCK_SHARE_TOKEN);
    expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([`DELETE ${GOLD_PATH}/share`, `POST ${GOLD_PATH}/share`]);
  });

  it('gives the share switch to admins only; a member still copies a link that is on', async () => {
    signInAs('member');
    renderAt(GOLD_PATH);
    expect(await screen.findByText('An admin has shared this collection with a link.')).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Share a read-only link' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    // A member still edits the collection itself.
    expect(screen.getByRole('button', { name: 'Add products' })).toBeTruthy();
  });

  it('lets a viewer read but change nothing', async () => {
    signInAs('viewer');
    renderAt(GOLD_PATH);
    await entry(MAPLE);
    expect(screen.getByText(PERMISSION_REFUSALS['inventory.write'])).toBeTruthy();
    for (const name of ['Add products', 'Edit title', 'More collection actions', `Remove ${MAPLE}`, `Move ${MAPLE} up`, `Drag ${MAPLE} to reorder`, `Edit wanted quantity of ${MAPLE}`, `Edit notes on ${MAPLE}`, `Add ${MAPLE} to inventory`, `Start a buy order for ${MAPLE}`]) {
      expect(screen.queryByRole('button', { name }), name).toBeNull();
    }
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Order of entries' }).closest('.ant-select-disabled')).not.toBeNull();
  });

  it('deletes the collection from its page after the confirm dialog, back to the list', async () => {
    const services = renderAt(GOLD_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'More collection actions' }));
    fireEvent.click(await screen.findByText('Delete'));
    await waitFor(() => expect(services.navigation.navigate).toHaveBeenCalledWith('/collections'));
    expect(services.dialog.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Delete "Gold bullion coins of the world"?', confirmLabel: 'Delete' }));
    expect(writes).toEqual([{ method: 'DELETE', path: GOLD_PATH, body: null }]);
  });

  it('says when the collection does not exist', async () => {
    renderAt('/collections/c0000000-0000-4000-8000-000000009999');
    expect(await screen.findByText('Collection not found')).toBeTruthy();
  });

  it('follows the spot in the store without reading the collection again', async () => {
    renderAt(GOLD_PATH);
    expect(await screen.findByText('$35,235.80')).toBeTruthy();
    act(() => setSpot({ gold: 2000 }));
    // 12.9999803 × 2000.
    expect(await screen.findByText('$25,999.96')).toBeTruthy();
  });
});

describe("a collection in the team's product title format", () => {
  it('names its entries, their actions and the shopping list as the team reads products', async () => {
    setTitleFormat('{year} {title} ({weight} {weightUnit})');
    const services = renderAt(GOLD_PATH, fakeServices({ confirm: vi.fn(async () => false) }));
    const maple = await entry('2024 Canadian Gold Maple Leaf 1 oz (1 ozt)');
    expect(await entry('2024 American Gold Eagle 1 oz (1.0909 ozt)')).toBeTruthy();
    const shopping = within(await screen.findByRole('list', { name: 'Shopping list' }));
    expect(shopping.getByText('2024 Canadian Gold Maple Leaf 1 oz (1 ozt)')).toBeTruthy();
    fireEvent.click(maple.getByRole('button', { name: 'Remove 2024 Canadian Gold Maple Leaf 1 oz (1 ozt)' }));
    await waitFor(() => expect(services.dialog.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Remove "2024 Canadian Gold Maple Leaf 1 oz (1 ozt)" from the collection?' })));
  });
});
