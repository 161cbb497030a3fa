// The writable fields of an item: their names in the API (camelCase), their columns, and how a
// stored value reads in the API. Edits compare and record fields in this form, so a ledger entry
// says `weight: { from: "1", to: "2.5" }`, never "1.000000".
import type { InventoryItemRow, InventoryItemsTable } from '../db/schema';
import { canonicalOrNull, sameDecimal } from './decimals';

type FieldKind = 'text' | 'integer' | 'weight' | 'money' | 'list';

/** [API field, column, kind]: every field POST/PATCH /inventory write, plus what they derive: the spot snapshot and the product's declared fine weight. */
export const ITEM_FIELDS = [
  ['productId', 'product_id', 'text'],
  ['title', 'title', 'text'],
  ['metal', 'metal', 'text'],
  ['form', 'form', 'text'],
  ['weight', 'weight', 'weight'],
  ['weightUnit', 'weight_unit', 'text'],
  ['purity', 'purity', 'weight'],
  ['quantity', 'quantity', 'integer'],
  ['year', 'year', 'integer'],
  ['grade', 'grade', 'text'],
  ['gradingService', 'grading_service', 'text'],
  ['certificateNumber', 'certificate_number', 'text'],
  ['serialNumbers', 'serial_numbers', 'list'],
  ['spaceId', 'space_id', 'text'],
  ['tags', 'tags', 'list'],
  ['notes', 'notes', 'text'],
  ['obverseImage', 'obverse_image', 'text'],
  ['reverseImage', 'reverse_image', 'text'],
  ['acquiredOn', 'acquired_on', 'text'],
  ['source', 'source', 'text'],
  ['cost', 'cost', 'money'],
  ['shipping', 'shipping', 'money'],
  ['fees', 'fees', 'money'],
  ['tax', 'tax', 'money'],
  ['spotAtAcquisition', 'spot_at_acquisition', 'money'],
  ['declaredFineOzt', 'declared_fine_ozt', 'weight'],
] as const satisfies readonly (readonly [string, keyof InventoryItemsTable, FieldKind])[];

export type ItemField = (typeof ITEM_FIELDS)[number][0];
export type ItemColumn = (typeof ITEM_FIELDS)[number][1];
export type FieldValue = string | number | string[] | null;
export type ItemValues = Record<ItemField, FieldValue>;

const KIND = new Map<ItemField, FieldKind>(ITEM_FIELDS.map(([field, , kind]) => [field, kind]));

/** A stored value as the API shows it: weights and purity without trailing zeros, money as stored. */
function apiValue(kind: FieldKind, value: unknown): FieldValue {
  if (value === null || value === undefined) return null;
  if (kind === 'weight') return canonicalOrNull(String(value));
  if (kind === 'money') return String(value);
  if (kind === 'list') return [...(value as string[])];
  return value as string | number;
}

export function itemValues(row: Pick<InventoryItemRow, ItemColumn>): ItemValues {
  return Object.fromEntries(ITEM_FIELDS.map(([field, column, kind]) => [field, apiValue(kind, row[column])])) as ItemValues;
}

export function sameValue(field: ItemField, a: FieldValue, b: FieldValue): boolean {
  const kind = KIND.get(field);
  if (kind === 'weight' || kind === 'money') return sameDecimal(a as string | null, b as string | null);
  if (kind === 'list') return JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
  return a === b;
}

/** The fields whose values differ, as { field: { from, to } }. */
export function changedFields(before: ItemValues, after: ItemValues, fields: readonly ItemField[] = ITEM_FIELDS.map(([field]) => field)) {
  const changes: Record<string, { from: FieldValue; to: FieldValue }> = {};
  for (const field of fields) if (!sameValue(field, before[field], after[field])) changes[field] = { from: before[field], to: after[field] };
  return changes;
}

export const columnOf = new Map<ItemField, ItemColumn>(ITEM_FIELDS.map(([field, column]) => [field, column]));
