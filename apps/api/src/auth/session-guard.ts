// Bearer-token check of /user and /logout, answering with GoTrue's codes (supabase-js relies on
// session_not_found to notice a session that ended elsewhere). Sets `user` like requireUser does.
import { createMiddleware } from 'hono/factory';
import { verifyAccessToken } from '../http/auth';
import type { AppEnv } from '../http/context';
import { badJwt, noAuthorization, sessionNotFound } from './supabase-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) throw noAuthorization();
  const { config, db } = c.var.deps;
  let claims: Awaited<ReturnType<typeof verifyAccessToken>>;
  try {
    claims = await verifyAccessToken(match[1], config.JWT_SECRET);
  } catch {
    throw badJwt();
  }
  // Only we sign these, but a malformed id must not reach Postgres' uuid parser as a 500.
  if (!UUID.test(claims.sessionId) || !UUID.test(claims.sub)) throw badJwt();
  const session = await db
    .selectFrom('auth_sessions')
    .select('id')
    .where('id', '=', claims.sessionId)
    .where('user_id', '=', claims.sub)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!session) throw sessionNotFound();
  c.set('user', { id: claims.sub, email: claims.email, sessionId: claims.sessionId });
  await next();
});
