// The Postgres advisory locks API instances coordinate with (two-key form: this namespace, then the
// lock). They are per database, so other databases on the same server (the tests' scratch databases)
// never contend. Visible in pg_locks as locktype 'advisory', classid = namespace, objid = lock.
export const ADVISORY_LOCK_NAMESPACE = 0x4244_534b; // "BDSK"

export const ADVISORY_LOCKS = {
  /** Held while migrations run at start-up: one instance applies them, the others wait and find them applied. */
  migrations: 1,
  /** Held while the catalog and demo seeds run at start-up. */
  seed: 2,
  /** Held, for as long as it leads, by the one instance that polls the spot provider (spots/feed.ts). */
  spotFeed: 3,
} as const;

export type AdvisoryLock = (typeof ADVISORY_LOCKS)[keyof typeof ADVISORY_LOCKS];
