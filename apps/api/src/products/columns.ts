// How product fields (camelCase, as the shared schemas name them) map to columns, and the two batch
// statements every write goes through: an insert of many rows and an update of many rows, each one
// SQL statement whose rows travel as a single jsonb parameter (no parameter-count limit, one round
// trip per batch: 10 000 import rows are a handful of statements).
import type { ProductInputParsed } from '@bullion/contract';
import { sql } from 'kysely';
import type { Db, Tx } from '../db/database';
import type { ProductsTable } from '../db/schema';

type SqlType = 'text' | 'integer' | 'numeric' | 'jsonb';

/** Every writable field: [field, column, SQL type]. */
export const PRODUCT_FIELD_COLUMNS = [
  ['status', 'status', 'text'],
  ['title', 'title', 'text'],
  ['name', 'name', 'text'],
  ['year', 'year', 'integer'],
  ['desc', 'description', 'text'],
  ['metal', 'metal', 'text'],
  ['country', 'country', 'text'],
  ['strike', 'strike', 'text'],
  ['type', 'type', 'text'],
  ['categoryId', 'category_id', 'integer'],
  ['packagingId', 'packaging_id', 'integer'],
  ['themeId', 'theme_id', 'integer'],
  ['seriesId', 'series_id', 'integer'],
  ['faceValue', 'face_value', 'text'],
  ['obverseImage', 'obverse_image', 'text'],
  ['reverseImage', 'reverse_image', 'text'],
  ['extraImages', 'extra_images', 'jsonb'],
  ['videos', 'videos', 'jsonb'],
  ['weight', 'weight', 'numeric'],
  ['weightUnit', 'weight_unit', 'text'],
  ['purity', 'purity', 'numeric'],
  ['diameter', 'diameter', 'numeric'],
  ['thickness', 'thickness', 'numeric'],
  ['edgeDesign', 'edge_design', 'text'],
  ['innerPack', 'inner_pack', 'integer'],
  ['outerPack', 'outer_pack', 'integer'],
  ['metalContent', 'metal_content', 'numeric'],
  ['metadata', 'metadata', 'jsonb'],
  ['slug', 'slug', 'text'],
] as const satisfies readonly (readonly [keyof ProductInputParsed, keyof ProductsTable, SqlType])[];

export type ProductField = (typeof PRODUCT_FIELD_COLUMNS)[number][0];

/** Defaults of the not-null columns when a write leaves them out. */
const NOT_NULL_DEFAULTS: Partial<Record<ProductField, string>> = {
  status: `'draft'`,
  extraImages: `'[]'::jsonb`,
  videos: `'[]'::jsonb`,
  metadata: `'{}'::jsonb`,
};

/** A product to insert: the validated fields (slug resolved) plus who and where. */
export interface NewProduct {
  id: string;
  groupId: string | null;
  userId: string | null;
  fields: Partial<ProductInputParsed> & { title: string; slug: string };
}

/** A change to an existing product: only the fields present are written; null clears a field. */
export interface ProductChange {
  id: string;
  fields: Partial<ProductInputParsed>;
}

function valueExpression(field: ProductField, type: SqlType): string {
  const key = `'${field}'`;
  switch (type) {
    case 'text':
      return `d.doc->>${key}`;
    case 'integer':
      return `(d.doc->>${key})::integer`;
    case 'numeric':
      return `(d.doc->>${key})::numeric`;
    case 'jsonb':
      return `nullif(d.doc->${key}, 'null'::jsonb)`;
  }
}

const INSERT_COLUMNS = PRODUCT_FIELD_COLUMNS.map(([, column]) => column).join(', ');
const INSERT_VALUES = PRODUCT_FIELD_COLUMNS.map(([field, , type]) => {
  const value = valueExpression(field, type);
  const fallback = NOT_NULL_DEFAULTS[field];
  return fallback ? `coalesce(${value}, ${fallback})` : value;
}).join(', ');

const UPDATE_ASSIGNMENTS = PRODUCT_FIELD_COLUMNS.map(([field, column, type]) => {
  const value = valueExpression(field, type);
  const fallback = NOT_NULL_DEFAULTS[field];
  return `${column} = case when d.doc ? '${field}' then ${fallback ? `coalesce(${value}, ${fallback})` : value} else p.${column} end`;
}).join(',\n  ');

const BATCH_SIZE = 2000;

function* batches<T>(items: readonly T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += BATCH_SIZE) yield items.slice(start, start + BATCH_SIZE);
}

/** Drops undefined fields (absent) and keeps null (clears); JSON does exactly that. */
const asDocs = (docs: unknown[]) => JSON.stringify(docs);

/** Inserts products in batches; ids are chosen by the caller, so the order of results never matters. */
export async function insertProducts(tx: Tx, products: readonly NewProduct[], now: Date): Promise<void> {
  for (const batch of batches(products)) {
    const docs = batch.map(({ id, groupId, userId, fields }) => ({ ...fields, id, groupId, userId }));
    await sql`
      insert into products (id, group_id, created_by_user_id, updated_by_user_id, created_at, updated_at, ${sql.raw(INSERT_COLUMNS)})
      select (d.doc->>'id')::uuid, (d.doc->>'groupId')::uuid, (d.doc->>'userId')::uuid, (d.doc->>'userId')::uuid,
        ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz,
        ${sql.raw(INSERT_VALUES)}
      from jsonb_array_elements(${asDocs(docs)}::jsonb) as d(doc)
    `.execute(tx);
  }
}

/**
 * Applies changes to products of one group in batches (the group condition is repeated here so a
 * change can never reach another group's row even if a caller passed a wrong id); each changed row
 * gets version + 1. Returns the ids actually updated.
 */
export async function updateProducts(
  tx: Tx,
  groupId: string,
  changes: readonly ProductChange[],
  { userId, now }: { userId: string; now: Date },
): Promise<string[]> {
  const updated: string[] = [];
  for (const batch of batches(changes)) {
    const docs = batch.map(({ id, fields }) => ({ ...fields, id }));
    const result = await sql<{ id: string }>`
      update products p set
        ${sql.raw(UPDATE_ASSIGNMENTS)},
        version = p.version + 1,
        updated_at = ${now.toISOString()}::timestamptz,
        updated_by_user_id = ${userId}::uuid
      from jsonb_array_elements(${asDocs(docs)}::jsonb) as d(doc)
      where p.id = (d.doc->>'id')::uuid and p.group_id = ${groupId}::uuid
      returning p.id
    `.execute(tx);
    updated.push(...result.rows.map((row) => row.id));
  }
  return updated;
}

/** The columns the seed compares to decide whether a public product changed (skips no-op rewrites). */
const COMPARED_COLUMNS = PRODUCT_FIELD_COLUMNS.map(([, column]) => column);

/**
 * Inserts or updates public catalog products by slug in one statement per batch. Rows that did not
 * change are not rewritten, so running it on every start costs one read of the catalog's rows.
 * Runs as the API's own login (not `scoped`): the public catalog is not a group's to write.
 */
export async function upsertPublicProducts(db: Db, products: readonly NewProduct[], now: Date): Promise<{ inserted: number; updated: number }> {
  let inserted = 0;
  let updated = 0;
  const assignments = COMPARED_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ');
  const current = COMPARED_COLUMNS.map((column) => `products.${column}`).join(', ');
  const incoming = COMPARED_COLUMNS.map((column) => `excluded.${column}`).join(', ');
  for (const batch of batches(products)) {
    const docs = batch.map(({ id, fields }) => ({ ...fields, id, groupId: null, userId: null }));
    const result = await sql<{ inserted: boolean }>`
      insert into products (id, group_id, created_by_user_id, updated_by_user_id, created_at, updated_at, ${sql.raw(INSERT_COLUMNS)})
      select (d.doc->>'id')::uuid, null, null, null, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz,
        ${sql.raw(INSERT_VALUES)}
      from jsonb_array_elements(${asDocs(docs)}::jsonb) as d(doc)
      on conflict (slug) where group_id is null do update set
        ${sql.raw(assignments)}, version = products.version + 1, updated_at = excluded.updated_at
      where (${sql.raw(current)}) is distinct from (${sql.raw(incoming)})
      returning (xmax = 0) as inserted
    `.execute(db);
    for (const row of result.rows) {
      if (row.inserted) inserted += 1;
      else updated += 1;
    }
  }
  return { inserted, updated };
}
