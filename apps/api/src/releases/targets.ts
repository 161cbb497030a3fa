// Changing what an environment serves: point, promote, rollback, canary start or percent, canary
// promote and abort. Each change is one transaction that locks the target row (`select … for
// update`), checks the caller's expectedRevision against it, bumps the revision, and writes its audit
// row; a racing change waits for the lock and then sees the new revision (409 conflict).
import { RELEASE_ERRORS, type ReleaseAuditAction, type Target } from '@bullion/contract';
import type { Db, Tx } from '../db/database';
import { ApiError, conflict } from '../http/errors';
import { recordAudit, type Actor } from './audit';
import { readTarget } from './target-reads';

interface TargetKey {
  environment: string;
  remote: string;
}

interface Change extends TargetKey {
  actor: Actor;
  expectedRevision?: number;
}

type TargetRow = { release_id: string; canary_release_id: string | null; canary_percent: number | null; revision: number };

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';

function lockTarget(tx: Tx, { environment, remote }: TargetKey): Promise<TargetRow | undefined> {
  return tx
    .selectFrom('release_targets')
    .select(['release_id', 'canary_release_id', 'canary_percent', 'revision'])
    .where('environment', '=', environment)
    .where('remote', '=', remote)
    .forUpdate()
    .executeTakeFirst();
}

/** 409 conflict when the caller based the change on another revision (0: no target yet). */
function checkRevision(row: TargetRow | undefined, expected: number | undefined, { environment, remote }: TargetKey): void {
  const current = row?.revision ?? 0;
  if (expected !== undefined && expected !== current) {
    throw conflict(`${remote} in ${environment} is at revision ${current}, not ${expected}: it changed meanwhile. Read the status and try again.`);
  }
}

async function assertReleaseExists(tx: Tx, remote: string, releaseId: string): Promise<string> {
  const release = await tx.selectFrom('releases').select('version').where('remote', '=', remote).where('id', '=', releaseId).executeTakeFirst();
  if (!release) throw new ApiError(404, RELEASE_ERRORS.releaseNotFound, `${remote} has no release ${releaseId}.`);
  return release.version;
}

async function pushDeployment(tx: Tx, { environment, remote }: TargetKey, releaseId: string, actor: Actor): Promise<void> {
  await tx.insertInto('release_deployments').values({ environment, remote, release_id: releaseId, actor_label: actor.label }).execute();
}

/** Runs a change in one transaction and answers the target as it is after it; a racing first point is 409. */
async function change(db: Db, key: TargetKey, work: (tx: Tx) => Promise<void>): Promise<Target> {
  try {
    return await db.transaction().execute(async (tx) => {
      await work(tx);
      const target = await readTarget(tx, key.environment, key.remote);
      if (!target) throw new Error('target missing after its change');
      return target;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`${key.remote} in ${key.environment} was changed at the same moment. Read the status and try again.`);
    throw error;
  }
}

/** Sets the stable release (from a point or a promote); a running canary must be promoted or aborted first. */
async function setStable(tx: Tx, input: Change & { releaseId: string }, action: ReleaseAuditAction, detail: Record<string, unknown>): Promise<void> {
  const row = await lockTarget(tx, input);
  checkRevision(row, input.expectedRevision, input);
  const version = await assertReleaseExists(tx, input.remote, input.releaseId);
  if (row?.canary_release_id) {
    throw conflict(`A canary of ${input.remote} (${row.canary_release_id}) is running in ${input.environment}: promote it or roll it back first.`);
  }
  if (row?.release_id === input.releaseId) return;
  const now = new Date();
  if (row) {
    await tx
      .updateTable('release_targets')
      .set({ release_id: input.releaseId, revision: row.revision + 1, updated_at: now })
      .where('environment', '=', input.environment)
      .where('remote', '=', input.remote)
      .execute();
  } else {
    await tx.insertInto('release_targets').values({ environment: input.environment, remote: input.remote, release_id: input.releaseId, revision: 1, updated_at: now }).execute();
  }
  await pushDeployment(tx, input, input.releaseId, input.actor);
  await recordAudit(tx, {
    actor: input.actor,
    action,
    remote: input.remote,
    environment: input.environment,
    releaseId: input.releaseId,
    detail: { ...detail, version, from: row?.release_id ?? null, revision: (row?.revision ?? 0) + 1 },
  });
}

export function pointTarget(db: Db, input: Change & { releaseId: string }): Promise<Target> {
  return change(db, input, (tx) => setStable(tx, input, 'target.point', {}));
}

/** The environment's stable release becomes `from`'s stable release. */
export function promoteTarget(db: Db, input: Change & { from: string }): Promise<Target> {
  return change(db, input, async (tx) => {
    const source = await tx.selectFrom('release_targets').select('release_id').where('environment', '=', input.from).where('remote', '=', input.remote).executeTakeFirst();
    if (!source) throw conflict(`${input.remote} has no release in ${input.from} to promote.`);
    await setStable(tx, { ...input, releaseId: source.release_id }, 'target.promote', { fromEnvironment: input.from });
  });
}

export interface AbortCanaryInput extends TargetKey {
  /** Only this canary is aborted: one that was promoted or replaced meanwhile stays. */
  expectedCanaryId?: string;
  actor: Actor;
  /** canary.abort (a rollback) or canary.auto_rollback (the telemetry's verdict). */
  action?: Extract<ReleaseAuditAction, 'canary.abort' | 'canary.auto_rollback'>;
  reason?: string;
  detail?: Record<string, unknown>;
}

/**
 * Ends the running canary inside the caller's transaction, with its audit row: everyone gets the
 * stable release again. Answers the aborted canary's release id, or null when no canary (or not the
 * expected one) runs. Also the automatic rollback's way (telemetry).
 */
export async function abortCanary(tx: Tx, input: AbortCanaryInput): Promise<string | null> {
  const row = await lockTarget(tx, input);
  if (!row?.canary_release_id) return null;
  if (input.expectedCanaryId !== undefined && row.canary_release_id !== input.expectedCanaryId) return null;
  await tx
    .updateTable('release_targets')
    .set({ canary_release_id: null, canary_percent: null, canary_started_at: null, revision: row.revision + 1, updated_at: new Date() })
    .where('environment', '=', input.environment)
    .where('remote', '=', input.remote)
    .execute();
  await recordAudit(tx, {
    actor: input.actor,
    action: input.action ?? 'canary.abort',
    remote: input.remote,
    environment: input.environment,
    releaseId: row.canary_release_id,
    detail: { ...input.detail, ...(input.reason ? { reason: input.reason } : {}), percent: row.canary_percent, stable: row.release_id, revision: row.revision + 1 },
  });
  return row.canary_release_id;
}

/** Aborts a running canary; without one, serves the stable release deployed before the current one again. */
export function rollbackTarget(db: Db, input: Change): Promise<Target> {
  return change(db, input, async (tx) => {
    const row = await lockTarget(tx, input);
    checkRevision(row, input.expectedRevision, input);
    if (!row) throw new ApiError(409, RELEASE_ERRORS.nothingToRollBack, `${input.remote} has no release in ${input.environment}.`);
    if (row.canary_release_id) {
      await abortCanary(tx, { ...input, expectedCanaryId: row.canary_release_id, reason: 'rollback' });
      return;
    }
    const stack = await tx
      .selectFrom('release_deployments')
      .select(['id', 'release_id'])
      .where('environment', '=', input.environment)
      .where('remote', '=', input.remote)
      .where('rolled_back_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    const [top, below] = stack;
    if (!top || !below) {
      throw new ApiError(409, RELEASE_ERRORS.nothingToRollBack, `${input.remote} in ${input.environment} has no earlier release to roll back to.`);
    }
    const now = new Date();
    await tx.updateTable('release_deployments').set({ rolled_back_at: now }).where('id', '=', top.id).execute();
    await tx
      .updateTable('release_targets')
      .set({ release_id: below.release_id, revision: row.revision + 1, updated_at: now })
      .where('environment', '=', input.environment)
      .where('remote', '=', input.remote)
      .execute();
    await recordAudit(tx, {
      actor: input.actor,
      action: 'target.rollback',
      remote: input.remote,
      environment: input.environment,
      releaseId: below.release_id,
      detail: { from: row.release_id, revision: row.revision + 1 },
    });
  });
}

/** Starts a canary of the release at `percent`, or changes the percent of the one running. */
export function startCanary(db: Db, input: Change & { releaseId: string; percent: number }): Promise<Target> {
  return change(db, input, async (tx) => {
    const row = await lockTarget(tx, input);
    checkRevision(row, input.expectedRevision, input);
    const version = await assertReleaseExists(tx, input.remote, input.releaseId);
    if (!row) throw conflict(`${input.remote} has no release in ${input.environment} yet: point the environment at a release before a canary.`);
    if (row.release_id === input.releaseId) throw conflict(`${input.releaseId} is already the stable release of ${input.remote} in ${input.environment}.`);
    if (row.canary_release_id && row.canary_release_id !== input.releaseId) {
      throw conflict(`A canary of ${input.remote} (${row.canary_release_id}) is running in ${input.environment}: promote it or roll it back first.`);
    }
    const changing = row.canary_release_id === input.releaseId;
    if (changing && row.canary_percent === input.percent) return;
    const now = new Date();
    await tx
      .updateTable('release_targets')
      .set({
        canary_release_id: input.releaseId,
        canary_percent: input.percent,
        ...(changing ? {} : { canary_started_at: now }),
        revision: row.revision + 1,
        updated_at: now,
      })
      .where('environment', '=', input.environment)
      .where('remote', '=', input.remote)
      .execute();
    await recordAudit(tx, {
      actor: input.actor,
      action: changing ? 'canary.percent' : 'canary.start',
      remote: input.remote,
      environment: input.environment,
      releaseId: input.releaseId,
      detail: { version, percent: input.percent, ...(changing ? { previousPercent: row.canary_percent } : {}), stable: row.release_id, revision: row.revision + 1 },
    });
  });
}

/** The canary becomes the stable release, for everyone. */
export function promoteCanary(db: Db, input: Change): Promise<Target> {
  return change(db, input, async (tx) => {
    const row = await lockTarget(tx, input);
    checkRevision(row, input.expectedRevision, input);
    if (!row?.canary_release_id) throw new ApiError(409, RELEASE_ERRORS.noCanary, `No canary of ${input.remote} is running in ${input.environment}.`);
    const now = new Date();
    await tx
      .updateTable('release_targets')
      .set({ release_id: row.canary_release_id, canary_release_id: null, canary_percent: null, canary_started_at: null, revision: row.revision + 1, updated_at: now })
      .where('environment', '=', input.environment)
      .where('remote', '=', input.remote)
      .execute();
    await pushDeployment(tx, input, row.canary_release_id, input.actor);
    await recordAudit(tx, {
      actor: input.actor,
      action: 'canary.promote',
      remote: input.remote,
      environment: input.environment,
      releaseId: row.canary_release_id,
      detail: { from: row.release_id, percent: row.canary_percent, revision: row.revision + 1 },
    });
  });
}
