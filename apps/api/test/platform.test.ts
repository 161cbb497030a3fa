import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../src/db/migrate';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('API platform', () => {
  it('reports health with the database and version', async () => {
    const response = await api.request('/health');
    expect(response.status).toBe(200);
    const latest = readMigrations().at(-1)?.version;
    expect(await response.json()).toMatchObject({ status: 'ok', version: '0.1.0', database: { ok: true, migration: latest } });
  });

  it('answers unknown routes with a JSON 404 error body', async () => {
    const response = await api.request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /api/no-such-thing.' } });
  });

  it('serves an OpenAPI 3.1 document and a readable docs page', async () => {
    const document = (await (await api.request('/api/openapi.json')).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/health');
    const page = await api.request('/api/docs');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('/health');
  });
});
