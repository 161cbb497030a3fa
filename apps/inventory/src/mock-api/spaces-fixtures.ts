// Storage spaces and inventory items for this remote's stories, tests and standalone page (until the
// api-client's own inventory and spaces mocks land). Every fixture is parsed with the contract's
// schema, so a change to the contract that they no longer meet fails here first.
import { inventoryItemSchema, spaceSchema, type InventoryItem, type StorageSpace } from '@bullion/api-client';
import { MOCK_GROUP_ID, MOCK_NOW, mockArtPath, mockSpots } from '@bullion/api-client/mocks';
import type { SpotPrices } from '@bullion/shared';

const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const spaceId = (n: number) => uuid('5a000000', n);
export const itemId = (n: number) => uuid('1a000000', n);

/** A space as the API stores it; the counts and holdings are derived from the items (spaces-handlers.ts). */
export type SpaceRow = Pick<StorageSpace, 'id' | 'parentId' | 'name' | 'kind' | 'notes' | 'version' | 'createdAt' | 'updatedAt'>;

export function spaceRow(fields: Pick<SpaceRow, 'id' | 'name'> & Partial<SpaceRow>): SpaceRow {
  return { parentId: null, kind: null, notes: null, version: 1, createdAt: MOCK_NOW, updatedAt: MOCK_NOW, ...fields };
}

/** A whole StorageSpace (for unit tests that need no handler). */
export function storageSpace(fields: Pick<StorageSpace, 'id' | 'name'> & Partial<StorageSpace>): StorageSpace {
  return spaceSchema.parse({
    groupId: MOCK_GROUP_ID,
    parentId: null,
    kind: null,
    notes: null,
    depth: 1,
    path: [fields.name],
    version: 1,
    items: 0,
    pieces: 0,
    holdings: [],
    createdAt: MOCK_NOW,
    updatedAt: MOCK_NOW,
    ...fields,
  });
}

export function inventoryItem(fields: Pick<InventoryItem, 'id' | 'title'> & Partial<InventoryItem>): InventoryItem {
  return inventoryItemSchema.parse({
    groupId: MOCK_GROUP_ID,
    version: 1,
    status: 'stock',
    productId: null,
    metal: null,
    form: 'coin',
    weight: null,
    weightUnit: 'ozt',
    purity: null,
    fineWeightOzt: null,
    quantity: 1,
    year: null,
    grade: null,
    gradingService: null,
    certificateNumber: null,
    serialNumbers: [],
    spaceId: null,
    spacePath: [],
    tags: [],
    notes: null,
    obverseImage: null,
    reverseImage: null,
    acquisition: { date: '2026-10-01', source: null, cost: null, shipping: null, fees: null, tax: null, spotAtAcquisition: null },
    costBasis: null,
    disposition: null,
    createdAt: MOCK_NOW,
    updatedAt: MOCK_NOW,
    createdBy: null,
    updatedBy: null,
    ...fields,
  });
}

export const HOME_SAFE = spaceId(1);
export const TOP_SHELF = spaceId(2);
export const RED_BOX = spaceId(3);
export const BOTTOM_DRAWER = spaceId(4);
export const BANK_BOX = spaceId(5);
export const VAULT = spaceId(6);
export const VAULT_ACCOUNT = spaceId(7);
export const EMPTY_CLOSET = spaceId(8);

export function fixtureSpaceRows(): SpaceRow[] {
  return [
    spaceRow({ id: HOME_SAFE, name: 'Home safe', kind: 'safe', notes: 'Basement, behind the shelving. Code with Anna.' }),
    spaceRow({ id: TOP_SHELF, parentId: HOME_SAFE, name: 'Top shelf' }),
    spaceRow({ id: RED_BOX, parentId: TOP_SHELF, name: 'Red box' }),
    spaceRow({ id: BOTTOM_DRAWER, parentId: HOME_SAFE, name: 'Bottom drawer' }),
    spaceRow({ id: BANK_BOX, name: 'First National box 114', kind: 'bank_box', notes: 'Main Street branch; two keys.' }),
    spaceRow({ id: VAULT, name: "Brink's Salt Lake City", kind: 'vault' }),
    spaceRow({ id: VAULT_ACCOUNT, parentId: VAULT, name: 'Allocated account 88213' }),
    spaceRow({ id: EMPTY_CLOSET, name: 'Hall closet', kind: 'home' }),
  ];
}

const bullion = (n: number, fields: Omit<Partial<InventoryItem>, 'id'> & Pick<InventoryItem, 'title'>) =>
  inventoryItem({ id: itemId(n), status: 'stock', ...fields });

export function fixtureItems(): InventoryItem[] {
  return [
    bullion(1, { title: 'American Silver Eagle 1 oz', metal: 'silver', weight: '1.000000', purity: '0.999', fineWeightOzt: '0.999', quantity: 25, year: 2024, spaceId: TOP_SHELF, costBasis: '875.00' }),
    bullion(2, { title: 'American Gold Eagle 1 oz', metal: 'gold', weight: '1.090900', purity: '0.9167', fineWeightOzt: '1.00003', quantity: 1, year: 2023, spaceId: RED_BOX, costBasis: '2790.00' }),
    bullion(3, { title: 'Canadian Gold Maple Leaf 1 oz', metal: 'gold', weight: '1.000000', purity: '0.9999', fineWeightOzt: '0.9999', quantity: 10, year: 2025, spaceId: BANK_BOX, costBasis: '26100.00' }),
    bullion(4, { title: 'PAMP Suisse silver bar 1 kg', metal: 'silver', form: 'bar', weight: '1.000000', weightUnit: 'kg', purity: '0.999', fineWeightOzt: '32.117597', quantity: 2, spaceId: VAULT_ACCOUNT }),
    bullion(5, { title: 'American Platinum Eagle 1 oz', metal: 'platinum', weight: '1.000000', purity: '0.9995', fineWeightOzt: '0.9995', quantity: 3, spaceId: BOTTOM_DRAWER }),
    bullion(6, { title: 'Copper Buffalo round 1 oz avdp', metal: 'copper', form: 'round', weight: '28.349523', weightUnit: 'g', purity: '0.999', fineWeightOzt: '0.910521', quantity: 20, spaceId: BOTTOM_DRAWER }),
    bullion(7, { title: 'South African Krugerrand 1 oz', metal: 'gold', weight: '1.090900', purity: '0.9167', fineWeightOzt: '1.00003', quantity: 2, year: 2022 }),
    bullion(8, { title: 'Engelhard 10 oz silver bar', metal: 'silver', form: 'bar', weight: '10.000000', purity: '0.999', fineWeightOzt: '9.99', quantity: 1, spaceId: HOME_SAFE }),
  ];
}

/** Items received at the desk and not put away yet. */
export function fixtureDrawerItems(): InventoryItem[] {
  return [
    inventoryItem({
      id: itemId(101),
      status: 'drawer',
      title: 'Silver rounds from the Saturday show',
      form: 'round',
      quantity: 20,
      obverseImage: mockArtPath('sterling-house-silver-round-1-oz', 'obverse'),
      acquisition: { date: '2026-11-01', source: 'Coin show', cost: '640.00', shipping: null, fees: null, tax: null, spotAtAcquisition: null },
      costBasis: '640.00',
      createdAt: '2026-11-01T16:20:00.000Z',
    }),
    inventoryItem({
      id: itemId(102),
      status: 'drawer',
      title: 'Estate lot: mixed gold coins',
      form: 'other',
      quantity: 1,
      acquisition: { date: '2026-10-30', source: null, cost: null, shipping: null, fees: null, tax: null, spotAtAcquisition: null },
      createdAt: '2026-10-30T10:05:00.000Z',
    }),
    inventoryItem({
      id: itemId(103),
      status: 'drawer',
      productId: null,
      title: 'American Silver Eagle 1 oz (tube)',
      metal: 'silver',
      weight: '1.000000',
      purity: '0.999',
      fineWeightOzt: '0.999',
      quantity: 20,
      acquisition: { date: '2026-10-28', source: 'APMEX', cost: '700.00', shipping: '12.00', fees: null, tax: null, spotAtAcquisition: '31.10' },
      costBasis: '712.00',
      createdAt: '2026-10-28T12:00:00.000Z',
    }),
  ];
}

/** Everything: the spaces, what they hold, an item in no space and the drawer. */
export function fixtureData() {
  return { spaces: fixtureSpaceRows(), items: [...fixtureItems(), ...fixtureDrawerItems()] };
}

/** The mock spot quote as the app store keeps it (the shell stores each quote it fetches), dated `updatedAt`. */
export function mockSpotPrices(updatedAt: string): SpotPrices {
  const { gold, silver, platinum, palladium, rhodium } = mockSpots();
  return { gold, silver, platinum, palladium, rhodium, updatedAt };
}
