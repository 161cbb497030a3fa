// Identity linking as supabase-js calls it: linkIdentity({ provider: 'google' }) asks
// GET /user/identities/authorize for the provider's page (locally the Google stand-in, which then
// links to the signed-in user, see google-local.ts); unlinkIdentity deletes with
// DELETE /user/identities/{identity_id}. As in GoTrue, the last identity cannot go, and when the
// identity whose address the account uses goes, the account takes the address of one that stays.
// Both routes exist only while AUTH_SECURITY_MANUAL_LINKING_ENABLED is on (GoTrue's setting).
import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { Tx } from '../db/database';
import type { AuthUser } from '../db/schema';
import type { AppDeps, AppEnv } from '../http/context';
import type { AuthRouter } from './auth-router';
import { oauthStartQuerySchema, standInPath } from './authorize';
import { listIdentities, syncProviders, type IdentityRow } from './identities';
import { retireOtps } from './one-time-tokens';
import { authErrors, emptySchema, json } from './schemas';
import { requireSession } from './session-guard';
import {
  AuthError,
  emailConflictIdentityNotDeletable,
  identityNotFound,
  manualLinkingDisabled,
  singleIdentityNotDeletable,
  userNotFound,
} from './supabase-errors';
import { findUserByEmail, findUserById } from './users';

/** After the session check, as in GoTrue: a caller without a session learns nothing of the setting. */
const requireManualLinking = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.deps.config.AUTH_SECURITY_MANUAL_LINKING_ENABLED) throw manualLinkingDisabled();
  await next();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const authorizeRoute = createRoute({
  method: 'get',
  path: '/user/identities/authorize',
  tags: ['auth'],
  summary: "Starts linking a provider's identity (Google; locally the stand-in page) to the signed-in user",
  middleware: [requireSession, requireManualLinking] as const,
  security: [{ Bearer: [] }],
  request: { query: oauthStartQuerySchema.extend({ skip_http_redirect: z.enum(['true', 'false']).optional() }) },
  responses: {
    200: { content: json(z.object({ url: z.string() }).openapi('LinkIdentityUrl')), description: "The provider's page (skip_http_redirect=true)" },
    302: { description: "To the provider's page" },
    ...authErrors(400, 401, 403, 404),
  },
});

const unlinkRoute = createRoute({
  method: 'delete',
  path: '/user/identities/{identity_id}',
  tags: ['auth'],
  summary: 'Unlinks one of the signed-in user’s identities (not the last one)',
  middleware: [requireSession, requireManualLinking] as const,
  security: [{ Bearer: [] }],
  request: { params: z.object({ identity_id: z.string().max(64) }) },
  responses: { 200: { content: json(emptySchema), description: 'Unlinked' }, ...authErrors(401, 403, 404, 422) },
});

const identityEmail = (identity: IdentityRow) => (typeof identity.identity_data.email === 'string' ? identity.identity_data.email.toLowerCase() : '');

/**
 * GoTrue's rule after an unlink: the account keeps its address while an identity that stays has it;
 * otherwise it takes the address of the first one that stays and no other account uses (pending
 * codes and e-mail change are dropped, they were for the old address), else 422.
 */
async function keepAddressOfRemainingIdentity(deps: Pick<AppDeps, 'now'>, tx: Tx, user: AuthUser, remaining: IdentityRow[]): Promise<void> {
  const emails = remaining.map(identityEmail).filter(Boolean);
  if (emails.includes(user.email.toLowerCase())) return;
  for (const email of emails) {
    const owner = await findUserByEmail(tx, email);
    if (owner && owner.id !== user.id) continue;
    await tx.updateTable('auth_users').set({ email, email_change: null, updated_at: deps.now() }).where('id', '=', user.id).execute();
    await tx.updateTable('profiles').set({ email }).where('id', '=', user.id).execute();
    await retireOtps({ db: tx, now: deps.now }, user.id);
    return;
  }
  throw emailConflictIdentityNotDeletable();
}

export function registerUserIdentities(auth: AuthRouter) {
  auth.openapi(authorizeRoute, async (c) => {
    const { config } = c.var.deps;
    const { skip_http_redirect, ...query } = c.req.valid('query');
    // Absolute: the app navigates there from its own origin, not the API's.
    const url = `${config.PUBLIC_API_URL.replace(/\/+$/, '')}${await standInPath(config, query, c.var.user.id)}`;
    if (skip_http_redirect === 'true') return c.json({ url }, 200);
    return c.redirect(url, 302);
  });

  auth.openapi(unlinkRoute, async (c) => {
    const deps = c.var.deps;
    const identityId = c.req.valid('param').identity_id;
    // GoTrue's answer for a malformed id.
    if (!UUID.test(identityId)) throw new AuthError(404, 'validation_failed', 'identity_id must be an UUID');
    const user = await findUserById(deps.db, c.var.user.id);
    if (!user) throw userNotFound();
    await deps.db.transaction().execute(async (tx) => {
      // Two unlinks at once must not both see a second identity left.
      await tx.selectFrom('auth_users').select('id').where('id', '=', user.id).forUpdate().execute();
      const identities = await listIdentities(tx, user.id);
      if (identities.length <= 1) throw singleIdentityNotDeletable();
      const target = identities.find((identity) => identity.id === identityId.toLowerCase());
      if (!target) throw identityNotFound();
      await tx.deleteFrom('auth_identities').where('id', '=', target.id).execute();
      await keepAddressOfRemainingIdentity(deps, tx, user, identities.filter((identity) => identity !== target));
      await syncProviders(tx, user.id);
    });
    c.var.logger.info({ userId: user.id, identityId }, 'auth: identity unlinked');
    return c.json({}, 200);
  });
}
