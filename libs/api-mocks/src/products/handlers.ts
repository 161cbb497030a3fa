// The products part of the mock API, answering from the in-memory mock state. Requests are checked
// with the same zod schemas the API uses, so a client change the real API would refuse fails here too.
import { http, HttpResponse } from 'msw';
import { MOCK_USER_ID } from '../account/fixtures';
import { MOCK_GROUP_ID } from '../groups/fixtures';
import { APP_TOKEN_HEADER } from '@bullion/api-client';
import { canChangeStatus, createdProductSchema, partialProductPageSchema, productDeleteBodySchema, productDeleteResultSchema, productExportBodySchema, productExportSchema, productImportBodySchema, productImportResultSchema, productInputSchema, productListQuerySchema, productPageSchema, productPatchSchema, productSchema, type Product, type ProductImportRowError, type ProductInputParsed, type ProductListFilters } from '@bullion/contract';
import { mockDb, nextMockUuid } from '../db';
import { apiError, invalid, jsonBody, notFound, now, presentFields, type MockSlice } from '../http';
import { mockArtPath, mockArtSvg, mockProducts, slugOf } from './fixtures';

const PUBLIC_PRODUCT = mockProducts().find((product) => product.groupId === null)?.id ?? '';
const GROUP_PRODUCT = mockProducts().find((product) => product.groupId !== null)?.id ?? '';

/** Public catalog (published, no group) plus the mock team's products when a group token is sent. */
function visibleProducts(request: Request, filters: Partial<ProductListFilters>): Product[] {
  const hasGroup = request.headers.has(APP_TOKEN_HEADER);
  const scope = filters.scope ?? 'all';
  const { metal: metals = [], country: countries = [], type: types = [], status: statuses = [] } = filters;
  const words = (filters.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const matches = mockDb.products.filter((product) => {
    const isGroup = product.groupId !== null;
    if (isGroup ? !hasGroup || scope === 'public' || product.groupId !== MOCK_GROUP_ID : scope === 'group' || product.status !== 'published') return false;
    if (statuses.length ? !statuses.includes(product.status) : product.status === 'deleted') return false;
    if (metals.length && !metals.some((metal) => metal === product.metal)) return false;
    if (countries.length && !countries.includes(product.country ?? '')) return false;
    if (types.length && !types.includes(product.type ?? '')) return false;
    if (filters.categoryId && product.categoryId !== filters.categoryId) return false;
    if (filters.seriesId && product.seriesId !== filters.seriesId) return false;
    if (filters.yearFrom && (product.year ?? 0) < filters.yearFrom) return false;
    if (filters.yearTo && (product.year ?? Infinity) > filters.yearTo) return false;
    const text = [product.title, product.name, product.metal, product.country, product.type, product.strike, product.year, product.faceValue].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
  const sort = filters.sort ?? 'relevance';
  const key = sort.replace(/^-/, '');
  const direction = sort.startsWith('-') ? -1 : 1;
  const value = (product: Product) => (key === 'year' ? (product.year ?? 0) : key === 'updated' ? product.updatedAt : product.title);
  return matches.sort((a, b) => {
    const [left, right] = [value(a), value(b)];
    return (left < right ? -1 : left > right ? 1 : 0) * direction;
  });
}

function applyFields(product: Product, fields: Partial<ProductInputParsed>): Product {
  const next: Product = { ...product, ...(presentFields(fields) as Partial<Product>) };
  return { ...next, slug: next.slug ?? slugOf(next.title), version: product.version + 1, updatedAt: now(), updatedByUserId: MOCK_USER_ID };
}

function newGroupProduct(fields: ProductInputParsed): Product {
  const createdAt = now();
  const blank: Product = {
    id: nextMockUuid(),
    groupId: MOCK_GROUP_ID,
    public: false,
    status: 'draft',
    version: 0,
    year: null,
    title: fields.title,
    name: null,
    desc: null,
    metal: null,
    country: null,
    strike: null,
    type: null,
    categoryId: null,
    packagingId: null,
    themeId: null,
    seriesId: null,
    faceValue: null,
    obverseImage: null,
    reverseImage: null,
    extraImages: [],
    videos: [],
    weight: null,
    weightUnit: null,
    purity: null,
    diameter: null,
    thickness: null,
    edgeDesign: null,
    innerPack: null,
    outerPack: null,
    metalContent: null,
    metadata: {},
    createdAt,
    updatedAt: createdAt,
    createdByUserId: MOCK_USER_ID,
    updatedByUserId: MOCK_USER_ID,
    metafields: [],
    slug: null,
    content: null,
    image: null,
    group: { id: MOCK_GROUP_ID, name: mockDb.groups[0]?.name ?? 'Team' },
  };
  return applyFields(blank, fields);
}

export const productMocks: MockSlice = {
  handlers: (api) => [
    http.get(`${api}/products`, ({ request }) => {
      const query = productListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return invalid(query.error);
      const { returnType, offset, limit, ...filters } = query.data;
      const matches = visibleProducts(request, filters);
      const page = matches.slice(offset, offset + limit);
      const items =
        returnType === 'partial'
          ? page.map(({ id, title, groupId, obverseImage, year, weight, weightUnit, metal }) => ({ id, title, groupId, obverseImage, year, weight, weightUnit, metal }))
          : page;
      return HttpResponse.json({ items, total: matches.length, offset, limit });
    }),
    http.post(`${api}/products/import`, async ({ request }) => {
      const body = productImportBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const errors: ProductImportRowError[] = [];
      const valid: { id: string | null; fields: ProductInputParsed }[] = [];
      body.data.rows.forEach(({ id, ...raw }, position) => {
        const parsed = productInputSchema.safeParse(raw);
        if (parsed.success) valid.push({ id: typeof id === 'string' ? id : null, fields: parsed.data });
        else errors.push({ row: position + 1, errors: parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })) });
      });
      let added = 0;
      let updated = 0;
      let skipped = 0;
      for (const { id, fields } of valid) {
        const index = mockDb.products.findIndex(
          (product) => product.groupId === MOCK_GROUP_ID && (id ? product.id === id : !!fields.slug && product.slug === fields.slug),
        );
        const existing = mockDb.products[index];
        if (existing && body.data.onExisting === 'skip') skipped += 1;
        else if (existing) {
          updated += 1;
          if (body.data.mode === 'commit') mockDb.products[index] = applyFields(existing, fields);
        } else {
          added += 1;
          if (body.data.mode === 'commit') mockDb.products.push(newGroupProduct(fields));
        }
      }
      return HttpResponse.json({ mode: body.data.mode, added, updated, skipped, failed: errors.length, errors });
    }),
    http.post(`${api}/products/export`, async ({ request }) => {
      const body = productExportBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const visible = visibleProducts(request, body.data.filters ?? {});
      const ids = body.data.ids;
      return HttpResponse.json(ids ? visible.filter((product) => ids.includes(product.id)) : visible);
    }),
    http.get(`${api}/products/:id`, ({ params }) => {
      const product = mockDb.products.find((candidate) => candidate.id === params.id);
      return product ? HttpResponse.json(product) : notFound('Product');
    }),
    http.post(`${api}/products`, async ({ request }) => {
      const body = productInputSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const product = newGroupProduct(body.data);
      mockDb.products.push(product);
      return HttpResponse.json({ id: product.id }, { status: 201 });
    }),
    http.patch(`${api}/products/:id`, async ({ params, request }) => {
      const index = mockDb.products.findIndex((candidate) => candidate.id === params.id);
      const current = mockDb.products[index];
      if (!current) return notFound('Product');
      if (current.groupId !== MOCK_GROUP_ID) return apiError(403, 'forbidden', 'Only products of your group can be changed.');
      const body = productPatchSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const { id, version, ...fields } = body.data;
      if (id !== undefined && id !== current.id) return apiError(400, 'bad_request', 'id does not match the address.');
      if (version !== undefined && version !== current.version) return apiError(409, 'conflict', 'The product was changed since you loaded it.');
      if (fields.status && !canChangeStatus(current.status, fields.status)) {
        return apiError(400, 'bad_request', `A ${current.status} product cannot become ${fields.status}.`);
      }
      const next = applyFields(current, fields);
      mockDb.products[index] = next;
      return HttpResponse.json(next);
    }),
    http.delete(`${api}/products`, async ({ request }) => {
      const body = productDeleteBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const deleted: string[] = [];
      mockDb.products = mockDb.products.map((product) => {
        if (!body.data.ids.includes(product.id) || product.groupId !== MOCK_GROUP_ID || product.status === 'deleted') return product;
        deleted.push(product.id);
        return { ...product, status: 'deleted', version: product.version + 1, updatedAt: now() };
      });
      return HttpResponse.json({ deleted });
    }),
    // Art paths are on the API's host (productImageUrl resolves them against its origin).
    http.get(`${new URL(api).origin}/api/catalog-art/:slug/:file`, ({ params }) => {
      const side = /^(obverse|reverse)\.svg$/.exec(String(params.file))?.[1] as 'obverse' | 'reverse' | undefined;
      const product = mockDb.products.find((candidate) => candidate.slug === params.slug);
      if (!side || !product || product.obverseImage !== mockArtPath(String(params.slug), 'obverse')) return notFound('Catalog art');
      return new HttpResponse(mockArtSvg(product, side), { headers: { 'content-type': 'image/svg+xml; charset=utf-8' } });
    }),
  ],
  calls: [
    { method: 'GET', path: '/products?returnType=partial&offset=0&limit=100', schema: partialProductPageSchema },
    { method: 'GET', path: '/products?returnType=full&q=eagle&metal=gold,silver', schema: productPageSchema },
    { method: 'GET', path: `/products/${PUBLIC_PRODUCT}`, schema: productSchema },
    { method: 'POST', path: '/products', body: { title: '1 oz Silver Round' }, schema: createdProductSchema },
    { method: 'PATCH', path: `/products/${GROUP_PRODUCT}`, body: { id: GROUP_PRODUCT, desc: 'Edited', version: 1 }, schema: productSchema },
    { method: 'DELETE', path: '/products', body: { ids: [GROUP_PRODUCT] }, schema: productDeleteResultSchema },
    { method: 'POST', path: '/products/import', body: { mode: 'validate', rows: [{ title: 'Row one' }, { title: '' }] }, schema: productImportResultSchema },
    { method: 'POST', path: '/products/import', body: { mode: 'commit', rows: [{ title: 'Row one', metal: 'gold' }] }, schema: productImportResultSchema },
    { method: 'POST', path: '/products/export', body: { filters: { metal: 'platinum' } }, schema: productExportSchema },
    { method: 'POST', path: '/products/export', body: { ids: [PUBLIC_PRODUCT] }, schema: productExportSchema },
  ],
};
