// Writes sent with an Idempotency-Key run once: a retry gets the first answer and writes nothing,
// concurrent retries create one row, the same key for another request is refused, and keys are
// per user.
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';
import { productCount, setUpProductTeam, validProduct, type ProductTeam } from './products-fixtures';
import { revokeSessions } from '../src/auth/users';

let api: TestApi;
let team: ProductTeam;
beforeAll(async () => {
  api = await startTestApi();
  team = await setUpProductTeam(api, 'Idempotent');
});
afterAll(() => api.close());

async function write(path: string, body: unknown, key: string | null, as: Actor = team.admin, token = team.tokens.admin) {
  const headers: Record<string, string> = { authorization: `Bearer ${as.accessToken}`, token, 'content-type': 'application/json' };
  if (key !== null) headers['idempotency-key'] = key;
  const response = await api.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, replayed: response.headers.get('idempotent-replayed'), body: (await response.json()) as Record<string, unknown> };
}

async function countTitled(title: string): Promise<number> {
  const rows = await api.database.db.selectFrom('products').select('id').where('title', '=', title).execute();
  return rows.length;
}

describe('POST /api/products with an Idempotency-Key', () => {
  it('answers a retry with the first answer and creates the product once', async () => {
    const key = randomUUID();
    const body = validProduct({ title: 'Idempotent Eagle' });
    const first = await write('/api/products', body, key);
    const retry = await write('/api/products', body, key);
    expect(first.status).toBe(201);
    expect(first.replayed).toBeNull();
    expect(retry).toEqual({ status: 201, replayed: 'true', body: first.body });
    expect(await countTitled('Idempotent Eagle')).toBe(1);
  });

  it('creates exactly one product from 10 concurrent retries', async () => {
    const key = randomUUID();
    const body = validProduct({ title: 'Concurrent Eagle' });
    const results = await Promise.all(Array.from({ length: 10 }, () => write('/api/products', body, key)));
    expect(await countTitled('Concurrent Eagle')).toBe(1);
    const created = results.filter((result) => result.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((result) => result.body.id)).size).toBe(1);
    for (const other of results.filter((result) => result.status !== 201)) {
      expect(other).toMatchObject({ status: 409, body: { error: { code: 'idempotency_key_in_use' } } });
    }
  });

  it('refuses the same key for a different request with 422 and writes nothing', async () => {
    const key = randomUUID();
    expect((await write('/api/products', validProduct({ title: 'Key Owner' }), key)).status).toBe(201);
    const reused = await write('/api/products', validProduct({ title: 'Key Thief' }), key);
    expect(reused).toMatchObject({ status: 422, body: { error: { code: 'idempotency_key_reused' } } });
    expect(await countTitled('Key Thief')).toBe(0);
  });

  it('keeps keys per user: another user with the same key writes their own product', async () => {
    const key = randomUUID();
    expect((await write('/api/products', validProduct({ title: 'Per User' }), key)).status).toBe(201);
    expect((await write('/api/products', validProduct({ title: 'Per User' }), key, team.member, team.tokens.member)).status).toBe(201);
    expect(await countTitled('Per User')).toBe(2);
  });

  it('replays a refusal too, and writes without a key are not deduplicated', async () => {
    const key = randomUUID();
    const invalid = validProduct({ title: '' });
    const first = await write('/api/products', invalid, key);
    expect(first.status).toBe(400);
    expect(await write('/api/products', invalid, key)).toEqual({ ...first, replayed: 'true' });
    const body = validProduct({ title: 'No Key' });
    await write('/api/products', body, null);
    await write('/api/products', body, null);
    expect(await countTitled('No Key')).toBe(2);
  });

  it('refuses a malformed key with 400', async () => {
    const result = await write('/api/products', validProduct({ title: 'Bad Key' }), 'x'.repeat(256));
    expect(result).toMatchObject({ status: 400, body: { error: { code: 'invalid_idempotency_key' } } });
    expect(await countTitled('Bad Key')).toBe(0);
  });

  it('never repeats a write whose answer was lost: the key was marked applied in the same transaction', async () => {
    const key = randomUUID();
    const body = validProduct({ title: 'Lost Answer' });
    expect((await write('/api/products', body, key)).status).toBe(201);
    // As if the API had stopped after the commit, before storing the answer, and its lock ran out.
    await api.database.db.updateTable('idempotency_keys').set({ state: 'applied', response_status: null, response_body: null, locked_until: new Date(Date.now() - 1000) }).where('key', '=', key).execute();
    const retry = await write('/api/products', body, key);
    expect(retry).toMatchObject({ status: 409, body: { error: { code: 'idempotency_key_applied' } } });
    expect(await countTitled('Lost Answer')).toBe(1);
  });

  it('does not keep the key of a request refused for an ended session: the retry after signing in runs', async () => {
    const key = randomUUID();
    const body = validProduct({ title: 'After Sign-in' });
    const sessionId = (decodeJwt(team.admin.accessToken) as { session_id: string }).session_id;
    // Revoked as this API revokes sessions (sign-out), which ends it at once here.
    await revokeSessions(api.database.db, new Date(), { sessionId });
    expect((await write('/api/products', body, key)).status).toBe(401);
    await api.database.db.updateTable('auth_sessions').set({ revoked_at: null }).where('id', '=', sessionId).execute();
    expect(await write('/api/products', body, key)).toMatchObject({ status: 201, replayed: null });
    expect(await countTitled('After Sign-in')).toBe(1);
  });
});

describe('POST /api/products/import with an Idempotency-Key', () => {
  it('imports the rows once when the request is retried', async () => {
    const key = randomUUID();
    const rows = [validProduct({ title: 'Import Once A' }), validProduct({ title: 'Import Once B' })];
    const before = await productCount(api, team.teamId);
    const first = await write('/api/products/import', { mode: 'commit', rows }, key);
    const retry = await write('/api/products/import', { mode: 'commit', rows }, key);
    expect(first.status).toBe(200);
    expect(retry).toEqual({ ...first, replayed: 'true' });
    expect(await productCount(api, team.teamId)).toBe(before + 2);
  });
});
