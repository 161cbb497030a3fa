// GET /user and PUT /user: the signed-in user; changing the password or user_metadata.
import { createRoute, z } from '@hono/zod-openapi';
import { hashPassword, verifyPassword } from '../accounts/accounts';
import type { AuthRouter } from './auth-router';
import { assertStrongPassword } from './password-policy';
import { authErrors, emailSchema, json, MAX_PASSWORD_LENGTH, pkceFields, redirectQuerySchema, userMetadataSchema, userSchema } from './schemas';
import { requireSession } from './session-guard';
import { samePassword, userNotFound, validationFailed } from './supabase-errors';
import { listUserFactors } from './mfa-factors';
import { toAuthUser } from './tokens';
import { findUserById, revokeSessions } from './users';

const updateUserBodySchema = z
  .object({
    password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
    data: userMetadataSchema.optional(),
    email: emailSchema.optional(),
    phone: z.string().max(32).optional(),
    nonce: z.string().max(64).optional(),
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
  summary: "Changes the signed-in user's password (other sessions end) or user_metadata",
  middleware: [requireSession] as const,
  security: [{ Bearer: [] }],
  request: { query: redirectQuerySchema, body: { required: true, content: json(updateUserBodySchema) } },
  responses: { 200: { content: json(userSchema), description: 'The updated user' }, ...authErrors(400, 401, 403, 422) },
});

/** GoTrue's merge: given keys replace, null removes a key, absent keys stay. */
function mergeMetadata(current: Record<string, unknown>, changes: Record<string, unknown>) {
  const merged = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export function registerUser(auth: AuthRouter) {
  auth.openapi(getRoute, async (c) => {
    const user = await findUserById(c.var.deps.db, c.var.user.id);
    if (!user) throw userNotFound();
    return c.json(toAuthUser(user, { factors: await listUserFactors(c.var.deps.db, user.id) }), 200);
  });

  auth.openapi(putRoute, async (c) => {
    const deps = c.var.deps;
    const { db } = deps;
    const body = c.req.valid('json');
    const user = await findUserById(db, c.var.user.id);
    if (!user) throw userNotFound();
    if (body.email !== undefined && body.email !== user.email) throw validationFailed('Changing the e-mail address is not supported');
    if (body.phone) throw validationFailed('Phone numbers are not supported');

    const now = deps.now();
    let encryptedPassword: string | undefined;
    if (body.password !== undefined) {
      assertStrongPassword(body.password);
      if (await verifyPassword(user.encrypted_password, body.password)) throw samePassword();
      encryptedPassword = await hashPassword(body.password);
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
      await db
        .updateTable('auth_one_time_tokens')
        .set({ consumed_at: now })
        .where('user_id', '=', user.id)
        .where('kind', '=', 'recovery')
        .where('consumed_at', 'is', null)
        .execute();
      c.var.logger.info({ userId: user.id }, 'auth: password changed, other sessions revoked');
    }
    return c.json(toAuthUser(updated, { factors: await listUserFactors(db, user.id) }), 200);
  });
}
