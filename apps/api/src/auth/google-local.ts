// The local stand-in for Google's sign-in page (development and tests only, see googleStandInEnabled).
// Posting the form acts as if Google had vouched for the address: the user is found or created
// (confirmed, provider google) and the browser returns to redirect_to with a session in the
// fragment (implicit flow) or with ?code= to exchange (PKCE flow).
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createUser } from '../accounts/accounts';
import type { AuthUser } from '../db/schema';
import type { AppDeps, AppEnv } from '../http/context';
import { AUTH_BASE_PATH, type AuthRouter } from './auth-router';
import { escapeHtml } from './escape-html';
import { googleStandInEnabled, verifyOAuthState, type OAuthState } from './oauth-state';
import { issueAuthCode } from './pkce';
import { withAuthCode, withErrorFragment, withSessionFragment } from './redirects';
import { authErrors, emailSchema } from './schemas';
import { badOAuthState, unsupportedProvider } from './supabase-errors';
import { createSession } from './tokens';
import { findUserByEmail, findUserById, tokenSettings } from './users';

const PAGE_PATH = '/local-oauth/google';

const pageRoute = createRoute({
  method: 'get',
  path: PAGE_PATH,
  tags: ['auth'],
  summary: 'Local stand-in for Google sign-in (not available in production)',
  request: { query: z.object({ state: z.string().max(4096), redirect_to: z.string().max(2048).optional() }) },
  responses: { 200: { description: 'An HTML form: e-mail and full name' }, ...authErrors(400) },
});

const submitRoute = createRoute({
  method: 'post',
  path: PAGE_PATH,
  tags: ['auth'],
  summary: 'Completes the local Google stand-in sign-in',
  request: {
    body: {
      required: true,
      content: {
        'application/x-www-form-urlencoded': {
          schema: z.object({ state: z.string().max(4096), email: emailSchema, full_name: z.string().trim().max(200).optional() }),
        },
      },
    },
  },
  responses: { 303: { description: 'To redirect_to with the session (or PKCE code)' }, ...authErrors(400) },
});

function page(state: string, redirectTo: string): string {
  const cancel = withErrorFragment(redirectTo, 'access_denied', 'The Google sign-in was cancelled');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local stand-in for Google sign-in · Bullion Desk</title>
<style>body{font-family:system-ui,sans-serif;color:#1f1d18;max-width:28rem;margin:3rem auto;padding:0 1rem}
.note{background:#fff6dc;border:1px solid #e8d9a8;border-radius:8px;padding:.75rem 1rem}label{display:block;margin:1rem 0 .25rem}
input{width:100%;padding:.5rem;font:inherit;box-sizing:border-box}button{margin-top:1.25rem;padding:.6rem 1.2rem;font:inherit}</style></head>
<body><h1>Local stand-in for Google sign-in</h1>
<p class="note">Google cannot be reached from this local setup, so this page stands in for it. Nothing is sent to Google:
the address you enter is treated as one Google has verified. This page does not exist in production.</p>
<form method="post" action="${AUTH_BASE_PATH}${PAGE_PATH}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label for="email">E-mail</label><input id="email" name="email" type="email" required autocomplete="email">
<label for="full_name">Full name</label><input id="full_name" name="full_name" type="text" autocomplete="name">
<button type="submit">Continue as this Google user</button>
</form>
<p><a href="${escapeHtml(cancel)}">Cancel</a></p></body></html>`;
}

/** Finds or creates the Google user; an address Google vouches for counts as confirmed. */
async function googleUser(deps: AppDeps, email: string, fullName: string | undefined): Promise<AuthUser> {
  const existing = await findUserByEmail(deps.db, email);
  if (!existing) {
    const id = await createUser(deps.db, { email, fullName, confirmed: true, provider: 'google' });
    const created = await findUserById(deps.db, id);
    if (!created) throw new Error('user missing right after creation');
    return created;
  }
  const providers = Array.isArray(existing.raw_app_meta_data.providers) ? (existing.raw_app_meta_data.providers as unknown[]) : [];
  const metadata = existing.raw_user_meta_data;
  const now = deps.now();
  return deps.db
    .updateTable('auth_users')
    .set({
      raw_app_meta_data: JSON.stringify({ ...existing.raw_app_meta_data, providers: [...new Set([...providers, 'google'])] }),
      ...(fullName && !metadata.full_name ? { raw_user_meta_data: JSON.stringify({ ...metadata, full_name: fullName }) } : {}),
      ...(existing.email_confirmed_at
        ? {}
        : // The unconfirmed password was chosen by whoever signed up, maybe not the owner Google vouches for.
          { email_confirmed_at: now, encrypted_password: null }),
      updated_at: now,
    })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function readState(c: Context<AppEnv>, token: string): Promise<OAuthState> {
  const { config } = c.var.deps;
  if (!googleStandInEnabled(config)) throw unsupportedProvider('google');
  const state = await verifyOAuthState(token, config.JWT_SECRET);
  if (!state) throw badOAuthState();
  return state;
}

export function registerGoogleLocal(auth: AuthRouter) {
  auth.openapi(pageRoute, async (c) => {
    // redirect_to in the query is for people reading the URL; the signed state is what counts.
    const state = await readState(c, c.req.valid('query').state);
    return c.html(page(c.req.valid('query').state, state.redirectTo));
  });

  auth.openapi(submitRoute, async (c) => {
    const deps = c.var.deps;
    const form = c.req.valid('form');
    const state = await readState(c, form.state);
    const user = await googleUser(deps, form.email, form.full_name || undefined);
    c.var.logger.info({ userId: user.id }, 'auth: local Google stand-in sign-in');
    if (state.codeChallenge && state.codeChallengeMethod) {
      const authCode = await issueAuthCode(deps, { userId: user.id, challenge: state.codeChallenge, method: state.codeChallengeMethod });
      return c.redirect(withAuthCode(state.redirectTo, authCode), 303);
    }
    const session = await createSession(deps.db, user, tokenSettings(deps), 'oauth');
    return c.redirect(withSessionFragment(state.redirectTo, session), 303);
  });
}
