// Signed URLs (supabase-js createSignedUrl, createSignedUrls): a token for one object with an expiry,
// signed with a key of its own derived from JWT_SECRET, that serves the object without a session
// until it expires. Only a user who may read the object gets one: in a private bucket, a member of
// the owning group (with two-factor sign-in where the group requires it).
import { createHash } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { jwtVerify, SignJWT } from 'jose';
import type { AppEnv } from '../http/context';
import { bucketOf, type Bucket } from './buckets';
import { StorageHttpError, storageError } from './errors';
import { bucketParam, documentRoute, errorResponse, objectBytesResponses, objectParams, SECURITY, TAGS, type StorageRouter } from './openapi';
import { parseObjectName } from './paths';
import { objectOf, requireSignedIn } from './request';
import { serveObject } from './serving';
import { assertMayReadObject, findObject } from './store';

const MAX_SIGNED_URL_SECONDS = 365 * 24 * 3600;
const SIGNED_URL_AUDIENCE = 'bullion-storage-url';

const signBodySchema = z.object({
  expiresIn: z.number().int().min(1).max(MAX_SIGNED_URL_SECONDS),
  transform: z.record(z.string(), z.unknown()).optional(),
  versionId: z.string().optional(),
});

const signManyBodySchema = z
  .object({ expiresIn: z.number().int().min(1).max(MAX_SIGNED_URL_SECONDS), paths: z.array(z.string()).min(1).max(1000) })
  .openapi('StorageSignRequest');

/** A key of its own for signed URLs, derived from JWT_SECRET. */
function signingKey(secret: string): Uint8Array {
  return createHash('sha256').update(`storage-signed-url:${secret}`).digest();
}

async function signedPath(c: Context<AppEnv>, bucket: Bucket, name: string, expiresIn: number): Promise<string> {
  const { config, now } = c.var.deps;
  const issuedAt = Math.floor(now().getTime() / 1000);
  const token = await new SignJWT({ url: `${bucket.id}/${name}` })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(SIGNED_URL_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + expiresIn)
    .sign(signingKey(config.JWT_SECRET));
  return `/object/sign/${bucket.id}/${name}?token=${token}`;
}

async function verifySignedUrl(c: Context<AppEnv>, bucket: Bucket, name: string): Promise<void> {
  const token = c.req.query('token');
  if (!token) throw storageError.invalidSignature();
  try {
    const { payload } = await jwtVerify(token, signingKey(c.var.deps.config.JWT_SECRET), {
      audience: SIGNED_URL_AUDIENCE,
      algorithms: ['HS256'],
      currentDate: c.var.deps.now(),
    });
    if (payload.url !== `${bucket.id}/${name}`) throw new Error('signed for another object');
  } catch {
    throw storageError.invalidSignature();
  }
}

const signManyRoute = createRoute({
  method: 'post',
  path: '/object/sign/{bucket}',
  tags: TAGS,
  summary: 'Creates signed URLs for several objects (supabase-js createSignedUrls)',
  security: SECURITY,
  middleware: [requireSignedIn] as const,
  request: {
    params: z.object({ bucket: bucketParam }),
    body: { content: { 'application/json': { schema: signManyBodySchema } }, required: true },
  },
  responses: {
    200: {
      content: {
        'application/json': {
          schema: z.array(z.object({ path: z.string(), signedURL: z.string().nullable(), error: z.string().nullable() })),
        },
      },
      description: 'One entry per path; `error` set for objects that do not exist or that you may not read',
    },
    400: errorResponse('Invalid request'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such bucket'),
  },
});

/** Every route here is under /object/sign/: register them before the generic /object/{bucket}/{path} ones. */
export function registerSignedUrlRoutes(storage: StorageRouter) {
  storage.openapi(signManyRoute, async (c) => {
    const bucket = bucketOf(c.req.valid('param').bucket);
    const { expiresIn, paths } = c.req.valid('json');
    const results = [];
    for (const path of paths) {
      const name = parseObjectName(path);
      const readable = await assertMayReadObject(c.var.deps.db, c.var.user, bucket, name).then(
        () => true,
        (error: unknown) => {
          // Two-factor sign-in is asked for as a whole, not object by object.
          if (error instanceof StorageHttpError && error.code === 'AccessDenied') return false;
          throw error;
        },
      );
      const row = readable ? await findObject(c.var.deps.db, bucket.id, name) : undefined;
      results.push(
        row
          ? { path, signedURL: await signedPath(c, bucket, name, expiresIn), error: null }
          : { path, signedURL: null, error: 'Either the object does not exist or you do not have access to it' },
      );
    }
    return c.json(results, 200);
  });

  storage.post('/object/sign/:bucket/:path{.+}', requireSignedIn, async (c) => {
    const { bucket, name } = objectOf(c);
    const body = signBodySchema.parse(await c.req.json());
    if (body.transform && Object.keys(body.transform).length) throw storageError.notSupported('Image transformations');
    await assertMayReadObject(c.var.deps.db, c.var.user, bucket, name);
    if (!(await findObject(c.var.deps.db, bucket.id, name))) throw storageError.noSuchKey(`${bucket.id}/${name}`);
    return c.json({ signedURL: await signedPath(c, bucket, name, body.expiresIn) }, 200);
  });

  storage.get('/object/sign/:bucket/:path{.+}', async (c) => {
    const { bucket, name } = objectOf(c);
    await verifySignedUrl(c, bucket, name);
    return serveObject(c, bucket, name);
  });

  documentRoute(storage, {
    method: 'post',
    path: '/object/sign/{bucket}/{path}',
    tags: TAGS,
    summary: 'Creates a signed URL (supabase-js createSignedUrl)',
    description:
      'The only way to show an object of a private bucket (inventory-photos, order-documents, customer-ids) without a session: signed for members of the owning group, valid `expiresIn` seconds.',
    security: SECURITY,
    request: { params: objectParams, body: { content: { 'application/json': { schema: signBodySchema } }, required: true } },
    responses: {
      200: { content: { 'application/json': { schema: z.object({ signedURL: z.string() }) } }, description: 'Signed path, relative to /storage/v1' },
      401: errorResponse('Not signed in'),
      403: errorResponse('A private bucket\'s object of a group you are not a member of (AccessDenied), or of a group that requires two-factor sign-in from a session without it (mfa_required)'),
      404: errorResponse('No such object'),
    },
  });
  documentRoute(storage, {
    method: 'get',
    path: '/object/sign/{bucket}/{path}',
    tags: TAGS,
    summary: 'Serves an object by signed URL (?token=)',
    request: { params: objectParams, query: z.object({ token: z.string() }) },
    responses: { ...objectBytesResponses, 400: errorResponse('Invalid or expired signature') },
  });
}
