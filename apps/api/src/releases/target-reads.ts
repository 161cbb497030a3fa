// Reading targets (environment × remote) with the versions of their releases and the stable release a
// rollback would return to (the deployment below the top of the stack).
import type { Target } from '@bullion/contract';
import { sql } from 'kysely';
import type { Db, Tx } from '../db/database';

interface TargetFilter {
  environment?: string;
  remote?: string;
}

export async function readTargets(db: Db | Tx, filter: TargetFilter = {}): Promise<Target[]> {
  let query = db
    .selectFrom('release_targets as t')
    .innerJoin('releases as r', (join) => join.onRef('r.remote', '=', 't.remote').onRef('r.id', '=', 't.release_id'))
    .leftJoin('releases as c', (join) => join.onRef('c.remote', '=', 't.remote').onRef('c.id', '=', 't.canary_release_id'))
    .select([
      't.environment',
      't.remote',
      't.release_id',
      'r.version',
      't.canary_release_id',
      'c.version as canary_version',
      't.canary_percent',
      't.canary_started_at',
      't.revision',
      't.updated_at',
    ])
    // The stable release below the top of the deployment stack: where a rollback goes.
    .select((eb) =>
      eb
        .selectFrom('release_deployments as d')
        .innerJoin('releases as pr', (join) => join.onRef('pr.remote', '=', 'd.remote').onRef('pr.id', '=', 'd.release_id'))
        .select(sql<string>`d.release_id || '\t' || pr.version`.as('previous'))
        .whereRef('d.environment', '=', 't.environment')
        .whereRef('d.remote', '=', 't.remote')
        .where('d.rolled_back_at', 'is', null)
        .orderBy('d.id', 'desc')
        .offset(1)
        .limit(1)
        .as('previous'),
    )
    .orderBy('t.environment')
    .orderBy('t.remote');
  if (filter.environment) query = query.where('t.environment', '=', filter.environment);
  if (filter.remote) query = query.where('t.remote', '=', filter.remote);
  const rows = await query.execute();
  return rows.map((row) => {
    const [previousId, previousVersion] = row.previous ? row.previous.split('\t') : [];
    return {
      environment: row.environment,
      remote: row.remote,
      release: { id: row.release_id, version: row.version },
      canary:
        row.canary_release_id && row.canary_percent !== null && row.canary_started_at
          ? { id: row.canary_release_id, version: row.canary_version ?? '', percent: row.canary_percent, startedAt: new Date(row.canary_started_at).toISOString() }
          : null,
      revision: row.revision,
      updatedAt: new Date(row.updated_at).toISOString(),
      previous: previousId && previousVersion ? { id: previousId, version: previousVersion } : null,
    };
  });
}

export async function readTarget(db: Db | Tx, environment: string, remote: string): Promise<Target | null> {
  const [target] = await readTargets(db, { environment, remote });
  return target ?? null;
}
