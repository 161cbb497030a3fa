// An item's ledger in words: each entry's changed fields as "label: from → to", with space ids shown
// as their names and empty values as a dash.
import { formatSignedUsd, formatUsd, type LedgerEntry, NO_VALUE, type StorageSpace } from '@bullion/contract';
import { DISPOSITION_LABELS, FORM_LABELS, METAL_LABELS, spacePathText, STATUS_LABELS } from './labels';

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  metal: 'Metal',
  form: 'Form',
  weight: 'Weight',
  weightUnit: 'Weight unit',
  purity: 'Purity',
  quantity: 'Quantity',
  year: 'Year',
  grade: 'Grade',
  gradingService: 'Grading service',
  certificateNumber: 'Certificate number',
  serialNumbers: 'Serial numbers',
  spaceId: 'Space',
  tags: 'Tags',
  notes: 'Notes',
  obverseImage: 'Obverse photo',
  reverseImage: 'Reverse photo',
  acquiredOn: 'Acquired on',
  source: 'Bought from',
  cost: 'Cost',
  shipping: 'Shipping',
  fees: 'Fees',
  tax: 'Tax',
  costBasis: 'Cost basis',
  productId: 'Catalog product',
  status: 'Status',
  fineWeightOzt: 'Fine weight',
  declaredFineOzt: 'Declared fine weight',
};

const VALUE_LABELS: Record<string, Record<string, string>> = { status: STATUS_LABELS, metal: METAL_LABELS, form: FORM_LABELS };
const MONEY = new Set(['cost', 'shipping', 'fees', 'tax', 'costBasis']);
const IMAGE = new Set(['obverseImage', 'reverseImage']);
const FINE_OUNCES = new Set(['fineWeightOzt', 'declaredFineOzt']);

export interface LedgerChange {
  field: string;
  label: string;
  from: string;
  to: string;
}

function valueText(field: string, value: unknown, spaces: ReadonlyMap<string, StorageSpace> | null): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : NO_VALUE;
  if (field === 'spaceId' && typeof value === 'string') {
    if (!spaces) return 'A storage space';
    const space = spaces.get(value);
    return space ? spacePathText(space.path) : 'A deleted space';
  }
  if (MONEY.has(field) && (typeof value === 'string' || typeof value === 'number')) return formatUsd(String(value));
  if (FINE_OUNCES.has(field) && (typeof value === 'string' || typeof value === 'number')) return `${value} ozt`;
  const named = VALUE_LABELS[field]?.[String(value)];
  if (named) return named;
  if (IMAGE.has(field)) return 'a photo';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The changed fields of an entry, in the order they were recorded; `spaces` null while they load. */
export function ledgerChanges(entry: LedgerEntry, spaces: ReadonlyMap<string, StorageSpace> | null = null): LedgerChange[] {
  return Object.entries(entry.changes).map(([field, { from, to }]) => ({
    field,
    label: FIELD_LABELS[field] ?? field,
    from: valueText(field, from, spaces),
    to: valueText(field, to, spaces),
  }));
}

const CORRECTION_REASONS: Record<string, string> = {
  'declared-fine-content': 'Its catalog product declares its fine content, which now counts instead of weight × purity.',
};

/** One line of what an entry did beyond its changed fields: what a disposal brought ("Sold for $5,390.00 · realised +$1,240.00"), or why a correction was made. */
export function dispositionSummary(entry: LedgerEntry): string | null {
  if (entry.kind === 'corrected') {
    const { reason } = entry.detail as { reason?: string };
    return (reason && CORRECTION_REASONS[reason]) ?? null;
  }
  if (entry.kind !== 'disposed') return null;
  const { kind, amount, realisedGain } = entry.detail as { kind?: keyof typeof DISPOSITION_LABELS; amount?: string | null; realisedGain?: string | null };
  const parts = [kind ? `${DISPOSITION_LABELS[kind] ?? kind}${amount ? ` for ${formatUsd(amount)}` : ''}` : null, realisedGain ? `realised ${formatSignedUsd(realisedGain)}` : null];
  return parts.filter(Boolean).join(' · ') || null;
}
