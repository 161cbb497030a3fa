import { mockStorageSpace } from '@bullion/api-mocks';
import { describe, expect, it } from 'vitest';
import { buildSpaceTree, canHoldLocation, flattenSpaceTree, moveTargets, spacePathText, subtreeHeight, type SpaceNode } from './space-tree';

const space = (id: string, name: string, parentId: string | null = null) => mockStorageSpace({ id: `00000000-0000-4000-8000-00000000000${id}`, name, parentId: parentId && `00000000-0000-4000-8000-00000000000${parentId}` });

// 1 Safe › 2 Shelf › 3 Box; 1 Safe › 4 Drawer; 5 Bank box; 6 Vault
const flat = [space('1', 'Safe'), space('5', 'bank box'), space('6', 'Vault'), space('2', 'Shelf', '1'), space('4', 'Drawer', '1'), space('3', 'Box', '2')];

const names = (nodes: readonly SpaceNode[]) => nodes.map((node) => node.space.name);
const find = (roots: readonly SpaceNode[], name: string) => flattenSpaceTree(roots).find((node) => node.space.name === name) as SpaceNode;

describe('buildSpaceTree', () => {
  it('nests locations under their parents, each level by name, with its level', () => {
    const roots = buildSpaceTree(flat);
    expect(names(roots)).toEqual(['bank box', 'Safe', 'Vault']);
    expect(names(find(roots, 'Safe').children)).toEqual(['Drawer', 'Shelf']);
    expect(find(roots, 'Box').level).toBe(3);
    expect(flattenSpaceTree(roots).map((node) => `${node.level}:${node.space.name}`)).toEqual(['1:bank box', '1:Safe', '2:Drawer', '2:Shelf', '3:Box', '1:Vault']);
  });

  it('does not depend on the order of the list', () => {
    expect(flattenSpaceTree(buildSpaceTree([...flat].reverse())).map((node) => node.space.id)).toEqual(flattenSpaceTree(buildSpaceTree(flat)).map((node) => node.space.id));
  });

  it('shows a space whose parent is missing at the top instead of losing it', () => {
    const roots = buildSpaceTree([space('1', 'Safe'), space('2', 'Shelf', '9')]);
    expect(names(roots)).toEqual(['Safe', 'Shelf']);
  });

  it('breaks a loop of parents instead of dropping its spaces', () => {
    const roots = buildSpaceTree([space('1', 'A', '2'), space('2', 'B', '1'), space('3', 'C')]);
    expect(flattenSpaceTree(roots)).toHaveLength(3);
    expect(names(roots)).toContain('C');
  });

  it('is empty for no spaces', () => {
    expect(buildSpaceTree([])).toEqual([]);
  });
});

describe('depth rules', () => {
  const roots = buildSpaceTree(flat);

  it('lets a location be added inside the first two levels only', () => {
    expect(canHoldLocation(find(roots, 'Safe'))).toBe(true);
    expect(canHoldLocation(find(roots, 'Shelf'))).toBe(true);
    expect(canHoldLocation(find(roots, 'Box'))).toBe(false);
  });

  it('measures the levels of a subtree', () => {
    expect(subtreeHeight(find(roots, 'Safe'))).toBe(3);
    expect(subtreeHeight(find(roots, 'Box'))).toBe(1);
  });

  it('moves a node only outside its own subtree, not to its current parent, and never deeper than three levels', () => {
    expect(names(moveTargets(roots, find(roots, 'Shelf')))).toEqual(['bank box', 'Vault']);
    expect(names(moveTargets(roots, find(roots, 'Box')))).toEqual(['bank box', 'Safe', 'Drawer', 'Vault']);
    expect(names(moveTargets(roots, find(roots, 'Safe')))).toEqual([]);
    expect(names(moveTargets(roots, find(roots, 'Vault')))).toEqual(['bank box', 'Safe', 'Drawer', 'Shelf']);
  });
});

describe('spacePathText', () => {
  it('joins the names from the top-level space down', () => {
    expect(spacePathText({ name: 'Box', path: ['Safe', 'Shelf', 'Box'] })).toBe('Safe › Shelf › Box');
    expect(spacePathText({ name: 'Safe', path: [] })).toBe('Safe');
  });
});
