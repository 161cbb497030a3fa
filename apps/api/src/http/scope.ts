// How routes reach group-owned rows: always inside `scoped` (Postgres RLS as bullion_app), with the
// scope derived from what the caller has proven: the group of a verified app access token, a group
// the query itself requires the caller to belong to, or the caller's own memberships. Also the
// membership queries every "may this user act in this group" check starts from.
import type { Context } from 'hono';
import { sql } from 'kysely';
import { scoped, type Db, type Scope, type Tx } from '../db/database';
import type { AppEnv, GroupAccess } from './context';
import { forbidden } from './errors';

/**
 * The ids of the groups the user belongs to: the root every multi-group scope grows from. It runs
 * scoped to no group at all; policy group_members_own_rows (migration 0003) lets a user read their
 * own membership rows and nothing else, so RLS backs this query too.
 */
export async function memberGroupIds(db: Db, userId: string): Promise<string[]> {
  const rows = await scoped(db, { userId, groupIds: [] }, (tx) =>
    tx.selectFrom('group_members').select('group_id').where('user_id', '=', userId).execute(),
  );
  return rows.map((row) => row.group_id);
}

/**
 * For routes behind requireGroup: the group in the path must be the group the app access token
 * was issued for, or a token for group A could be replayed against group B's URLs.
 */
export function requireTokenGroup(c: Context<AppEnv>, groupId: string): Scope {
  if (c.var.group.id !== groupId) {
    throw forbidden('The app access token is for another group. Request a token for this group with POST /api/auth/token first.');
  }
  return { userId: c.var.user.id, groupIds: [groupId] };
}

/** The group of a verified app access token, if the call sent one (routes behind optionalGroup). */
export function tokenGroup(c: Context<AppEnv>): GroupAccess | null {
  return (c.get('group') as GroupAccess | undefined) ?? null;
}

/** The database scope of a call: the caller and, if it sent a verified app access token, its group. */
export function callerScope(c: Context<AppEnv>): Scope {
  const group = tokenGroup(c);
  return { userId: c.var.user.id, groupIds: group ? [group.id] : [] };
}

function membershipOf(db: Db | Tx, groupId: string, userId: string) {
  return db.selectFrom('group_members as m').where('m.group_id', '=', groupId).where('m.user_id', '=', userId);
}

/** The user's member row in the group, if they belong to it. */
export function findMember(db: Db | Tx, groupId: string, userId: string) {
  return membershipOf(db, groupId, userId).selectAll('m').executeTakeFirst();
}

/**
 * The user's membership of the group joined with its role (aliases `m` and `r`), to select from:
 * the one query behind requireGroup, the app access token and storage's folder rights.
 */
export function membershipWithRole(db: Db | Tx, groupId: string, userId: string) {
  return membershipOf(db, groupId, userId).innerJoin('group_member_roles as r', 'r.id', 'm.role_id');
}

/** Serialises changes to one group's membership (role changes, removals, joins) in this transaction. */
export async function lockGroup(tx: Tx, groupId: string): Promise<void> {
  await sql`select id from groups where id = ${groupId} for update`.execute(tx);
}
