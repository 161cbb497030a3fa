// Idempotent writes: a POST/PUT/PATCH/DELETE under /api sent with an `Idempotency-Key` header runs
// once per user and key. A retry with the same key and the same request gets the first answer back
// (header `Idempotent-Replayed: true`) and writes nothing; the same key with another request is 422;
// a retry while the first is still running is 409. Keys are kept for 24 hours (maintenance.ts).
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { runIdempotentWrite, type IdempotentWrite } from '../db/write-context';
import { readSessionToken } from './auth';
import type { AppEnv } from './context';
import { errorBody } from './errors';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/** How long a started request holds its key before a retry may take over (it must have died). */
const LOCK_MS = 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const IN_PROGRESS = 'A request with this Idempotency-Key is still in progress. Retry in a moment.';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const refuse = (c: Context<AppEnv>, status: ContentfulStatusCode, code: string, message: string) => c.json(errorBody(code, message), status);

export const idempotentWrites = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined || !WRITE_METHODS.has(c.req.method)) return next();
  if (!KEY_PATTERN.test(key)) {
    return refuse(c, 400, 'invalid_idempotency_key', 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.');
  }
  // The key belongs to the signed-in user; without a valid session the route itself answers 401.
  const { claims } = await readSessionToken(c);
  if (!claims) return next();

  const { db, now } = c.var.deps;
  const body = await c.req.text();
  const url = new URL(c.req.url);
  const fingerprint = createHash('sha256').update(`${c.req.method} ${url.pathname}${url.search}\n${body}`).digest('hex');
  const userId = claims.sub;
  const lockUntil = () => new Date(now().getTime() + LOCK_MS);

  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, method: c.req.method, path: url.pathname, fingerprint, state: 'started', locked_until: lockUntil() })
    .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!inserted) {
    const existing = await db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
    if (!existing) return refuse(c, 409, 'idempotency_key_in_use', IN_PROGRESS);
    if (existing.fingerprint !== fingerprint) {
      return refuse(c, 422, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different request. Send a new key for a new request.');
    }
    if (existing.state === 'completed' && existing.response_status !== null) {
      return new Response(existing.response_body, {
        status: existing.response_status,
        headers: { 'content-type': existing.response_type ?? 'application/json', 'idempotent-replayed': 'true' },
      });
    }
    const running = new Date(existing.locked_until).getTime() > now().getTime();
    if (existing.state === 'applied' && !running) {
      const lost = 'A request with this Idempotency-Key was already carried out, but its answer was lost. Reload to see the result.';
      return refuse(c, 409, 'idempotency_key_applied', lost);
    }
    if (existing.state === 'applied') return refuse(c, 409, 'idempotency_key_in_use', IN_PROGRESS);
    // Started: still running, or it died before writing anything (its lock ran out): take it over.
    const taken = await db
      .updateTable('idempotency_keys')
      .set({ locked_until: lockUntil() })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('state', '=', 'started')
      .where('locked_until', '<', now())
      .returning('key')
      .executeTakeFirst();
    if (!taken) return refuse(c, 409, 'idempotency_key_in_use', IN_PROGRESS);
  }

  const write: IdempotentWrite = { userId, key, applied: false };
  await runIdempotentWrite(write, () => next());

  const response = c.res;
  // Nothing was written, and the answer says nothing about the request itself (a server fault, or a
  // session that had ended): free the key so a retry runs the request again.
  if (!write.applied && (response.status >= 500 || response.status === 401)) {
    await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).execute();
    return;
  }
  await db
    .updateTable('idempotency_keys')
    .set({
      state: 'completed',
      response_status: response.status,
      response_type: response.headers.get('content-type'),
      response_body: await response.clone().text(),
    })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
});
