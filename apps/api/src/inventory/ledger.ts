// The ledger: one append-only entry per change to an item (acquired, edited with the changed
// fields, moved, quantity changed, split, disposed, undone…), with its actor and time. Entries are
// written in the same transaction as the change they record; bullion_app may only add and read them.
import type { LedgerEntry, LedgerKind } from '@bullion/contract';
import { sql } from 'kysely';
import type { Tx } from '../db/database';
import type { Acting } from '../http/acting';
import { iso } from '../http/mappers';

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

export interface NewLedgerEntry {
  itemId: string;
  kind: LedgerKind;
  changes?: FieldChanges;
  detail?: Record<string, unknown>;
}

// An import request's 10 000 entries in one statement.
const BATCH_SIZE = 10_000;

/** Appends entries in order (their ids grow in the order given), all with the actor and time of `acting`. */
export async function appendLedger(tx: Tx, acting: Acting, entries: readonly NewLedgerEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += BATCH_SIZE) {
    const docs = entries.slice(start, start + BATCH_SIZE).map(({ itemId, kind, changes, detail }) => ({ itemId, kind, changes: changes ?? {}, detail: detail ?? {} }));
    await sql`
      insert into inventory_ledger (group_id, item_id, kind, changes, detail, actor_user_id, at)
      select ${acting.groupId}::uuid, (e.doc->>'itemId')::uuid, e.doc->>'kind', e.doc->'changes', e.doc->'detail',
        ${acting.userId}::uuid, ${acting.now.toISOString()}::timestamptz
      from jsonb_array_elements(${JSON.stringify(docs)}::jsonb) with ordinality as e(doc, n)
      order by e.n
    `.execute(tx);
  }
}

/** At most this many entries of one item are returned (newest first). */
export const LEDGER_MAX_ENTRIES = 1000;

/** An item's entries, newest first, with the actors' names as far as the scope may see them. */
export async function readLedger(tx: Tx, groupId: string, itemId: string): Promise<LedgerEntry[]> {
  const rows = await tx
    .selectFrom('inventory_ledger as l')
    .leftJoin('profiles as p', 'p.id', 'l.actor_user_id')
    .select(['l.id', 'l.item_id', 'l.kind', 'l.at', 'l.changes', 'l.detail', 'l.actor_user_id', 'p.name', 'p.display_name'])
    .where('l.group_id', '=', groupId)
    .where('l.item_id', '=', itemId)
    .orderBy('l.id', 'desc')
    .limit(LEDGER_MAX_ENTRIES)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    itemId: row.item_id,
    kind: row.kind as LedgerKind,
    at: iso(row.at),
    actor: row.actor_user_id ? { id: row.actor_user_id, name: row.display_name || row.name || null } : null,
    changes: row.changes,
    detail: row.detail,
  }));
}
