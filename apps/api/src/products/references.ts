// Product fields that point into the reference data (datasets): the ids a product may carry, and the
// {id, name, value} records a full product embeds.
import { CATEGORIES, PACKAGINGS, SERIES, THEMES } from '../datasets/reference-data';

export interface NamedRef {
  id: number;
  name: string;
  value?: string;
}

const byId = (records: readonly { id: number; name: string; value: string }[]) =>
  new Map<number, NamedRef>(records.map(({ id, name, value }) => [id, { id, name, value }]));

const categories = byId(CATEGORIES);
const packagings = byId(PACKAGINGS);
const series = byId(SERIES);
const themes = byId(THEMES);

export const categoryRef = (id: number | null) => (id == null ? null : (categories.get(id) ?? null));
export const packagingRef = (id: number | null) => (id == null ? null : (packagings.get(id) ?? null));
export const seriesRef = (id: number | null) => (id == null ? null : (series.get(id) ?? null));

const REFERENCE_FIELDS = [
  ['categoryId', 'Category', categories],
  ['packagingId', 'Packaging', packagings],
  ['themeId', 'Theme', themes],
  ['seriesId', 'Series', series],
] as const;

export interface FieldIssue {
  field: string;
  message: string;
}

/** Ids that name no record of the datasets (the schemas only check they are positive integers). */
export function referenceIssues(fields: Partial<Record<(typeof REFERENCE_FIELDS)[number][0], number | null | undefined>>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [field, label, records] of REFERENCE_FIELDS) {
    const id = fields[field];
    if (id != null && !records.has(id)) issues.push({ field, message: `${label} ${id} does not exist (see GET /api/datasets).` });
  }
  return issues;
}
