// Privacy settings: export my data (the account, memberships and every group the caller administers,
// row by row) and delete my account (the admin API's safe deletion, confirmed by typing the address).
import { createRoute } from '@hono/zod-openapi';
import { accountExportSchema, deleteAccountBodySchema, deletedAccountSchema, type AccountExport } from '@bullion/contract';
import type { Context } from 'hono';
import { deleteUserAccount } from '../accounts/delete-user';
import { removeStoredFiles } from '../auth/admin-users';
import { ENDED_STATUSES } from '../billing/plans';
import { scoped } from '../db/database';
import { forgetOpenSessions, requireUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ApiError, badRequest, notFound } from '../http/errors';
import { iso } from '../http/mappers';
import { errorResponses, jsonBody, jsonResponse, output, SESSION } from '../http/openapi';
import type { Router } from '../http/router';
import { toProfile } from './mappers';

/** The group-owned tables an export carries, every row of the group as stored. */
const GROUP_TABLES = [
  'products',
  'storage_spaces',
  'inventory_items',
  'inventory_ledger',
  'inventory_dispositions',
  'price_templates',
  'customers',
  'orders',
  'order_lines',
  'order_payments',
  'order_events',
  'collections',
  'collection_entries',
] as const;

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
    'The body repeats the e-mail address. Everything that is the caller’s alone goes: profile, memberships, sessions, factors, identities, profile pictures, and every group they are the only member of with its data and files. 409 `last_admin` (nothing deleted) while they are the only admin of a team with other members; 409 `subscription_active` while they pay for a plan that would be left without a group (cancel it in the billing portal first).',
  security: SESSION,
  middleware: [requireUser] as const,
  request: { body: jsonBody(deleteAccountBodySchema) },
  responses: { 200: jsonResponse(deletedAccountSchema, 'The account is gone'), ...errorResponses(400, 401, 404, 409, 415) },
});

async function buildExport(c: Context<AppEnv>): Promise<AccountExport> {
  const userId = c.var.user.id;
  const { db } = c.var.deps;
  const memberships = await db
    .selectFrom('group_members as m')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .innerJoin('group_member_roles as r', 'r.id', 'm.role_id')
    .select(['g.id', 'g.name', 'g.type', 'r.value as role'])
    .where('m.user_id', '=', userId)
    .orderBy('g.name')
    .execute();
  const administered = memberships.filter((membership) => membership.role === 'admin');
  const groupIds = administered.map((group) => group.id);
  return scoped(db, { userId, groupIds }, async (tx) => {
    const profile = await tx.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!profile) throw notFound('Profile');
    const groups = [];
    for (const group of administered) {
      const tables: Record<string, Record<string, unknown>[]> = {};
      for (const table of GROUP_TABLES) {
        // Every table listed has a group_id column; the scope's row-level security agrees.
        tables[table] = (await tx.selectFrom(table).selectAll().where('group_id', '=', group.id).execute()) as Record<string, unknown>[];
      }
      const files = await tx
        .selectFrom('storage_objects')
        .select(['bucket', 'name', 'size', 'created_at'])
        .where('group_id', '=', group.id)
        .orderBy('bucket')
        .orderBy('name')
        .execute();
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

/** A provider subscription the caller pays for that would be left without a group. */
async function orphanedSubscription(c: Context<AppEnv>): Promise<boolean> {
  const userId = c.var.user.id;
  const rows = await c.var.deps.db
    .selectFrom('subscriptions as s')
    .select(['s.id', 's.group_id', 's.status', 's.cancel_at_period_end'])
    .where('s.user_id', '=', userId)
    .where('s.stripe_subscription_id', 'is not', null)
    .execute();
  const live = rows.filter((row) => !ENDED_STATUSES.includes(row.status as (typeof ENDED_STATUSES)[number]) && !row.cancel_at_period_end);
  for (const row of live) {
    if (!row.group_id) return true;
    const others = await c.var.deps.db
      .selectFrom('group_members')
      .select('user_id')
      .where('group_id', '=', row.group_id)
      .where('user_id', '!=', userId)
      .executeTakeFirst();
    // A group with other members keeps the subscription (it passes to another admin).
    if (!others) return true;
  }
  return false;
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
    const user = await deps.db.selectFrom('auth_users').select(['email']).where('id', '=', userId).executeTakeFirst();
    if (!user) throw notFound('Account');
    if (user.email.toLowerCase() !== email.toLowerCase()) throw badRequest('Type your own e-mail address exactly to confirm.');
    if (await orphanedSubscription(c)) {
      throw new ApiError(409, 'subscription_active', 'You still pay for a plan. Cancel it in Billing & plans first, then delete your account.');
    }
    const result = await deleteUserAccount(deps.db, userId);
    if (!result.deleted) {
      const names = result.soleAdminOf.map((group) => `"${group.name}"`).join(', ');
      throw new ApiError(409, 'last_admin', `You are the only admin of ${names}, which has other members. Make someone else an admin there first, or remove the other members.`, {
        groups: result.soleAdminOf,
      });
    }
    forgetOpenSessions({ userId });
    await removeStoredFiles(deps, [userId, ...result.deletedGroupIds]);
    c.var.logger.info({ userId, deletedGroupIds: result.deletedGroupIds }, 'account: deleted by its owner');
    return c.json(output(deletedAccountSchema, { deleted: true, deletedGroupIds: result.deletedGroupIds }), 200);
  });
}
