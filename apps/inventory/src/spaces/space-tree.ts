// The group's storage spaces as a tree, built from the flat list GET /spaces answers (parents before
// children): top-level spaces with their locations, SPACE_MAX_DEPTH levels at most. Pure.
import { SPACE_MAX_DEPTH, type StorageSpace } from '@bullion/contract';

export interface SpaceNode {
  space: StorageSpace;
  /** 1 for a top-level space, as drawn (a node whose parent is missing is drawn at the top). */
  level: number;
  children: SpaceNode[];
}

const byName = (a: SpaceNode, b: SpaceNode) => a.space.name.localeCompare(b.space.name, 'en', { sensitivity: 'base' }) || a.space.id.localeCompare(b.space.id);

/**
 * The tree of `spaces`, children by name. A space whose parent is not in the list (or that sits in a
 * loop of parents) is shown at the top rather than lost.
 */
export function buildSpaceTree(spaces: readonly StorageSpace[]): SpaceNode[] {
  const nodes = new Map(spaces.map((space) => [space.id, { space, level: 1, children: [] as SpaceNode[] }]));
  const roots: SpaceNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.space.parentId ? nodes.get(node.space.parentId) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  // Whatever is not reachable from a root is in a loop of parents: cut it at its first node.
  const reached = new Set<SpaceNode>();
  const visit = (node: SpaceNode, level: number) => {
    reached.add(node);
    node.level = level;
    node.children.sort(byName);
    for (const child of node.children) visit(child, level + 1);
  };
  roots.sort(byName).forEach((root) => visit(root, 1));
  for (const node of nodes.values()) {
    if (reached.has(node)) continue;
    for (const other of nodes.values()) other.children = other.children.filter((child) => child !== node);
    roots.push(node);
    visit(node, 1);
  }
  return roots.sort(byName);
}

/** Every node, depth first, in the order the tree is drawn. */
export function flattenSpaceTree(roots: readonly SpaceNode[]): SpaceNode[] {
  return roots.flatMap((node) => [node, ...flattenSpaceTree(node.children)]);
}

/** Levels of the subtree under and including `node`: 1 for a node without locations. */
export function subtreeHeight(node: SpaceNode): number {
  return 1 + Math.max(0, ...node.children.map(subtreeHeight));
}

/** Whether a location can be added inside `node` without going deeper than SPACE_MAX_DEPTH. */
export function canHoldLocation(node: SpaceNode): boolean {
  return node.level < SPACE_MAX_DEPTH;
}

/**
 * Where `node` may be moved: under any node outside its own subtree that leaves the whole subtree
 * within SPACE_MAX_DEPTH levels, except its current parent.
 */
export function moveTargets(roots: readonly SpaceNode[], node: SpaceNode): SpaceNode[] {
  const inSubtree = new Set(flattenSpaceTree([node]).map((each) => each.space.id));
  const height = subtreeHeight(node);
  return flattenSpaceTree(roots).filter(
    (target) => !inSubtree.has(target.space.id) && target.space.id !== node.space.parentId && target.level + height <= SPACE_MAX_DEPTH,
  );
}

/** "Home safe › Shelf 2 › Box A". */
export function spacePathText(space: Pick<StorageSpace, 'path' | 'name'>): string {
  return (space.path.length ? space.path : [space.name]).join(' › ');
}
