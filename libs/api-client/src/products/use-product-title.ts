// Product titles as the current group wants them read (settings.productTitleFormat, set on the
// settings' Group page), for every remote: the shared formatter with the group's format, fed with the
// product's values as the product page shows them.
import { formatProductTitle, selectGroupId, useAppStore, type ProductTitleValues } from '@bullion/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useCallback } from 'react';
import { groupQueryOptions } from '../groups/groups';

/** What a title is formatted from: a catalog product (full or a list row) or a collection's product, whose weight is decimal text. */
export interface ProductTitleSource {
  title: string;
  year?: number | null;
  weight?: number | string | null;
  weightUnit?: string | null;
  metal?: string | null;
}

/** Decimal text without trailing zeros ('1.000000' → '1'), as the product page shows a weight; anything else as it is. */
function weightText(weight: number | string): string {
  try {
    return new Decimal(weight).toFixed();
  } catch {
    return String(weight);
  }
}

/** A metal by its name ('gold' → 'Gold', the datasets' names), as the product page shows it. */
const metalName = (metal: string) => metal.charAt(0).toUpperCase() + metal.slice(1);

/** The placeholders' values of a product: year, weight (plain decimal), unit (its symbol, which is its value), metal (its name). */
export function productTitleValues(product: ProductTitleSource): ProductTitleValues {
  const { title, year, weight, weightUnit, metal } = product;
  return {
    title,
    year,
    weight: weight === null || weight === undefined || weight === '' ? null : weightText(weight),
    weightUnit: weightUnit?.trim() || null,
    metal: metal?.trim() ? metalName(metal.trim()) : null,
  };
}

/**
 * The group's way of titling products once its settings are read (fetched when not cached): for a
 * title fixed at one moment, such as an order line's snapshot, which must not be taken before the
 * group has loaded. A group that cannot be read titles products with their own titles.
 */
export async function fetchProductTitleFormatter(client: QueryClient, groupId: string | null): Promise<(product: ProductTitleSource) => string> {
  const group = groupId ? await client.fetchQuery(groupQueryOptions(groupId)).catch(() => null) : null;
  const format = group?.settings.productTitleFormat;
  return (product) => formatProductTitle(format, productTitleValues(product));
}

/** The current group's way of titling a product: its format, or the product's own title without one (or while it loads). */
export function useProductTitle(): (product: ProductTitleSource) => string {
  const groupId = useAppStore(selectGroupId);
  const group = useQuery({ ...groupQueryOptions(groupId ?? ''), enabled: Boolean(groupId) });
  const format = group.data?.settings.productTitleFormat;
  return useCallback((product: ProductTitleSource) => formatProductTitle(format, productTitleValues(product)), [format]);
}
