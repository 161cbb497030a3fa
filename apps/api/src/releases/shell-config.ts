// GET /api/releases/config: the remotes an environment serves, as the shell loads them. A subject in
// a running canary (inCanary: a hash, so every instance answers alike) gets the canary release.
import type { ShellRemotesConfig } from '@bullion/contract';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { inCanary } from './canary';
import { manifestUrlOf } from './release-reads';

export async function shellRemotesConfig(db: Db, config: Config, environment: string, subject: string): Promise<ShellRemotesConfig> {
  const rows = await db
    .selectFrom('release_targets as t')
    .innerJoin('releases as r', (join) => join.onRef('r.remote', '=', 't.remote').onRef('r.id', '=', 't.release_id'))
    .leftJoin('releases as c', (join) => join.onRef('c.remote', '=', 't.remote').onRef('c.id', '=', 't.canary_release_id'))
    .select([
      't.remote',
      't.canary_percent',
      'r.id',
      'r.version',
      'r.manifest_integrity',
      'r.entry_integrity',
      'c.id as canary_id',
      'c.version as canary_version',
      'c.manifest_integrity as canary_manifest_integrity',
      'c.entry_integrity as canary_entry_integrity',
    ])
    .where('t.environment', '=', environment)
    .orderBy('t.remote')
    .execute();
  const remotes: ShellRemotesConfig['remotes'] = {};
  for (const row of rows) {
    const canary =
      row.canary_id && row.canary_version && row.canary_manifest_integrity && row.canary_entry_integrity && row.canary_percent !== null && inCanary(subject, row.remote, row.canary_id, row.canary_percent);
    remotes[row.remote] = canary
      ? {
          manifestUrl: manifestUrlOf(config, row.remote, row.canary_id as string),
          version: row.canary_version as string,
          release: row.canary_id as string,
          canary: true,
          integrity: { manifest: row.canary_manifest_integrity as string, entry: row.canary_entry_integrity as string },
        }
      : {
          manifestUrl: manifestUrlOf(config, row.remote, row.id),
          version: row.version,
          release: row.id,
          canary: false,
          integrity: { manifest: row.manifest_integrity, entry: row.entry_integrity },
        };
  }
  return { environment, remotes };
}
