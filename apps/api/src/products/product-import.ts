// POST /api/products/import: every row is checked on its own (schema, reference ids, status change,
// duplicates within the file); valid rows are then written in batches inside the caller's one
// transaction, so a database failure leaves nothing behind. Invalid rows are reported, not written.
import { randomUUID } from 'node:crypto';
import { productInputSchema, type ProductImportResult, type ProductImportRowError, type ProductInputParsed } from '@bullion/contract';
import type { Tx } from '../db/database';
import type { ProductRow } from '../db/schema';
import { insertProducts, updateProducts, type NewProduct, type ProductChange } from './columns';
import { isProductId } from './product-reads';
import { changeIssues, givenFields, newProductIssues, zodIssues, type WriteContext } from './product-writes';
import type { FieldIssue } from './references';
import { lockGroupSlugs, SlugAllocator, takenSlugs } from './slugs';

export interface ImportRequest {
  rows: Record<string, unknown>[];
  mode: 'validate' | 'commit';
  onExisting: 'update' | 'skip';
}

interface ParsedRow {
  index: number;
  id: string | null;
  fields: ProductInputParsed;
}

/** Schema check of every row; `id` (not a product field) is taken off first. */
function parseRows(rows: Record<string, unknown>[], errors: ProductImportRowError[]): ParsedRow[] {
  const parsed: ParsedRow[] = [];
  rows.forEach((raw, position) => {
    const index = position + 1;
    const { id, ...fields } = raw;
    const issues: FieldIssue[] = [];
    if (id !== undefined && id !== null && (typeof id !== 'string' || !isProductId(id))) {
      issues.push({ field: 'id', message: 'id must be the id (UUID) of a product of your group.' });
    }
    const result = productInputSchema.safeParse(fields);
    if (!result.success) issues.push(...zodIssues(result.error));
    if (issues.length || !result.success) {
      errors.push({ row: index, errors: issues });
      return;
    }
    parsed.push({ index, id: typeof id === 'string' ? id.toLowerCase() : null, fields: result.data });
  });
  return parsed;
}

/** The group's products these rows may update: by id, or by slug. One query. */
async function existingProducts(tx: Tx, groupId: string, rows: ParsedRow[]): Promise<ProductRow[]> {
  const ids = [...new Set(rows.map((row) => row.id).filter((id): id is string => id !== null))];
  const slugs = [...new Set(rows.map((row) => row.fields.slug).filter((slug): slug is string => !!slug))];
  if (!ids.length && !slugs.length) return [];
  return tx
    .selectFrom('products')
    .selectAll()
    .where('group_id', '=', groupId)
    .where((eb) => eb.or([...(ids.length ? [eb('id', 'in', ids)] : []), ...(slugs.length ? [eb('slug', 'in', slugs)] : [])]))
    .forUpdate()
    .execute();
}

export async function importProducts(tx: Tx, request: ImportRequest, context: WriteContext): Promise<ProductImportResult> {
  const errors: ProductImportRowError[] = [];
  const rows = parseRows(request.rows, errors);
  if (request.mode === 'commit') await lockGroupSlugs(tx, context.groupId);
  const existing = await existingProducts(tx, context.groupId, rows);
  const byId = new Map(existing.map((row) => [row.id, row]));
  const bySlug = new Map(existing.map((row) => [row.slug, row]));

  const inserts: NewProduct[] = [];
  const updates: ProductChange[] = [];
  let skipped = 0;
  const fail = (row: ParsedRow, issues: FieldIssue[]) => errors.push({ row: row.index, errors: issues });

  // First pass: which product each row is, and the file's own duplicates.
  const rowOfProduct = new Map<string, number>();
  const rowOfSlug = new Map<string, number>();
  const matched: { row: ParsedRow; target: ProductRow | null }[] = [];
  for (const row of rows) {
    const target = row.id ? byId.get(row.id) : row.fields.slug ? bySlug.get(row.fields.slug) : undefined;
    if (row.id && !target) {
      fail(row, [{ field: 'id', message: `No product with id ${row.id} in your group.` }]);
      continue;
    }
    if (target && rowOfProduct.has(target.id)) {
      fail(row, [{ field: row.id ? 'id' : 'slug', message: `Row ${rowOfProduct.get(target.id)} already changes this product.` }]);
      continue;
    }
    const slug = row.fields.slug;
    if (slug) {
      const holder = bySlug.get(slug);
      if (rowOfSlug.has(slug)) {
        fail(row, [{ field: 'slug', message: `Row ${rowOfSlug.get(slug)} already uses the slug "${slug}".` }]);
        continue;
      }
      if (holder && target && holder.id !== target.id) {
        fail(row, [{ field: 'slug', message: `Another product of this group already has the slug "${slug}".` }]);
        continue;
      }
      rowOfSlug.set(slug, row.index);
    }
    if (target) rowOfProduct.set(target.id, row.index);
    matched.push({ row, target: target ?? null });
  }

  // Second pass: what each row does. Slugs made from titles avoid every slug in use or named in the file.
  const newRows = matched.filter(({ target }) => !target).map(({ row }) => row);
  const slugs = new SlugAllocator(
    await takenSlugs(
      tx,
      context.groupId,
      newRows.filter((row) => !row.fields.slug).map((row) => row.fields.title),
      [...rowOfSlug.keys()],
    ),
  );
  for (const slug of rowOfSlug.keys()) slugs.claim(slug);
  for (const { row, target } of matched) {
    if (target) {
      if (request.onExisting === 'skip') {
        skipped += 1;
        continue;
      }
      const fields = givenFields(row.fields);
      const issues = changeIssues(target, fields);
      if (issues.length) fail(row, issues);
      else updates.push({ id: target.id, fields });
      continue;
    }
    const issues = newProductIssues(row.fields);
    if (issues.length) {
      fail(row, issues);
      continue;
    }
    const slug = row.fields.slug ?? slugs.fromTitle(row.fields.title);
    inserts.push({ id: randomUUID(), groupId: context.groupId, userId: context.userId, fields: { ...row.fields, status: row.fields.status ?? 'draft', slug } });
  }

  if (request.mode === 'commit') {
    await updateProducts(tx, context.groupId, updates, context);
    await insertProducts(tx, inserts, context.now);
  }
  errors.sort((a, b) => a.row - b.row);
  return { mode: request.mode, added: inserts.length, updated: updates.length, skipped, failed: errors.length, errors };
}
