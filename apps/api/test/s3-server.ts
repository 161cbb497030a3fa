// A local S3-compatible server (s3rver) in the test process, on a free port with its files in a
// temporary folder: what the S3 blob store and the API are tested against (no network, no Docker).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, ListObjectsCommand, S3Client, type HeadObjectCommandOutput } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

// The AWS SDK says once per process that its releases after January 2027 will need Node 22.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** s3rver's only account. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface TestS3Server {
  endpoint: string;
  /** The STORAGE_S3_* environment pointing the API at `bucket`. */
  env(bucket: string, extra?: Record<string, string>): Record<string, string>;
  /** Every key in the bucket (all pages). */
  keys(bucket: string, prefix?: string): Promise<string[]>;
  /** The object's S3 metadata, or null when it does not exist. */
  head(bucket: string, key: string): Promise<HeadObjectCommandOutput | null>;
  close(): Promise<void>;
}

export async function startS3Server(buckets: readonly string[]): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'bullion-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  });
  return {
    endpoint,
    env: (bucket, extra = {}) => ({
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_ENDPOINT: endpoint,
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
      STORAGE_S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      STORAGE_S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      ...extra,
    }),
    async keys(bucket, prefix) {
      const keys: string[] = [];
      let marker: string | undefined;
      for (;;) {
        const page = await client.send(new ListObjectsCommand({ Bucket: bucket, Prefix: prefix, Marker: marker }));
        keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        marker = page.Contents?.at(-1)?.Key;
        if (!page.IsTruncated || !marker) return keys.sort();
      }
    },
    async head(bucket, key) {
      try {
        return await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
