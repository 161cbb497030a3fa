// Product calls. Reads are query options; every product write refreshes the cached products (lists
// and details), whoever calls it.
import { queryClient } from '@bullion/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiHttpError, ApiResponseShapeError, apiRequest, httpSettings } from '../http/client';
import { productKeys } from './keys';
import { createdProductSchema, partialProductPageSchema, PRODUCT_LIST_DEFAULT_LIMIT, productDeleteResultSchema, productExportSchema, productImportResultSchema, productSchema, type Product, type ProductDeleteBody, type ProductExportBody, type ProductImportBody, type ProductInput, type ProductListQuery, type ProductPatch } from '@bullion/contract';

/**
 * The query a list request sends: defaults filled in and list filters in the comma form they take in
 * the URL (`metal: ['gold', 'silver']` becomes `'gold,silver'`), so equal views share one cache entry.
 */
export function normalizeProductListQuery(query: ProductListQuery): ProductListQuery {
  const entries = Object.entries({ offset: 0, limit: PRODUCT_LIST_DEFAULT_LIMIT, ...query })
    .map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value] as const)
    .filter(([, value]) => value !== undefined && value !== null && value !== '');
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b))) as ProductListQuery;
}

/** GET /products?returnType=partial: id, title, groupId and obverseImage per row, plus the total. */
export function productListQueryOptions(query: ProductListQuery) {
  const normalized = normalizeProductListQuery(query);
  return queryOptions({
    queryKey: productKeys.list(normalized),
    queryFn: ({ signal }) =>
      apiRequest('/products', {
        query: { ...normalized, returnType: 'partial' } as Record<string, string | number | undefined>,
        schema: partialProductPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /products/{id}. A product that does not have the expected shape is logged (by the client)
 * and treated as missing, so this resolves null for a wrong shape, as it does for an unknown id.
 */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product | null> {
  try {
    return await apiRequest(`/products/${encodeURIComponent(id)}`, { schema: productSchema, signal, reportErrors: false });
  } catch (error) {
    if (error instanceof ApiResponseShapeError) return null;
    // 404, or 400 for an id that cannot be a product id: either way there is no such product.
    if (error instanceof ApiHttpError && (error.status === 404 || error.status === 400)) return null;
    if (error instanceof ApiHttpError) httpSettings().onHttpError?.(error);
    throw error;
  }
}

export function productQueryOptions(id: string) {
  return queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => fetchProduct(id, signal) });
}

async function refreshProducts<T>(write: Promise<T>): Promise<T> {
  const result = await write;
  await queryClient.invalidateQueries({ queryKey: productKeys.all });
  return result;
}

export function createProduct(body: ProductInput) {
  return refreshProducts(apiRequest('/products', { method: 'POST', body, schema: createdProductSchema }));
}

export function updateProduct(id: string, body: ProductPatch) {
  return refreshProducts(
    apiRequest(`/products/${encodeURIComponent(id)}`, { method: 'PATCH', body: { ...body, id }, schema: productSchema }),
  );
}

export function deleteProducts(body: ProductDeleteBody) {
  return refreshProducts(apiRequest('/products', { method: 'DELETE', body, schema: productDeleteResultSchema }));
}

/** POST /products/import. `mode: 'validate'` writes nothing, so it refreshes nothing. */
export function importProducts(body: ProductImportBody) {
  const request = apiRequest('/products/import', { method: 'POST', body, schema: productImportResultSchema });
  return body.mode === 'validate' ? request : refreshProducts(request);
}

export function exportProducts(body: ProductExportBody) {
  return apiRequest('/products/export', { method: 'POST', body, schema: productExportSchema });
}

/**
 * Where a product image is loaded from: absolute URLs as they are, paths (such as the generated
 * catalog art, `/api/catalog-art/…`) on the API's host.
 */
export function productImageUrl(src: string | null | undefined): string | null {
  if (!src) return null;
  if (/^https?:\/\//i.test(src)) return src;
  if (!src.startsWith('/') || src.startsWith('//')) return null;
  return new URL(src, new URL(httpSettings().apiUrl).origin).href;
}
