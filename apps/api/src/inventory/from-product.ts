// An item linked to a catalog product takes the product's title, metal, form, weight, purity, year
// and images for every one of those fields it does not give itself, and the product's declared fine
// content while its weight and purity are the product's (@bullion/contract's itemDeclaredFineOzt). A product's weight in another
// unit (dwt, gr, oz, tola, tael) is converted to grams by Postgres, exactly as far as the unit is
// defined; values an item could not hold (a weight beyond its column) are left out, not forced in.
import { declaredFineOzt, finenessSchema, INVENTORY_FORMS, INVENTORY_METALS, itemWeightSchema, type InventoryForm, type InventoryMetal, type ItemWeightUnit } from '@bullion/contract';
import { sql } from 'kysely';
import type { Tx } from '../db/database';
import { WEIGHT_UNITS } from '../datasets/reference-data';
import { isUuid } from './item-reads';

export interface ProductDefaults {
  title: string;
  metal?: InventoryMetal;
  form?: InventoryForm;
  weight?: string;
  weightUnit?: ItemWeightUnit;
  purity?: string;
  year?: number;
  obverseImage?: string;
  reverseImage?: string;
}

/** What an item takes from its product: the fields it fills in, and the fine ozt the product declares (null: none). */
export interface ProductSource {
  fields: ProductDefaults;
  declaredFineOzt: string | null;
}

interface ProductSourceRow {
  id: string;
  title: string;
  metal: string | null;
  type: string | null;
  item_weight: string | null;
  item_weight_unit: string | null;
  purity: string | null;
  year: number | null;
  obverse_image: string | null;
  reverse_image: string | null;
  metal_content: string | null;
  weight_unit: string | null;
}

const GRAMS_PER_UNIT = Object.fromEntries(WEIGHT_UNITS.map((unit) => [unit.value, unit.grams]));

const ITEM_UNITS: readonly string[] = ['ozt', 'g', 'kg'];
const toGrams = sql.join(
  WEIGHT_UNITS.filter((unit) => !ITEM_UNITS.includes(unit.value)).map((unit) => sql`when ${unit.value} then ${unit.grams}::numeric`),
  sql` `,
);

/** The products (visible to the scope: the public catalog and the group's own) among these ids. */
export async function loadProductDefaults(tx: Tx, ids: Iterable<string>): Promise<Map<string, ProductSource>> {
  const wanted = [...new Set([...ids].filter(isUuid).map((id) => id.toLowerCase()))];
  if (!wanted.length) return new Map();
  const rows = (await tx
    .selectFrom('products_visible as p')
    .where('p.id', 'in', wanted)
    .select([
      'p.id',
      'p.title',
      'p.metal',
      'p.type',
      'p.purity',
      'p.year',
      'p.obverse_image',
      'p.reverse_image',
      sql<string | null>`p.metal_content::text`.as('metal_content'),
      'p.weight_unit',
      sql<string | null>`case when p.weight_unit in ('ozt', 'g', 'kg') then p.weight::text else round(p.weight * case p.weight_unit ${toGrams} end, 6)::text end`.as('item_weight'),
      sql<string | null>`case when p.weight_unit in ('ozt', 'g', 'kg') then p.weight_unit when p.weight_unit is not null then 'g' end`.as('item_weight_unit'),
    ])
    .execute()) as ProductSourceRow[];
  return new Map(rows.map((row) => [row.id, { fields: defaultsOf(row), declaredFineOzt: declaredFineOzt({ metalContent: row.metal_content, weightUnit: row.weight_unit }, GRAMS_PER_UNIT) }]));
}

const valid = <T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, value: unknown): T | undefined => {
  if (value === null || value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

function defaultsOf(row: ProductSourceRow): ProductDefaults {
  const weight = row.item_weight_unit ? valid(itemWeightSchema('Weight'), row.item_weight) : undefined;
  const defaults: ProductDefaults = { title: row.title };
  if ((INVENTORY_METALS as readonly string[]).includes(row.metal ?? '')) defaults.metal = row.metal as InventoryMetal;
  defaults.form = (INVENTORY_FORMS as readonly string[]).includes(row.type ?? '') ? (row.type as InventoryForm) : 'other';
  if (weight !== undefined) {
    defaults.weight = weight;
    defaults.weightUnit = row.item_weight_unit as ItemWeightUnit;
  }
  const purity = valid(finenessSchema, row.purity);
  if (purity !== undefined) defaults.purity = purity;
  if (row.year !== null && row.year >= 1 && row.year <= 9999) defaults.year = row.year;
  if (row.obverse_image && row.obverse_image.length <= 2048) defaults.obverseImage = row.obverse_image;
  if (row.reverse_image && row.reverse_image.length <= 2048) defaults.reverseImage = row.reverse_image;
  return defaults;
}

/**
 * The product's value for each of its fields the given ones leave out (undefined); a field given as
 * null stays null. Weight and unit go together: a weight given without a unit takes the product's
 * unit, and a unit given without a weight takes the product's weight only when the units agree.
 */
export function fillFromProduct<T extends Partial<Record<keyof ProductDefaults, unknown>>>(given: T, product: ProductDefaults): T {
  const filled: Record<string, unknown> = { ...given };
  // A unit given alone would turn the product's weight into another quantity: then it has none.
  const unitClash = given.weightUnit !== undefined && given.weight === undefined && given.weightUnit !== product.weightUnit;
  for (const [field, value] of Object.entries(product)) {
    if (unitClash && field === 'weight') continue;
    if (filled[field] === undefined && value !== undefined) filled[field] = value;
  }
  return filled as T;
}
