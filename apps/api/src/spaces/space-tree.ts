// A group's storage spaces as a tree (at most SPACES_MAX nodes, so it is read whole): the path of
// names down to a node, the nodes below one, parents-before-children order. Inventory reads use it
// for the spacePath of items and the space filter.
import type { Tx } from '../db/database';
import type { StorageSpaceRow } from '../db/schema';

export type SpaceNode = Pick<StorageSpaceRow, 'id' | 'parent_id' | 'name' | 'depth'>;

export class SpaceTree<T extends SpaceNode = SpaceNode> {
  readonly byId: ReadonlyMap<string, T>;
  readonly #children = new Map<string | null, T[]>();

  constructor(nodes: readonly T[]) {
    this.byId = new Map(nodes.map((node) => [node.id, node]));
    for (const node of nodes) {
      const siblings = this.#children.get(node.parent_id) ?? [];
      siblings.push(node);
      this.#children.set(node.parent_id, siblings);
    }
    const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id);
    for (const siblings of this.#children.values()) siblings.sort(byName);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** Names from the top-level space down to `id`; empty for no space. */
  path(id: string | null): string[] {
    const names: string[] = [];
    // Bounded by the depth limit; the guard only protects against a corrupt cycle.
    for (let node = id ? this.byId.get(id) : undefined; node && names.length < 10; node = node.parent_id ? this.byId.get(node.parent_id) : undefined) {
      names.unshift(node.name);
    }
    return names;
  }

  /** `id` and every node below it. */
  subtree(id: string): string[] {
    const ids = [id];
    for (let index = 0; index < ids.length; index += 1) {
      for (const child of this.#children.get(ids[index] as string) ?? []) ids.push(child.id);
    }
    return ids;
  }

  children(id: string | null): readonly T[] {
    return this.#children.get(id) ?? [];
  }

  /** Levels below `id` (0 for a node without locations). */
  height(id: string): number {
    const node = this.byId.get(id);
    if (!node) return 0;
    return Math.max(0, ...this.subtree(id).map((below) => (this.byId.get(below)?.depth ?? node.depth) - node.depth));
  }

  /** Every node, parents before children, siblings by name. */
  ordered(): T[] {
    const out: T[] = [];
    const visit = (parent: string | null) => {
      for (const node of this.children(parent)) {
        out.push(node);
        visit(node.id);
      }
    };
    visit(null);
    return out;
  }
}

/** The group's spaces (row-level security admits only the scope's groups). */
export async function loadSpaceTree(tx: Tx, groupId: string): Promise<SpaceTree> {
  const rows = await tx.selectFrom('storage_spaces').select(['id', 'parent_id', 'name', 'depth']).where('group_id', '=', groupId).execute();
  return new SpaceTree(rows);
}
