// GET /user and PUT /user: the signed-in user; changing the password (from an old session only with
// a reauthentication nonce), the e-mail address (confirmed by codes to both addresses, see
// email-change.ts) or user_metadata.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { MAX_PASSWORD_LENGTH } from '../config';
import type { AuthUser } from '../db/schema';
import type { AppEnv } from '../http/context';
import type { AuthRouter } from './auth-router';
import { requestEmailChange } from './email-change';
import { aal2RequiredToUpdateUser } from './mfa-errors';
import { hasVerifiedFactor } from './mfa-factors';
import { retireOtps } from './one-time-tokens';
import { signInFailures } from './limits';
import { hashPassword, verifyPassword } from './passwords';
import { assertStrongPassword, passwordPolicy } from './password-policy';
import { assertReauthenticated } from './reauthenticate';
import { safeRedirect } from './redirects';
import { authErrors, emailSchema, json, pkceFields, redirectQuerySchema, userMetadataSchema, userSchema } from './schemas';
import { requireSession } from './session-guard';
import { currentPasswordMismatch, samePassword, userNotFound, validationFailed } from './supabase-errors';
import { userResponse } from './tokens';
import { findUserById, revokeSessions } from './users';

const updateUserBodySchema = z
  .object({
    password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
    data: userMetadataSchema.optional(),
    email: emailSchema.optional(),
    phone: z.string().max(32).optional(),
    nonce: z.string().max(64).optional(),
    current_password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
    ...pkceFields,
  })
  .openapi('UpdateUserRequest');

const getRoute = createRoute({
  method: 'get',
  path: '/user',
  tags: ['auth'],
  summary: 'The signed-in user',
  middleware: [requireSession] as const,
  security: [{ Bearer: [] }],
  responses: { 200: { content: json(userSchema), description: 'The user' }, ...authErrors(401, 403) },
});

const putRoute = createRoute({
  method: 'put',
  path: '/user',
  tags: ['auth'],
  summary: "Changes the signed-in user's password (other sessions end), e-mail address (once confirmed by codes) or user_metadata",
  middleware: [requireSession] as const,
  security: [{ Bearer: [] }],
  request: { query: redirectQuerySchema, body: { required: true, content: json(updateUserBodySchema) } },
  responses: { 200: { content: json(userSchema), description: 'The updated user' }, ...authErrors(400, 401, 403, 422, 429) },
});

/** GoTrue's merge: given keys replace, null removes a key, absent keys stay. */
export function mergeMetadata(current: Record<string, unknown>, changes: Record<string, unknown>) {
  const merged = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * `current_password` (supabase-js `updateUser({ password, current_password })`, GoTrue's
 * UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD): when sent, it must be the password, so a session left
 * open on someone else's screen cannot change it. Wrong guesses count as failed sign-ins.
 */
async function assertCurrentPassword(c: Context<AppEnv>, user: AuthUser, currentPassword: string) {
  const failures = signInFailures(c, user.email);
  await failures.attempt();
  if (!(await verifyPassword(user.encrypted_password, currentPassword))) throw currentPasswordMismatch();
  await failures.refund();
}

export function registerUser(auth: AuthRouter) {
  auth.openapi(getRoute, async (c) => {
    const { db } = c.var.deps;
    const user = await findUserById(db, c.var.user.id);
    if (!user) throw userNotFound();
    return c.json(await userResponse(db, user), 200);
  });

  auth.openapi(putRoute, async (c) => {
    const deps = c.var.deps;
    const { db } = deps;
    const body = c.req.valid('json');
    let user = await findUserById(db, c.var.user.id);
    if (!user) throw userNotFound();
    if (body.phone) throw validationFailed('Phone numbers are not supported');
    // As GoTrue: with two-step on, the password and the address change only from an aal2 session, so
    // a reset code (or a stolen password) alone cannot take the account over.
    const changesCredentials = Boolean(body.password) || (body.email !== undefined && body.email !== user.email);
    if (changesCredentials && c.var.user.aal !== 'aal2' && (await hasVerifiedFactor(db, user.id))) throw aal2RequiredToUpdateUser();

    // Every check comes before the first change, so a refused request changes nothing.
    let encryptedPassword: string | undefined;
    if (body.password !== undefined) {
      assertStrongPassword(passwordPolicy(deps.config), body.password);
      if (body.current_password !== undefined) await assertCurrentPassword(c, user, body.current_password);
      await assertReauthenticated(c, user, body.nonce);
      if (await verifyPassword(user.encrypted_password, body.password)) throw samePassword();
      encryptedPassword = await hashPassword(body.password);
    }
    const now = deps.now();
    let emailChangeSentAt: string | undefined;
    if (body.email !== undefined && body.email !== user.email) {
      user = await requestEmailChange(deps, user, body.email, safeRedirect(deps.config, c.req.valid('query').redirect_to));
      emailChangeSentAt = now.toISOString();
      c.var.logger.info({ userId: user.id }, 'auth: e-mail change requested');
    }
    const updated = await db
      .updateTable('auth_users')
      .set({
        updated_at: now,
        ...(encryptedPassword ? { encrypted_password: encryptedPassword } : {}),
        ...(body.data ? { raw_user_meta_data: JSON.stringify(mergeMetadata(user.raw_user_meta_data, body.data)) } : {}),
      })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();

    if (encryptedPassword) {
      // A new password ends every other session (someone who knew the old one is signed out) and
      // retires outstanding reset codes.
      await revokeSessions(db, now, { userId: user.id, exceptSessionId: c.var.user.sessionId });
      await retireOtps(deps, user.id, ['recovery']);
      c.var.logger.info({ userId: user.id }, 'auth: password changed, other sessions revoked');
    }
    return c.json({ ...(await userResponse(db, updated)), ...(emailChangeSentAt ? { email_change_sent_at: emailChangeSentAt } : {}) }, 200);
  });
}
