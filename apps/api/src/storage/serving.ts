// Serving an object's bytes: publicly (public buckets only, for <img>), to a signed-in user who may
// read it (supabase-js download; a private bucket's objects to members of the owning group), and by
// signed URL (signed-urls.ts). ETag, Cache-Control and a sandboxing
// CSP always; `?download` makes it an attachment.
import { posix } from 'node:path';
import type { Context } from 'hono';
import type { AppEnv } from '../http/context';
import { matchesEtag } from '../http/etag';
import type { Bucket } from './buckets';
import { storageError } from './errors';
import { documentRoute, errorResponse, objectBytesResponses, objectParams, SECURITY, TAGS, type StorageRouter } from './openapi';
import { objectOf, requireSignedIn, storeOf } from './request';
import { assertMayReadObject, findObject, openObjectBytes } from './store';

function attachment(filename: string): string {
  const fallback = filename.replace(/[^\w.\- ()]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Sends an object's bytes with its stored type, ETag and Cache-Control; If-None-Match → 304. */
export async function serveObject(c: Context<AppEnv>, bucket: Bucket, name: string): Promise<Response> {
  const store = storeOf(c);
  const row = await findObject(store.db, bucket.id, name);
  if (!row) throw storageError.noSuchKey(`${bucket.id}/${name}`);
  const etag = `"${row.etag}"`;
  const headers = new Headers({
    'Content-Type': row.content_type,
    ETag: etag,
    'Cache-Control': row.cache_control,
    'Last-Modified': new Date(row.updated_at).toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  const download = c.req.query('download');
  if (download !== undefined) {
    const filename = download.slice(0, 255) || posix.basename(name);
    headers.set('Content-Disposition', attachment(filename));
  }
  if (matchesEtag(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  if (c.req.method === 'HEAD') {
    const size = await store.blobs.size(bucket.id, name);
    if (size === null) throw storageError.noSuchKey(`${bucket.id}/${name}`);
    headers.set('Content-Length', String(size));
    return new Response(null, { status: 200, headers });
  }
  const bytes = await openObjectBytes(store, row);
  if (!bytes) throw storageError.noSuchKey(`${bucket.id}/${name}`);
  headers.set('Content-Length', String(bytes.size));
  return new Response(bytes.body, { status: 200, headers });
}

const servePublic = (c: Context<AppEnv>) => {
  const { bucket, name } = objectOf(c);
  if (!bucket.public) throw storageError.notPublic(bucket.id);
  return serveObject(c, bucket, name);
};

const serveToReader = async (c: Context<AppEnv>) => {
  const { bucket, name } = objectOf(c);
  await assertMayReadObject(c.var.deps.db, c.var.user, bucket, name);
  return serveObject(c, bucket, name);
};

/** GET /object/{bucket}/{path} matches every GET /object/… route: register this after them. */
export function registerServingRoutes(storage: StorageRouter) {
  storage.get('/object/public/:bucket/:path{.+}', servePublic);
  storage.get('/object/authenticated/:bucket/:path{.+}', requireSignedIn, serveToReader);
  storage.get('/object/:bucket/:path{.+}', requireSignedIn, serveToReader);

  documentRoute(storage, {
    method: 'get',
    path: '/object/{bucket}/{path}',
    tags: TAGS,
    summary: 'Downloads an object (supabase-js download); also /object/authenticated/{bucket}/{path}',
    security: SECURITY,
    request: { params: objectParams },
    responses: {
      ...objectBytesResponses,
      401: errorResponse('Not signed in'),
      403: errorResponse('A private bucket\'s object of a group you are not a member of (AccessDenied), or two-factor sign-in required by the group (mfa_required)'),
    },
  });
  documentRoute(storage, {
    method: 'get',
    path: '/object/public/{bucket}/{path}',
    tags: TAGS,
    summary: 'Serves an object of a public bucket without a session (supabase-js getPublicUrl)',
    description: 'Public buckets: products, profiles, groups. A private bucket answers 400 NoSuchBucket here; use a signed URL.',
    request: { params: objectParams },
    responses: { ...objectBytesResponses, 400: errorResponse('The bucket is private') },
  });
}
