// The registry's audit log: who (a platform admin, a deploy key, the system) did what to which remote,
// environment and release. Written in the transaction of the change it records.
import type { AuditEntry, ReleaseAuditAction } from '@bullion/contract';
import type { Db, Tx } from '../db/database';

export interface Actor {
  kind: 'user' | 'key' | 'system';
  /** The user id or key id; null for the system. */
  id: string | null;
  /** An e-mail, a key's name and prefix, or what the system did (`automatic rollback`). */
  label: string;
}

export interface AuditRecord {
  actor: Actor;
  action: ReleaseAuditAction;
  remote?: string | null;
  environment?: string | null;
  releaseId?: string | null;
  detail?: Record<string, unknown>;
}

export async function recordAudit(db: Db | Tx, record: AuditRecord): Promise<void> {
  await db
    .insertInto('release_audit')
    .values({
      actor_kind: record.actor.kind,
      actor_id: record.actor.id,
      actor_label: record.actor.label,
      action: record.action,
      remote: record.remote ?? null,
      environment: record.environment ?? null,
      release_id: record.releaseId ?? null,
      detail: JSON.stringify(record.detail ?? {}),
    })
    .execute();
}

/** Newest first; `before` is the id of the last entry of the previous page. */
export async function readAudit(db: Db, { limit, before }: { limit: number; before?: number }): Promise<AuditEntry[]> {
  let query = db.selectFrom('release_audit').selectAll().orderBy('id', 'desc').limit(limit);
  if (before !== undefined) query = query.where('id', '<', String(before));
  const rows = await query.execute();
  return rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    actor: { kind: row.actor_kind, id: row.actor_id, label: row.actor_label },
    action: row.action,
    remote: row.remote,
    environment: row.environment,
    releaseId: row.release_id,
    detail: typeof row.detail === 'string' ? (JSON.parse(row.detail) as Record<string, unknown>) : row.detail,
  }));
}
