// Writing a group's products: create, change (with version and status checks) and soft delete. All
// of it runs inside `scoped`, so row-level security admits only rows of the caller's group.
import { randomUUID } from 'node:crypto';
import { canChangeStatus, PRODUCT_STATUS_TRANSITIONS, productInputSchema, type ProductInputParsed, type ProductStatus } from '@bullion/contract';
import { sql } from 'kysely';
import type { ZodError } from 'zod';
import type { Db, Tx } from '../db/database';
import type { ProductRow } from '../db/schema';
import { ApiError, forbidden, notFound } from '../http/errors';
import { insertProducts, updateProducts } from './columns';
import { toProductInput } from './mappers';
import { isProductId } from './product-reads';
import { referenceIssues, type FieldIssue } from './references';
import { lockGroupSlugs, SlugAllocator, takenSlugs } from './slugs';

const PUBLIC_READ_ONLY = 'Products of the public catalog are read-only. Copy the product into your group to change it.';

/** Whether any of these ids is a product of the public catalog (visible to everyone, writable by no one). */
async function isPublicProduct(tx: Tx, ids: readonly string[]): Promise<boolean> {
  const valid = ids.filter(isProductId);
  if (!valid.length) return false;
  const row = await tx.selectFrom('products_visible').select('id').where('id', 'in', valid).where('group_id', 'is', null).executeTakeFirst();
  return !!row;
}

export interface WriteContext {
  groupId: string;
  userId: string;
  now: Date;
}

export const invalidProduct = (issues: FieldIssue[]) =>
  new ApiError(
    400,
    'validation_failed',
    issues.length === 1 ? (issues[0] as FieldIssue).message : 'The product is not valid.',
    issues.map(({ field, message }) => ({ path: field, message })),
  );

export const zodIssues = (error: ZodError): FieldIssue[] =>
  error.issues.map((issue) => ({ field: issue.path.join('.') || '(row)', message: issue.message }));

export function statusChangeError(from: ProductStatus, to: ProductStatus) {
  const allowed = PRODUCT_STATUS_TRANSITIONS[from];
  return new ApiError(
    409,
    'invalid_status_change',
    `A ${from} product cannot become ${to}; from ${from} it can become ${allowed.join(' or ')}.`,
    { from, to, allowed },
  );
}

export const slugTaken = (slug: string) =>
  new ApiError(409, 'slug_taken', `Another product of this group already has the slug "${slug}".`, { slug });

/** Problems of a new product beyond its schema: ids the datasets do not know, and the status. */
export function newProductIssues(input: ProductInputParsed): FieldIssue[] {
  const issues = referenceIssues(input);
  if (input.status === 'deleted') issues.push({ field: 'status', message: 'A new product cannot be deleted; use draft, published or archived.' });
  return issues;
}

export async function createProduct(tx: Tx, input: ProductInputParsed, context: WriteContext): Promise<string> {
  const issues = newProductIssues(input);
  if (issues.length) throw invalidProduct(issues);
  await lockGroupSlugs(tx, context.groupId);
  const slugs = new SlugAllocator(await takenSlugs(tx, context.groupId, [input.title], input.slug ? [input.slug] : []));
  let slug: string;
  if (input.slug) {
    if (!slugs.claim(input.slug)) throw slugTaken(input.slug);
    slug = input.slug;
  } else {
    slug = slugs.fromTitle(input.title);
  }
  const id = randomUUID();
  await insertProducts(tx, [{ id, groupId: context.groupId, userId: context.userId, fields: { ...input, status: input.status ?? 'draft', slug } }], context.now);
  return id;
}

/** The fields actually given (an undefined value means "not given", never "clear"). */
export function givenFields<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * Problems of a change to a stored product: the status transition, and the product it makes as a
 * whole (e.g. metal content against weight × purity when only the weight changes; reference ids).
 */
export function changeIssues(row: ProductRow, fields: Partial<ProductInputParsed>): FieldIssue[] {
  if (fields.status && !canChangeStatus(row.status, fields.status)) {
    return [{ field: 'status', message: statusChangeError(row.status, fields.status).message }];
  }
  const merged = productInputSchema.safeParse({ ...toProductInput(row), ...fields });
  return merged.success ? referenceIssues(fields) : zodIssues(merged.error);
}

/**
 * PATCH: the product must belong to the caller's group (public products are read-only, 403; other
 * groups' products and missing ones are 404 alike); `version`, when given, must be the stored one.
 */
export async function patchProduct(
  tx: Tx,
  id: string,
  body: { version?: number } & Partial<ProductInputParsed>,
  context: WriteContext,
): Promise<void> {
  // The slug lock comes before the row lock, in the same order as an import takes them.
  if (body.slug !== undefined) await lockGroupSlugs(tx, context.groupId);
  const row = isProductId(id)
    ? await tx.selectFrom('products').selectAll().where('id', '=', id).where('group_id', '=', context.groupId).forUpdate().executeTakeFirst()
    : undefined;
  if (!row) {
    if (await isPublicProduct(tx, [id])) throw forbidden(PUBLIC_READ_ONLY);
    throw notFound('Product');
  }
  const { version, ...rest } = body;
  const fields = givenFields(rest);
  if (version !== undefined && version !== row.version) {
    throw new ApiError(409, 'version_conflict', `The product changed since you read it (version ${version}, now ${row.version}). Reload it and apply your change again.`, {
      version: row.version,
    });
  }
  if (fields.status && !canChangeStatus(row.status, fields.status)) throw statusChangeError(row.status, fields.status);
  const issues = changeIssues(row, fields);
  if (issues.length) throw invalidProduct(issues);
  if (!Object.keys(fields).length) return;

  const change = { ...fields };
  if (change.slug === null) {
    // Clearing the slug makes a new one from the (new) title.
    const title = change.title ?? row.title;
    const taken = await takenSlugs(tx, context.groupId, [title]);
    taken.delete(row.slug); // its own slug is free for it
    change.slug = new SlugAllocator(taken).fromTitle(title);
  } else if (change.slug && change.slug !== row.slug) {
    const taken = await tx
      .selectFrom('products')
      .select('id')
      .where('group_id', '=', context.groupId)
      .where('slug', '=', change.slug)
      .executeTakeFirst();
    if (taken) throw slugTaken(change.slug);
  }
  await updateProducts(tx, context.groupId, [{ id, fields: change }], context);
}

/**
 * DELETE: marks the caller's group products deleted. All ids must name products of the group (404
 * otherwise, public ones 403) before anything changes. Returns the ids that were not deleted yet.
 */
export async function deleteProducts(tx: Tx, ids: readonly string[], context: WriteContext): Promise<string[]> {
  const wanted = [...new Set(ids)];
  const valid = wanted.filter(isProductId);
  const rows = valid.length
    ? await tx.selectFrom('products').select(['id', 'status']).where('id', 'in', valid).where('group_id', '=', context.groupId).forUpdate().execute()
    : [];
  const found = new Map(rows.map((row) => [row.id, row]));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length && (await isPublicProduct(tx, missing))) throw forbidden(PUBLIC_READ_ONLY);
  if (missing.length) {
    throw new ApiError(404, 'not_found', `Product not found: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}.`, {
      ids: missing,
    });
  }
  const changing = wanted.filter((id) => {
    const status = (found.get(id) as { status: ProductStatus }).status;
    return status !== 'deleted' && canChangeStatus(status, 'deleted');
  });
  if (!changing.length) return [];
  const result = await sql<{ id: string }>`
    update products set status = 'deleted', version = version + 1, updated_at = ${context.now.toISOString()}::timestamptz,
      updated_by_user_id = ${context.userId}::uuid
    where id = any (${changing}::uuid[]) and group_id = ${context.groupId}::uuid and status <> 'deleted'
    returning id
  `.execute(tx);
  const changed = new Set(result.rows.map((row) => row.id));
  return changing.filter((id) => changed.has(id));
}

/** What autovacuum does on Postgres: the planner's statistics and the visibility map of products. */
export async function refreshProductStatistics(db: Db): Promise<void> {
  await sql`vacuum analyze products`.execute(db);
}
