// The blob store contract (where stored files' bytes live), run the same against the local folder and
// an S3 bucket on a local S3-compatible server (s3rver, in this process): write, read, replace,
// two-step write and delete, list by prefix across pages, delete one user's or group's folder.
// Then what only S3 has: type and Cache-Control on the S3 object, the key prefix, and start-up
// checks and configuration errors that name the setting to fix.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { s3Settings, type BlobMeta, type BlobStore } from '../src/storage/blobs';
import { createLocalBlobStore } from '../src/storage/local-blobs';
import { createS3BlobStore } from '../src/storage/s3-blobs';
import { StartupError } from '../src/startup-errors';
import { startS3Server, type TestS3Server } from './s3-server';

const BUCKET = 'bullion-files';
let s3: TestS3Server;
const localRoots: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server([BUCKET, 'other-files']);
});
afterAll(async () => {
  await s3.close();
  for (const root of localRoots) rmSync(root, { recursive: true, force: true });
});

function s3Store(extra: Record<string, string> = {}, pageSize = 2): BlobStore {
  const settings = s3Settings(loadConfig({ ...baseEnv(), ...s3.env(BUCKET, extra) }));
  if (!settings) throw new Error('no S3 settings');
  return createS3BlobStore(settings, { pageSize });
}

function baseEnv() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bullion-blobs-config-'));
  localRoots.push(dataDir);
  return { NODE_ENV: 'test', BULLION_DATA_DIR: dataDir, JWT_SECRET: 'test-jwt-secret-that-is-long-enough-123', APP_TOKEN_SECRET: 'test-app-token-secret-long-enough-456' };
}

const meta = (bytes: Buffer, contentType = 'image/png'): BlobMeta => ({ contentType, cacheControl: 'max-age=60', sha256: 'x'.repeat(64) + bytes.length });

async function bytesOf(store: BlobStore, bucket: 'products' | 'profiles' | 'groups', name: string): Promise<Buffer | null> {
  const blob = await store.read(bucket, name);
  if (!blob) return null;
  const bytes = Buffer.from(await new Response(blob.body).arrayBuffer());
  expect(blob.size).toBe(bytes.length);
  return bytes;
}

function pattern(size: number, seed: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index++) bytes[index] = (index * 7 + seed) % 256;
  return bytes;
}

const implementations: [string, () => BlobStore][] = [
  [
    'the local folder',
    () => {
      const root = mkdtempSync(join(tmpdir(), 'bullion-blobs-'));
      localRoots.push(root);
      return createLocalBlobStore(root);
    },
  ],
  ['an S3 bucket (s3rver)', () => s3Store({ STORAGE_S3_PREFIX: `contract-${randomUUID()}` })],
];

describe.each(implementations)('the blob store in %s', (_, create) => {
  let store: BlobStore;
  beforeAll(() => {
    store = create();
  });
  afterAll(() => store.close());

  it('reads back what was written, streamed, with its size; nothing for a name never written', async () => {
    const folder = randomUUID();
    const small = pattern(300, 1);
    const large = pattern(3 * 1024 * 1024 + 17, 2);
    await store.put('products', `${folder}/bars/gold bar 1oz.png`, small, meta(small));
    await store.put('profiles', `${folder}/Ünïcode (1).png`, large, meta(large));
    expect(await bytesOf(store, 'products', `${folder}/bars/gold bar 1oz.png`)).toEqual(small);
    // Compared whole (toEqual walks a Buffer byte by byte, far too slowly for megabytes).
    expect((await bytesOf(store, 'profiles', `${folder}/Ünïcode (1).png`))?.equals(large)).toBe(true);
    expect(await store.size('profiles', `${folder}/Ünïcode (1).png`)).toBe(large.length);

    expect(await store.read('products', `${folder}/missing.png`)).toBeNull();
    expect(await store.size('products', `${folder}/missing.png`)).toBeNull();
    // Same name, other bucket: buckets are apart.
    expect(await store.read('groups', `${folder}/bars/gold bar 1oz.png`)).toBeNull();
  });

  it('replaces the bytes when the same name is written again', async () => {
    const name = `${randomUUID()}/logo.png`;
    await store.put('groups', name, pattern(500, 3), meta(pattern(500, 3)));
    const replacement = pattern(120, 4);
    await store.put('groups', name, replacement, meta(replacement, 'image/webp'));
    expect(await bytesOf(store, 'groups', name)).toEqual(replacement);
  });

  it('a prepared write shows nothing until placed, and nothing at all when discarded unplaced', async () => {
    const folder = randomUUID();
    const bytes = pattern(64, 5);
    const kept = await store.prepareWrite('products', `${folder}/kept.png`, bytes, meta(bytes));
    const dropped = await store.prepareWrite('products', `${folder}/dropped.png`, bytes, meta(bytes));
    expect(await store.read('products', `${folder}/kept.png`)).toBeNull();
    await kept.place();
    await kept.discard();
    await dropped.discard();
    expect(await bytesOf(store, 'products', `${folder}/kept.png`)).toEqual(bytes);
    expect(await store.read('products', `${folder}/dropped.png`)).toBeNull();
    expect((await store.list('products', folder)).map((entry) => entry.name)).toEqual([`${folder}/kept.png`]);
  });

  it('lists every object under a prefix at any depth, across pages, and nothing of other folders or buckets', async () => {
    const folder = randomUUID();
    const names = ['a.png', 'b.png', 'c d.png', 'sub/e.png', 'sub/deeper/f.png'].map((name) => `${folder}/${name}`);
    for (const [index, name] of names.entries()) await store.put('products', name, pattern(10 + index, index), meta(pattern(1, 1)));
    await store.put('products', `${randomUUID()}/elsewhere.png`, pattern(5, 5), meta(pattern(5, 5)));
    await store.put('groups', `${folder}/other-bucket.png`, pattern(5, 5), meta(pattern(5, 5)));

    const listed = await store.list('products', folder);
    expect(listed).toEqual([...names].sort().map((name) => ({ name, size: 10 + names.indexOf(name) })));
    expect((await store.list('products', `${folder}/sub`)).map((entry) => entry.name)).toEqual([`${folder}/sub/deeper/f.png`, `${folder}/sub/e.png`]);
    expect(await store.list('products', randomUUID())).toEqual([]);
    expect((await store.list('products', '')).map((entry) => entry.name)).toEqual(expect.arrayContaining(names));
  });

  it('deletes several objects at once, skipping names that have no bytes, and keeps the rest', async () => {
    const folder = randomUUID();
    const names = ['x.png', 'y.png', 'z.png'].map((name) => `${folder}/${name}`);
    for (const name of names) await store.put('profiles', name, pattern(20, 6), meta(pattern(20, 6)));
    await store.remove('profiles', [names[0] ?? '', names[1] ?? '', `${folder}/never-written.png`]);
    expect(await store.read('profiles', names[0] ?? '')).toBeNull();
    expect(await store.read('profiles', names[1] ?? '')).toBeNull();
    expect(await bytesOf(store, 'profiles', names[2] ?? '')).toEqual(pattern(20, 6));
    await store.remove('profiles', []);
  });

  it('a detached object comes back when restored and is gone once dropped', async () => {
    const folder = randomUUID();
    const bytes = pattern(80, 7);
    const name = `${folder}/deep/er/photo.png`;
    await store.put('products', name, bytes, meta(bytes));

    await (await store.detach('products', [name, `${folder}/never-written.png`])).restore();
    expect(await bytesOf(store, 'products', name)).toEqual(bytes);

    await (await store.detach('products', [name])).drop();
    expect(await store.read('products', name)).toBeNull();
    expect(await store.list('products', folder)).toEqual([]);
  });

  it("deletes a deleted user's or group's folder in every bucket and nothing else", async () => {
    const gone = randomUUID();
    const kept = randomUUID();
    for (const bucket of ['products', 'profiles', 'groups'] as const) {
      for (const folder of [gone, kept]) {
        for (let index = 0; index < 3; index++) await store.put(bucket, `${folder}/f${index}/x.png`, pattern(9, index), meta(pattern(9, index)));
      }
    }
    await store.removeFolder(gone);
    for (const bucket of ['products', 'profiles', 'groups'] as const) {
      expect(await store.list(bucket, gone)).toEqual([]);
      expect(await store.list(bucket, kept)).toHaveLength(3);
    }
    await expect(store.removeFolder('..')).rejects.toThrow();
    await expect(store.removeFolder('')).rejects.toThrow();
  });

  it('refuses names that are not valid object names', async () => {
    await expect(store.put('products', `${randomUUID()}/../../escape.png`, pattern(4, 1), meta(pattern(4, 1)))).rejects.toMatchObject({ code: 'InvalidKey' });
    await expect(store.read('products', '/absolute.png')).rejects.toMatchObject({ code: 'InvalidKey' });
  });
});

describe('the S3 blob store', () => {
  it('keeps the type and Cache-Control on the S3 object, under STORAGE_S3_PREFIX', async () => {
    const store = s3Store({ STORAGE_S3_PREFIX: 'apps/bullion' });
    const name = `${randomUUID()}/avatar.webp`;
    const bytes = pattern(40, 8);
    await store.put('profiles', name, bytes, { contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable', sha256: 'a'.repeat(64) });
    const object = await s3.head(BUCKET, `apps/bullion/profiles/${name}`);
    expect(object).toMatchObject({ ContentType: 'image/webp', CacheControl: 'public, max-age=31536000, immutable', ContentLength: 40, Metadata: { sha256: 'a'.repeat(64) } });
    expect(await s3.keys(BUCKET, 'profiles/')).not.toContain(`profiles/${name}`);
    store.close();
  });

  it('is chosen by STORAGE_S3_BUCKET; without it the files stay in the data folder', () => {
    const env = baseEnv();
    expect(s3Settings(loadConfig(env))).toBeNull();
    expect(s3Settings(loadConfig({ ...env, STORAGE_S3_BUCKET: 'my-bucket', STORAGE_S3_REGION: 'eu-central-1' }))).toEqual({
      bucket: 'my-bucket',
      region: 'eu-central-1',
      endpoint: undefined,
      forcePathStyle: false,
      prefix: '',
      credentials: undefined,
    });
    expect(s3Settings(loadConfig({ ...env, ...s3.env(BUCKET, { STORAGE_S3_PREFIX: 'bullion' }) }))).toMatchObject({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      prefix: 'bullion/',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });

  it('stops the start-up with a message naming the setting when the configuration is incomplete', () => {
    const env = baseEnv();
    const problem = (extra: Record<string, string>) => {
      try {
        loadConfig({ ...env, ...extra });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(problem({ STORAGE_S3_ENDPOINT: 'http://minio:9000' })).toMatch(/STORAGE_S3_BUCKET: required with STORAGE_S3_ENDPOINT/);
    expect(problem({ STORAGE_S3_BUCKET: 'my-bucket' })).toMatch(/STORAGE_S3_REGION: required for an AWS S3 bucket/);
    expect(problem({ STORAGE_S3_BUCKET: 'my-bucket', STORAGE_S3_REGION: 'eu-central-1', STORAGE_S3_ACCESS_KEY_ID: 'AKIA123' })).toMatch(
      /STORAGE_S3_SECRET_ACCESS_KEY: required with STORAGE_S3_ACCESS_KEY_ID/,
    );
    expect(problem({ STORAGE_S3_BUCKET: 'My_Bucket', STORAGE_S3_REGION: 'eu-central-1' })).toMatch(/STORAGE_S3_BUCKET must be an S3 bucket name/);
    expect(problem({ STORAGE_S3_BUCKET: 'my-bucket', STORAGE_S3_ENDPOINT: 'ftp://minio' })).toMatch(/STORAGE_S3_ENDPOINT/);
    expect(problem({ STORAGE_S3_BUCKET: 'my-bucket', STORAGE_S3_REGION: 'auto', STORAGE_S3_PREFIX: 'a/../b' })).toMatch(/STORAGE_S3_PREFIX/);
    expect(problem({ STORAGE_S3_BUCKET: 'my-bucket', STORAGE_S3_REGION: 'auto', STORAGE_S3_FORCE_PATH_STYLE: 'maybe' })).toMatch(/STORAGE_S3_FORCE_PATH_STYLE/);
  });

  it('checks at start-up that the bucket can be used, naming what to fix', async () => {
    const startupProblem = async (store: BlobStore) => {
      try {
        await store.check();
      } catch (error) {
        expect(error).toBeInstanceOf(StartupError);
        return (error as Error).message;
      } finally {
        store.close();
      }
      throw new Error('check passed');
    };
    await expect(s3Store().check()).resolves.toBeUndefined();
    expect(await startupProblem(s3Store({ STORAGE_S3_BUCKET: 'no-such-bucket' }))).toMatch(/^STORAGE_S3_BUCKET \(no-such-bucket at http:.*\): the bucket does not exist/);
    expect(await startupProblem(s3Store({ STORAGE_S3_ACCESS_KEY_ID: 'SOMEONE-ELSE' }))).toMatch(/access denied \(403\)\. Fix STORAGE_S3_ACCESS_KEY_ID/);
    // A port nothing listens on.
    expect(await startupProblem(s3Store({ STORAGE_S3_ENDPOINT: 'http://127.0.0.1:1' }))).toMatch(/ECONNREFUSED.*STORAGE_S3_ENDPOINT/);
  });
});
