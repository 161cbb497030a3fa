// Supabase-compatible storage (/storage/v1) through the real supabase-js client: uploads (Blob as
// multipart, Buffer as raw body), public URLs, downloads, upsert, list, remove, signed URLs; the folder
// rights of each bucket; size, type and name checks.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { dirname, join, relative } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signAccessToken } from '../src/auth/tokens';
import { scoped } from '../src/db/database';
import { startTestApi, TEST_ANON_KEY, type TestApi } from './harness';

const MAX_BYTES = 64 * 1024;

// ------------------------------------------------------------------------------------------ helpers

function supabaseFor(api: TestApi, accessToken?: string): SupabaseClient {
  return createClient(api.url, TEST_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {} },
    realtime: { transport: WebSocket as never },
  });
}

function withPadding(head: number[], size: number, seed: number): Buffer {
  const bytes = Buffer.alloc(Math.max(size, head.length));
  for (let index = 0; index < bytes.length; index++) bytes[index] = (index * 31 + seed) % 251;
  Buffer.from(head).copy(bytes);
  return bytes;
}

/** Bytes that start like each accepted format (the API checks the magic bytes, not the pixels). */
const image = {
  png: (size = 256, seed = 1) => withPadding([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size, seed),
  jpeg: (size = 256, seed = 2) => withPadding([0xff, 0xd8, 0xff, 0xe0], size, seed),
  gif: (size = 256, seed = 3) => withPadding([...Buffer.from('GIF89a')], size, seed),
  webp: (size = 256, seed = 4) => withPadding([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')], size, seed),
  avif: (size = 256, seed = 5) => withPadding([0, 0, 0, 0x1c, ...Buffer.from('ftypavif'), 0, 0, 0, 0, ...Buffer.from('avifmif1miaf')], size, seed),
};
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      const path = join(current, entry);
      if (statSync(path).isDirectory()) walk(path);
      else found.push(relative(dir, path));
    }
  };
  walk(dir);
  return found.sort();
}

/** A request sent exactly as written (fetch would normalise `..` and `%2e%2e` away). */
function rawRequest(api: TestApi, method: string, path: string, headers: Record<string, string>, body?: Buffer) {
  const { hostname, port } = new URL(api.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest({ hostname, port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

interface Person {
  userId: string;
  accessToken: string;
  groupId: string;
  supabase: SupabaseClient;
}

let api: TestApi;
let alice: Person;
let bob: Person;

async function signIn(): Promise<Person> {
  const user = await api.createSignedInUser();
  const { group_id: groupId } = await api.deps.db
    .selectFrom('group_members')
    .select('group_id')
    .where('user_id', '=', user.userId)
    .executeTakeFirstOrThrow();
  return { userId: user.userId, accessToken: user.accessToken, groupId, supabase: supabaseFor(api, user.accessToken) };
}

async function addMember(groupId: string, userId: string, role: 'admin' | 'member' | 'viewer') {
  const { id } = await api.deps.db.selectFrom('group_member_roles').select('id').where('value', '=', role).executeTakeFirstOrThrow();
  await api.deps.db.insertInto('group_members').values({ group_id: groupId, user_id: userId, role_id: id, settings: JSON.stringify({}) }).execute();
}

const storageDir = () => join(api.config.BULLION_DATA_DIR, 'storage');
const publicUrl = (bucket: string, path: string) => `${api.url}/storage/v1/object/public/${bucket}/${path}`;

beforeAll(async () => {
  api = await startTestApi({ STORAGE_MAX_BYTES: String(MAX_BYTES) });
  alice = await signIn();
  bob = await signIn();
});
afterAll(() => api.close());

// ------------------------------------------------------------------------------------------ tests

describe('storage with supabase-js', () => {
  it('uploads a Blob; its public URL serves the same bytes and type without a session, with ETag and 304', async () => {
    const bytes = image.png(300);
    const path = `${alice.userId}/avatar.png`;
    const { data, error } = await alice.supabase.storage.from('profiles').upload(path, new Blob([bytes], { type: 'image/png' }));
    expect(error).toBeNull();
    expect(data).toMatchObject({ path, fullPath: `profiles/${path}`, id: expect.any(String) });

    const url = alice.supabase.storage.from('profiles').getPublicUrl(path).data.publicUrl;
    expect(url).toBe(publicUrl('profiles', path));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    const etag = `"${sha256(bytes)}"`;
    expect(response.headers.get('etag')).toBe(etag);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await fetch(url, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));

    expect(readFileSync(join(storageDir(), 'profiles', alice.userId, 'avatar.png'))).toEqual(bytes);
  });

  it('uploads a Buffer as raw body with contentType and cacheControl; download returns it', async () => {
    const bytes = image.jpeg(2000);
    const path = `${alice.groupId}/bars/gold bar 1oz.jpg`;
    const bucket = alice.supabase.storage.from('products');
    const uploaded = await bucket.upload(path, bytes, { contentType: 'image/jpeg', cacheControl: '60' });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data?.fullPath).toBe(`products/${path}`);

    const { data, error } = await bucket.download(path);
    expect(error).toBeNull();
    expect(data?.type).toBe('image/jpeg');
    expect(Buffer.from((await data?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(bytes);

    const response = await fetch(bucket.getPublicUrl(path).data.publicUrl);
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });

  it('refuses a second upload to the same name without upsert (409 Duplicate) and replaces with upsert or update', async () => {
    const path = `${alice.groupId}/logo.webp`;
    const bucket = alice.supabase.storage.from('groups');
    expect((await bucket.upload(path, image.webp(), { contentType: 'image/webp' })).error).toBeNull();

    const duplicate = await bucket.upload(path, image.webp(300, 9), { contentType: 'image/webp' });
    expect(duplicate.data).toBeNull();
    expect(duplicate.error).toMatchObject({ name: 'StorageApiError', status: 409, statusCode: '409', code: 'ResourceAlreadyExists' });
    expect(duplicate.error?.message).toMatch(/already exists.*upsert/);

    const gif = image.gif(400);
    expect((await bucket.upload(path, gif, { contentType: 'image/gif', upsert: true })).error).toBeNull();
    let response = await fetch(publicUrl('groups', path));
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(gif);

    const avif = image.avif(500);
    expect((await bucket.update(path, new Blob([avif], { type: 'image/avif' }))).error).toBeNull();
    response = await fetch(publicUrl('groups', path));
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(avif);

    const rows = await api.deps.db.selectFrom('storage_objects').selectAll().where('bucket', '=', 'groups').where('name', '=', path).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ content_type: 'image/avif', size: 500, etag: sha256(avif), group_id: alice.groupId, owner: alice.userId });
  });

  it('refuses a name that would be both a file and a folder (409)', async () => {
    const bucket = alice.supabase.storage.from('profiles');
    expect((await bucket.upload(`${alice.userId}/clash.png`, image.png(), { contentType: 'image/png' })).error).toBeNull();
    const below = await bucket.upload(`${alice.userId}/clash.png/inner.png`, image.png(), { contentType: 'image/png' });
    expect(below.error).toMatchObject({ status: 409 });
    expect((await bucket.upload(`${alice.userId}/dir/inner.png`, image.png(), { contentType: 'image/png' })).error).toBeNull();
    const above = await bucket.upload(`${alice.userId}/dir`, image.png(), { contentType: 'image/png', upsert: true });
    expect(above.error).toMatchObject({ status: 409 });
  });

  it('lists one folder level with files, sub-folders, search and paging; only own folders', async () => {
    const bucket = bob.supabase.storage.from('products');
    for (const name of ['a.png', 'b.png', 'sub/c.png']) {
      expect((await bucket.upload(`${bob.groupId}/list/${name}`, image.png(100 + name.length), { contentType: 'image/png' })).error).toBeNull();
    }
    const { data, error } = await bucket.list(`${bob.groupId}/list`);
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name)).toEqual(['a.png', 'b.png', 'sub']);
    expect(data?.[0]).toMatchObject({ id: expect.any(String), metadata: { size: 105, mimetype: 'image/png', cacheControl: 'max-age=3600' } });
    expect(data?.[2]).toMatchObject({ id: null, metadata: null });

    expect((await bucket.list(`${bob.groupId}/list`, { search: 'B' })).data?.map((entry) => entry.name)).toEqual(['b.png']);
    expect((await bucket.list(`${bob.groupId}/list`, { limit: 1, offset: 1 })).data?.map((entry) => entry.name)).toEqual(['b.png']);
    expect(
      (await bucket.list(`${bob.groupId}/list`, { sortBy: { column: 'name', order: 'desc' } })).data?.map((entry) => entry.name),
    ).toEqual(['sub', 'b.png', 'a.png']);

    const root = await bucket.list();
    expect(root.data?.map((entry) => entry.name)).toEqual([bob.groupId]);

    const foreign = await alice.supabase.storage.from('products').list(`${bob.groupId}/list`);
    expect(foreign.error).toMatchObject({ status: 403, code: 'AccessDenied' });
  });

  it('removes objects: the files disappear from disk and the public URL answers 404', async () => {
    const bucket = bob.supabase.storage.from('products');
    const first = `${bob.groupId}/remove/x.png`;
    const names = [first, `${bob.groupId}/remove/y.png`];
    for (const name of names) expect((await bucket.upload(name, image.png(), { contentType: 'image/png' })).error).toBeNull();

    const refused = await alice.supabase.storage.from('products').remove(names);
    expect(refused.error).toMatchObject({ status: 403 });
    expect(existsSync(join(storageDir(), 'products', first))).toBe(true);

    const { data, error } = await bucket.remove([...names, `${bob.groupId}/remove/missing.png`]);
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name).sort()).toEqual(names);
    for (const name of names) expect(existsSync(join(storageDir(), 'products', name))).toBe(false);
    expect(existsSync(join(storageDir(), 'products', bob.groupId, 'remove'))).toBe(false);

    const response = await fetch(publicUrl('products', first));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey', error: 'not_found' });
    const download = await bucket.download(first);
    expect(download.error).toMatchObject({ name: 'StorageApiError', status: 404, code: 'NoSuchKey' });
  });

  it('describes objects (info, exists) and serves signed URLs', async () => {
    const bytes = image.png(700);
    const path = `${alice.userId}/signed.png`;
    const bucket = alice.supabase.storage.from('profiles');
    expect((await bucket.upload(path, bytes, { contentType: 'image/png' })).error).toBeNull();

    const info = await bucket.info(path);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ name: path, bucketId: 'profiles', size: 700, contentType: 'image/png' });
    expect((await bucket.exists(path)).data).toBe(true);
    expect((await bucket.exists(`${alice.userId}/nothing.png`)).data).toBe(false);

    const signed = await bucket.createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const signedUrl = signed.data?.signedUrl ?? '';
    const response = await fetch(signedUrl);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);

    const tampered = signedUrl.replace(/token=([^&]+)/, (_, token: string) => `token=${token.slice(0, -2)}xx`);
    expect((await fetch(tampered)).status).toBe(400);
    const otherObject = signedUrl.replace('signed.png', 'avatar.png');
    expect((await fetch(otherObject)).status).toBe(400);

    const many = await bucket.createSignedUrls([path, `${alice.userId}/nothing.png`], 60);
    expect(many.data?.[0]?.signedUrl).toContain('/storage/v1/object/sign/profiles/');
    expect(many.data?.[1]).toMatchObject({ signedUrl: null, error: expect.any(String) });
  });
});

describe('storage rights', () => {
  const png = () => image.png();

  it('lets nobody write into another user\'s profile folder or another group\'s folders', async () => {
    const attempts = [
      alice.supabase.storage.from('profiles').upload(`${bob.userId}/avatar.png`, png(), { contentType: 'image/png' }),
      alice.supabase.storage.from('products').upload(`${bob.groupId}/bar.png`, png(), { contentType: 'image/png' }),
      alice.supabase.storage.from('groups').upload(`${bob.groupId}/logo.png`, png(), { contentType: 'image/png' }),
      alice.supabase.storage.from('products').upload(`${bob.groupId}/bar.png`, png(), { contentType: 'image/png', upsert: true }),
    ];
    for (const { data, error } of await Promise.all(attempts)) {
      expect(data).toBeNull();
      expect(error).toMatchObject({ name: 'StorageApiError', status: 403, code: 'AccessDenied' });
    }
    expect(existsSync(join(storageDir(), 'profiles', bob.userId, 'avatar.png'))).toBe(false);
    expect(existsSync(join(storageDir(), 'products', bob.groupId, 'bar.png'))).toBe(false);
    const denied = await alice.supabase.storage.from('profiles').remove([`${alice.userId}/avatar.png`, `${bob.userId}/avatar.png`]);
    expect(denied.error).toMatchObject({ status: 403 });
    expect(existsSync(join(storageDir(), 'profiles', alice.userId, 'avatar.png'))).toBe(true);
  });

  it('lets a member write products but not group images, and a viewer neither', async () => {
    const carol = await signIn();
    const dave = await signIn();
    await addMember(bob.groupId, carol.userId, 'member');
    await addMember(bob.groupId, dave.userId, 'viewer');

    expect((await carol.supabase.storage.from('products').upload(`${bob.groupId}/by-carol.png`, png(), { contentType: 'image/png' })).error).toBeNull();
    const groupImage = await carol.supabase.storage.from('groups').upload(`${bob.groupId}/logo.png`, png(), { contentType: 'image/png' });
    expect(groupImage.error).toMatchObject({ status: 403 });
    expect(groupImage.error?.message).toBe('Only group admins can write files of this group in "groups"; your role does not allow it.');

    const viewer = await dave.supabase.storage.from('products').upload(`${bob.groupId}/by-dave.png`, png(), { contentType: 'image/png' });
    expect(viewer.error).toMatchObject({ status: 403 });
    expect(viewer.error?.message).toBe('Only members who may edit the catalog can write files of this group in "products"; your role does not allow it.');
    const viewerRemove = await dave.supabase.storage.from('products').remove([`${bob.groupId}/by-carol.png`]);
    expect(viewerRemove.error).toMatchObject({ status: 403 });
    // A viewer still reads (lists) the group's folder.
    expect((await dave.supabase.storage.from('products').list(bob.groupId)).data?.map((entry) => entry.name)).toContain('by-carol.png');
  });

  it('repeats the folder rules in row-level security on storage_objects', async () => {
    const row = (bucket: string, name: string, groupId: string | null) => ({
      bucket,
      name,
      owner: alice.userId,
      group_id: groupId,
      content_type: 'image/png',
      size: 1,
      etag: 'x',
      cache_control: 'max-age=60',
    });
    const insertAs = (groupIds: string[], values: ReturnType<typeof row>) =>
      scoped(api.deps.db, { userId: alice.userId, groupIds }, (tx) => tx.insertInto('storage_objects').values(values).execute());
    await expect(insertAs([], row('profiles', `${bob.userId}/rls.png`, null))).rejects.toThrow(/row-level security/);
    await expect(insertAs([], row('products', `${bob.groupId}/rls.png`, bob.groupId))).rejects.toThrow(/row-level security/);
    await expect(insertAs([alice.groupId], row('products', `${bob.groupId}/rls.png`, alice.groupId))).rejects.toThrow(/row-level security/);
    await expect(insertAs([alice.groupId], row('products', `${alice.groupId}/rls.png`, alice.groupId))).resolves.toBeDefined();
    const removed = await scoped(api.deps.db, { userId: bob.userId, groupIds: [] }, (tx) =>
      tx.deleteFrom('storage_objects').where('name', '=', `${alice.groupId}/rls.png`).executeTakeFirst(),
    );
    expect(Number(removed.numDeletedRows)).toBe(0);
  });

  it('needs a folder named after the user or group', async () => {
    const { error } = await alice.supabase.storage.from('products').upload('misc/bar.png', png(), { contentType: 'image/png' });
    expect(error).toMatchObject({ status: 400, code: 'InvalidKey' });
    expect(error?.message).toMatch(/group id/);
    const unknownBucket = await alice.supabase.storage.from('avatars').upload(`${alice.userId}/a.png`, png(), { contentType: 'image/png' });
    expect(unknownBucket.error).toMatchObject({ status: 404, code: 'NoSuchBucket' });
  });

  it('refuses anonymous, expired and key-less calls with 401 and no bytes stored', async () => {
    const anonymous = supabaseFor(api);
    const path = `${alice.userId}/anonymous.png`;
    const upload = await anonymous.storage.from('profiles').upload(path, png(), { contentType: 'image/png' });
    expect(upload.error).toMatchObject({ name: 'StorageApiError', status: 401, code: 'InvalidJWT' });
    expect(upload.error?.message).toMatch(/Sign in/);
    expect((await anonymous.storage.from('profiles').list(alice.userId)).error).toMatchObject({ status: 401 });
    expect((await anonymous.storage.from('profiles').remove([`${alice.userId}/avatar.png`])).error).toMatchObject({ status: 401 });
    expect((await anonymous.storage.from('profiles').download(`${alice.userId}/avatar.png`)).error).toMatchObject({ status: 401 });
    // Public URLs need neither session nor key.
    expect((await fetch(publicUrl('profiles', `${alice.userId}/avatar.png`))).status).toBe(200);

    const user = await api.deps.db.selectFrom('auth_users').selectAll().where('id', '=', alice.userId).executeTakeFirstOrThrow();
    const { session_id: sessionId } = decodeJwt(alice.accessToken) as { session_id: string };
    const expired = await signAccessToken(user, sessionId, {
      signingKeys: api.config.signingKeys,
      accessTokenTtlSeconds: 60,
      now: () => new Date(Date.now() - 3600_000),
    });
    const late = await supabaseFor(api, expired.token).storage.from('profiles').upload(path, png(), { contentType: 'image/png' });
    expect(late.error).toMatchObject({ status: 401, code: 'InvalidJWT' });

    const keyless = await fetch(`${api.url}/storage/v1/object/profiles/${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${alice.accessToken}`, 'Content-Type': 'image/png' },
      body: png(),
    });
    expect(keyless.status).toBe(401);
    expect(await keyless.json()).toMatchObject({ statusCode: '401', code: 'InvalidApiKey' });
    expect(existsSync(join(storageDir(), 'profiles', path))).toBe(false);
  });
});

describe('storage limits and checks', () => {
  const upload = (path: string, body: Buffer | Blob, contentType?: string) =>
    alice.supabase.storage.from('profiles').upload(`${alice.userId}/${path}`, body, contentType ? { contentType } : undefined);

  it('accepts a file of exactly STORAGE_MAX_BYTES and refuses one byte more with 413, raw or multipart', async () => {
    expect((await upload('max.png', image.png(MAX_BYTES), 'image/png')).error).toBeNull();
    const raw = await upload('raw-too-big.png', image.png(MAX_BYTES + 1), 'image/png');
    expect(raw.error).toMatchObject({ status: 413, code: 'EntityTooLarge' });
    const form = await upload('form-too-big.png', new Blob([image.png(MAX_BYTES + 1)], { type: 'image/png' }));
    expect(form.error).toMatchObject({ status: 413, code: 'EntityTooLarge' });
    const huge = await upload('huge.png', image.png(5 * 1024 * 1024), 'image/png');
    expect(huge.error).toMatchObject({ status: 413 });
    for (const name of ['raw-too-big.png', 'form-too-big.png', 'huge.png']) {
      expect(existsSync(join(storageDir(), 'profiles', alice.userId, name))).toBe(false);
    }
  });

  it('accepts only JPEG, PNG, WebP, GIF and AVIF whose bytes match the declared type', async () => {
    const text = await upload('notes.png', Buffer.from('just some text'), 'text/plain');
    expect(text.error).toMatchObject({ status: 415, code: 'InvalidMimeType' });
    const unspecified = await upload('unspecified.png', image.png());
    expect(unspecified.error).toMatchObject({ status: 415 });
    expect(unspecified.error?.message).toMatch(/contentType/);

    for (const attempt of [upload('evil.svg', svg, 'image/svg+xml'), upload('evil2.svg', new Blob([svg], { type: 'image/svg+xml' }))]) {
      const { error } = await attempt;
      expect(error).toMatchObject({ status: 415, code: 'InvalidMimeType' });
      expect(error?.message).toMatch(/SVG/);
    }
    const svgAsPng = await upload('evil.png', svg, 'image/png');
    expect(svgAsPng.error).toMatchObject({ status: 415 });
    const html = await upload('page.png', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    expect(html.error).toMatchObject({ status: 415 });
    const mismatch = await upload('photo.jpg', image.png(), 'image/jpeg');
    expect(mismatch.error?.message).toMatch(/PNG image but was declared as image\/jpeg/);
    const empty = await upload('empty.png', Buffer.alloc(0), 'image/png');
    expect(empty.error).toMatchObject({ status: 400 });

    // A Blob without a type arrives as application/octet-stream: the bytes decide.
    expect((await upload('untyped.gif', new Blob([image.gif()]))).error).toBeNull();
    expect((await fetch(publicUrl('profiles', `${alice.userId}/untyped.gif`))).headers.get('content-type')).toBe('image/gif');

    const stored = await api.deps.db.selectFrom('storage_objects').select('name').where('owner', '=', alice.userId).execute();
    expect(stored.map((row) => row.name)).not.toEqual(expect.arrayContaining([`${alice.userId}/evil.svg`, `${alice.userId}/evil.png`]));
  });

  it('refuses path traversal and unsafe names; nothing is written outside the storage root', async () => {
    const dataDir = api.config.BULLION_DATA_DIR;
    const outsideBefore = filesUnder(dataDir).filter((file) => !file.startsWith('storage/'));
    const png = image.png();

    const clientPaths = [
      '../x.png',
      `${alice.userId}/../../x.png`,
      '%2e%2e/x.png',
      `${alice.userId}/%2e%2e/%2e%2e/%2e%2e/x.png`,
      `${alice.userId}/..%2F..%2F..%2Fx.png`,
      `${alice.userId}/%252e%252e/x.png`,
      `${alice.userId}/a%5C..%5Cx.png`,
      `${alice.userId}/nul\u0000.png`,
      `${alice.userId}/${'a'.repeat(520)}.png`,
    ];
    for (const path of clientPaths) {
      const { error } = await alice.supabase.storage.from('profiles').upload(path, png, { contentType: 'image/png' });
      expect(error, path).not.toBeNull();
    }

    const headers = { apikey: TEST_ANON_KEY, Authorization: `Bearer ${alice.accessToken}`, 'Content-Type': 'image/png' };
    const rawPaths = [
      `/storage/v1/object/profiles/${alice.userId}/../../../../x.png`,
      `/storage/v1/object/profiles/${alice.userId}/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/x.png`,
      `/storage/v1/object/profiles/${alice.userId}/..%2f..%2f..%2f..%2fx.png`,
      `/storage/v1/object/profiles/${alice.userId}/..\\..\\..\\x.png`,
      `/storage/v1/object/profiles/${alice.userId}/%c0%ae%c0%ae/x.png`,
    ];
    for (const path of rawPaths) {
      const response = await rawRequest(api, 'POST', path, headers, png);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
    const invalid = await rawRequest(api, 'POST', `/storage/v1/object/profiles/${alice.userId}/..%2f..%2fx.png`, headers, png);
    expect(JSON.parse(invalid.body)).toMatchObject({ statusCode: '400', code: 'InvalidKey' });

    // Names in JSON bodies are checked the same way.
    const removal = await alice.supabase.storage.from('profiles').remove([`${alice.userId}/../${bob.userId}/avatar.png`]);
    expect(removal.error).toMatchObject({ status: 400, code: 'InvalidKey' });
    expect((await alice.supabase.storage.from('profiles').list('../')).error).toMatchObject({ status: 400 });
    expect((await fetch(publicUrl('profiles', `${alice.userId}/..%2F..%2F..%2Fsecrets%2Fjwt-secret`))).status).toBe(400);

    expect(filesUnder(dataDir).filter((file) => !file.startsWith('storage/'))).toEqual(outsideBefore);
    for (const file of filesUnder(storageDir())) expect(file).toMatch(/^(products|profiles|groups)\/[0-9a-f-]{36}\//);
    expect(existsSync(join(dirname(dataDir), 'x.png'))).toBe(false);
    expect(existsSync(join(dataDir, 'x.png'))).toBe(false);
  });

  it('answers unknown storage routes and unsupported features in the Storage error shape', async () => {
    const unknown = await api.request('/storage/v1/nothing');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ statusCode: '404', error: 'not_found', message: expect.stringContaining('/storage/v1/nothing') });
    const move = await alice.supabase.storage.from('profiles').move(`${alice.userId}/avatar.png`, `${alice.userId}/moved.png`);
    expect(move.error).toMatchObject({ status: 400, code: 'FeatureNotEnabled' });
    const buckets = await alice.supabase.storage.listBuckets();
    expect(buckets.data?.map((bucket) => [bucket.id, bucket.public])).toEqual([
      ['products', true],
      ['profiles', true],
      ['groups', true],
      ['inventory-photos', false],
      ['order-documents', false],
      ['customer-ids', false],
    ]);
  });

  it('documents the storage routes in the OpenAPI document', async () => {
    const document = (await (await api.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/storage/v1/object/list/{bucket}', '/storage/v1/object/{bucket}/{path}', '/storage/v1/object/public/{bucket}/{path}']),
    );
  });
});
