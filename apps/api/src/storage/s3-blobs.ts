// Bytes in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …) under
// {STORAGE_S3_PREFIX}{bucket}/{name}, with the object's type and Cache-Control as S3 metadata (so the
// bucket also serves correctly behind a CDN); the storage_objects row stays the record. A write is
// uploaded as the last step of the transaction that records it; a delete removes the bytes after the
// commit, so a failed transaction never leaves a row without its bytes.
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { BlobArea, BlobBody, BlobEntry, BlobMeta, BlobStore, DetachedBlobs, PendingWrite, S3Settings } from './blobs';
import { BUCKET_IDS } from './buckets';
import { isUuid, parseObjectName } from './paths';
import { StartupError } from '../startup-errors';

/** DeleteObjects takes at most 1000 keys. */
const DELETE_BATCH = 1000;

export interface S3BlobStoreOptions {
  /** Keys per listing page (S3's maximum, 1000, by default; the tests use a small one to page). */
  pageSize?: number;
}

function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && '$metadata' in error) {
    return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  }
  return undefined;
}

function isMissing(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

function codeOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

/** Why the bucket cannot be used, naming the STORAGE_S3_* setting to fix. */
export function describeS3Error(error: unknown, settings: S3Settings): string {
  const where = `STORAGE_S3_BUCKET (${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : `, region ${settings.region}`})`;
  const status = statusOf(error);
  const name = error instanceof Error ? error.name : '';
  const code = codeOf(error) ?? codeOf(error instanceof Error ? error.cause : undefined);
  if (name === 'CredentialsProviderError') {
    return `${where}: no credentials. Set STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY (or the AWS SDK's usual AWS_* variables or instance role).`;
  }
  if (status === 404) return `${where}: the bucket does not exist. Create it, or fix STORAGE_S3_BUCKET (and STORAGE_S3_ENDPOINT, STORAGE_S3_FORCE_PATH_STYLE).`;
  if (status === 301) return `${where}: the bucket is in another region. Set STORAGE_S3_REGION to the bucket's region.`;
  if (status === 400 && !settings.endpoint) return `${where}: the request was refused (400), usually a wrong region. Set STORAGE_S3_REGION to the bucket's region.`;
  if (status === 401 || status === 403) {
    return `${where}: access denied (${status}). Fix STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY, or grant them s3:ListBucket, s3:GetObject, s3:PutObject and s3:DeleteObject on the bucket.`;
  }
  if (code === 'ECONNREFUSED') return `${where}: nothing accepts connections there (ECONNREFUSED). Start the server, or fix STORAGE_S3_ENDPOINT.`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return `${where}: the host name does not resolve (${code}). Fix STORAGE_S3_ENDPOINT, or set STORAGE_S3_FORCE_PATH_STYLE=true if the server has no per-bucket host names.`;
  }
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  return `${where}: cannot use the bucket: ${message || name || 'unknown error'}${status ? ` (HTTP ${status})` : ''}. Check the STORAGE_S3_* settings.`;
}

export function createS3BlobStore(settings: S3Settings, options: S3BlobStoreOptions = {}): BlobStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the newer
    // checksum headers and trailers the SDK would otherwise add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const Bucket = settings.bucket;
  const pageSize = options.pageSize ?? 1000;
  const keyOf = (bucket: BlobArea, name: string) => `${settings.prefix}${bucket}/${parseObjectName(name)}`;

  async function listKeys(prefix: string): Promise<{ key: string; size: number }[]> {
    const found: { key: string; size: number }[] = [];
    // ListObjects (v1) pages by the last key seen: every S3-compatible server has it, also those
    // whose ListObjectsV2 continuation tokens do not work.
    let marker: string | undefined;
    for (;;) {
      const page = await client.send(new ListObjectsCommand({ Bucket, Prefix: prefix, MaxKeys: pageSize, Marker: marker }));
      const contents = page.Contents ?? [];
      for (const object of contents) if (object.Key) found.push({ key: object.Key, size: object.Size ?? 0 });
      const last = contents.at(-1)?.Key;
      if (!page.IsTruncated || !last) return found;
      marker = page.NextMarker ?? last;
    }
  }

  async function deleteKeys(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const result = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
      const failed = (result.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
      if (failed.length) {
        throw new Error(`S3 could not delete ${failed.length} object(s): ${failed.map((error) => `${error.Key} (${error.Code})`).join(', ')}`);
      }
    }
  }

  async function putKey(Key: string, bytes: Buffer, meta: BlobMeta) {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: meta.contentType,
        CacheControl: meta.cacheControl,
        Metadata: { sha256: meta.sha256 },
      }),
    );
  }

  return {
    kind: 's3',
    location: `s3://${Bucket}/${settings.prefix}${settings.endpoint ? ` at ${settings.endpoint}` : ` (${settings.region})`}`,
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new StartupError(describeS3Error(error, settings));
      }
    },
    async prepareWrite(bucket, name, bytes, meta): Promise<PendingWrite> {
      const key = keyOf(bucket, name);
      // Uploaded when placed: a refused write never reaches the bucket.
      return { place: () => putKey(key, bytes, meta), discard: async () => undefined };
    },
    async put(bucket, name, bytes, meta) {
      await putKey(keyOf(bucket, name), bytes, meta);
    },
    async read(bucket, name): Promise<BlobBody | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(bucket, name) }));
        if (!object.Body) return null;
        return { size: object.ContentLength ?? 0, body: object.Body.transformToWebStream() as ReadableStream<Uint8Array> };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async size(bucket, name) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(bucket, name) }))).ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async detach(bucket, names): Promise<DetachedBlobs> {
      const keys = names.map((name) => keyOf(bucket, name));
      // Nothing to undo before the commit: the bytes stay until drop().
      return { drop: () => deleteKeys(keys), restore: async () => undefined };
    },
    async remove(bucket, names) {
      await deleteKeys(names.map((name) => keyOf(bucket, name)));
    },
    async list(bucket, prefix): Promise<BlobEntry[]> {
      const base = `${settings.prefix}${bucket}/`;
      const entries = await listKeys(prefix ? `${base}${parseObjectName(prefix)}/` : base);
      return entries.map(({ key, size }) => ({ name: key.slice(base.length), size }));
    },
    async removeFolder(folderId) {
      if (!isUuid(folderId)) throw new Error(`not a folder id: ${folderId}`);
      for (const bucket of BUCKET_IDS) {
        const keys = await listKeys(`${settings.prefix}${bucket}/${folderId}/`);
        await deleteKeys(keys.map((entry) => entry.key));
      }
    },
    close() {
      client.destroy();
    },
  };
}
