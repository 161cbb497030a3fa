// The item form's values (adding by hand and editing) and their conversion to the request bodies,
// checked with the API's own schemas; errors are keyed by form field. Amounts and weights stay text
// (decimal strings) from the input to the wire: no binary floating point in between.
import { inventoryItemInputSchema, inventoryItemPatchSchema, type InventoryForm, type InventoryItem, type InventoryItemInput, type InventoryItemPatch, type InventoryMetal, type ItemWeightUnit } from '@bullion/contract';
import type { z } from 'zod';

export interface ItemFormValues {
  title: string;
  metal: InventoryMetal | null;
  form: InventoryForm;
  weight: string;
  weightUnit: ItemWeightUnit;
  purity: string;
  quantity: number | null;
  year: number | null;
  grade: string;
  gradingService: string;
  certificateNumber: string;
  serialNumbers: string[];
  spaceId: string | null;
  tags: string[];
  notes: string;
  acquiredOn: string | null;
  source: string;
  cost: string;
  shipping: string;
  fees: string;
  tax: string;
}

export type ItemFormField = keyof ItemFormValues;

export const EMPTY_ITEM_FORM: ItemFormValues = {
  title: '',
  metal: null,
  form: 'coin',
  weight: '',
  weightUnit: 'ozt',
  purity: '',
  quantity: 1,
  year: null,
  grade: '',
  gradingService: '',
  certificateNumber: '',
  serialNumbers: [],
  spaceId: null,
  tags: [],
  notes: '',
  acquiredOn: null,
  source: '',
  cost: '',
  shipping: '',
  fees: '',
  tax: '',
};

export function itemFormValuesOf(item: InventoryItem): ItemFormValues {
  return {
    title: item.title,
    metal: item.metal,
    form: item.form,
    weight: item.weight ?? '',
    weightUnit: item.weightUnit,
    purity: item.purity ?? '',
    quantity: item.quantity,
    year: item.year,
    grade: item.grade ?? '',
    gradingService: item.gradingService ?? '',
    certificateNumber: item.certificateNumber ?? '',
    serialNumbers: item.serialNumbers,
    spaceId: item.spaceId,
    tags: item.tags,
    notes: item.notes ?? '',
    acquiredOn: item.acquisition.date,
    source: item.acquisition.source ?? '',
    cost: item.acquisition.cost ?? '',
    shipping: item.acquisition.shipping ?? '',
    fees: item.acquisition.fees ?? '',
    tax: item.acquisition.tax ?? '',
  };
}

const TEXT_FIELDS = ['weight', 'purity', 'grade', 'gradingService', 'certificateNumber', 'notes', 'source', 'cost', 'shipping', 'fees', 'tax'] as const;

/** The values as a request body: blank text is no value (null). */
function bodyOf(values: ItemFormValues): Record<ItemFormField, unknown> {
  const body: Record<string, unknown> = { ...values, title: values.title.trim() };
  for (const field of TEXT_FIELDS) body[field] = values[field].trim() === '' ? null : values[field].trim();
  body.tags = values.tags.map((tag) => tag.trim()).filter(Boolean);
  body.serialNumbers = values.serialNumbers.map((serial) => serial.trim()).filter(Boolean);
  return body as Record<ItemFormField, unknown>;
}

export type ItemFormErrors = Partial<Record<ItemFormField | 'form', string[]>>;

function errorsOf(error: z.ZodError): ItemFormErrors {
  const errors: ItemFormErrors = {};
  for (const issue of error.issues) {
    const field = (typeof issue.path[0] === 'string' ? issue.path[0] : 'form') as keyof ItemFormErrors;
    const messages = (errors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

export type ItemFormCheck<T> = { ok: true; body: T } | { ok: false; errors: ItemFormErrors };

/** A new item from the form (POST /inventory), or the errors to show. */
export function checkNewItem(values: ItemFormValues): ItemFormCheck<InventoryItemInput> {
  const body = bodyOf(values);
  const parsed = inventoryItemInputSchema.safeParse(body);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error) };
  return { ok: true, body: body as InventoryItemInput };
}

/** The fields that changed against `saved`, as a PATCH with the item's version, or the errors to show. */
export function checkItemPatch(values: ItemFormValues, saved: ItemFormValues, version: number): ItemFormCheck<InventoryItemPatch> {
  const body = bodyOf(values);
  const before = bodyOf(saved);
  const changed = Object.fromEntries(Object.entries(body).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field as ItemFormField])));
  const patch = { ...changed, version };
  const parsed = inventoryItemPatchSchema.safeParse(patch);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error) };
  return { ok: true, body: patch as InventoryItemPatch };
}
