import { datasetsSchema } from '@bullion/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let accessToken: string;
beforeAll(async () => {
  api = await startTestApi();
  ({ accessToken } = await api.createSignedInUser());
});
afterAll(() => api.close());

describe('GET /api/datasets', () => {
  it('serves reference data in the shape the client validates', async () => {
    const response = await api.request('/api/datasets', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age=86400');
    const datasets = datasetsSchema.parse(await response.json());
    expect(datasets.location.countries.length).toBeGreaterThan(240);
    expect(datasets.location.countries.find((country) => country.iso3Code === 'CAN')).toMatchObject({
      name: 'Canada',
      iso2Code: 'CA',
      regionCode: 'AM',
      nationality: 'Canadian',
    });
    expect(datasets.product.metals.map((metal) => metal.symbol)).toEqual(expect.arrayContaining(['Au', 'Ag', 'Pt', 'Pd']));
    expect(datasets.product.weightUnits.find((unit) => unit.value === 'ozt')?.grams).toBe('31.1034768');
    expect(datasets.role.members.map((role) => role.value)).toEqual(['admin', 'member', 'viewer']);
    expect(datasets.filter.countries.every((country) => country.value.length === 3)).toBe(true);
  });

  it('needs a session', async () => {
    expect((await api.request('/api/datasets')).status).toBe(401);
  });
});
