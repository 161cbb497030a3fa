// The price templates part of the mock API, answering from the in-memory mock state with the API's
// rules: bodies checked with the same schemas, 409 on a stale version or a name already used, one
// default per group, and a preview priced by the same pricing function at the mock spot.
import { http, HttpResponse } from 'msw';
import { mockDatasets } from '../datasets/fixtures';
import { MOCK_GROUP_ID } from '../groups/fixtures';
import { APP_TOKEN_HEADER } from '@bullion/api-client';
import { pricingProductOf, PRODUCT_TYPES_OF_FORM, quoteSides, deletedPriceTemplateSchema, priceTemplateInputSchema, priceTemplateListSchema, priceTemplatePatchSchema, priceTemplatePreviewQuerySchema, priceTemplatePreviewSchema, priceTemplateSchema, type PriceTemplate } from '@bullion/contract';
import { mockDb, nextMockUuid } from '../db';
import { apiError, invalid, jsonBody, notFound, now, type MockSlice } from '../http';
import { mockSpots } from '../spots/fixtures';
import { MOCK_EMPTY_TEMPLATE_ID, MOCK_PRICE_TEMPLATE_ID, MOCK_WHOLESALE_TEMPLATE_ID } from './fixtures';

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const nameTaken = (name: string, exceptId?: string) =>
  apiError(409, 'name_taken', `A price template named "${name}" already exists in this group.`, { name, exceptId });

function sorted(templates: readonly PriceTemplate[]): PriceTemplate[] {
  return [...templates].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name));
}

function find(id: unknown) {
  const index = mockDb.priceTemplates.findIndex((template) => template.id === id);
  return { index, template: mockDb.priceTemplates[index] };
}

/** "Retail counter (copy)", then "(copy 2)", … — the first name not used yet. */
function copyName(name: string): string {
  const base = `${name.slice(0, 90)} (copy`;
  for (let count = 1; ; count += 1) {
    const candidate = count === 1 ? `${base})` : `${base} ${count})`;
    if (!mockDb.priceTemplates.some((template) => sameName(template.name, candidate))) return candidate;
  }
}

/** The mock spot as the API stores it (numeric(14, 4) text), fetched just now. */
function storedSpot() {
  const { gold, silver, platinum, palladium, rhodium } = mockSpots();
  const text = (value: number) => value.toFixed(4);
  return { gold: text(gold), silver: text(silver), platinum: text(platinum), palladium: text(palladium), rhodium: text(rhodium), updatedAt: now() };
}

export const priceTemplateMocks: MockSlice = {
  handlers: (api) => [
    http.get(`${api}/price-templates`, () => HttpResponse.json({ items: sorted(mockDb.priceTemplates) })),
    http.post(`${api}/price-templates`, async ({ request }) => {
      const body = priceTemplateInputSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      if (mockDb.priceTemplates.some((template) => sameName(template.name, body.data.name))) return nameTaken(body.data.name);
      const isDefault = body.data.isDefault ?? !mockDb.priceTemplates.some((template) => template.isDefault);
      if (isDefault) mockDb.priceTemplates = mockDb.priceTemplates.map((template) => ({ ...template, isDefault: false }));
      const at = now();
      const template: PriceTemplate = { id: nextMockUuid(), groupId: MOCK_GROUP_ID, name: body.data.name, isDefault, version: 1, rules: body.data.rules, createdAt: at, updatedAt: at };
      mockDb.priceTemplates.push(template);
      return HttpResponse.json(template, { status: 201 });
    }),
    http.get(`${api}/price-templates/:id/preview`, ({ params, request }) => {
      const { template } = find(params.id);
      if (!template) return notFound('Price template');
      const query = priceTemplatePreviewQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return invalid(query.error);
      const { q, metal = [], form = [], quantity, side, limit } = query.data;
      const hasGroup = request.headers.has(APP_TOKEN_HEADER);
      const types = form.flatMap((value) => PRODUCT_TYPES_OF_FORM[value]);
      const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const matches = mockDb.products
        .filter((product) => (product.groupId === null ? product.status === 'published' : hasGroup && product.groupId === MOCK_GROUP_ID && product.status !== 'deleted'))
        .filter((product) => !metal.length || metal.some((value) => value === product.metal))
        .filter((product) => !types.length || types.includes(product.type ?? ''))
        .filter((product) => words.every((word) => [product.title, product.metal, product.type, product.year].join(' ').toLowerCase().includes(word)))
        .sort((a, b) => a.title.localeCompare(b.title));
      const { weightUnits, categories } = mockDatasets().product;
      const quote = storedSpot();
      const items = matches.slice(0, limit).map((product) => {
        const priced = pricingProductOf(product, { weightUnits, categories });
        const titled = { ...priced, year: product.year, weight: product.weight === null ? null : String(product.weight), weightUnit: product.weightUnit };
        return { product: titled, ...quoteSides({ rules: template.rules, product: priced, quantity, quote, only: side }) };
      });
      return HttpResponse.json({ spot: quote, quantity, items, total: matches.length, limit });
    }),
    http.get(`${api}/price-templates/:id`, ({ params }) => {
      const { template } = find(params.id);
      return template ? HttpResponse.json(template) : notFound('Price template');
    }),
    http.patch(`${api}/price-templates/:id`, async ({ params, request }) => {
      const { index, template } = find(params.id);
      if (!template) return notFound('Price template');
      const body = priceTemplatePatchSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const { version, name, rules } = body.data;
      if (version !== undefined && version !== template.version) {
        return apiError(409, 'version_conflict', `The price template changed since you read it (version ${version}, now ${template.version}). Reload it and apply your change again.`, {
          version: template.version,
        });
      }
      if (name !== undefined && mockDb.priceTemplates.some((other) => other.id !== template.id && sameName(other.name, name))) return nameTaken(name);
      const next: PriceTemplate = { ...template, name: name ?? template.name, rules: rules ?? template.rules, version: template.version + 1, updatedAt: now() };
      mockDb.priceTemplates[index] = next;
      return HttpResponse.json(next);
    }),
    http.delete(`${api}/price-templates/:id`, ({ params }) => {
      const { template } = find(params.id);
      if (!template) return notFound('Price template');
      mockDb.priceTemplates = mockDb.priceTemplates.filter((other) => other.id !== template.id);
      return HttpResponse.json({ id: template.id });
    }),
    http.post(`${api}/price-templates/:id/duplicate`, ({ params }) => {
      const { template } = find(params.id);
      if (!template) return notFound('Price template');
      const at = now();
      const copy: PriceTemplate = { ...template, id: nextMockUuid(), name: copyName(template.name), isDefault: false, version: 1, createdAt: at, updatedAt: at };
      mockDb.priceTemplates.push(copy);
      return HttpResponse.json(copy, { status: 201 });
    }),
    http.post(`${api}/price-templates/:id/default`, ({ params }) => {
      const { template } = find(params.id);
      if (!template) return notFound('Price template');
      mockDb.priceTemplates = mockDb.priceTemplates.map((other) => ({ ...other, isDefault: other.id === template.id }));
      return HttpResponse.json({ ...template, isDefault: true });
    }),
  ],
  calls: [
    { method: 'GET', path: '/price-templates', schema: priceTemplateListSchema },
    { method: 'GET', path: `/price-templates/${MOCK_PRICE_TEMPLATE_ID}`, schema: priceTemplateSchema },
    { method: 'GET', path: `/price-templates/${MOCK_PRICE_TEMPLATE_ID}/preview?quantity=12&metal=gold,silver&form=coin`, schema: priceTemplatePreviewSchema },
    { method: 'GET', path: `/price-templates/${MOCK_WHOLESALE_TEMPLATE_ID}/preview?q=eagle&side=bid`, schema: priceTemplatePreviewSchema },
    { method: 'POST', path: '/price-templates', body: { name: 'Dealer show' }, schema: priceTemplateSchema },
    { method: 'PATCH', path: `/price-templates/${MOCK_EMPTY_TEMPLATE_ID}`, body: { name: 'Coin show', version: 1 }, schema: priceTemplateSchema },
    { method: 'POST', path: `/price-templates/${MOCK_PRICE_TEMPLATE_ID}/duplicate`, schema: priceTemplateSchema },
    { method: 'POST', path: `/price-templates/${MOCK_WHOLESALE_TEMPLATE_ID}/default`, schema: priceTemplateSchema },
    { method: 'DELETE', path: `/price-templates/${MOCK_EMPTY_TEMPLATE_ID}`, schema: deletedPriceTemplateSchema },
  ],
};
