// @vitest-environment node
// The mocks cannot drift from the schemas: every handler is called through msw and its response
// parsed with the client's zod schema for that call, and every route the client calls has a mock.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_GROUP_ID } from './groups/fixtures';
import { APP_TOKEN_HEADER } from '@bullion/api-client';
import { createdProductSchema, partialProductPageSchema, productPageSchema, productSchema } from '@bullion/contract';
import { mockAccessToken } from './access-token/fixtures';
import { mockProducts } from './products/fixtures';
import { resetMockDb } from './db';
import { MOCK_API_URL } from './http';
import { createMockHandlers, MOCK_SLICES } from './index';

const server = setupServer(...createMockHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const GROUP = MOCK_GROUP_ID;

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${MOCK_API_URL}${path}`, {
    method,
    headers: { accept: 'application/json', [APP_TOKEN_HEADER]: mockAccessToken().token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as unknown };
}

/** Every call the client makes, as each slice's mocks list them. */
const CALLS = MOCK_SLICES.flatMap((slice) => slice.calls);

describe('mock API responses', () => {
  it.each(CALLS)('$method $path answers a response its schema accepts', async ({ method, path, body, schema }) => {
    const { status, data } = await call(method, path, body);
    expect(status, JSON.stringify(data)).toBeLessThan(300);
    const parsed = schema.safeParse(data);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('answers an unknown product with 404 and the API error shape', async () => {
    const { status, data } = await call('GET', '/products/nope');
    expect(status).toBe(404);
    expect(data).toMatchObject({ error: { code: 'not_found' } });
  });

  it('filters the list by q and metal and pages it by offset and limit', async () => {
    const gold = partialProductPageSchema.parse((await call('GET', '/products?returnType=partial&metal=gold&limit=5')).data);
    expect(gold.items).toHaveLength(5);
    expect(gold.total).toBeGreaterThan(5);
    const next = partialProductPageSchema.parse((await call('GET', `/products?returnType=partial&metal=gold&limit=5&offset=5`)).data);
    expect(next.items.map((item) => item.id)).not.toContain(gold.items[0]?.id);
    const eagles = productPageSchema.parse((await call('GET', '/products?q=silver%20eagle')).data);
    expect(eagles.items.map((item) => item.title)).toEqual(['American Silver Eagle 1 oz']);
  });

  it('shows a created product and a patch on the next read', async () => {
    const { id } = createdProductSchema.parse((await call('POST', '/products', { title: 'Mock Bar 1 kg' })).data);
    const created = productSchema.parse((await call('GET', `/products/${id}`)).data);
    expect(created).toMatchObject({ title: 'Mock Bar 1 kg', status: 'draft', groupId: GROUP });
    await call('PATCH', `/products/${id}`, { id, title: 'Mock Bar 1 kg (edited)' });
    const list = partialProductPageSchema.parse((await call('GET', '/products?returnType=partial&scope=group')).data);
    expect(list.items.map((item) => item.title)).toContain('Mock Bar 1 kg (edited)');
  });

  it('refuses a body the real API would refuse', async () => {
    const { status, data } = await call('POST', '/products', { title: 'x', colour: 'red' });
    expect(status).toBe(400);
    expect(data).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it('refuses a list filter value the real API would refuse', async () => {
    const { status, data } = await call('GET', '/products?metal=gold,tin');
    expect(status).toBe(400);
    expect(JSON.stringify(data)).toContain('metal: tin is not a metal');
  });

  it('serves the product art as SVG on the API host', async () => {
    const product = mockProducts()[0];
    const response = await fetch(new URL(product?.obverseImage ?? '', MOCK_API_URL));
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });
});

// ------------------------------------------------------------------ coverage of the client's calls

/** The client's sources, whose `apiRequest` calls each need a mock. */
const SOURCE_ROOT = join(import.meta.dirname, '../../api-client/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `apiRequest(path, { method })` calls of the client's sources, with `${…}` placeholders filled in. */
function clientRoutes(): { method: string; path: string; where: string }[] {
  return sourceFiles(SOURCE_ROOT).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const helpers = new Map([...source.matchAll(/const (\w+) = \([^)]*\) => `([^`]+)`/g)].map((match) => [match[1], match[2]]));
    return [...source.matchAll(/apiRequest\(\s*(?:'([^']+)'|`([^`]+)`|(\w+)\([^)]*\))\s*,([\s\S]*?)\)/g)].map((match) => {
      const template = match[1] ?? match[2] ?? helpers.get(match[3] ?? '') ?? `<unknown helper ${match[3]}>`;
      const method = /method:\s*'(\w+)'/.exec(match[4] ?? '')?.[1] ?? 'GET';
      return { method, path: template.replace(/\$\{[^}]+\}/g, 'sample'), where: file.slice(SOURCE_ROOT.length) };
    });
  });
}

describe('mock API coverage', () => {
  const routes = clientRoutes();

  it('finds the calls of the client', () => {
    expect(routes.length).toBeGreaterThanOrEqual(25);
  });

  it.each(routes)('has a mock for $method $path ($where)', async ({ method, path }) => {
    const { data } = await call(method, path, method === 'GET' ? undefined : {});
    expect(data).not.toMatchObject({ error: { code: 'not_mocked' } });
  });
});
