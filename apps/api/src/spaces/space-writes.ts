// Changing a group's storage spaces. Every change to the tree takes the group's space lock first, so
// two moves at once cannot make a cycle or a fourth level, and a name check cannot race an insert.
// Rules: at most SPACE_MAX_DEPTH levels; a top-level space has a kind, a location has none (it is
// its space's); names are unique among siblings; a space goes only when nothing is held in it.
import { SPACE_KIND_LABELS, SPACE_MAX_DEPTH, SPACES_MAX, SPACE_KINDS, type SpaceKind } from '@bullion/contract';
import { z } from 'zod';
import { sql } from 'kysely';
import type { Tx } from '../db/database';
import type { StorageSpaceRow } from '../db/schema';
import type { Acting } from '../http/acting';
import { ApiError, notFound } from '../http/errors';
import { invalidItem, versionConflict } from '../inventory/errors';
import { appendLedger } from '../inventory/ledger';
import { SpaceTree } from './space-tree';

type SpaceInput = { name: string; parentId?: string | null; kind?: SpaceKind | null; notes?: string | null };
type SpacePatch = Partial<SpaceInput> & { version?: number };

const KINDS = SPACE_KINDS.map((kind) => `${kind} (${SPACE_KIND_LABELS[kind]})`).join(', ');
const needsKind = () => invalidItem([{ field: 'kind', message: `A top-level space needs a kind: one of ${KINDS}.` }], 'space');
const locationKind = () => invalidItem([{ field: 'kind', message: 'A location has no kind of its own: it is part of its top-level space. Leave kind out.' }], 'space');

const tooDeep = (parent: StorageSpaceRow, levels: number) =>
  new ApiError(
    409,
    'space_too_deep',
    `Spaces nest at most ${SPACE_MAX_DEPTH} levels deep: "${parent.name}" is at level ${parent.depth}, so ${levels === 1 ? 'a location' : `a space with ${levels - 1} level${levels > 2 ? 's' : ''} of locations`} cannot go inside it.`,
    { parentId: parent.id, maxDepth: SPACE_MAX_DEPTH },
  );

const nameTaken = (name: string) =>
  new ApiError(409, 'space_name_taken', `There is already a space named "${name}" in the same place. Choose another name.`, { name });

/**
 * The index compares names with Postgres lower(), which may fold a few letters differently from
 * JavaScript: a clash only it sees is still a 409, not a 500.
 */
async function withUniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'storage_spaces_sibling_name_key') throw nameTaken(name);
    throw error;
  }
}

async function lockSpaces(tx: Tx, groupId: string): Promise<SpaceTree<StorageSpaceRow>> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`storage_spaces:${groupId}`}, 0))`.execute(tx);
  const rows = await tx.selectFrom('storage_spaces').selectAll().where('group_id', '=', groupId).execute();
  return new SpaceTree(rows);
}

function checkName(tree: SpaceTree<StorageSpaceRow>, parentId: string | null, name: string, self: string | null) {
  const clash = tree.children(parentId).find((sibling) => sibling.id !== self && sibling.name.toLocaleLowerCase('en') === name.toLocaleLowerCase('en'));
  if (clash) throw nameTaken(name);
}

const isUuid = (value: string) => z.uuid().safeParse(value).success;

function parentOf(tree: SpaceTree<StorageSpaceRow>, parentId: string): StorageSpaceRow {
  const parent = tree.byId.get(parentId.toLowerCase());
  if (!parent) throw notFound('Parent space');
  return parent;
}

export async function createSpace(tx: Tx, acting: Acting, input: SpaceInput): Promise<string> {
  const tree = await lockSpaces(tx, acting.groupId);
  if (tree.byId.size >= SPACES_MAX) throw new ApiError(409, 'too_many_spaces', `A group can have at most ${SPACES_MAX} spaces and locations.`);
  const parent = input.parentId ? parentOf(tree, input.parentId) : null;
  if (parent && input.kind) throw locationKind();
  if (!parent && !input.kind) throw needsKind();
  if (parent && parent.depth >= SPACE_MAX_DEPTH) throw tooDeep(parent, 1);
  checkName(tree, parent?.id ?? null, input.name, null);
  const row = await withUniqueName(input.name, () =>
    tx
      .insertInto('storage_spaces')
      .values({
        group_id: acting.groupId,
        parent_id: parent?.id ?? null,
        name: input.name,
        kind: parent ? null : (input.kind as SpaceKind),
        notes: input.notes ?? null,
        depth: parent ? parent.depth + 1 : 1,
        created_by_user_id: acting.userId,
        updated_by_user_id: acting.userId,
        created_at: acting.now,
        updated_at: acting.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return row.id;
}

export async function patchSpace(tx: Tx, acting: Acting, id: string, patch: SpacePatch): Promise<void> {
  const tree = await lockSpaces(tx, acting.groupId);
  const row = isUuid(id) ? tree.byId.get(id.toLowerCase()) : undefined;
  if (!row) throw notFound('Storage space');
  if (patch.version !== undefined && patch.version !== row.version) throw versionConflict('space', patch.version, row.version);

  const parent = patch.parentId === undefined ? (row.parent_id ? (tree.byId.get(row.parent_id) ?? null) : null) : patch.parentId ? parentOf(tree, patch.parentId) : null;
  if (parent && tree.subtree(row.id).includes(parent.id)) {
    throw new ApiError(409, 'space_cycle', `"${row.name}" cannot go inside ${parent.id === row.id ? 'itself' : `"${parent.name}", which is inside it`}.`);
  }
  const depth = parent ? parent.depth + 1 : 1;
  const height = tree.height(row.id);
  if (parent && depth + height > SPACE_MAX_DEPTH) throw tooDeep(parent, height + 1);

  let kind: SpaceKind | null;
  if (parent) {
    if (patch.kind) throw locationKind();
    kind = null;
  } else {
    kind = patch.kind === undefined ? row.kind : patch.kind;
    if (!kind) throw needsKind();
  }
  const name = patch.name ?? row.name;
  if (name !== row.name || (parent?.id ?? null) !== row.parent_id) checkName(tree, parent?.id ?? null, name, row.id);

  const notes = patch.notes === undefined ? row.notes : patch.notes;
  if (name === row.name && (parent?.id ?? null) === row.parent_id && kind === row.kind && notes === row.notes) return;
  await withUniqueName(name, () =>
    tx
      .updateTable('storage_spaces')
      .set({
        name,
        parent_id: parent?.id ?? null,
        kind,
        notes,
        depth,
        version: sql`version + 1`,
        updated_at: acting.now,
        updated_by_user_id: acting.userId,
      })
      .where('id', '=', row.id)
      .where('group_id', '=', acting.groupId)
      .execute(),
  );
  const below = tree.subtree(row.id).filter((node) => node !== row.id);
  if (depth !== row.depth && below.length) {
    await tx
      .updateTable('storage_spaces')
      .set({ depth: sql`depth + ${depth - row.depth}::smallint` })
      .where('id', 'in', below)
      .where('group_id', '=', acting.groupId)
      .execute();
  }
}

/**
 * Deletes an empty space. Disposed items that were kept there are detached (their space is gone;
 * each gets a `moved` ledger entry saying so).
 */
export async function deleteSpace(tx: Tx, acting: Acting, id: string): Promise<void> {
  const tree = await lockSpaces(tx, acting.groupId);
  const row = isUuid(id) ? tree.byId.get(id.toLowerCase()) : undefined;
  if (!row) throw notFound('Storage space');
  const locations = tree.children(row.id).length;
  const held = await tx
    .selectFrom('inventory_items')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('group_id', '=', acting.groupId)
    .where('space_id', '=', row.id)
    .where('status', 'in', ['drawer', 'stock'])
    .where('merged_into_item_id', 'is', null)
    .executeTakeFirstOrThrow();
  const items = Number(held.n);
  if (locations || items) {
    const parts = [locations ? `${locations} location${locations === 1 ? '' : 's'}` : '', items ? `${items} item${items === 1 ? '' : 's'}` : ''].filter(Boolean);
    throw new ApiError(409, 'space_not_empty', `"${row.name}" still holds ${parts.join(' and ')}. Move or delete them first.`, { locations, items });
  }
  const detached = await tx
    .updateTable('inventory_items')
    .set({ space_id: null, version: sql`version + 1`, updated_at: acting.now, updated_by_user_id: acting.userId })
    .where('group_id', '=', acting.groupId)
    .where('space_id', '=', row.id)
    .returning('id')
    .execute();
  await appendLedger(
    tx,
    acting,
    detached.map((item) => ({
      itemId: item.id,
      kind: 'moved',
      changes: { spaceId: { from: row.id, to: null } },
      detail: { reason: 'space deleted', fromPath: tree.path(row.id), toPath: [] },
    })),
  );
  await tx.deleteFrom('storage_spaces').where('id', '=', row.id).where('group_id', '=', acting.groupId).execute();
}
