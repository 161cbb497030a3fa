// Privacy settings: export my data (the account, memberships and every group the caller administers,
// row by row) and delete my account (the admin API's safe deletion, confirmed by typing the address).
import { createRoute } from '@hono/zod-openapi';
import { accountExportSchema, deleteAccountBodySchema, deletedAccountSchema, type AccountExport } from '@bullion/contract';
import type { Context } from 'hono';
import { removeStoredFiles } from '../auth/admin-users';
import { scoped } from '../db/database';
import { forgetOpenSessions, requireUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ApiError, badRequest, notFound } from '../http/errors';
import { iso } from '../http/mappers';
import { errorResponses, jsonBody, jsonResponse, output, SESSION } from '../http/openapi';
import type { Router } from '../http/router';
import { providerIdempotencyKey } from '../billing/access';
import { cancelWithAccount } from '../billing/cancel-with-account';
import { findAccountEmail, findProfile, groupTableRows, listGroupFiles, listMemberships, subscriptionsEndingWithAccount } from './account-reads';
import { deleteUserAccount, groupsBlockingDeletion, type GroupRef } from './delete-user';
import { toProfile } from './mappers';

const exportRoute = createRoute({
  method: 'get',
  path: '/api/account/export',
  tags: ['account'],
  summary: "Exports the caller's data as a JSON download",
  description:
    'The profile, the memberships, and for every group the caller is an admin of: its products, storage spaces, inventory, price templates, customers, orders, collections and the list of its stored files. Groups where the caller is a member or viewer are listed under memberships only.',
  security: SESSION,
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(accountExportSchema, 'The export (Content-Disposition: attachment)'), ...errorResponses(401, 404) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/account',
  tags: ['account'],
  summary: "Deletes the caller's account for good",
  description:
    'The body repeats the e-mail address. Everything that is the caller’s alone goes: profile, memberships, sessions, factors, identities, profile pictures, and every group they are the only member of with its data and files. A paid plan that would be left without a group (its group goes with the account, or it has none) is cancelled now at the billing provider, prorated: the unused part of its period is credited as the provider credits it (canceledSubscriptions), and that credit is refunded to the card it was paid with (refunded). 409 `last_admin` (nothing deleted, nothing cancelled) while they are the only admin of a team with other members; 409 `subscription_active` when such a plan is billed through a provider this server does not reach; 502 `billing_provider_error` when the provider does not cancel it or refund the credit (nothing deleted; sent again, the deletion refunds the credit of a plan already cancelled).',
  security: SESSION,
  middleware: [requireUser] as const,
  request: { body: jsonBody(deleteAccountBodySchema) },
  responses: { 200: jsonResponse(deletedAccountSchema, 'The account is gone'), ...errorResponses(400, 401, 404, 409, 415) },
});

function lastAdmin(groups: GroupRef[]) {
  const names = groups.map((group) => `"${group.name}"`).join(', ');
  return new ApiError(409, 'last_admin', `You are the only admin of ${names}, which has other members. Make someone else an admin there first, or remove the other members.`, { groups });
}

async function buildExport(c: Context<AppEnv>): Promise<AccountExport> {
  const userId = c.var.user.id;
  const { db } = c.var.deps;
  const memberships = await listMemberships(db, userId);
  const administered = memberships.filter((membership) => membership.role === 'admin');
  const groupIds = administered.map((group) => group.id);
  return scoped(db, { userId, groupIds }, async (tx) => {
    const profile = await findProfile(tx, userId);
    if (!profile) throw notFound('Profile');
    const groups = [];
    for (const group of administered) {
      const tables = await groupTableRows(tx, group.id);
      const files = await listGroupFiles(tx, group.id);
      groups.push({
        id: group.id,
        name: group.name,
        type: group.type,
        tables,
        files: files.map((file) => ({ bucket: file.bucket, name: file.name, size: file.size === null ? null : Number(file.size), createdAt: iso(file.created_at) })),
      });
    }
    return {
      exportedAt: iso(c.var.deps.now()),
      account: toProfile(profile),
      memberships: memberships.map((membership) => ({ groupId: membership.id, groupName: membership.name, groupType: membership.type, role: membership.role })),
      groups,
    };
  });
}

export function registerPrivacyRoutes(app: Router) {
  app.openapi(exportRoute, async (c) => {
    const data = await buildExport(c);
    c.header('Content-Disposition', `attachment; filename="bullion-desk-export-${data.exportedAt.slice(0, 10)}.json"`);
    return c.json(output(accountExportSchema, data), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const deps = c.var.deps;
    const userId = c.var.user.id;
    const { email } = c.req.valid('json');
    const user = await findAccountEmail(deps.db, userId);
    if (!user) throw notFound('Account');
    if (user.email.toLowerCase() !== email.toLowerCase()) throw badRequest('Type your own e-mail address exactly to confirm.');
    // Checked before any plan is cancelled: a deletion that would be refused cancels nothing.
    const blocking = await groupsBlockingDeletion(deps.db, userId);
    if (blocking.length) throw lastAdmin(blocking);
    const ending = await subscriptionsEndingWithAccount(deps.db, userId);
    const ended = await cancelWithAccount(deps, userId, ending, (what) => providerIdempotencyKey(c, what));
    const result = await deleteUserAccount(deps.db, userId);
    if (!result.deleted) throw lastAdmin(result.soleAdminOf);
    forgetOpenSessions({ userId });
    await removeStoredFiles(deps, [userId, ...result.deletedGroupIds]);
    c.var.logger.info({ userId, deletedGroupIds: result.deletedGroupIds }, 'account: deleted by its owner');
    return c.json(output(deletedAccountSchema, { deleted: true, deletedGroupIds: result.deletedGroupIds, ...ended }), 200);
  });
}
