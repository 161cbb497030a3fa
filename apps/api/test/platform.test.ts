import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../src/db/migrate';
import { SLOW, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('API platform', () => {
  it('reports health with the database and version, and that this instance polls the spot feed', async () => {
    const response = await api.request('/health');
    expect(response.status).toBe(200);
    const latest = readMigrations().at(-1)?.version;
    // One instance on its own leads (scale-out.test.ts has the other instances' side).
    expect(await response.json()).toMatchObject({ status: 'ok', version: '0.1.0', database: { ok: true, migration: latest }, spotFeed: { leader: true } });
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

describe('local demo account', () => {
  it('is seeded with a personal and a team group, offered to the login page, and can sign in', SLOW.startsAnApi, async () => {
    const local = await startTestApi({ SEED_DEMO: '1' });
    try {
      const offered = (await (await local.request('/api/local/demo-account')).json()) as { email: string; password: string };
      expect(offered.email).toBe('demo@bullion.local');
      const signIn = await local.request('/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(offered),
      });
      expect(signIn.status).toBe(200);
      const { access_token: accessToken } = (await signIn.json()) as { access_token: string };
      const groups = (await (await local.request('/api/groups', { headers: { authorization: `Bearer ${accessToken}` } })).json()) as {
        type: string;
      }[];
      expect(groups.map((group) => group.type).sort()).toEqual(['personal', 'team']);
    } finally {
      await local.close();
    }
  });

  it('is not offered when the demo is not seeded', async () => {
    expect((await api.request('/api/local/demo-account')).status).toBe(404);
  });
});
