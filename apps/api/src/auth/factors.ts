// POST /factors and DELETE /factors/{factorId}: enrolling a TOTP factor (secret, otpauth URI and QR
// code, shown once) and unenrolling one, as supabase-js's mfa.enroll and mfa.unenroll call them.
import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import type { AuthRouter } from './auth-router';
import {
  aal2RequiredToEnroll,
  aal2RequiredToUnenroll,
  factorNameConflict,
  factorTypeNotEnabled,
  tooManyFactors,
  unknownFactorType,
} from './mfa-errors';
import { dropAbandonedFactors, MFA_RULES, requireOwnedFactor } from './mfa-factors';
import { encryptFactorSecret } from './mfa-secret';
import { authErrors, json } from './schemas';
import { requireSession } from './session-guard';
import { downgradeFactorSessions, sessionAssurance } from './session-assurance';
import { userNotFound } from './supabase-errors';
import { newTotpSecret, totpQrSvg, totpUri } from './totp';
import { findUserById } from './users';

const enrollBodySchema = z
  .object({
    factor_type: z.string().max(32),
    friendly_name: z.string().max(100).optional(),
    issuer: z.string().max(255).optional().openapi({ description: "Shown by the authenticator app; SITE_URL's host name by default." }),
    phone: z.string().max(32).optional(),
  })
  .openapi('EnrollFactorRequest');

const enrolledSchema = z
  .object({
    id: z.string(),
    type: z.literal('totp'),
    friendly_name: z.string(),
    totp: z.object({
      qr_code: z.string().openapi({ description: 'SVG markup of the QR code (supabase-js makes it a data URI).' }),
      secret: z.string().openapi({ description: 'Base32 secret, for typing into the app instead of scanning.' }),
      uri: z.string().openapi({ description: 'otpauth:// URI the QR code holds.' }),
    }),
  })
  .openapi('EnrolledFactor');

const factorParamsSchema = z.object({ factorId: z.string().max(64) });

const enrollRoute = createRoute({
  method: 'post',
  path: '/factors',
  tags: ['auth'],
  summary: 'Enrols a TOTP factor (unverified until its first code is verified)',
  middleware: [requireSession] as const,
  security: [{ Bearer: [] }],
  request: { body: { required: true, content: json(enrollBodySchema) } },
  responses: { 200: { content: json(enrolledSchema), description: 'The new factor with its secret' }, ...authErrors(400, 401, 403, 422) },
});

const unenrollRoute = createRoute({
  method: 'delete',
  path: '/factors/{factorId}',
  tags: ['auth'],
  summary: 'Removes a factor; a verified one only from an aal2 session',
  middleware: [requireSession] as const,
  security: [{ Bearer: [] }],
  request: { params: factorParamsSchema },
  responses: { 200: { content: json(z.object({ id: z.string() }).openapi('UnenrolledFactor')), description: 'The removed factor' }, ...authErrors(401, 403, 404, 422) },
});

const isNameConflict = (error: unknown) =>
  (error as { code?: unknown }).code === '23505' && (error as { constraint?: unknown }).constraint === 'auth_mfa_factors_name_key';

export function registerFactors(auth: AuthRouter) {
  auth.openapi(enrollRoute, async (c) => {
    const { db, config, now } = c.var.deps;
    const { id: userId, sessionId } = c.var.user;
    const body = c.req.valid('json');
    if (body.factor_type === 'phone' || body.factor_type === 'webauthn') throw factorTypeNotEnabled(body.factor_type);
    if (body.factor_type !== 'totp') throw unknownFactorType();
    const user = await findUserById(db, userId);
    if (!user) throw userNotFound();
    const friendlyName = body.friendly_name || null;

    await dropAbandonedFactors(db, now(), userId);
    const factors = await db.selectFrom('auth_mfa_factors').select(['friendly_name', 'status']).where('user_id', '=', userId).execute();
    if (friendlyName && factors.some((factor) => factor.friendly_name === friendlyName)) throw factorNameConflict(friendlyName);
    if (factors.length >= MFA_RULES.maxFactors) throw tooManyFactors();
    // Someone holding only the password must not add a factor of their own to the account.
    if (factors.some((factor) => factor.status === 'verified') && (await sessionAssurance(db, sessionId)).aal !== 'aal2') {
      throw aal2RequiredToEnroll();
    }

    const id = randomUUID();
    const secret = newTotpSecret();
    // The host name without a port: the app's label is "issuer:account", a colon more would blur it.
    const uri = totpUri({ secret, issuer: body.issuer || new URL(config.SITE_URL).hostname, accountName: user.email });
    try {
      await db
        .insertInto('auth_mfa_factors')
        .values({ id, user_id: userId, friendly_name: friendlyName, secret: encryptFactorSecret(secret, id, config.JWT_SECRET), created_at: now(), updated_at: now() })
        .execute();
    } catch (error) {
      if (friendlyName && isNameConflict(error)) throw factorNameConflict(friendlyName);
      throw error;
    }
    return c.json({ id, type: 'totp' as const, friendly_name: friendlyName ?? '', totp: { qr_code: await totpQrSvg(uri), secret, uri } }, 200);
  });

  auth.openapi(unenrollRoute, async (c) => {
    const { db } = c.var.deps;
    const { id: userId, sessionId } = c.var.user;
    const factor = await requireOwnedFactor(db, userId, c.req.valid('param').factorId);
    if (factor.status === 'verified' && (await sessionAssurance(db, sessionId)).aal !== 'aal2') throw aal2RequiredToUnenroll();
    await db.transaction().execute(async (tx) => {
      await downgradeFactorSessions(tx, factor.id);
      await tx.deleteFrom('auth_mfa_factors').where('id', '=', factor.id).execute();
    });
    c.var.logger.info({ userId, factorId: factor.id }, 'auth: MFA factor unenrolled');
    return c.json({ id: factor.id }, 200);
  });
}
