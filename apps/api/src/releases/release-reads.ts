// Reading releases. A release never changes, so what is read once may be kept: the file list of a
// release (for serving its files) is remembered.
import type { Release, ReleaseFile } from '@bullion/contract';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config';
import type { Db, Tx } from '../db/database';
import type { ReleasesTable } from '../db/schema';
import type { Selectable } from 'kysely';

export const MANIFEST_PATH = 'mf-manifest.json';

/** Where the registry's files are fetched from: RELEASES_PUBLIC_URL, or this API. */
export function releaseFilesBase(config: Pick<Config, 'RELEASES_PUBLIC_URL' | 'PUBLIC_API_URL'>): string {
  return config.RELEASES_PUBLIC_URL ?? `${config.PUBLIC_API_URL.replace(/\/+$/, '')}/api/releases/files`;
}

export function manifestUrlOf(config: Pick<Config, 'RELEASES_PUBLIC_URL' | 'PUBLIC_API_URL'>, remote: string, releaseId: string): string {
  return `${releaseFilesBase(config)}/${remote}/${releaseId}/${MANIFEST_PATH}`;
}

type ReleaseRow = Selectable<ReleasesTable>;

const filesOf = (row: ReleaseRow): ReleaseFile[] => (typeof row.files === 'string' ? (JSON.parse(row.files) as ReleaseFile[]) : row.files);

export function toRelease(row: ReleaseRow, config: Pick<Config, 'RELEASES_PUBLIC_URL' | 'PUBLIC_API_URL'>): Release {
  return {
    id: row.id,
    remote: row.remote,
    version: row.version,
    contractRange: row.contract_range,
    publishedAt: new Date(row.published_at).toISOString(),
    publishedBy: row.published_by_label,
    files: filesOf(row),
    totalBytes: Number(row.total_bytes),
    manifestUrl: manifestUrlOf(config, row.remote, row.id),
    integrity: { manifest: row.manifest_integrity, entry: row.entry_integrity },
  };
}

export async function listReleases(db: Db, remote: string, config: Config): Promise<Release[]> {
  const rows = await db.selectFrom('releases').selectAll().where('remote', '=', remote).orderBy('published_at', 'desc').orderBy('id').execute();
  return rows.map((row) => toRelease(row, config));
}

export async function findRelease(db: Db | Tx, remote: string, id: string, config: Config): Promise<Release | null> {
  const row = await db.selectFrom('releases').selectAll().where('remote', '=', remote).where('id', '=', id).executeTakeFirst();
  return row ? toRelease(row, config) : null;
}

export async function releaseExists(db: Db | Tx, remote: string, id: string): Promise<boolean> {
  return Boolean(await db.selectFrom('releases').select('id').where('remote', '=', remote).where('id', '=', id).executeTakeFirst());
}

/** path → sha384 of every file of a release (its stored copies are named path.br and path.gz). */
const releaseFiles = new LRUCache<string, ReadonlyMap<string, string>>({ max: 500 });

export async function releaseFileHashes(db: Db, remote: string, id: string): Promise<ReadonlyMap<string, string> | null> {
  const key = `${remote}/${id}`;
  const known = releaseFiles.get(key);
  if (known) return known;
  const row = await db.selectFrom('releases').select('files').where('remote', '=', remote).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const files = typeof row.files === 'string' ? (JSON.parse(row.files) as ReleaseFile[]) : row.files;
  const hashes = new Map(files.map((file) => [file.path, file.integrity]));
  releaseFiles.set(key, hashes);
  return hashes;
}
