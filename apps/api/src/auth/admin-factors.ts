// A user's two-factor factors in the admin API (supabase-js auth.admin.mfa.listFactors/deleteFactor):
// deleting one is the way back in for a user who lost their authenticator. Secrets never leave.
import { createRoute, z } from '@hono/zod-openapi';
import { existingUser } from './admin-accounts';
import { ADMIN_ROUTE } from './admin-guard';
import { factorParamsSchema, userIdParamsSchema } from './admin-schemas';
import type { AuthRouter } from './auth-router';
import { AUTH_FACTOR_COLUMNS, toAuthFactor } from './mfa-factors';
import { authErrors, factorSchema, json } from './schemas';
import { downgradeFactorSessions } from './session-assurance';
import { AuthError } from './supabase-errors';

const listRoute = createRoute({
  ...ADMIN_ROUTE,
  method: 'get',
  path: '/admin/users/{userId}/factors',
  summary: "A user's two-factor factors (never their secrets)",
  request: { params: userIdParamsSchema },
  responses: { 200: { content: json(z.array(factorSchema)), description: 'The factors' }, ...authErrors(400, 401, 403, 404) },
});

const deleteRoute = createRoute({
  ...ADMIN_ROUTE,
  method: 'delete',
  path: '/admin/users/{userId}/factors/{factorId}',
  summary: "Deletes a user's factor (lost authenticator); their sessions drop to aal1",
  request: { params: factorParamsSchema },
  responses: { 200: { content: json(factorSchema), description: 'The deleted factor' }, ...authErrors(400, 401, 403, 404) },
});

export function registerAdminFactors(auth: AuthRouter) {
  auth.openapi(listRoute, async (c) => {
    const { db } = c.var.deps;
    const { userId } = c.req.valid('param');
    await existingUser(c.var.deps, userId);
    const factors = await db.selectFrom('auth_mfa_factors').select(AUTH_FACTOR_COLUMNS).where('user_id', '=', userId).orderBy('created_at').execute();
    return c.json(factors.map(toAuthFactor), 200);
  });

  auth.openapi(deleteRoute, async (c) => {
    const { db } = c.var.deps;
    const { userId, factorId } = c.req.valid('param');
    await existingUser(c.var.deps, userId);
    const deleted = await db.transaction().execute(async (tx) => {
      const owned = await tx.selectFrom('auth_mfa_factors').select('id').where('id', '=', factorId).where('user_id', '=', userId).executeTakeFirst();
      if (!owned) return undefined;
      // As GoTrue does: sessions proven with the factor no longer count as two-factor ones.
      await downgradeFactorSessions(tx, factorId);
      const factor = await tx
        .deleteFrom('auth_mfa_factors')
        .where('id', '=', factorId)
        .where('user_id', '=', userId)
        .returning(AUTH_FACTOR_COLUMNS)
        .executeTakeFirst();
      return factor;
    });
    if (!deleted) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
    c.var.logger.info({ userId, factorId }, 'auth admin: factor deleted');
    return c.json(toAuthFactor(deleted), 200);
  });
}
