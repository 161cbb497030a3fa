// Every auth call must carry the public key in the `apikey` header, as Supabase's gateway demands.
// `Authorization: Bearer <key>` alone is not accepted: that header carries user sessions.
// Exception: the pages a browser navigates to (the e-mail link, the OAuth redirect and the local
// Google stand-in). A navigation cannot add headers, and Supabase leaves the same routes open.
// The public keys (JWKS) are open too, as Supabase's are: any token verifier reads them.
import { timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/context';
import { AUTH_BASE_PATH } from './auth-router';
import { AuthError } from './supabase-errors';

const BROWSER_ROUTES = new Set([
  `GET ${AUTH_BASE_PATH}/verify`,
  `GET ${AUTH_BASE_PATH}/authorize`,
  `GET ${AUTH_BASE_PATH}/local-oauth/google`,
  `POST ${AUTH_BASE_PATH}/local-oauth/google`,
]);

const PUBLIC_DOCUMENTS = new Set([`GET ${AUTH_BASE_PATH}/.well-known/jwks.json`]);

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const requireApiKey = createMiddleware<AppEnv>(async (c, next) => {
  const route = `${c.req.method} ${c.req.path}`;
  if (BROWSER_ROUTES.has(route) || PUBLIC_DOCUMENTS.has(route)) return next();
  const key = c.req.header('apikey');
  if (!key) {
    throw new AuthError(401, 'no_api_key', 'No API key found in request', { hint: 'No `apikey` request header was found.' });
  }
  if (!sameKey(key, c.var.deps.config.AUTH_PUBLIC_KEY)) {
    throw new AuthError(401, 'invalid_api_key', 'Invalid API key', { hint: 'Double check the `apikey` header: it must be the public (anon) key.' });
  }
  await next();
});
