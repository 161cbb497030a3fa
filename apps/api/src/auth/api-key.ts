// Every auth call must carry an API key in the `apikey` header, as Supabase's gateway demands: the
// public key, or the service-role key of a server-side client (which also sends it as bearer for the
// admin API, see admin-guard.ts). The apikey alone grants nothing: who the caller is comes from the
// bearer. `Authorization: Bearer <key>` alone is not accepted: that header carries user sessions.
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

export function sameKey(given: string, expected: string): boolean {
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
  const { AUTH_PUBLIC_KEY, AUTH_SERVICE_ROLE_KEY } = c.var.deps.config;
  if (!sameKey(key, AUTH_PUBLIC_KEY) && !(AUTH_SERVICE_ROLE_KEY && sameKey(key, AUTH_SERVICE_ROLE_KEY))) {
    throw new AuthError(401, 'invalid_api_key', 'Invalid API key', {
      hint: 'Double check the `apikey` header: it must be the public (anon) key, or the service-role key on a server.',
    });
  }
  await next();
});
