// Bearer-token check of /user and /logout, answering with GoTrue's codes (supabase-js relies on
// session_not_found to notice a session that ended elsewhere). Sets `user` like requireUser does.
import { createMiddleware } from 'hono/factory';
import { isSessionOpen, readSessionToken } from '../http/auth';
import type { AppEnv } from '../http/context';
import { badJwt, noAuthorization, sessionNotFound } from './supabase-errors';

export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const { token, claims } = await readSessionToken(c);
  if (!token) throw noAuthorization();
  if (!claims) throw badJwt();
  if (!(await isSessionOpen(c.var.deps.db, claims))) throw sessionNotFound();
  c.set('user', { id: claims.sub, email: claims.email, sessionId: claims.sessionId, aal: claims.aal });
  await next();
});
