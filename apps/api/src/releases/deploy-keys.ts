// Deploy keys: `bdk_` + 40 random base62 characters, scoped to one remote and a set of environments.
// Only the sha256 of a key is stored, and its first characters for display; the key itself is shown
// once, in the answer that makes it.
import { DEPLOY_KEY_PATTERN, DEPLOY_KEY_PREFIX, type DeployKey } from '@bullion/contract';
import { createHash, randomInt } from 'node:crypto';
import type { Db, Tx } from '../db/database';
import type { Actor } from './audit';
import { recordAudit } from './audit';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_LENGTH = 40;
/** `bdk_` and the first 6 characters of the random part. */
const SHOWN_LENGTH = DEPLOY_KEY_PREFIX.length + 6;

export function newDeployKeySecret(): string {
  let random = '';
  for (let index = 0; index < KEY_LENGTH; index += 1) random += BASE62[randomInt(BASE62.length)];
  return `${DEPLOY_KEY_PREFIX}${random}`;
}

export const hashDeployKey = (secret: string) => createHash('sha256').update(secret).digest('hex');
export const isDeployKeySecret = (value: string) => DEPLOY_KEY_PATTERN.test(value);

/** The label a key acts under in the audit log and as publisher: its name and prefix. */
export const keyLabel = (key: { name: string; key_prefix: string }) => `${key.name} (${key.key_prefix}…)`;

const keyColumns = ['k.id', 'k.name', 'k.remote', 'k.environments', 'k.key_prefix', 'k.created_at', 'k.revoked_at', 'k.last_used_at', 'u.email as created_by_email'] as const;

function keyQuery(db: Db | Tx) {
  return db.selectFrom('deploy_keys as k').leftJoin('auth_users as u', 'u.id', 'k.created_by').select(keyColumns);
}

type KeyRow = Awaited<ReturnType<ReturnType<typeof keyQuery>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toDeployKey(row: KeyRow): DeployKey {
  return {
    id: row.id,
    name: row.name,
    remote: row.remote,
    environments: row.environments,
    prefix: row.key_prefix,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by_email ?? '(deleted user)',
    revokedAt: iso(row.revoked_at),
    lastUsedAt: iso(row.last_used_at),
  };
}

export async function listDeployKeys(db: Db): Promise<DeployKey[]> {
  const rows = await keyQuery(db).orderBy('k.created_at', 'desc').execute();
  return rows.map(toDeployKey);
}

export async function createDeployKey(
  db: Db,
  input: { name: string; remote: string; environments: string[] },
  creator: { userId: string; actor: Actor },
): Promise<{ key: DeployKey; secret: string }> {
  const secret = newDeployKeySecret();
  return db.transaction().execute(async (tx) => {
    const { id } = await tx
      .insertInto('deploy_keys')
      .values({
        name: input.name,
        remote: input.remote,
        environments: input.environments,
        key_hash: hashDeployKey(secret),
        key_prefix: secret.slice(0, SHOWN_LENGTH),
        created_by: creator.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(tx, {
      actor: creator.actor,
      action: 'key.create',
      remote: input.remote,
      detail: { keyId: id, name: input.name, prefix: secret.slice(0, SHOWN_LENGTH), environments: input.environments },
    });
    const row = await keyQuery(tx).where('k.id', '=', id).executeTakeFirstOrThrow();
    return { key: toDeployKey(row), secret };
  });
}

/** Revokes the key (a key revoked already stays as it was); null when there is no such key. */
export async function revokeDeployKey(db: Db, id: string, revoker: { userId: string; actor: Actor }): Promise<DeployKey | null> {
  return db.transaction().execute(async (tx) => {
    const revoked = await tx
      .updateTable('deploy_keys')
      .set({ revoked_at: new Date(), revoked_by: revoker.userId })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .returning(['remote', 'name', 'key_prefix'])
      .executeTakeFirst();
    if (revoked) {
      await recordAudit(tx, {
        actor: revoker.actor,
        action: 'key.revoke',
        remote: revoked.remote,
        detail: { keyId: id, name: revoked.name, prefix: revoked.key_prefix },
      });
    }
    const row = await keyQuery(tx).where('k.id', '=', id).executeTakeFirst();
    return row ? toDeployKey(row) : null;
  });
}

export interface KeyCaller {
  id: string;
  name: string;
  remote: string;
  environments: string[];
  prefix: string;
}

export type KeyLookup = { status: 'ok'; key: KeyCaller } | { status: 'revoked' | 'unknown' };

/** Finds the key a caller sent and notes its use. */
export async function authenticateDeployKey(db: Db, secret: string, now: Date): Promise<KeyLookup> {
  const row = await db
    .selectFrom('deploy_keys')
    .select(['id', 'name', 'remote', 'environments', 'key_prefix', 'revoked_at'])
    .where('key_hash', '=', hashDeployKey(secret))
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  if (row.revoked_at !== null) return { status: 'revoked' };
  await db.updateTable('deploy_keys').set({ last_used_at: now }).where('id', '=', row.id).execute();
  return { status: 'ok', key: { id: row.id, name: row.name, remote: row.remote, environments: row.environments, prefix: row.key_prefix } };
}
