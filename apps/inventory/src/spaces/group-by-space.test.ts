import { mockInventoryItem, mockStorageSpace } from '@bullion/api-mocks';
import { describe, expect, it } from 'vitest';
import { groupItemsBySpace, NO_SPACE, NO_SPACE_TITLE } from './group-by-space';
import { buildSpaceTree } from './space-tree';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const roots = buildSpaceTree([
  mockStorageSpace({ id: id(1), name: 'Safe', path: ['Safe'] }),
  mockStorageSpace({ id: id(2), name: 'Shelf', parentId: id(1), depth: 2, path: ['Safe', 'Shelf'] }),
  mockStorageSpace({ id: id(3), name: 'Bank box', path: ['Bank box'] }),
]);
const item = (n: number, spaceId: string | null, spacePath: string[] = []) => mockInventoryItem({ id: `item-${n}`, title: `Item ${n}`, spaceId, spacePath });

describe('groupItemsBySpace', () => {
  it('makes one section per space or location holding items, in tree order, and "Not in a space" last', () => {
    const sections = groupItemsBySpace([item(1, null), item(2, id(2)), item(3, id(1)), item(4, id(2)), item(5, id(3))], roots);
    expect(sections.map((section) => [section.title, section.items.map((each) => each.id)])).toEqual([
      ['Bank box', ['item-5']],
      ['Safe', ['item-3']],
      ['Safe › Shelf', ['item-2', 'item-4']],
      [NO_SPACE_TITLE, ['item-1']],
    ]);
    expect(sections.at(-1)?.key).toBe(NO_SPACE);
  });

  it('keeps items whose space is not in the list, under their own path', () => {
    const sections = groupItemsBySpace([item(1, id(9), ['Old vault'])], roots);
    expect(sections).toMatchObject([{ key: id(9), title: 'Old vault', node: null }]);
  });

  it('has no sections without items', () => {
    expect(groupItemsBySpace([], roots)).toEqual([]);
  });
});
