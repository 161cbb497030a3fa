// POST /factors/{factorId}/challenge and /verify: proving a TOTP factor, which verifies a new factor
// and raises the session to aal2 (supabase-js's mfa.challenge, mfa.verify, mfa.challengeAndVerify).
import { createRoute, z } from '@hono/zod-openapi';
import { forgetOpenSessions } from '../http/auth';
import type { AuthRouter } from './auth-router';
import { mfaVerifyFailures } from './limits';
import { challengeExpired, challengeNotFound, challengeUnusable, codeAlreadyUsed, emptyCode, verificationFailed } from './mfa-errors';
import { MFA_RULES, requireOwnedFactor } from './mfa-factors';
import { decryptFactorSecret } from './mfa-secret';
import { clientIp } from './rate-limit';
import { authErrors, json, sessionSchema } from './schemas';
import { requireSession } from './session-guard';
import { raiseSessionToAal2, revokeSessionsBelowAal2 } from './session-assurance';
import { userNotFound } from './supabase-errors';
import { sessionResponse } from './tokens';
import { matchTotpStep } from './totp';
import { findUserById, tokenSettings } from './users';

const factorParamsSchema = z.object({ factorId: z.string().max(64) });

const challengeSchema = z
  .object({ id: z.string(), type: z.literal('totp'), expires_at: z.number().openapi({ description: 'Unix time (seconds)' }) })
  .openapi('FactorChallenge');

const verifyBodySchema = z
  .object({ challenge_id: z.uuid(), code: z.string().max(32) })
  .openapi('VerifyFactorRequest');

const challengeRoute = createRoute({
  method: 'post',
  path: '/factors/{factorId}/challenge',
  tags: ['auth'],
  summary: 'Starts a verification of one of your factors (valid for 5 minutes)',
  middleware: [requireSession] as const,
  security: [{ Bearer: [] }],
  request: { params: factorParamsSchema },
  responses: { 200: { content: json(challengeSchema), description: 'The challenge' }, ...authErrors(401, 403, 404) },
});

const verifyRoute = createRoute({
  method: 'post',
  path: '/factors/{factorId}/verify',
  tags: ['auth'],
  summary: "Verifies a challenge with a TOTP code: the session becomes aal2 (and a new factor verified)",
  description: 'Five wrong codes per factor in five minutes block it (429) until the window ends, even for the right code.',
  middleware: [requireSession] as const,
  security: [{ Bearer: [] }],
  request: { params: factorParamsSchema, body: { required: true, content: json(verifyBodySchema) } },
  responses: { 200: { content: json(sessionSchema), description: 'The session, now aal2' }, ...authErrors(400, 401, 403, 404, 422, 429) },
});

export function registerFactorVerify(auth: AuthRouter) {
  auth.openapi(challengeRoute, async (c) => {
    const { db, now } = c.var.deps;
    const factor = await requireOwnedFactor(db, c.var.user.id, c.req.valid('param').factorId);
    const createdAt = now();
    const challenge = await db
      .insertInto('auth_mfa_challenges')
      .values({ factor_id: factor.id, created_at: createdAt, ip_address: clientIp(c) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('auth_mfa_factors').set({ last_challenged_at: createdAt }).where('id', '=', factor.id).execute();
    const expiresAt = Math.floor(createdAt.getTime() / 1000) + MFA_RULES.challengeTtlSeconds;
    return c.json({ id: challenge.id, type: 'totp' as const, expires_at: expiresAt }, 200);
  });

  auth.openapi(verifyRoute, async (c) => {
    const deps = c.var.deps;
    const { db, config } = deps;
    const { id: userId, sessionId } = c.var.user;
    const factor = await requireOwnedFactor(db, userId, c.req.valid('param').factorId);
    const { challenge_id: challengeId, code } = c.req.valid('json');
    if (!code) throw emptyCode();

    const challenge = await db.selectFrom('auth_mfa_challenges').selectAll().where('id', '=', challengeId).where('factor_id', '=', factor.id).executeTakeFirst();
    if (!challenge) throw challengeNotFound();
    if (challenge.verified_at || challenge.ip_address !== clientIp(c)) throw challengeUnusable();
    const now = deps.now();
    if (new Date(challenge.created_at).getTime() + MFA_RULES.challengeTtlSeconds * 1000 < now.getTime()) {
      await db.deleteFrom('auth_mfa_challenges').where('id', '=', challenge.id).execute();
      throw challengeExpired(challenge.id);
    }

    const failures = mfaVerifyFailures(c, factor.id);
    await failures.attempt();
    const step = matchTotpStep(code, decryptFactorSecret(factor.secret, factor.id, config.JWT_SECRET), now);
    if (step === null) throw verificationFailed();

    const session = await db.transaction().execute(async (tx) => {
      // Claiming the code's time step and the challenge in single statements makes a code (or a
      // challenge) good for one verification, however many requests race with it.
      const claimed = await tx
        .updateTable('auth_mfa_factors')
        .set({ last_used_step: String(step), status: 'verified', updated_at: now })
        .where('id', '=', factor.id)
        .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', String(step))]))
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return null;
      const used = await tx
        .updateTable('auth_mfa_challenges')
        .set({ verified_at: now })
        .where('id', '=', challenge.id)
        .where('verified_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!used) throw challengeUnusable();

      await raiseSessionToAal2(tx, sessionId, factor.id, now);
      await revokeSessionsBelowAal2(tx, userId, sessionId, now);
      // A verified factor ends any other enrolment left half-done, as in GoTrue.
      await tx.deleteFrom('auth_mfa_factors').where('user_id', '=', userId).where('status', '=', 'unverified').execute();
      const user = await findUserById(tx, userId);
      if (!user) throw userNotFound();
      return sessionResponse(tx, user, sessionId, tokenSettings(deps));
    });
    if (!session) throw codeAlreadyUsed();
    forgetOpenSessions({ userId });
    await failures.forgive();
    c.var.logger.info({ userId, factorId: factor.id, newlyVerified: factor.status === 'unverified' }, 'auth: MFA factor verified, session aal2');
    return c.json(session, 200);
  });
}
