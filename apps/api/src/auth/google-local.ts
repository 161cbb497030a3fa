// The local stand-in for Google's sign-in page (development and tests only, see googleStandInEnabled).
// Posting the form acts as if Google had vouched for the address (the stand-in's Google subject): the
// user with that Google identity signs in, else the account with that address gains it, else a
// confirmed Google user is created; when the state carries a user to link to (linkIdentity), the
// Google identity is linked to that user instead. The browser returns to redirect_to with a session
// in the fragment (implicit flow) or with ?code= to exchange (PKCE flow), or with GoTrue's error
// (e.g. identity_already_exists) in the fragment.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createUser } from '../account/create-user';
import type { AuthUser } from '../db/schema';
import type { AppDeps, AppEnv } from '../http/context';
import { AUTH_BASE_PATH, type AuthRouter } from './auth-router';
import { escapeHtml } from './escape-html';
import { findIdentity, googleSubject, insertGoogleIdentity, syncProviders, touchIdentity, upsertEmailIdentity } from './identities';
import { googleStandInEnabled, verifyOAuthState, type OAuthState } from './oauth-state';
import { issueAuthCode } from './pkce';
import { withAuthCode, withErrorFragment, withSessionFragment } from './redirects';
import { authErrors, emailSchema } from './schemas';
import { AuthError, badOAuthState, signupDisabled, unsupportedProvider } from './supabase-errors';
import { createSession, sessionClient } from './tokens';
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

function page(state: string, redirectTo: string, linking: boolean): string {
  const cancel = withErrorFragment(redirectTo, 'access_denied', 'The Google sign-in was cancelled');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local stand-in for Google sign-in · Bullion Desk</title>
<style>body{font-family:system-ui,sans-serif;color:#1f1d18;max-width:28rem;margin:3rem auto;padding:0 1rem}
.note{background:#fff6dc;border:1px solid #e8d9a8;border-radius:8px;padding:.75rem 1rem}label{display:block;margin:1rem 0 .25rem}
input{width:100%;padding:.5rem;font:inherit;box-sizing:border-box}button{margin-top:1.25rem;padding:.6rem 1.2rem;font:inherit}</style></head>
<body><h1>Local stand-in for Google sign-in</h1>
<p class="note">Google cannot be reached from this local setup, so this page stands in for it. Nothing is sent to Google:
the address you enter is treated as one Google has verified. This page does not exist in production.</p>
${linking ? '<p>The Google account you enter will be linked to the account you are signed in with.</p>' : ''}
<form method="post" action="${AUTH_BASE_PATH}${PAGE_PATH}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label for="email">E-mail</label><input id="email" name="email" type="email" required autocomplete="email">
<label for="full_name">Full name</label><input id="full_name" name="full_name" type="text" autocomplete="name">
<button type="submit">Continue as this Google user</button>
</form>
<p><a href="${escapeHtml(cancel)}">Cancel</a></p></body></html>`;
}

/** The user a Google sign-in is for: by Google identity, else by address, else a new one. */
async function googleUser(deps: AppDeps, email: string, fullName: string | undefined): Promise<AuthUser> {
  const { db } = deps;
  const now = deps.now();
  const identity = await findIdentity(db, 'google', googleSubject(email));
  const known = identity ? await findUserById(db, identity.user_id) : undefined;
  if (identity && known) {
    await touchIdentity(db, identity.id, now);
    return known;
  }
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    if (deps.config.AUTH_DISABLE_SIGNUP) throw signupDisabled();
    const id = await createUser(db, { email, fullName, confirmed: true, provider: 'google' });
    const created = await findUserById(db, id);
    if (!created) throw new Error('user missing right after creation');
    return created;
  }
  // Google vouches for the address, so the account with it gains the Google identity (GoTrue links
  // by verified address the same way).
  const metadata = existing.raw_user_meta_data;
  const user = await db
    .updateTable('auth_users')
    .set({
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
  await insertGoogleIdentity(db, user.id, { email, fullName });
  if (!existing.email_confirmed_at) await upsertEmailIdentity(db, user, true);
  await syncProviders(db, user.id);
  return user;
}

/** linkIdentity's end: the Google identity joins the signed-in user who started it (GoTrue's checks). */
async function linkGoogle(deps: AppDeps, userId: string, email: string, fullName: string | undefined): Promise<AuthUser> {
  const { db } = deps;
  const user = await findUserById(db, userId);
  if (!user) throw new AuthError(422, 'user_not_found', 'Linking target user not found');
  const linked = await findIdentity(db, 'google', googleSubject(email));
  if (linked) {
    throw new AuthError(
      422,
      'identity_already_exists',
      linked.user_id === user.id ? 'Identity is already linked' : 'Identity is already linked to another user',
    );
  }
  try {
    await insertGoogleIdentity(db, user.id, { email, fullName });
  } catch (error) {
    // Linked elsewhere in the moment since the check (the unique provider subject).
    if ((error as { code?: unknown }).code === '23505') throw new AuthError(422, 'identity_already_exists', 'Identity is already linked to another user');
    throw error;
  }
  await syncProviders(db, user.id);
  return user;
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
    return c.html(page(c.req.valid('query').state, state.redirectTo, !!state.linkUserId));
  });

  auth.openapi(submitRoute, async (c) => {
    const deps = c.var.deps;
    const form = c.req.valid('form');
    const state = await readState(c, form.state);
    const fullName = form.full_name || undefined;
    let user: AuthUser;
    try {
      user = state.linkUserId ? await linkGoogle(deps, state.linkUserId, form.email, fullName) : await googleUser(deps, form.email, fullName);
    } catch (error) {
      // Like GoTrue's OAuth callback, a refusal goes back to the app in the fragment.
      if (error instanceof AuthError) return c.redirect(withErrorFragment(state.redirectTo, error.code, error.message), 303);
      throw error;
    }
    c.var.logger.info({ userId: user.id, linked: !!state.linkUserId }, 'auth: local Google stand-in');
    if (state.codeChallenge && state.codeChallengeMethod) {
      const authCode = await issueAuthCode(deps, { userId: user.id, challenge: state.codeChallenge, method: state.codeChallengeMethod });
      return c.redirect(withAuthCode(state.redirectTo, authCode), 303);
    }
    const session = await createSession(deps.db, user, tokenSettings(deps), 'oauth', sessionClient(c));
    return c.redirect(withSessionFragment(state.redirectTo, session), 303);
  });
}
