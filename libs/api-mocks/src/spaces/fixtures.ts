// The mock team's storage spaces: a home safe with a shelf (and a box on it) and an empty drawer, and
// a bank safe-deposit box. Counts, holdings, paths and depths are not stored: the handlers derive them from the mock
// inventory on every read, as the API does.
import { MOCK_GROUP_ID } from '../groups/fixtures';
import { MOCK_NOW } from '../http';
import { spaceSchema, type StorageSpace } from '@bullion/contract';

export const MOCK_SPACE_IDS = {
  homeSafe: '5a000000-0000-4000-8000-000000000001',
  topShelf: '5a000000-0000-4000-8000-000000000002',
  boxA: '5a000000-0000-4000-8000-000000000003',
  bankBox: '5a000000-0000-4000-8000-000000000004',
  /** Empty (it can be deleted). */
  bottomDrawer: '5a000000-0000-4000-8000-000000000005',
} as const;

/** What the mock state keeps of a space; the rest is derived (spaces/mocks/handlers.ts). */
export type MockSpaceRecord = Pick<StorageSpace, 'id' | 'groupId' | 'parentId' | 'name' | 'kind' | 'notes' | 'version' | 'createdAt' | 'updatedAt'>;

const space = (id: string, parentId: string | null, name: string, kind: MockSpaceRecord['kind'], notes: string | null, createdAt: string): MockSpaceRecord => ({
  id,
  groupId: MOCK_GROUP_ID,
  parentId,
  name,
  kind,
  notes,
  version: 1,
  createdAt,
  updatedAt: createdAt,
});

export function mockSpaceRecords(): MockSpaceRecord[] {
  return [
    space(MOCK_SPACE_IDS.homeSafe, null, 'Home safe', 'safe', 'Bolted to the floor of the study.', '2026-01-06T09:00:00.000Z'),
    space(MOCK_SPACE_IDS.topShelf, MOCK_SPACE_IDS.homeSafe, 'Top shelf', null, null, '2026-01-06T09:05:00.000Z'),
    space(MOCK_SPACE_IDS.boxA, MOCK_SPACE_IDS.topShelf, 'Box A', null, 'Small bars, in their cards.', '2026-01-06T09:06:00.000Z'),
    space(MOCK_SPACE_IDS.bottomDrawer, MOCK_SPACE_IDS.homeSafe, 'Bottom drawer', null, null, '2026-01-06T09:10:00.000Z'),
    space(MOCK_SPACE_IDS.bankBox, null, 'First National box 214', 'bank_box', 'Branch on Main Street; key in the desk.', '2026-01-08T14:30:00.000Z'),
  ];
}

/** One top-level space as GET /spaces answers it, holding nothing unless `fields` say so (for unit tests that need no handler). */
export function mockStorageSpace(fields: Pick<StorageSpace, 'id' | 'name'> & Partial<StorageSpace>): StorageSpace {
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
