// The admin API's check, like GoTrue's requireAdmin: the bearer must be the service-role key
// (supabase-js created with that key sends it as bearer and apikey). The apikey alone proves nothing,
// so a user's session or the public key as bearer is refused whatever apikey comes with it.
import { createMiddleware } from 'hono/factory';
import { readSessionToken } from '../http/auth';
import type { AppEnv } from '../http/context';
import { sameKey } from './api-key';
import { AuthError, badJwt, noAuthorization } from './supabase-errors';

const notAdmin = () => new AuthError(403, 'not_admin', 'User not allowed: this endpoint requires the service-role key as bearer');
const adminDisabled = () =>
  new AuthError(403, 'not_admin', 'The admin API is disabled: this server has no service-role key (set AUTH_SERVICE_ROLE_KEY)');

export const requireServiceRole = createMiddleware<AppEnv>(async (c, next) => {
  const { token, claims } = await readSessionToken(c);
  if (!token) throw noAuthorization();
  const { AUTH_SERVICE_ROLE_KEY, AUTH_PUBLIC_KEY } = c.var.deps.config;
  if (!AUTH_SERVICE_ROLE_KEY) throw adminDisabled();
  if (sameKey(token, AUTH_SERVICE_ROLE_KEY)) return next();
  // Known callers without the right (anon key, signed-in users) are told so; anything else is a bad token.
  if (claims || sameKey(token, AUTH_PUBLIC_KEY)) throw notAdmin();
  throw badJwt();
});

/** What every admin route declares: its tag, this check and the ServiceRole security scheme. */
export const ADMIN_ROUTE = { tags: ['auth admin'], middleware: requireServiceRole, security: [{ ServiceRole: [] }] };
