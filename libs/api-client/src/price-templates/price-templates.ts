// Price template calls. Reads are query options; each write's mutation options refresh what it
// changed: the list always, the template it wrote, and every template when the default moves.
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { invalidateKeys } from '../common/mutations';
import { ApiHttpError, apiRequest } from '../http/client';
import { priceTemplateKeys } from './keys';
import { deletedPriceTemplateSchema, priceTemplateListSchema, priceTemplatePreviewSchema, priceTemplateSchema, type PriceTemplate, type PriceTemplateInput, type PriceTemplatePatch, type PriceTemplatePreviewQuery } from '@bullion/contract';

const path = (id: string) => `/price-templates/${encodeURIComponent(id)}`;

/** GET /price-templates: the group's templates, the default first. */
export function priceTemplatesQueryOptions() {
  return queryOptions({
    queryKey: priceTemplateKeys.list(),
    queryFn: ({ signal }) => apiRequest('/price-templates', { schema: priceTemplateListSchema, signal }),
  });
}

/** GET /price-templates/{id}; null for a template that does not exist (or is another group's). */
export async function fetchPriceTemplate(id: string, signal?: AbortSignal): Promise<PriceTemplate | null> {
  try {
    return await apiRequest(path(id), { schema: priceTemplateSchema, signal, reportErrors: false });
  } catch (error) {
    if (error instanceof ApiHttpError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function priceTemplateQueryOptions(id: string) {
  return queryOptions({ queryKey: priceTemplateKeys.detail(id), queryFn: ({ signal }) => fetchPriceTemplate(id, signal) });
}

/** The preview query with list filters in their comma form and empty values left out, so equal views share a cache entry. */
export function normalizePreviewQuery(query: PriceTemplatePreviewQuery): PriceTemplatePreviewQuery {
  const entries = Object.entries(query)
    .map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value] as const)
    .filter(([, value]) => value !== undefined && value !== null && value !== '');
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b))) as PriceTemplatePreviewQuery;
}

/** GET /price-templates/{id}/preview: the first catalog products matching the filters, priced with the stored rules at the latest spot. */
export function priceTemplatePreviewQueryOptions(id: string, query: PriceTemplatePreviewQuery = {}) {
  const normalized = normalizePreviewQuery(query);
  return queryOptions({
    queryKey: priceTemplateKeys.preview(id, normalized),
    queryFn: ({ signal }) =>
      apiRequest(`/price-templates/${encodeURIComponent(id)}/preview`, { query: normalized as Record<string, string | number>, schema: priceTemplatePreviewSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function createPriceTemplate(body: PriceTemplateInput) {
  return apiRequest('/price-templates', { method: 'POST', body, schema: priceTemplateSchema });
}

export function updatePriceTemplate(id: string, body: PriceTemplatePatch) {
  return apiRequest(path(id), { method: 'PATCH', body, schema: priceTemplateSchema });
}

export function deletePriceTemplate(id: string) {
  return apiRequest(path(id), { method: 'DELETE', schema: deletedPriceTemplateSchema });
}

/** POST /price-templates/{id}/duplicate: a copy named "<name> (copy)", never the default. */
export function duplicatePriceTemplate(id: string) {
  return apiRequest(`/price-templates/${encodeURIComponent(id)}/duplicate`, { method: 'POST', schema: priceTemplateSchema });
}

/** POST /price-templates/{id}/default: makes it the group's default (the previous default stops being one). */
export function setDefaultPriceTemplate(id: string) {
  return apiRequest(`/price-templates/${encodeURIComponent(id)}/default`, { method: 'POST', schema: priceTemplateSchema });
}

export function createPriceTemplateMutationOptions() {
  return mutationOptions({
    mutationFn: (body: PriceTemplateInput) => createPriceTemplate(body),
    onSuccess: (_template, _body, _context, { client }) => invalidateKeys(client, priceTemplateKeys.list()),
  });
}

export function updatePriceTemplateMutationOptions(id: string) {
  return mutationOptions({
    mutationFn: (body: PriceTemplatePatch) => updatePriceTemplate(id, body),
    onSuccess: (template, _body, _context, { client }) => {
      client.setQueryData(priceTemplateKeys.detail(id), template);
      return invalidateKeys(client, priceTemplateKeys.list(), priceTemplateKeys.detail(id));
    },
  });
}

export function deletePriceTemplateMutationOptions() {
  return mutationOptions({
    mutationFn: (id: string) => deletePriceTemplate(id),
    onSuccess: (_result, id, _context, { client }) => {
      client.removeQueries({ queryKey: priceTemplateKeys.detail(id) });
      return invalidateKeys(client, priceTemplateKeys.list());
    },
  });
}

export function duplicatePriceTemplateMutationOptions() {
  return mutationOptions({
    mutationFn: (id: string) => duplicatePriceTemplate(id),
    onSuccess: (_copy, _id, _context, { client }) => invalidateKeys(client, priceTemplateKeys.list()),
  });
}

/** The default moves: the list and every template (the one that stopped being the default too). */
export function setDefaultPriceTemplateMutationOptions() {
  return mutationOptions({
    mutationFn: (id: string) => setDefaultPriceTemplate(id),
    onSuccess: (_template, _id, _context, { client }) => invalidateKeys(client, priceTemplateKeys.all),
  });
}
