// Writing a group's price templates, always inside `scoped` (row-level security admits only the
// caller's group). Writes that can move the default or add a template take the group's
// price-template lock first, so "the first template becomes the default", the per-group limit and the
// one-default rule hold under concurrent calls (the partial unique index backs the last one).
import { PRICE_TEMPLATE_NAME_MAX_LENGTH, PRICE_TEMPLATES_MAX_PER_GROUP, type PriceRule, type PriceTemplate } from '@bullion/contract';
import { sql } from 'kysely';
import type { Tx } from '../db/database';
import { CATEGORIES } from '../datasets/reference-data';
import { ApiError } from '../http/errors';
import { nameInUse, requireTemplate, toPriceTemplate } from './template-reads';

export interface TemplateWriteContext {
  groupId: string;
  now: Date;
}

const nameTaken = (name: string) => new ApiError(409, 'name_taken', `A price template named "${name}" already exists in this group.`, { name });

/** Serialises the writes to one group's templates that count them or move the default. */
async function lockGroupTemplates(tx: Tx, groupId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`price_templates:${groupId}`}, 0))`.execute(tx);
}

/** Rule categories must be categories of the datasets (GET /api/datasets). */
function checkCategories(rules: readonly PriceRule[]): void {
  const known = new Set(CATEGORIES.map((category) => category.id));
  const problems = rules.flatMap((rule, index) =>
    rule.match.categoryId !== null && !known.has(rule.match.categoryId)
      ? [{ path: `rules.${index}.match.categoryId`, message: `Category ${rule.match.categoryId} does not exist.` }]
      : [],
  );
  if (problems.length) throw new ApiError(400, 'validation_failed', (problems[0] as { message: string }).message, problems);
}

/** A unique-name race lost between the check and the write is the same 409. */
async function guardName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'price_templates_group_name_key') throw nameTaken(name);
    throw error;
  }
}

async function insertTemplate(tx: Tx, context: TemplateWriteContext, fields: { name: string; rules: readonly PriceRule[]; isDefault?: boolean }) {
  await lockGroupTemplates(tx, context.groupId);
  const { count } = await tx
    .selectFrom('price_templates')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('group_id', '=', context.groupId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= PRICE_TEMPLATES_MAX_PER_GROUP) {
    throw new ApiError(409, 'too_many_templates', `A group can have at most ${PRICE_TEMPLATES_MAX_PER_GROUP} price templates; delete one first.`);
  }
  if (await nameInUse(tx, context.groupId, fields.name)) throw nameTaken(fields.name);
  const hasDefault = !!(await tx.selectFrom('price_templates').select('id').where('group_id', '=', context.groupId).where('is_default', '=', true).executeTakeFirst());
  const isDefault = fields.isDefault ?? !hasDefault;
  if (isDefault && hasDefault) await tx.updateTable('price_templates').set({ is_default: false }).where('group_id', '=', context.groupId).where('is_default', '=', true).execute();
  const row = await guardName(fields.name, () =>
    tx
      .insertInto('price_templates')
      .values({
        group_id: context.groupId,
        name: fields.name,
        is_default: isDefault,
        rules: JSON.stringify(fields.rules),
        created_at: context.now,
        updated_at: context.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return toPriceTemplate(row);
}

/** POST: the group's first template becomes its default unless isDefault says otherwise. */
export function createTemplate(tx: Tx, context: TemplateWriteContext, input: { name: string; rules: PriceRule[]; isDefault?: boolean }) {
  checkCategories(input.rules);
  return insertTemplate(tx, context, input);
}

/** PATCH: name and/or rules; version, when given, must be the stored one. Every change adds 1 to the version. */
export async function patchTemplate(
  tx: Tx,
  context: TemplateWriteContext,
  id: string,
  change: { name?: string; rules?: PriceRule[]; version?: number },
): Promise<PriceTemplate> {
  const row = await requireTemplate(tx, context.groupId, id);
  if (change.version !== undefined && change.version !== row.version) {
    throw new ApiError(
      409,
      'version_conflict',
      `The price template changed since you read it (version ${change.version}, now ${row.version}). Reload it and apply your change again.`,
      { version: row.version },
    );
  }
  if (change.rules) checkCategories(change.rules);
  if (change.name !== undefined && (await nameInUse(tx, context.groupId, change.name, id))) throw nameTaken(change.name);
  const updated = await guardName(change.name ?? row.name, () =>
    tx
      .updateTable('price_templates')
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.rules !== undefined ? { rules: JSON.stringify(change.rules) } : {}),
        version: sql<number>`version + 1`,
        updated_at: context.now,
      })
      .where('id', '=', id)
      .where('group_id', '=', context.groupId)
      // The version read above: a write that slipped in between makes this match nothing.
      .where('version', '=', row.version)
      .returningAll()
      .executeTakeFirst(),
  );
  if (!updated) throw new ApiError(409, 'version_conflict', 'The price template changed while it was being saved. Reload it and apply your change again.');
  return toPriceTemplate(updated);
}

export async function deleteTemplate(tx: Tx, context: TemplateWriteContext, id: string): Promise<void> {
  await requireTemplate(tx, context.groupId, id);
  await tx.deleteFrom('price_templates').where('id', '=', id).where('group_id', '=', context.groupId).execute();
}

/** "<name> (copy)", or "(copy 2)", "(copy 3)", … — the first not used in the group; never the default. */
export async function duplicateTemplate(tx: Tx, context: TemplateWriteContext, id: string): Promise<PriceTemplate> {
  const source = toPriceTemplate(await requireTemplate(tx, context.groupId, id));
  await lockGroupTemplates(tx, context.groupId);
  const base = `${source.name.slice(0, PRICE_TEMPLATE_NAME_MAX_LENGTH - 12).trimEnd()} (copy`;
  const taken = await tx
    .selectFrom('price_templates')
    .select(sql<string>`lower(name)`.as('name'))
    .where('group_id', '=', context.groupId)
    .where(sql<string>`lower(name)`, 'like', `${base.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`)
    .execute();
  const used = new Set(taken.map((row) => row.name));
  let name = `${base})`;
  for (let count = 2; used.has(name.toLowerCase()); count += 1) name = `${base} ${count})`;
  // The rules as stored: they passed the schema when they were written.
  return insertTemplate(tx, context, { name, rules: source.rules, isDefault: false });
}

/** Makes a template the group's default; the one that was stops being it. Neither's version changes. */
export async function setDefaultTemplate(tx: Tx, context: TemplateWriteContext, id: string): Promise<PriceTemplate> {
  await requireTemplate(tx, context.groupId, id);
  await lockGroupTemplates(tx, context.groupId);
  await tx.updateTable('price_templates').set({ is_default: false }).where('group_id', '=', context.groupId).where('is_default', '=', true).where('id', '!=', id).execute();
  const row = await tx
    .updateTable('price_templates')
    .set({ is_default: true })
    .where('id', '=', id)
    .where('group_id', '=', context.groupId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPriceTemplate(row);
}
