// The mock team's collections, over the mock catalog and inventory: a shared set of one-ounce gold
// coins (two of six owned), silver stacking goals (counts from the inventory lots, one far from
// done), graded Gold Eagles where only an MS70 counts, and an empty collection. Owned counts,
// completion, covers and fine ounces are not stored: the handlers derive them from the mock
// inventory and catalog on every read, as the API does.
import { MOCK_USER_ID } from '../account/fixtures';
import { MOCK_GROUP_ID } from '../groups/fixtures';
import type { Collection, CollectionEntry } from '@bullion/contract';

export const MOCK_COLLECTION_IDS = {
  goldCoins: 'c0000000-0000-4000-8000-000000000001',
  silverStack: 'c0000000-0000-4000-8000-000000000002',
  gradedEagles: 'c0000000-0000-4000-8000-000000000003',
  /** No entries yet. */
  lunarSeries: 'c0000000-0000-4000-8000-000000000004',
} as const;

/** The share link token of the gold coins collection (the only one shared). */
export const MOCK_SHARE_TOKEN = 'mockShareToken_gold-coins-of-the-world_0001';

/** What the mock state keeps of an entry; product, owned, missing and fine ounces are derived. */
export type MockCollectionEntryRecord = Pick<CollectionEntry, 'id' | 'productId' | 'position' | 'wantedQuantity' | 'targetGrade' | 'notes' | 'createdAt' | 'updatedAt'>;

/** What the mock state keeps of a collection; cover, totals and owned fine metal are derived. */
export type MockCollectionRecord = Pick<
  Collection,
  'id' | 'groupId' | 'version' | 'title' | 'description' | 'customCoverImage' | 'sortOrder' | 'shareToken' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'
> & { entries: MockCollectionEntryRecord[] };

const ADA = { id: MOCK_USER_ID, name: 'Ada Lovelace' };
const CHARLES = { id: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', name: 'Charles Babbage' };

type EntrySpec = [productId: string, wanted: number, targetGrade?: string | null, notes?: string | null];

function entries(collection: number, createdAt: string, specs: EntrySpec[]): MockCollectionEntryRecord[] {
  return specs.map(([productId, wanted, targetGrade = null, notes = null], index) => ({
    id: `ce000000-0000-4000-8000-${String(collection * 100 + index + 1).padStart(12, '0')}`,
    productId,
    position: index,
    wantedQuantity: wanted,
    targetGrade,
    notes,
    createdAt,
    updatedAt: createdAt,
  }));
}

export function mockCollectionRecords(): MockCollectionRecord[] {
  return [
    {
      id: MOCK_COLLECTION_IDS.goldCoins,
      groupId: MOCK_GROUP_ID,
      version: 3,
      title: 'Gold bullion coins of the world',
      description: 'One 1 oz coin from every major sovereign mint.',
      customCoverImage: null,
      sortOrder: 'position',
      shareToken: MOCK_SHARE_TOKEN,
      createdAt: '2026-03-02T10:00:00.000Z',
      updatedAt: '2026-10-21T18:45:00.000Z',
      createdBy: ADA,
      updatedBy: ADA,
      entries: entries(1, '2026-03-02T10:05:00.000Z', [
        ['public-american-gold-eagle-1-oz', 1],
        ['public-canadian-gold-maple-leaf-1-oz', 1, null, 'Prefer a 2024 with the new effigy.'],
        ['public-south-african-gold-krugerrand-1-oz', 1],
        ['public-british-gold-britannia-1-oz', 1],
        ['public-austrian-gold-philharmonic-1-oz', 1],
        ['public-australian-gold-kangaroo-1-oz', 1],
      ]),
    },
    {
      id: MOCK_COLLECTION_IDS.silverStack,
      groupId: MOCK_GROUP_ID,
      version: 5,
      title: 'Silver stacking goals',
      description: 'Monster boxes and tubes we want to hold by the end of 2027.',
      customCoverImage: null,
      sortOrder: 'owned',
      shareToken: null,
      createdAt: '2026-01-15T08:30:00.000Z',
      updatedAt: '2026-10-30T07:10:00.000Z',
      createdBy: CHARLES,
      updatedBy: ADA,
      entries: entries(2, '2026-01-15T08:35:00.000Z', [
        ['public-canadian-silver-maple-leaf-1-oz', 500, null, 'Two monster boxes.'],
        ['public-austrian-silver-philharmonic-1-oz', 100],
        ['public-mexican-silver-libertad-1-oz', 20],
        ['public-american-silver-eagle-1-oz', 20, null, 'A tube of twenty.'],
        ['00000000-0000-4000-8000-000000000001', 50],
      ]),
    },
    {
      id: MOCK_COLLECTION_IDS.gradedEagles,
      groupId: MOCK_GROUP_ID,
      version: 1,
      title: 'Graded American Gold Eagles',
      description: null,
      customCoverImage: '/api/catalog-art/american-gold-eagle-1-10-oz/reverse.svg',
      sortOrder: 'year',
      shareToken: null,
      createdAt: '2026-09-01T12:00:00.000Z',
      updatedAt: '2026-09-01T12:20:00.000Z',
      createdBy: ADA,
      updatedBy: ADA,
      entries: entries(3, '2026-09-01T12:05:00.000Z', [
        ['public-american-gold-eagle-1-oz', 1, 'MS70', 'Only first-strike labels.'],
        ['public-american-gold-eagle-1-2-oz', 1, 'MS70'],
        ['public-american-gold-eagle-1-10-oz', 1, 'MS70'],
      ]),
    },
    {
      id: MOCK_COLLECTION_IDS.lunarSeries,
      groupId: MOCK_GROUP_ID,
      version: 1,
      title: 'Lunar series III',
      description: 'Perth Mint lunar coins, 2020 onwards.',
      customCoverImage: null,
      sortOrder: 'position',
      shareToken: null,
      createdAt: '2026-10-31T16:00:00.000Z',
      updatedAt: '2026-10-31T16:00:00.000Z',
      createdBy: CHARLES,
      updatedBy: CHARLES,
      entries: [],
    },
  ];
}
