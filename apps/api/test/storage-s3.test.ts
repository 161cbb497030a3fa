// The API with STORAGE_S3_* set, against a local S3-compatible server (s3rver) in this process:
// avatars and product images uploaded through /storage/v1 land in the bucket (under the prefix, with
// their type), are served back by the public, authenticated and signed-URL routes, and leave the
// bucket when removed, when their team is deleted and when their account is deleted. Nothing is
// written to the local storage folder. A bucket that cannot be used stops the start-up.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartupError } from '../src/startup-errors';
import { appToken, call, createTeam, signIn, type Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';
import { startS3Server, type TestS3Server } from './s3-server';

const BUCKET = 'bullion-test';
const PREFIX = 'bullion/';

let s3: TestS3Server;
let api: TestApi;

beforeAll(async () => {
  s3 = await startS3Server([BUCKET]);
  api = await startTestApi(s3.env(BUCKET, { STORAGE_S3_PREFIX: 'bullion' }));
});
afterAll(async () => {
  await api?.close();
  await s3?.close();
});

function image(kind: 'png' | 'jpeg', size: number, seed: number): Buffer {
  const head = kind === 'png' ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] : [0xff, 0xd8, 0xff, 0xe0];
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index++) bytes[index] = (index * 31 + seed) % 251;
  Buffer.from(head).copy(bytes);
  return bytes;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function upload(actor: Actor, bucket: string, path: string, bytes: Buffer, contentType: string, headers: Record<string, string> = {}) {
  const response = await api.request(`/storage/v1/object/${bucket}/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${actor.accessToken}`, 'content-type': contentType, ...headers },
    body: bytes,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const publicUrl = (bucket: string, path: string) => `${api.url}/storage/v1/object/public/${bucket}/${encodeURI(path)}`;
const readBytes = async (response: Response) => Buffer.from(await response.arrayBuffer());
const keysOf = (folderId: string) =>
  Promise.all(['products', 'profiles', 'groups'].map((bucket) => s3.keys(BUCKET, `${PREFIX}${bucket}/${folderId}/`))).then((lists) => lists.flat());

describe('stored files in an S3 bucket', () => {
  it('stores an avatar in the bucket and serves it by public URL, download and signed URL', async () => {
    const user = await signIn(api, 'Avatar Owner');
    const bytes = image('png', 5000, 1);
    const path = `${user.userId}/avatar.png`;
    await upload(user, 'profiles', path, bytes, 'image/png', { 'cache-control': 'max-age=600' });

    expect(await s3.head(BUCKET, `${PREFIX}profiles/${path}`)).toMatchObject({ ContentType: 'image/png', CacheControl: 'max-age=600', ContentLength: 5000 });
    expect(existsSync(join(api.config.BULLION_DATA_DIR, 'storage', 'profiles'))).toBe(false);

    const served = await fetch(publicUrl('profiles', path));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-length')).toBe('5000');
    expect(served.headers.get('cache-control')).toBe('max-age=600');
    const etag = `"${sha256(bytes)}"`;
    expect(served.headers.get('etag')).toBe(etag);
    expect((await readBytes(served)).equals(bytes)).toBe(true);
    expect((await fetch(publicUrl('profiles', path), { headers: { 'if-none-match': etag } })).status).toBe(304);
    const head = await fetch(publicUrl('profiles', path), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('5000');

    const download = await api.request(`/storage/v1/object/profiles/${path}`, { headers: { authorization: `Bearer ${user.accessToken}` } });
    expect(download.status).toBe(200);
    expect((await readBytes(download)).equals(bytes)).toBe(true);

    const signed = await call(api, 'POST', `/storage/v1/object/sign/profiles/${path}`, { as: user, body: { expiresIn: 60 } });
    expect(signed.status).toBe(200);
    const signedUrl = `${api.url}/storage/v1${(signed.body as { signedURL: string }).signedURL}`;
    const bySignedUrl = await fetch(signedUrl);
    expect(bySignedUrl.status).toBe(200);
    expect(bySignedUrl.headers.get('content-type')).toBe('image/png');
    expect((await readBytes(bySignedUrl)).equals(bytes)).toBe(true);

    // A new picture under the same name (upsert) replaces the bytes in the bucket.
    const replacement = image('png', 700, 2);
    await upload(user, 'profiles', path, replacement, 'image/png', { 'x-upsert': 'true' });
    expect((await readBytes(await fetch(publicUrl('profiles', path)))).equals(replacement)).toBe(true);
    expect(await s3.head(BUCKET, `${PREFIX}profiles/${path}`)).toMatchObject({ ContentLength: 700 });
  });

  it("stores a team's product images, lists them, and removes them from the bucket", async () => {
    const owner = await signIn(api, 'Catalog Owner');
    const teamId = await createTeam(api, owner, 'Image Team');
    const names = [`${teamId}/bars/gold bar 1oz.jpg`, `${teamId}/bars/silver.png`];
    await upload(owner, 'products', names[0] ?? '', image('jpeg', 3000, 3), 'image/jpeg');
    await upload(owner, 'products', names[1] ?? '', image('png', 400, 4), 'image/png');
    expect(await s3.keys(BUCKET, `${PREFIX}products/${teamId}/`)).toEqual(names.map((name) => `${PREFIX}products/${name}`).sort());

    const listed = await call(api, 'POST', '/storage/v1/object/list/products', { as: owner, body: { prefix: `${teamId}/bars` } });
    expect(listed.status).toBe(200);
    expect((listed.body as { name: string; metadata: { size: number } }[]).map((entry) => [entry.name, entry.metadata.size])).toEqual([
      ['gold bar 1oz.jpg', 3000],
      ['silver.png', 400],
    ]);
    const served = await fetch(publicUrl('products', names[0] ?? ''));
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await readBytes(served)).equals(image('jpeg', 3000, 3))).toBe(true);

    const removed = await call(api, 'DELETE', '/storage/v1/object/products', { as: owner, body: { prefixes: names } });
    expect(removed.status).toBe(200);
    expect(await s3.keys(BUCKET, `${PREFIX}products/${teamId}/`)).toEqual([]);
    expect((await fetch(publicUrl('products', names[1] ?? ''))).status).toBe(404);
  });

  it("deleting a team removes its files from the bucket, and another team's stay", async () => {
    const owner = await signIn(api, 'Team Owner');
    const doomed = await createTeam(api, owner, 'Doomed Team');
    const kept = await createTeam(api, owner, 'Kept Team');
    for (const teamId of [doomed, kept]) {
      await upload(owner, 'groups', `${teamId}/logo.png`, image('png', 100, 5), 'image/png');
      await upload(owner, 'products', `${teamId}/coin.png`, image('png', 100, 6), 'image/png');
    }
    expect(await keysOf(doomed)).toHaveLength(2);

    const deleted = await call(api, 'DELETE', `/api/groups/${doomed}`, { as: owner, token: await appToken(api, owner, doomed), body: { name: 'Doomed Team' } });
    expect(deleted.status).toBe(200);
    expect(await keysOf(doomed)).toEqual([]);
    expect(await keysOf(kept)).toEqual([`${PREFIX}products/${kept}/coin.png`, `${PREFIX}groups/${kept}/logo.png`]);
    expect((await fetch(publicUrl('groups', `${doomed}/logo.png`))).status).toBe(404);
  });

  it("deleting an account removes its avatar and its own groups' files from the bucket, not a bystander's", async () => {
    const leaving = await signIn(api, 'Leaving User');
    const bystander = await signIn(api, 'Bystander');
    const teamId = await createTeam(api, leaving, 'Solo Team');
    await upload(leaving, 'profiles', `${leaving.userId}/me.png`, image('png', 200, 7), 'image/png');
    await upload(leaving, 'products', `${leaving.personalGroupId}/bar.png`, image('png', 200, 8), 'image/png');
    await upload(leaving, 'groups', `${teamId}/logo.png`, image('png', 200, 9), 'image/png');
    await upload(bystander, 'profiles', `${bystander.userId}/me.png`, image('png', 200, 10), 'image/png');
    for (const folder of [leaving.userId, leaving.personalGroupId, teamId]) expect(await keysOf(folder)).toHaveLength(1);

    const result = await call(api, 'DELETE', '/api/account', { as: leaving, body: { email: leaving.email } });
    expect(result.status).toBe(200);
    for (const folder of [leaving.userId, leaving.personalGroupId, teamId]) expect(await keysOf(folder)).toEqual([]);
    expect(await keysOf(bystander.userId)).toEqual([`${PREFIX}profiles/${bystander.userId}/me.png`]);
    expect((await fetch(publicUrl('profiles', `${leaving.userId}/me.png`))).status).toBe(404);
    expect((await fetch(publicUrl('profiles', `${bystander.userId}/me.png`))).status).toBe(200);
  });

  it('answers 404 NoSuchKey for an object whose bytes are missing from the bucket', async () => {
    const user = await signIn(api, 'Lost Bytes');
    const path = `${user.userId}/lost.png`;
    await upload(user, 'profiles', path, image('png', 100, 11), 'image/png');
    await api.deps.blobs.remove('profiles', [path]);
    const response = await fetch(publicUrl('profiles', path));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NoSuchKey' });
    expect((await fetch(publicUrl('profiles', path), { method: 'HEAD' })).status).toBe(404);
  });
});

describe('starting with STORAGE_S3_* set', () => {
  it('stops with one line naming the setting when the bucket does not exist', async () => {
    const failed = await startTestApi(s3.env('missing-bucket')).then(
      async (started) => {
        await started.close();
        return null;
      },
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(StartupError);
    expect((failed as Error).message).toMatch(/^STORAGE_S3_BUCKET \(missing-bucket at http:\/\/127\.0\.0\.1:\d+\): the bucket does not exist\./);
  });
});
