// What completing an order does in inventory, and how a reversal takes it back — always inside the
// action's one transaction, so a failure on any line leaves nothing changed (the transaction rolls
// back: no item, disposition, ledger entry, line or status change survives).
//
// Completing a purchase creates one drawer item per line: the line's snapshot (title, metal, form,
// weight, unit, purity, product), cost = the line total, acquired today from "<number> · <customer>",
// with the spot snapshot of inventory's acquisition rule and an `acquired` ledger entry naming the
// order. Completing a sale disposes of each inventory item line as sold with the inventory's own
// disposition code: amount = the line total, realised gain = amount − cost basis of the pieces, a
// partial quantity splitting the lot. Catalog-product and custom lines of a sale move nothing (the
// pieces were not tracked as inventory).
//
// Reversing a purchase disposes of its items as `returned` at what was paid (realised gain 0 on an
// unchanged cost basis) — only while every one is still held whole; reversing a sale undoes its
// dispositions with the inventory's undo (a split lot merges back).
import { randomUUID } from 'node:crypto';
import { lineDeclaredFineOzt, type ItemWeightUnit, type OrderSide } from '@bullion/contract';
import type { Tx } from '../db/database';
import type { OrderLineRow, OrderRow } from '../db/schema';
import type { Acting } from '../http/acting';
import { ApiError } from '../http/errors';
import { disposeItem, undoDisposition } from '../inventory/dispositions';
import { loadProductDefaults } from '../inventory/from-product';
import { insertItems, lockItem, type NewItem } from '../inventory/item-writes';
import { itemUnavailable } from './errors';

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const today = (acting: Acting) => acting.now.toISOString().slice(0, 10);

export interface FulfilmentRecord {
  lineId: string;
  itemId: string;
  dispositionId: string | null;
}

async function activeDisposition(tx: Tx, groupId: string, itemId: string): Promise<string> {
  const row = await tx
    .selectFrom('inventory_dispositions')
    .select('id')
    .where('group_id', '=', groupId)
    .where('item_id', '=', itemId)
    .where('undone_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function receivePurchase(tx: Tx, acting: Acting, order: OrderRow, lines: readonly OrderLineRow[]): Promise<FulfilmentRecord[]> {
  const products = await loadProductDefaults(tx, lines.flatMap((line) => (line.product_id ? [line.product_id] : [])));
  const source = clip(`${order.number} · ${order.customer_name}`, 200);
  const items: (NewItem & { lineId: string })[] = lines.map((line) => {
    const product = line.product_id ? products.get(line.product_id)?.fields : undefined;
    return {
      lineId: line.id,
      id: randomUUID(),
      status: 'drawer',
      // A product deleted since the order was priced is no longer linked; the snapshot keeps its fields.
      productId: product ? line.product_id : null,
      title: line.title,
      metal: line.metal,
      form: line.form ?? 'other',
      weight: line.weight,
      weightUnit: line.weight_unit,
      purity: line.purity,
      declaredFineOzt: lineDeclaredFineOzt({ weight: line.weight, weightUnit: line.weight_unit as ItemWeightUnit, purity: line.purity, fineOztPerUnit: line.fine_ozt_per_unit }),
      quantity: line.quantity,
      year: product?.year ?? null,
      grade: null,
      gradingService: null,
      certificateNumber: null,
      serialNumbers: [],
      spaceId: null,
      tags: [],
      notes: null,
      obverseImage: product?.obverseImage ?? null,
      reverseImage: product?.reverseImage ?? null,
      acquiredOn: today(acting),
      source,
      cost: line.line_total,
      shipping: null,
      fees: null,
      tax: null,
    };
  });
  await insertItems(tx, acting, items, {
    kind: 'acquired',
    detail: (item) => ({ status: 'drawer', orderId: order.id, orderNumber: order.number, lineId: (item as NewItem & { lineId: string }).lineId }),
  });
  return items.map((item) => ({ lineId: item.lineId, itemId: item.id, dispositionId: null }));
}

async function deliverSale(tx: Tx, acting: Acting, order: OrderRow, lines: readonly OrderLineRow[]): Promise<FulfilmentRecord[]> {
  const records: FulfilmentRecord[] = [];
  for (const line of lines) {
    if (!line.inventory_item_id) continue;
    const item = await lockItem(tx, acting.groupId, line.inventory_item_id);
    if (!item || item.status === 'disposed') throw itemUnavailable(line.position, `${line.title} is no longer held (it was disposed of); nothing was changed.`, line.inventory_item_id);
    if (item.quantity < line.quantity) {
      throw itemUnavailable(line.position, `the lot of ${line.title} now holds ${item.quantity} piece${item.quantity === 1 ? '' : 's'}, not ${line.quantity}; nothing was changed.`, line.inventory_item_id);
    }
    const { disposedId } = await disposeItem(tx, acting, item.id, {
      kind: 'sold',
      date: today(acting),
      quantity: line.quantity,
      amount: line.line_total,
      counterparty: clip(order.customer_name, 200),
      notes: `Sold with order ${order.number}.`,
    });
    records.push({ lineId: line.id, itemId: disposedId, dispositionId: await activeDisposition(tx, acting.groupId, disposedId) });
  }
  return records;
}

/** Moves the order's metal; returns what each line did, to be recorded on it. */
export async function completeInInventory(tx: Tx, acting: Acting, order: OrderRow, lines: readonly OrderLineRow[]): Promise<FulfilmentRecord[]> {
  const records = (order.side as OrderSide) === 'buy' ? await receivePurchase(tx, acting, order, lines) : await deliverSale(tx, acting, order, lines);
  for (const record of records) {
    await tx
      .updateTable('order_lines')
      .set({ fulfilment_item_id: record.itemId, fulfilment_disposition_id: record.dispositionId })
      .where('id', '=', record.lineId)
      .where('group_id', '=', acting.groupId)
      .execute();
  }
  return records;
}

const reversalBlocked = (line: OrderLineRow, why: string) =>
  new ApiError(409, 'reversal_blocked', `Line ${line.position + 1} (${line.title}): ${why} Nothing was changed.`, { line: line.position, itemId: line.fulfilment_item_id });

/** Takes back what completion did; returns the inventory records of the reversal. */
export async function reverseInInventory(tx: Tx, acting: Acting, order: OrderRow, lines: readonly OrderLineRow[], reason: string) {
  const reversed: { lineId: string; itemId: string; dispositionId: string | null }[] = [];
  for (const line of lines) {
    if (!line.fulfilment_item_id) continue;
    if ((order.side as OrderSide) === 'buy') {
      const item = await lockItem(tx, acting.groupId, line.fulfilment_item_id);
      if (!item || item.status === 'disposed') throw reversalBlocked(line, 'the item bought was disposed of since, so the purchase cannot be reversed.');
      if (item.quantity !== line.quantity) throw reversalBlocked(line, `the lot bought now holds ${item.quantity} pieces, not the ${line.quantity} bought.`);
      const { disposedId } = await disposeItem(tx, acting, item.id, {
        kind: 'returned',
        date: today(acting),
        amount: line.line_total,
        counterparty: clip(order.customer_name, 200),
        notes: clip(`Reversal of order ${order.number}: ${reason}`, 4000),
      });
      reversed.push({ lineId: line.id, itemId: disposedId, dispositionId: await activeDisposition(tx, acting.groupId, disposedId) });
      continue;
    }
    const dispositionId = line.fulfilment_disposition_id;
    if (!dispositionId) continue;
    const disposition = await tx.selectFrom('inventory_dispositions').select(['undone_at']).where('id', '=', dispositionId).where('group_id', '=', acting.groupId).executeTakeFirst();
    // Already undone by hand (inventory's undo): the pieces are back; nothing more to take back.
    if (!disposition || disposition.undone_at) continue;
    const itemId = await undoDisposition(tx, acting, dispositionId);
    reversed.push({ lineId: line.id, itemId, dispositionId });
  }
  return reversed;
}
