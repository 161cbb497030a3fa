// Private buckets (inventory-photos, order-documents, customer-ids): an object opens only through a
// signed URL that a member of the owning group asked for, or with a member's session; never by public
// URL, never to a non-member, and only from an aal2 session where the group requires two-factor
// sign-in. Public buckets and the URLs already stored in them keep working.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, call, createTeam, signIn, type Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';
import { enrolTwoFactor, passwordSignIn } from './mfa-fixtures';

let api: TestApi;
let owner: Actor;
let teamId: string;
let photo: Buffer;

beforeAll(async () => {
  api = await startTestApi();
  owner = await signIn(api, 'Olive Owner');
  teamId = await createTeam(api, owner, 'Coin Vault');
  photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#c9a227' } }).png().toBuffer();
});
afterAll(() => api.close());

const auth = (actor: Actor) => ({ authorization: `Bearer ${actor.accessToken}` });

async function upload(actor: Actor, bucket: string, path: string, bytes = photo, type = 'image/png') {
  return api.request(`/storage/v1/object/${bucket}/${path}`, { method: 'POST', headers: { ...auth(actor), 'content-type': type }, body: new Uint8Array(bytes) });
}

async function sign(actor: Actor, bucket: string, path: string, expiresIn = 60) {
  return call(api, 'POST', `/storage/v1/object/sign/${bucket}/${path}`, { as: actor, body: { expiresIn } });
}

/** A signed path as the API answers it (relative to /storage/v1), fetched without a session. */
const openSigned = (signedURL: string) => fetch(`${api.url}/storage/v1${signedURL}`);

describe('a private bucket', () => {
  const path = () => `${teamId}/items/obverse.png`;

  beforeAll(async () => {
    expect((await upload(owner, 'inventory-photos', path())).status).toBe(200);
  });

  it('is refused without a signature: no public URL, no bare or forged signed URL, no anonymous download', async () => {
    const publicUrl = await fetch(`${api.url}/storage/v1/object/public/inventory-photos/${path()}`);
    expect(publicUrl.status).toBe(400);
    expect(await publicUrl.json()).toMatchObject({ code: 'NoSuchBucket', message: expect.stringContaining('private') });

    expect((await fetch(`${api.url}/storage/v1/object/sign/inventory-photos/${path()}`)).status).toBe(400);
    const signed = await sign(owner, 'inventory-photos', path());
    const token = new URL((signed.body as { signedURL: string }).signedURL, 'http://x').searchParams.get('token') ?? '';
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await fetch(`${api.url}/storage/v1/object/sign/inventory-photos/${path()}?token=${forged}`)).status).toBe(400);
    // A signature is for one object only.
    expect((await upload(owner, 'inventory-photos', `${teamId}/items/reverse.png`)).status).toBe(200);
    expect((await fetch(`${api.url}/storage/v1/object/sign/inventory-photos/${teamId}/items/reverse.png?token=${token}`)).status).toBe(400);

    const anonymous = await api.request(`/storage/v1/object/authenticated/inventory-photos/${path()}`);
    expect(anonymous.status).toBe(401);
  });

  it('serves a member by signed URL and by session, with the stored bytes', async () => {
    const signed = await sign(owner, 'inventory-photos', path());
    expect(signed.status).toBe(200);
    const { signedURL } = signed.body as { signedURL: string };
    expect(signedURL).toMatch(new RegExp(`^/object/sign/inventory-photos/${path()}\\?token=`));
    const response = await openSigned(signedURL);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(photo);

    const viewer = await signIn(api, 'Vera Viewer');
    await addMember(api, teamId, viewer, 'viewer');
    const bySession = await api.request(`/storage/v1/object/authenticated/inventory-photos/${path()}`, { headers: auth(viewer) });
    expect(bySession.status).toBe(200);
    expect((await sign(viewer, 'inventory-photos', path())).status).toBe(200);
  });

  it('is refused to a non-member: no signature, no download, no info, no listing, no write', async () => {
    const stranger = await signIn(api, 'Sam Stranger');
    const signed = await sign(stranger, 'inventory-photos', path());
    expect(signed.status).toBe(403);
    expect(signed.body).toMatchObject({ code: 'AccessDenied' });
    const many = await call(api, 'POST', '/storage/v1/object/sign/inventory-photos', { as: stranger, body: { expiresIn: 60, paths: [path()] } });
    expect(many.status).toBe(200);
    expect(many.body).toEqual([{ path: path(), signedURL: null, error: expect.any(String) }]);
    for (const route of ['authenticated/inventory-photos', 'inventory-photos', 'info/inventory-photos']) {
      const response = await api.request(`/storage/v1/object/${route}/${path()}`, { headers: auth(stranger) });
      expect(response.status, route).toBe(403);
    }
    const list = await call(api, 'POST', '/storage/v1/object/list/inventory-photos', { as: stranger, body: { prefix: `${teamId}/items` } });
    expect(list.status).toBe(403);
    expect((await upload(stranger, 'inventory-photos', `${teamId}/items/mine.png`)).status).toBe(403);
  });

  it('lets only roles that edit the inventory write inventory photos, and those that edit orders write ID scans', async () => {
    const viewer = await signIn(api, 'Walt Viewer');
    await addMember(api, teamId, viewer, 'viewer');
    expect((await upload(viewer, 'inventory-photos', `${teamId}/items/viewer.png`)).status).toBe(403);
    const member = await signIn(api, 'Mia Member');
    await addMember(api, teamId, member, 'member');
    expect((await upload(member, 'customer-ids', `${teamId}/customer-1/passport.png`)).status).toBe(200);
    expect((await upload(member, 'order-documents', `${teamId}/order-1/invoice.png`)).status).toBe(200);
    expect((await sign(viewer, 'customer-ids', `${teamId}/customer-1/passport.png`)).status).toBe(200);
  });

  it('keeps public buckets public: a product image serves by its public URL without a session', async () => {
    expect((await upload(owner, 'products', `${teamId}/inventory/legacy.png`)).status).toBe(200);
    const response = await fetch(`${api.url}/storage/v1/object/public/products/${teamId}/inventory/legacy.png`);
    expect(response.status).toBe(200);
    const buckets = (await call(api, 'GET', '/storage/v1/bucket', { as: owner })).body as { id: string; public: boolean }[];
    expect(Object.fromEntries(buckets.map((bucket) => [bucket.id, bucket.public]))).toEqual({
      products: true,
      profiles: true,
      groups: true,
      'inventory-photos': false,
      'order-documents': false,
      'customer-ids': false,
    });
  });
});

describe('a signed URL', () => {
  it('works until it expires, then answers 400 InvalidSignature', async () => {
    const path = `${teamId}/expiry/front.png`;
    expect((await upload(owner, 'inventory-photos', path)).status).toBe(200);
    const signed = await sign(owner, 'inventory-photos', path, 120);
    const { signedURL } = signed.body as { signedURL: string };
    const start = Date.now();
    try {
      api.deps.now = () => new Date(start + 119_000);
      expect((await openSigned(signedURL)).status).toBe(200);
      api.deps.now = () => new Date(start + 121_000);
      const expired = await openSigned(signedURL);
      expect(expired.status).toBe(400);
      expect(await expired.json()).toMatchObject({ code: 'InvalidSignature' });
    } finally {
      api.deps.now = () => new Date();
    }
  });
});

describe('a group that requires two-factor sign-in', () => {
  let strictTeamId: string;
  let admin: Actor;
  const path = () => `${strictTeamId}/items/bar.png`;

  beforeAll(async () => {
    const plain = await signIn(api, 'Ada Admin');
    admin = { ...plain, accessToken: (await enrolTwoFactor(api, plain.accessToken)).accessToken };
    strictTeamId = await createTeam(api, admin, 'Strict Vault');
    const token = (await call(api, 'POST', '/api/auth/token', { as: admin, body: { groupId: strictTeamId } })).body as { token: string };
    const turnedOn = await call(api, 'PATCH', `/api/groups/${strictTeamId}`, { as: admin, token: token.token, body: { requireMfa: true } });
    expect(turnedOn.status).toBe(200);
    expect((await upload(admin, 'inventory-photos', path())).status).toBe(200);
  });

  it('refuses a member without an aal2 session its files (mfa_required) and serves them once they have one', async () => {
    const carol = await signIn(api, 'Carol');
    await addMember(api, strictTeamId, carol, 'member');
    const strong = { ...carol, accessToken: (await enrolTwoFactor(api, carol.accessToken)).accessToken };
    const passwordOnly = { ...carol, accessToken: await passwordSignIn(api, carol.email, 'Passw0rdX') };

    const signed = await sign(passwordOnly, 'inventory-photos', path());
    expect(signed.status).toBe(403);
    expect(signed.body).toMatchObject({ statusCode: '403', code: 'mfa_required' });
    const many = await call(api, 'POST', '/storage/v1/object/sign/inventory-photos', { as: passwordOnly, body: { expiresIn: 60, paths: [path()] } });
    expect(many.status).toBe(403);
    const download = await api.request(`/storage/v1/object/authenticated/inventory-photos/${path()}`, { headers: auth(passwordOnly) });
    expect(download.status).toBe(403);
    expect((await upload(passwordOnly, 'inventory-photos', `${strictTeamId}/items/weak.png`)).status).toBe(403);
    expect((await upload(passwordOnly, 'products', `${strictTeamId}/catalog/weak.png`)).status).toBe(403);
    const list = await call(api, 'POST', '/storage/v1/object/list/inventory-photos', { as: passwordOnly, body: { prefix: `${strictTeamId}/items` } });
    expect(list.status).toBe(403);

    const allowed = await sign(strong, 'inventory-photos', path());
    expect(allowed.status).toBe(200);
    expect((await openSigned((allowed.body as { signedURL: string }).signedURL)).status).toBe(200);
    expect((await upload(strong, 'inventory-photos', `${strictTeamId}/items/strong.png`)).status).toBe(200);
  });
});
