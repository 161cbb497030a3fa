// Bearer-token check of /user and /logout, answering with GoTrue's codes (supabase-js relies on
// session_not_found to notice a session that ended elsewhere). Sets `user` like requireUser does.
import { createMiddleware } from 'hono/factory';
import { readSessionToken, sessionAal } from '../http/auth';
import type { AppEnv } from '../http/context';
import { badJwt, noAuthorization, sessionNotFound } from './supabase-errors';

export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const { token, claims } = await readSessionToken(c);
  if (!token) throw noAuthorization();
  if (!claims) throw badJwt();
  const aal = await sessionAal(c.var.deps.db, claims);
  if (!aal) throw sessionNotFound();
  c.set('user', { id: claims.sub, email: claims.email, sessionId: claims.sessionId, aal });
  await next();
});
