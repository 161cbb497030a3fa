// The space inventory's sections: the items in each space or location, in the order the tree is
// drawn, then the items whose space is not in the list (by their path), then those in no space. Pure.
import type { InventoryItem } from '@bullion/contract';
import { flattenSpaceTree, spacePathText, type SpaceNode } from './space-tree';

export interface SpaceSection {
  /** The space id, or NO_SPACE. */
  key: string;
  title: string;
  /** The space or location; null for "Not in a space" and for a space missing from the list. */
  node: SpaceNode | null;
  items: InventoryItem[];
}

export const NO_SPACE = 'none';
export const NO_SPACE_TITLE = 'Not in a space';

export function groupItemsBySpace(items: readonly InventoryItem[], roots: readonly SpaceNode[]): SpaceSection[] {
  const bySpace = new Map<string, InventoryItem[]>();
  for (const item of items) {
    const key = item.spaceId ?? NO_SPACE;
    bySpace.set(key, [...(bySpace.get(key) ?? []), item]);
  }
  const sections: SpaceSection[] = [];
  for (const node of flattenSpaceTree(roots)) {
    const here = bySpace.get(node.space.id);
    if (!here) continue;
    sections.push({ key: node.space.id, title: spacePathText(node.space), node, items: here });
    bySpace.delete(node.space.id);
  }
  const unplaced = bySpace.get(NO_SPACE);
  bySpace.delete(NO_SPACE);
  for (const [key, here] of bySpace) {
    const path = here[0]?.spacePath ?? [];
    sections.push({ key, title: path.length ? path.join(' › ') : 'A space no longer listed', node: null, items: here });
  }
  if (unplaced) sections.push({ key: NO_SPACE, title: NO_SPACE_TITLE, node: null, items: unplaced });
  return sections;
}
