// Reading a group's price templates, always inside `scoped` (row-level security admits only the
// caller's group).
import type { PriceRule, PriceTemplate } from '@bullion/contract';
import { sql } from 'kysely';
import type { Tx } from '../db/database';
import type { PriceTemplateRow } from '../db/schema';
import { notFound } from '../http/errors';
import { iso } from '../http/mappers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toPriceTemplate(row: PriceTemplateRow): PriceTemplate {
  return {
    id: row.id,
    groupId: row.group_id,
    name: row.name,
    isDefault: row.is_default,
    version: row.version,
    // Stored only after priceRulesSchema accepted them; the response schema checks them again.
    rules: row.rules as PriceRule[],
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Whether a template of the group, other than `exceptId`, has this name in any letter case. */
export async function nameInUse(tx: Tx, groupId: string, name: string, exceptId?: string): Promise<boolean> {
  let query = tx.selectFrom('price_templates').select('id').where('group_id', '=', groupId).where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  return !!(await query.executeTakeFirst());
}

export async function listTemplates(tx: Tx, groupId: string): Promise<PriceTemplate[]> {
  const rows = await tx
    .selectFrom('price_templates')
    .selectAll()
    .where('group_id', '=', groupId)
    .orderBy('is_default', 'desc')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  return rows.map(toPriceTemplate);
}

export async function findTemplate(tx: Tx, groupId: string, id: string): Promise<PriceTemplateRow | undefined> {
  if (!UUID.test(id)) return undefined;
  return tx.selectFrom('price_templates').selectAll().where('group_id', '=', groupId).where('id', '=', id).executeTakeFirst();
}

export async function requireTemplate(tx: Tx, groupId: string, id: string): Promise<PriceTemplateRow> {
  const row = await findTemplate(tx, groupId, id);
  if (!row) throw notFound('Price template');
  return row;
}
