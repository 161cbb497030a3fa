// Reading products inside a request scope: one visible product, the writers' names and the owning
// groups of a page of products (two small queries per page, whatever its size).
import type { Product } from '@bullion/contract';
import type { Tx } from '../db/database';
import type { ProductRow } from '../db/schema';
import { toProduct, type ProductLinks } from './mappers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that are not UUIDs cannot name a product; filtering them out keeps the database cast from failing. */
export const isProductId = (id: string) => UUID.test(id);

/** A product the scope may see (public and published, or of the scope's group), or undefined. */
export async function findVisibleProduct(tx: Tx, id: string): Promise<ProductRow | undefined> {
  if (!isProductId(id)) return undefined;
  return tx.selectFrom('products_visible').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Names of the users who wrote these products and of the groups that own them, as far as the scope
 * may see them (row-level security on profiles and groups): your group's members and your group.
 */
export async function loadLinks(tx: Tx, rows: readonly ProductRow[]): Promise<ProductLinks> {
  const userIds = [...new Set(rows.flatMap((row) => [row.created_by_user_id, row.updated_by_user_id]).filter((id): id is string => !!id))];
  const groupIds = [...new Set(rows.map((row) => row.group_id).filter((id): id is string => !!id))];
  const users = userIds.length
    ? await tx.selectFrom('profiles').select(['id', 'name', 'display_name']).where('id', 'in', userIds).execute()
    : [];
  const groups = groupIds.length ? await tx.selectFrom('groups').select(['id', 'name']).where('id', 'in', groupIds).execute() : [];
  return {
    users: new Map(users.map((user) => [user.id, { id: user.id, name: user.display_name || user.name || null }])),
    groups: new Map(groups.map((group) => [group.id, { id: group.id, name: group.name }])),
  };
}

export async function toProducts(tx: Tx, rows: readonly ProductRow[]): Promise<Product[]> {
  const links = await loadLinks(tx, rows);
  return rows.map((row) => toProduct(row, links));
}

export async function toFullProduct(tx: Tx, row: ProductRow): Promise<Product> {
  return toProduct(row, await loadLinks(tx, [row]));
}

/** The products among these ids that the scope may see, in no particular order. */
export async function findVisibleProducts(tx: Tx, ids: readonly string[]): Promise<ProductRow[]> {
  return ids.length ? tx.selectFrom('products_visible').selectAll().where('id', 'in', ids).execute() : [];
}
