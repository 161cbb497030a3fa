// Shared set-up for the product API tests (api-*.test.ts): signed-in users, app tokens, teams,
// members added straight in the database, and snapshots of group-owned tables for "nothing changed".
import { sql } from 'kysely';
import type { TestApi } from './harness';

export type RoleValue = 'admin' | 'member' | 'viewer';

export interface Actor {
  userId: string;
  email: string;
  accessToken: string;
  personalGroupId: string;
}

export interface CallOptions {
  /** The session; omit for an anonymous call. */
  as?: Actor;
  /** The app access token (`token` header). */
  token?: string;
  body?: unknown;
  /** A raw body sent as-is (with the given content type). */
  rawBody?: string;
  contentType?: string;
}

export interface CallResult {
  status: number;
  body: unknown;
  text: string;
}

export async function call(api: TestApi, method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers = new Headers();
  if (options.as) headers.set('authorization', `Bearer ${options.as.accessToken}`);
  if (options.token) headers.set('token', options.token);
  let body: string | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    if (options.contentType) headers.set('content-type', options.contentType);
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('content-type', options.contentType ?? 'application/json');
  }
  const response = await api.request(path, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON; keep the text
  }
  return { status: response.status, body: parsed, text };
}

export async function signIn(api: TestApi, fullName?: string): Promise<Actor> {
  const user = await api.createSignedInUser(fullName ? { fullName } : {});
  const personal = await api.database.db
    .selectFrom('groups')
    .select('id')
    .where('created_by', '=', user.userId)
    .where('type', '=', 'personal')
    .executeTakeFirstOrThrow();
  return { userId: user.userId, email: user.email, accessToken: user.accessToken, personalGroupId: personal.id };
}

export async function appToken(api: TestApi, actor: Actor, groupId: string): Promise<string> {
  const result = await call(api, 'POST', '/api/auth/token', { as: actor, body: { groupId } });
  if (result.status !== 200) throw new Error(`token for ${groupId}: ${result.status} ${result.text}`);
  return (result.body as { token: string }).token;
}

export async function createTeam(api: TestApi, owner: Actor, name: string): Promise<string> {
  const result = await call(api, 'POST', '/api/groups', { as: owner, body: { name } });
  if (result.status !== 201) throw new Error(`create team: ${result.status} ${result.text}`);
  return (result.body as { id: string }).id;
}

export async function roleId(api: TestApi, value: RoleValue): Promise<number> {
  const row = await api.database.db.selectFrom('group_member_roles').select('id').where('value', '=', value).executeTakeFirstOrThrow();
  return row.id;
}

/** Adds a member directly in the database (set-up only); returns the member id. */
export async function addMember(api: TestApi, groupId: string, actor: Actor, role: RoleValue): Promise<number> {
  const row = await api.database.db
    .insertInto('group_members')
    .values({ group_id: groupId, user_id: actor.userId, role_id: await roleId(api, role), settings: JSON.stringify({}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function memberId(api: TestApi, groupId: string, actor: Actor): Promise<number> {
  const row = await api.database.db
    .selectFrom('group_members')
    .select('id')
    .where('group_id', '=', groupId)
    .where('user_id', '=', actor.userId)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function roleOf(api: TestApi, groupId: string, actor: Actor): Promise<string | null> {
  const row = await api.database.db
    .selectFrom('group_members as m')
    .innerJoin('group_member_roles as r', 'r.id', 'm.role_id')
    .select('r.value')
    .where('m.group_id', '=', groupId)
    .where('m.user_id', '=', actor.userId)
    .executeTakeFirst();
  return row?.value ?? null;
}

const SNAPSHOT_TABLES = ['profiles', 'groups', 'group_members', 'subscriptions', 'group_invites'] as const;

/** Every row of the group-owned tables (read as the owner, bypassing RLS), for before/after comparison. */
export async function snapshotTables(api: TestApi): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of SNAPSHOT_TABLES) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(api.database.db);
    snapshot[table] = result.rows;
  }
  return snapshot;
}

/** Every row that belongs to one group, for "B's data is unchanged". */
export async function snapshotGroup(api: TestApi, groupId: string) {
  const { db } = api.database;
  return {
    group: await db.selectFrom('groups').selectAll().where('id', '=', groupId).execute(),
    members: await db.selectFrom('group_members').selectAll().where('group_id', '=', groupId).orderBy('id').execute(),
    subscriptions: await db.selectFrom('subscriptions').selectAll().where('group_id', '=', groupId).orderBy('id').execute(),
    invites: await db.selectFrom('group_invites').selectAll().where('group_id', '=', groupId).orderBy('id').execute(),
  };
}

export async function createInvite(
  api: TestApi,
  admin: Actor,
  groupId: string,
  body: Record<string, unknown> = {},
): Promise<{ code: string; url: string; status: string }> {
  const token = await appToken(api, admin, groupId);
  const result = await call(api, 'POST', `/api/groups/${groupId}/invites`, { as: admin, token, body });
  if (result.status !== 201) throw new Error(`create invite: ${result.status} ${result.text}`);
  return result.body as { code: string; url: string; status: string };
}
