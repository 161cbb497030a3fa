// The lines of an order as they are stored: each line body becomes a snapshot of what it is priced
// from — the catalog product's or the inventory item's title, metal, form, weights and category, or
// the custom line's own — so later catalog changes never alter the order. The snapshot is built and
// priced by the contract's shared functions (orders/line-snapshot.ts, orders/line-pricing.ts), from
// what is read here, at a stored spot quote.
import { customLineSource, INVENTORY_FORMS, itemLineRefusal, itemLineSource, orderLineSnapshot, priceOrderLine, productLineSourceFromFields, type InventoryForm, type InventoryMetal, type InventoryStatus, type ItemWeightUnit, type OrderLine, type OrderLineInputParsed, type OrderLinePriced, type OrderLineSnapshot, type OrderSide, type PriceRule, type PriceSlice, type SpotQuoteInput } from '@bullion/contract';
import type { Tx } from '../db/database';
import type { OrderLineRow } from '../db/schema';
import { canonicalOrNull } from '../inventory/decimals';
import { loadProductDefaults } from '../inventory/from-product';
import { isUuid } from '../inventory/item-reads';
import { PRICING_REFERENCE, pricingProductOfRow, type ProductPricingRow } from '../products/pricing-product';
import { itemUnavailable, unknownReference } from './errors';

async function loadProducts(tx: Tx, ids: readonly string[]): Promise<Map<string, ProductPricingRow>> {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (!wanted.length) return new Map();
  const rows = await tx
    .selectFrom('products_visible')
    .select(['id', 'title', 'group_id', 'obverse_image', 'metal', 'type', 'category_id', 'weight', 'weight_unit', 'purity', 'metal_content'])
    .where('id', 'in', wanted)
    .where('status', '!=', 'deleted')
    .execute();
  return new Map(rows.map((row) => [row.id, row as ProductPricingRow]));
}

const formOf = (value: string | null | undefined): InventoryForm | null => ((INVENTORY_FORMS as readonly string[]).includes(value ?? '') ? (value as InventoryForm) : null);

/**
 * The snapshots of line bodies, in order. A product or item that is not the group's to use is a 400
 * on its line; an item no longer held, or holding fewer pieces than the line, is 409 item_unavailable.
 */
export async function snapshotLines(tx: Tx, groupId: string, side: OrderSide, lines: readonly OrderLineInputParsed[]): Promise<OrderLineSnapshot[]> {
  const itemIds = lines.flatMap((line) => (line.inventoryItemId ? [line.inventoryItemId.toLowerCase()] : []));
  if (side === 'buy' && itemIds.length) {
    const index = lines.findIndex((line) => line.inventoryItemId);
    throw unknownReference(`lines.${index}.inventoryItemId`, 'A buy order cannot sell inventory items: use a catalog product or a custom line.');
  }
  const items = itemIds.length
    ? await tx
        .selectFrom('inventory_items')
        .select(['id', 'status', 'product_id', 'title', 'metal', 'form', 'weight', 'weight_unit', 'purity', 'fine_weight_ozt', 'quantity'])
        .where('group_id', '=', groupId)
        .where('id', 'in', itemIds)
        .where('merged_into_item_id', 'is', null)
        .execute()
    : [];
  const itemById = new Map(items.map((item) => [item.id, item]));
  const productIds = [...lines.flatMap((line) => (line.productId ? [line.productId] : [])), ...items.flatMap((item) => (item.product_id ? [item.product_id] : []))];
  const [products, defaults] = await Promise.all([loadProducts(tx, productIds), loadProductDefaults(tx, productIds)]);

  return lines.map((line, index): OrderLineSnapshot => {
    if (line.productId !== undefined) {
      const id = line.productId.toLowerCase();
      const product = products.get(id);
      const filled = defaults.get(id)?.fields;
      if (!product || !filled) throw unknownReference(`lines.${index}.productId`, `Line ${index + 1}: no catalog product with this id (or it is not visible to your group).`);
      // The fields as an item identified as the product takes them (Postgres converts the weight).
      const fields = { title: filled.title, metal: filled.metal ?? null, weight: filled.weight ?? null, weightUnit: filled.weightUnit ?? 'ozt', purity: filled.purity ?? null };
      return orderLineSnapshot(line, productLineSourceFromFields(fields, pricingProductOfRow(product)));
    }
    if (line.inventoryItemId !== undefined) {
      const id = line.inventoryItemId.toLowerCase();
      const item = itemById.get(id);
      if (!item) throw unknownReference(`lines.${index}.inventoryItemId`, `Line ${index + 1}: no inventory item with this id in your group.`);
      const refused = itemLineRefusal({ title: item.title, status: item.status as InventoryStatus, quantity: item.quantity }, line.quantity);
      if (refused) throw itemUnavailable(index, refused, id);
      const product = item.product_id ? products.get(item.product_id) : undefined;
      const lot = {
        id,
        productId: item.product_id,
        title: item.title,
        metal: item.metal as InventoryMetal | null,
        form: formOf(item.form),
        weight: canonicalOrNull(item.weight),
        weightUnit: item.weight_unit as ItemWeightUnit,
        purity: canonicalOrNull(item.purity),
        fineWeightOzt: canonicalOrNull(item.fine_weight_ozt),
      };
      return orderLineSnapshot(line, itemLineSource(lot, product ? { categoryId: product.category_id } : null, PRICING_REFERENCE));
    }
    return orderLineSnapshot(line, customLineSource(line));
  });
}

/** A stored line's snapshot (what a new quote prices from). */
export function snapshotOfRow(row: OrderLineRow): OrderLineSnapshot {
  return {
    kind: row.kind as OrderLineSnapshot['kind'],
    productId: row.product_id,
    inventoryItemId: row.inventory_item_id,
    title: row.title,
    metal: row.metal as InventoryMetal | null,
    form: formOf(row.form),
    weight: canonicalOrNull(row.weight),
    weightUnit: row.weight_unit as ItemWeightUnit,
    purity: canonicalOrNull(row.purity),
    fineOztPerUnit: canonicalOrNull(row.fine_ozt_per_unit),
    categoryPath: row.category_path,
    quantity: row.quantity,
    manualUnitPrice: row.manual_unit_price,
    overrideReason: row.override_reason,
    meltReason: row.melt_reason,
  };
}

export function priceLines(side: OrderSide, rules: readonly PriceRule[] | null, snapshots: readonly OrderLineSnapshot[], spot: SpotQuoteInput | null): OrderLinePriced[] {
  return snapshots.map((line) => priceOrderLine({ side, rules, line, quote: spot }));
}

/** Replaces an order's lines with these (a draft's edit, a quote's new prices), positions in order. */
export async function writeLines(tx: Tx, groupId: string, orderId: string, snapshots: readonly OrderLineSnapshot[], priced: readonly OrderLinePriced[]): Promise<void> {
  await tx.deleteFrom('order_lines').where('order_id', '=', orderId).where('group_id', '=', groupId).execute();
  if (!snapshots.length) return;
  await tx
    .insertInto('order_lines')
    .values(
      snapshots.map((line, position) => {
        const price = priced[position] as OrderLinePriced;
        return {
          group_id: groupId,
          order_id: orderId,
          position,
          kind: line.kind,
          product_id: line.productId,
          inventory_item_id: line.inventoryItemId,
          title: line.title,
          metal: line.metal,
          form: line.form,
          weight: line.weight,
          weight_unit: line.weightUnit,
          purity: line.purity,
          fine_ozt_per_unit: line.fineOztPerUnit,
          category_path: line.categoryPath,
          quantity: line.quantity,
          manual_unit_price: line.manualUnitPrice,
          override_reason: line.overrideReason,
          melt_reason: line.meltReason,
          unit_price: price.unitPrice,
          line_total: price.lineTotal,
          price_source: price.priceSource,
          price_status: price.priceStatus,
          template_unit_price: price.templateUnitPrice,
          template_line_total: price.templateLineTotal,
          rule_id: price.ruleId,
          averaged: price.averaged,
          price_slices: price.priceSlices ? JSON.stringify(price.priceSlices) : null,
          spot: price.spot,
        };
      }),
    )
    .execute();
}

/** A stored line as the API answers it. */
export function toOrderLine(row: OrderLineRow): OrderLine {
  return {
    id: row.id,
    kind: row.kind as OrderLine['kind'],
    productId: row.product_id,
    inventoryItemId: row.inventory_item_id,
    title: row.title,
    metal: row.metal as OrderLine['metal'],
    form: formOf(row.form),
    weight: canonicalOrNull(row.weight),
    weightUnit: row.weight_unit as ItemWeightUnit,
    purity: canonicalOrNull(row.purity),
    fineOztPerUnit: canonicalOrNull(row.fine_ozt_per_unit),
    quantity: row.quantity,
    unitPrice: row.unit_price,
    lineTotal: row.line_total,
    priceSource: row.price_source as OrderLine['priceSource'],
    priceStatus: row.price_status as OrderLine['priceStatus'],
    templateUnitPrice: row.template_unit_price,
    templateLineTotal: row.template_line_total,
    ruleId: row.rule_id,
    averaged: row.averaged,
    priceSlices: (row.price_slices as PriceSlice[] | null) ?? null,
    overrideReason: row.override_reason,
    meltReason: row.melt_reason,
    spot: canonicalOrNull(row.spot),
    fulfilment: row.fulfilment_item_id ? { itemId: row.fulfilment_item_id, dispositionId: row.fulfilment_disposition_id } : null,
  };
}
