// Reading the caller's own account: the profile, the e-mail address, the open sessions, and what an
// export of their data holds. auth_users and auth_sessions are not group-owned (no RLS): every
// query of them here is by the caller's own user id.
import type { Db, Tx } from '../db/database';
import { ENDED_STATUSES } from '../billing/plans';

export function findProfile(tx: Tx, userId: string) {
  return tx.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirst();
}

export function findEmailVerification(db: Db, userId: string) {
  return db.selectFrom('auth_users').select(['email', 'email_confirmed_at']).where('id', '=', userId).executeTakeFirst();
}

export function findAccountEmail(db: Db, userId: string) {
  return db.selectFrom('auth_users').select(['email']).where('id', '=', userId).executeTakeFirst();
}

export function listOpenSessions(db: Db, userId: string) {
  return db
    .selectFrom('auth_sessions')
    .select(['id', 'user_agent', 'ip', 'created_at', 'refreshed_at', 'aal'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The caller's groups with their role, by group name. */
export function listMemberships(db: Db, userId: string) {
  return db
    .selectFrom('group_members as m')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .innerJoin('group_member_roles as r', 'r.id', 'm.role_id')
    .select(['g.id', 'g.name', 'g.type', 'r.value as role'])
    .where('m.user_id', '=', userId)
    .orderBy('g.name')
    .execute();
}

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

/** Every row of the group's tables, by table name. */
export async function groupTableRows(tx: Tx, groupId: string): Promise<Record<string, Record<string, unknown>[]>> {
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const table of GROUP_TABLES) {
    // Every table listed has a group_id column; the scope's row-level security agrees.
    tables[table] = (await tx.selectFrom(table).selectAll().where('group_id', '=', groupId).execute()) as Record<string, unknown>[];
  }
  return tables;
}

/** The group's stored files, by bucket and name. */
export function listGroupFiles(tx: Tx, groupId: string) {
  return tx
    .selectFrom('storage_objects')
    .select(['bucket', 'name', 'size', 'created_at'])
    .where('group_id', '=', groupId)
    .orderBy('bucket')
    .orderBy('name')
    .execute();
}

/**
 * The user's provider subscriptions still billing that their account's deletion would leave without
 * a group: unassigned ones, and those of groups where the user is the only member (deleted with the
 * account). A group with other members keeps its subscription (it passes to another admin).
 */
export async function subscriptionsEndingWithAccount(db: Db, userId: string) {
  const rows = await db
    .selectFrom('subscriptions as s')
    .select(['s.id', 's.group_id', 's.status', 's.provider', 's.stripe_subscription_id', 's.paid_plan_id'])
    .where('s.user_id', '=', userId)
    .where('s.stripe_subscription_id', 'is not', null)
    .execute();
  const live = rows.filter((row) => !ENDED_STATUSES.includes(row.status as (typeof ENDED_STATUSES)[number]));
  const ending = [];
  for (const row of live) {
    const others = row.group_id
      ? await db.selectFrom('group_members').select('user_id').where('group_id', '=', row.group_id).where('user_id', '!=', userId).executeTakeFirst()
      : undefined;
    if (!others) ending.push(row);
  }
  return ending;
}

/** The stored message preferences (profiles.settings.messagePreferences), as stored: checked by the caller. */
export async function findStoredMessagePreferences(db: Db, userId: string): Promise<unknown> {
  const row = await db.selectFrom('profiles').select('settings').where('id', '=', userId).executeTakeFirst();
  return (row?.settings as { messagePreferences?: unknown } | undefined)?.messagePreferences;
}

export function profileExists(db: Db, userId: string) {
  return db.selectFrom('profiles').select('id').where('id', '=', userId).executeTakeFirst();
}
