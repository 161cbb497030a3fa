// GET /api/price-templates/{id}/preview: the first catalog products matching the filters (public
// catalog and the group's own, as GET /api/products lists them), each priced on both sides with the
// template's stored rules at the latest stored spot, by the same pricing function the editor runs.
import { PRODUCT_TYPES_OF_FORM, quoteSides, type PriceTemplate, type PriceTemplatePreview, type PriceTemplatePreviewQueryParsed } from '@bullion/contract';
import type { Tx } from '../db/database';
import { iso } from '../http/mappers';
import { canonicalOrNull } from '../inventory/decimals';
import { listProducts } from '../products/list-query';
import { pricingProductOfRow } from '../products/pricing-product';

/** The latest stored quote (numeric text, exact), or null before the feed stored one. */
export async function latestSpot(tx: Tx): Promise<PriceTemplatePreview['spot']> {
  const row = await tx.selectFrom('spot_prices').selectAll().orderBy('fetched_at', 'desc').limit(1).executeTakeFirst();
  if (!row) return null;
  const { gold, silver, platinum, palladium, rhodium } = row;
  return { gold, silver, platinum, palladium, rhodium, updatedAt: iso(row.fetched_at) };
}

export async function previewTemplate(tx: Tx, template: PriceTemplate, query: PriceTemplatePreviewQueryParsed, groupId: string): Promise<PriceTemplatePreview> {
  const { q, metal, form, quantity, side, limit } = query;
  const types = form?.length ? form.flatMap((value) => PRODUCT_TYPES_OF_FORM[value]) : undefined;
  const spot = await latestSpot(tx);
  const { rows, total } = await listProducts(tx, { q, metal, type: types }, { offset: 0, limit }, { groupId }, 'full');
  const items = rows.map((row) => {
    const product = pricingProductOfRow(row);
    // What a group's product title format shows besides the title (settings.productTitleFormat).
    const titled = { ...product, year: row.year, weight: canonicalOrNull(row.weight), weightUnit: row.weight_unit };
    return { product: titled, ...quoteSides({ rules: template.rules, product, quantity, quote: spot, only: side }) };
  });
  return { spot, quantity, items, total, limit };
}
