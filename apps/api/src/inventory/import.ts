// POST /api/inventory/import: every row is checked on its own (the item schema, then its product and
// space); mode=commit writes every valid row in the caller's one transaction (each with an
// `imported` ledger entry), so a failure of the database leaves nothing behind. Invalid rows are
// reported by their 1-based position and not written.
import { inventoryItemInputSchema, type InventoryImportResult, type InventoryItemInputParsed } from '@bullion/contract';
import type { Tx } from '../db/database';
import type { Acting } from '../http/acting';
import { loadSpaceTree } from '../spaces/space-tree';
import { loadProductDefaults } from './from-product';
import { insertItems, prepareNewItem, type NewItem } from './item-writes';

type ImportError = InventoryImportResult['errors'][number];

export async function importItems(tx: Tx, acting: Acting, mode: 'validate' | 'commit', rows: readonly unknown[]): Promise<InventoryImportResult> {
  const errors: ImportError[] = [];
  const parsed: { row: number; input: InventoryItemInputParsed }[] = [];
  rows.forEach((raw, index) => {
    const result = inventoryItemInputSchema.safeParse(raw);
    if (result.success) parsed.push({ row: index + 1, input: result.data });
    else {
      // One message per field: a field that failed its own check is not reported again by the row's checks.
      const fields = new Set<string | null>();
      for (const issue of result.error.issues) {
        const field = issue.path.join('.') || null;
        if (fields.has(field)) continue;
        fields.add(field);
        errors.push({ row: index + 1, field, message: issue.message });
      }
    }
  });

  const products = await loadProductDefaults(
    tx,
    parsed.flatMap(({ input }) => (input.productId ? [input.productId] : [])),
  );
  const spaces = await loadSpaceTree(tx, acting.groupId);
  const items: { row: number; item: NewItem }[] = [];
  for (const { row, input } of parsed) {
    const prepared = prepareNewItem(input, products, spaces);
    if ('issues' in prepared) for (const { field, message } of prepared.issues) errors.push({ row, field, message });
    else items.push({ row, item: prepared.item });
  }

  if (mode === 'commit' && items.length) {
    await insertItems(
      tx,
      acting,
      items.map(({ item }) => item),
      { kind: 'imported', detail: (_item, index) => ({ row: (items[index] as { row: number }).row }) },
    );
  }
  errors.sort((a, b) => a.row - b.row);
  return { mode, added: items.length, errors };
}
