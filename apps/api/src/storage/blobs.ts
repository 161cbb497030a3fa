// Where stored files' bytes live: a folder under BULLION_DATA_DIR (the default, local-blobs.ts) or an
// S3-compatible bucket when STORAGE_S3_BUCKET is set (s3-blobs.ts). Everything else about an object
// (owner, group, type, size, ETag, Cache-Control) is a storage_objects row, so a blob store only
// keeps bytes by bucket and name. Writes and deletes come in two steps, so store.ts can tie them to
// the transaction that records them: a write is prepared before the transaction and placed as its last
// step; a delete detaches the bytes inside the transaction and drops them after the commit (or
// restores them when the transaction fails).
import type { Config } from '../config';
import type { BucketId } from './buckets';

/**
 * Where a blob lives: a storage bucket, or `releases` (the release registry's builds,
 * releases/<remote>/<releaseId>/<path>), which no storage route serves.
 */
export type BlobArea = BucketId | 'releases';

export interface BlobMeta {
  contentType: string;
  cacheControl: string;
  /** Hex SHA-256 of the bytes (the object's ETag). */
  sha256: string;
}

export interface BlobEntry {
  /** The object name inside its bucket (`{folder id}/…`). */
  name: string;
  size: number;
}

export interface BlobBody {
  size: number;
  /** The bytes, streamed: read it to the end or cancel it. */
  body: ReadableStream<Uint8Array>;
}

export interface PendingWrite {
  /** Puts the bytes under the name, replacing what was there. */
  place(): Promise<void>;
  /** Forgets the prepared bytes (always call it, placed or not). */
  discard(): Promise<void>;
}

export interface DetachedBlobs {
  /** After the commit: the bytes are gone for good. */
  drop(): Promise<void>;
  /** After a failed transaction: the bytes are back under their names. */
  restore(): Promise<void>;
}

export interface BlobStore {
  readonly kind: 'local' | 's3';
  /** Where the bytes go, for the start-up log line (no secrets). */
  readonly location: string;
  /** Throws a StartupError naming the setting to fix when the store cannot be used. */
  check(): Promise<void>;
  prepareWrite(bucket: BlobArea, name: string, bytes: Buffer, meta: BlobMeta): Promise<PendingWrite>;
  /** prepareWrite and place in one go. */
  put(bucket: BlobArea, name: string, bytes: Buffer, meta: BlobMeta): Promise<void>;
  /** The bytes of an object, or null when there are none. */
  read(bucket: BlobArea, name: string): Promise<BlobBody | null>;
  /** The size of an object's bytes, or null when there are none. */
  size(bucket: BlobArea, name: string): Promise<number | null>;
  /** Names that have no bytes are skipped. */
  detach(bucket: BlobArea, names: readonly string[]): Promise<DetachedBlobs>;
  /** detach and drop in one go. */
  remove(bucket: BlobArea, names: readonly string[]): Promise<void>;
  /** Every object under `prefix/` (any depth), by name; all of the bucket when prefix is ''. */
  list(bucket: BlobArea, prefix: string): Promise<BlobEntry[]>;
  /**
   * The bytes of a deleted group (groups/{id}, products/{id}) or user (profiles/{id}) in every
   * bucket. Their rows are gone already (by foreign key, or by account deletion).
   */
  removeFolder(folderId: string): Promise<void>;
  close(): void;
}

/** The STORAGE_S3_* settings, or null when the files stay in the local folder. */
export function s3Settings(config: Config) {
  if (!config.STORAGE_S3_BUCKET) return null;
  return {
    bucket: config.STORAGE_S3_BUCKET,
    region: config.STORAGE_S3_REGION ?? 'us-east-1',
    endpoint: config.STORAGE_S3_ENDPOINT,
    forcePathStyle: config.STORAGE_S3_FORCE_PATH_STYLE,
    prefix: config.STORAGE_S3_PREFIX ?? '',
    credentials:
      config.STORAGE_S3_ACCESS_KEY_ID && config.STORAGE_S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.STORAGE_S3_ACCESS_KEY_ID, secretAccessKey: config.STORAGE_S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

export type S3Settings = NonNullable<ReturnType<typeof s3Settings>>;
