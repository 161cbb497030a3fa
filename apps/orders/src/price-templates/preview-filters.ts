// The preview's view lives in the URL (the template page accepts free search parameters), so a link
// reproduces it: q, metal, form and quantity. Parameters that are not the preview's are kept.
import { PRICE_MAX_QUANTITY, PRICE_RULE_FORMS, PRICE_RULE_METALS, type PriceRuleForm, type PriceRuleMetal, type PriceTemplatePreviewQuery } from '@bullion/contract';

export interface PreviewFilters {
  q: string;
  metal: PriceRuleMetal[];
  form: PriceRuleForm[];
  quantity: number;
}

export const EMPTY_PREVIEW_FILTERS: PreviewFilters = { q: '', metal: [], form: [], quantity: 1 };
const PARAMS = ['q', 'metal', 'form', 'quantity'] as const;

function listOf<T extends string>(value: string | null, known: readonly T[]): T[] {
  const items = (value ?? '').split(',').map((item) => item.trim().toLowerCase());
  return known.filter((item) => items.includes(item));
}

/** A whole number from 1 to PRICE_MAX_QUANTITY, or 1. */
export function quantityOf(value: string | number | null | undefined): number {
  const text = String(value ?? '').trim();
  if (!/^\d{1,7}$/.test(text)) return 1;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= PRICE_MAX_QUANTITY ? quantity : 1;
}

export function previewFiltersFromParams(params: URLSearchParams): PreviewFilters {
  return {
    q: params.get('q')?.trim() ?? '',
    metal: listOf(params.get('metal'), PRICE_RULE_METALS),
    form: listOf(params.get('form'), PRICE_RULE_FORMS),
    quantity: quantityOf(params.get('quantity')),
  };
}

/** The URL parameters for the filters: defaults left out, other parameters kept. */
export function paramsWithPreviewFilters(current: URLSearchParams, filters: PreviewFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of PARAMS) next.delete(key);
  if (filters.q.trim()) next.set('q', filters.q.trim());
  if (filters.metal.length) next.set('metal', filters.metal.join(','));
  if (filters.form.length) next.set('form', filters.form.join(','));
  if (filters.quantity !== 1) next.set('quantity', String(filters.quantity));
  return next;
}

/**
 * What the page asks the API for: the products only. The quantity is not sent: prices are computed
 * here from the rules being edited, so a new quantity needs no new request.
 */
export function previewQueryOf(filters: PreviewFilters): PriceTemplatePreviewQuery {
  return { q: filters.q || undefined, metal: filters.metal.length ? filters.metal : undefined, form: filters.form.length ? filters.form : undefined };
}

export function activePreviewFilters(filters: PreviewFilters): number {
  return (filters.q ? 1 : 0) + (filters.metal.length ? 1 : 0) + (filters.form.length ? 1 : 0);
}
