// GET /authorize?provider=google: where signInWithOAuth sends the browser. Google is not reachable
// locally, so instead of Google's consent screen the redirect goes to the local stand-in page.
import { createRoute, z } from '@hono/zod-openapi';
import type { Config } from '../config';
import { AUTH_BASE_PATH, type AuthRouter } from './auth-router';
import { googleStandInEnabled, signOAuthState } from './oauth-state';
import { parseChallengeMethod } from './pkce';
import { safeRedirect } from './redirects';
import { authErrors, redirectQuerySchema } from './schemas';
import { unsupportedProvider, validationFailed } from './supabase-errors';

/** The query supabase-js builds for an OAuth start (sign-in and identity linking alike). */
export const oauthStartQuerySchema = z
  .object({
    provider: z.string().max(64),
    scopes: z.string().max(1024).optional(),
    code_challenge: z.string().min(43).max(128).optional(),
    code_challenge_method: z.string().max(16).optional(),
  })
  .extend(redirectQuerySchema.shape);

/**
 * The stand-in page's path (relative to the API) with a signed state; `linkUserId` makes it link
 * Google to that signed-in user instead of signing in.
 */
export async function standInPath(
  config: Pick<Config, 'NODE_ENV' | 'SITE_URL' | 'corsOrigins' | 'JWT_SECRET'>,
  query: z.infer<typeof oauthStartQuerySchema>,
  linkUserId?: string,
): Promise<string> {
  if (query.provider !== 'google' || !googleStandInEnabled(config)) throw unsupportedProvider(query.provider);
  const redirectTo = safeRedirect(config, query.redirect_to);
  let pkce = {};
  if (query.code_challenge) {
    const method = parseChallengeMethod(query.code_challenge_method);
    if (!method) throw validationFailed('code_challenge_method must be s256 or plain');
    pkce = { codeChallenge: query.code_challenge, codeChallengeMethod: method };
  }
  const state = await signOAuthState({ provider: 'google', redirectTo, ...pkce, ...(linkUserId ? { linkUserId } : {}) }, config.JWT_SECRET);
  return `${AUTH_BASE_PATH}/local-oauth/google?${new URLSearchParams({ redirect_to: redirectTo, state }).toString()}`;
}

const route = createRoute({
  method: 'get',
  path: '/authorize',
  tags: ['auth'],
  summary: 'Starts an OAuth sign-in (Google; locally a stand-in page)',
  request: { query: oauthStartQuerySchema },
  responses: { 302: { description: "To the provider's sign-in page" }, ...authErrors(400) },
});

export function registerAuthorize(auth: AuthRouter) {
  auth.openapi(route, async (c) => {
    // Relative, so the browser stays on whatever address it reached this API by.
    return c.redirect(await standInPath(c.var.deps.config, c.req.valid('query')), 302);
  });
}
