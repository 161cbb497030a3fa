// Supabase-compatible storage under /storage/v1, enough for supabase-js' `storage.from(bucket)`:
// upload/update (raw or multipart), download, public URLs, remove, list, info/exists and signed URLs.
// Buckets are fixed (products, profiles, groups), all public-read; writes follow the folder rules of
// buckets.ts. Errors use Storage's `{ statusCode, code, error, message }` (errors.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import { posix } from 'node:path';
import { Readable } from 'node:stream';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { jwtVerify, SignJWT } from 'jose';
import { requireUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { BUCKET_IDS, BUCKETS, bucketInfo, bucketOf, type Bucket } from './buckets';
import { IMAGE_TYPES, parseCacheControl, resolveContentType } from './content';
import { handleStorageError, storageError, storageErrorBody, storageErrorSchema, validationMessage } from './errors';
import { MAX_NAME_LENGTH, parseObjectName, parsePrefix, storageRoot } from './paths';
import {
  checkWriteAccess,
  fileEntry,
  findObject,
  LIST_SORT_COLUMNS,
  listObjects,
  openObjectFile,
  putObject,
  removeObjects,
  type Store,
  type StoredObject,
} from './store';
import { readUpload } from './upload';

export const STORAGE_BASE_PATH = '/storage/v1';

// ------------------------------------------------------------------------------------------ schemas

const TAGS = ['storage'];
const SECURITY = [{ Bearer: [], ApiKey: [] }];
const MAX_SIGNED_URL_SECONDS = 365 * 24 * 3600;

const bucketParam = z.string().openapi({ param: { name: 'bucket', in: 'path' }, example: 'products' });
const pathParam = z
  .string()
  .openapi({ param: { name: 'path', in: 'path' }, example: '0b6c…/gold-bar.png', description: 'Object name; may contain `/`.' });
const objectParams = z.object({ bucket: bucketParam, path: pathParam });

const errorResponse = (description: string) => ({ content: { 'application/json': { schema: storageErrorSchema } }, description });

const fileMetadataSchema = z.object({
  eTag: z.string(),
  size: z.number().int(),
  mimetype: z.string(),
  cacheControl: z.string(),
  lastModified: z.string(),
  contentLength: z.number().int(),
  httpStatusCode: z.number().int(),
});

const fileObjectSchema = z
  .object({
    name: z.string(),
    id: z.string().nullable(),
    updated_at: z.string().nullable(),
    created_at: z.string().nullable(),
    last_accessed_at: z.string().nullable(),
    metadata: fileMetadataSchema.nullable(),
    bucket_id: z.string().optional(),
  })
  .openapi('StorageFileObject');

const bucketSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    owner: z.string(),
    public: z.boolean(),
    file_size_limit: z.number().int(),
    allowed_mime_types: z.array(z.string()),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('StorageBucket');

const listBodySchema = z
  .object({
    prefix: z.string().max(MAX_NAME_LENGTH).default(''),
    limit: z.number().int().min(1).max(1000).default(100),
    offset: z.number().int().min(0).max(1_000_000).default(0),
    sortBy: z
      .object({
        column: z.enum(LIST_SORT_COLUMNS).default('name'),
        order: z
          .string()
          .transform((value) => value.toLowerCase())
          .pipe(z.enum(['asc', 'desc']))
          .default('asc'),
      })
      .default({ column: 'name', order: 'asc' }),
    search: z.string().max(MAX_NAME_LENGTH).optional(),
  })
  .openapi('StorageListRequest');

const removeBodySchema = z
  .object({
    prefixes: z
      .array(z.union([z.string(), z.object({ path: z.string(), versionId: z.string().optional() })]))
      .min(1)
      .max(1000)
      .openapi({ description: 'Object names to delete (exact names, not prefixes, as in Supabase).' }),
  })
  .openapi('StorageRemoveRequest');

const signBodySchema = z.object({
  expiresIn: z.number().int().min(1).max(MAX_SIGNED_URL_SECONDS),
  transform: z.record(z.string(), z.unknown()).optional(),
  versionId: z.string().optional(),
});

const signManyBodySchema = z
  .object({ expiresIn: z.number().int().min(1).max(MAX_SIGNED_URL_SECONDS), paths: z.array(z.string()).min(1).max(1000) })
  .openapi('StorageSignRequest');

const uploadResultSchema = z.object({ Id: z.string(), Key: z.string() }).openapi('StorageUploadResult');

// ------------------------------------------------------------------------------------------ helpers

function storeOf(c: Context<AppEnv>): Store {
  const { db, config } = c.var.deps;
  return { db, root: storageRoot(config.BULLION_DATA_DIR), logger: c.var.logger };
}

const PUBLIC_READ_PATH = new RegExp(`^${STORAGE_BASE_PATH}/(?:object|render/image)/(?:public|sign)/`);

/** Every call carries the public key as `apikey`, except the public and signed object URLs (used in <img>). */
const requireApiKey = createMiddleware<AppEnv>(async (c, next) => {
  const publicRead = (c.req.method === 'GET' || c.req.method === 'HEAD') && PUBLIC_READ_PATH.test(c.req.path);
  if (!publicRead) {
    const given = Buffer.from(c.req.header('apikey') ?? '');
    const expected = Buffer.from(c.var.deps.config.AUTH_PUBLIC_KEY);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw storageError.invalidApiKey();
  }
  await next();
});

/**
 * A signed-in user's access token; supabase-js sends the public key as bearer when nobody is signed
 * in, which is answered like a missing token.
 */
const requireSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  const token = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim();
  if (!token || token === c.var.deps.config.AUTH_PUBLIC_KEY) {
    throw storageError.unauthorized('Sign in first: storage needs the access token of a signed-in user.');
  }
  await requireUser(c, next);
});

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

function attachment(filename: string): string {
  const fallback = filename.replace(/[^\w.\- ()]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Sends an object's bytes with its stored type, ETag and Cache-Control; If-None-Match → 304. */
async function serveObject(c: Context<AppEnv>, bucket: Bucket, name: string): Promise<Response> {
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
  const file = await openObjectFile(store, row);
  if (!file) throw storageError.noSuchKey(`${bucket.id}/${name}`);
  headers.set('Content-Length', String(file.size));
  if (c.req.method === 'HEAD') {
    await file.handle.close();
    return new Response(null, { status: 200, headers });
  }
  const body = Readable.toWeb(file.handle.createReadStream()) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}

async function upload(c: Context<AppEnv>, mode: 'create' | 'update') {
  const bucket = bucketOf(c.req.param('bucket'));
  const name = parseObjectName(c.req.param('path'));
  const upsert = mode === 'update' || (c.req.header('x-upsert') ?? '').toLowerCase() === 'true';
  const { db, config } = c.var.deps;
  const userId = c.var.user.id;
  // Refuse before reading a body the user may not store anyway.
  await checkWriteAccess(db, userId, bucket, name);
  const body = await readUpload(c.req.raw, config.STORAGE_MAX_BYTES);
  if (body.bytes.length === 0) throw storageError.invalidRequest('The file is empty.');
  const contentType = resolveContentType(body.declaredType, body.bytes);
  const cacheControl = parseCacheControl(body.cacheControl);
  const row = await putObject(storeOf(c), { userId, bucket, name, bytes: body.bytes, contentType, cacheControl, upsert });
  c.var.logger.info({ bucket: bucket.id, name, size: row.size, upsert }, 'object stored');
  return c.json({ Id: row.id, Key: `${bucket.id}/${name}` }, 200);
}

function objectInfo(row: StoredObject) {
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    id: row.id,
    version: row.etag,
    name: row.name,
    bucket_id: row.bucket,
    size: row.size,
    content_type: row.content_type,
    cache_control: row.cache_control,
    content_encoding: null,
    etag: `"${row.etag}"`,
    metadata: {},
    created_at: iso(row.created_at),
    last_modified: iso(row.updated_at),
  };
}

// ------------------------------------------------------------------------------------------ signed URLs

const SIGNED_URL_AUDIENCE = 'bullion-storage-url';

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

// ------------------------------------------------------------------------------------------ routes

const listRoute = createRoute({
  method: 'post',
  path: '/object/list/{bucket}',
  tags: TAGS,
  summary: 'Lists one folder level of a bucket (supabase-js list)',
  description:
    'At the bucket root: the folders you may see (your user folder, your groups). Below: the files and sub-folders of your own or your groups\' folders.',
  security: SECURITY,
  middleware: [requireSignedIn] as const,
  request: {
    params: z.object({ bucket: bucketParam }),
    body: { content: { 'application/json': { schema: listBodySchema } }, required: true },
  },
  responses: {
    200: { content: { 'application/json': { schema: z.array(fileObjectSchema) } }, description: 'Files and folders' },
    400: errorResponse('Invalid request'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not your folder'),
    404: errorResponse('No such bucket'),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/object/{bucket}',
  tags: TAGS,
  summary: 'Deletes objects by name (supabase-js remove)',
  description: 'Every name must be writable by you, otherwise nothing is deleted (403). Names that do not exist are skipped.',
  security: SECURITY,
  middleware: [requireSignedIn] as const,
  request: {
    params: z.object({ bucket: bucketParam }),
    body: { content: { 'application/json': { schema: removeBodySchema } }, required: true },
  },
  responses: {
    200: { content: { 'application/json': { schema: z.array(fileObjectSchema) } }, description: 'The deleted objects' },
    400: errorResponse('Invalid name'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not allowed to write one of the folders'),
    404: errorResponse('No such bucket'),
  },
});

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
      description: 'One entry per path; `error` set for objects that do not exist',
    },
    400: errorResponse('Invalid request'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such bucket'),
  },
});

const listBucketsRoute = createRoute({
  method: 'get',
  path: '/bucket',
  tags: TAGS,
  summary: 'Lists the (fixed) buckets',
  security: SECURITY,
  responses: { 200: { content: { 'application/json': { schema: z.array(bucketSchema) } }, description: 'Buckets' } },
});

const getBucketRoute = createRoute({
  method: 'get',
  path: '/bucket/{bucket}',
  tags: TAGS,
  summary: 'Describes one bucket',
  security: SECURITY,
  request: { params: z.object({ bucket: bucketParam }) },
  responses: {
    200: { content: { 'application/json': { schema: bucketSchema } }, description: 'The bucket' },
    404: errorResponse('No such bucket'),
  },
});

/** Documents the object routes whose `{path}` spans several segments (served by plain handlers). */
function documentObjectRoutes(storage: OpenAPIHono<AppEnv>) {
  const binary = z.string().openapi({ type: 'string', format: 'binary' });
  const imageContent = Object.fromEntries(IMAGE_TYPES.map((type) => [type, { schema: binary }]));
  const uploadBody = {
    content: {
      ...imageContent,
      'multipart/form-data': {
        schema: z.object({ '': binary.openapi({ description: 'The file (supabase-js sends it in a field named "").' }), cacheControl: z.string().optional() }),
      },
    },
    required: true,
  };
  const uploadResponses = {
    200: { content: { 'application/json': { schema: uploadResultSchema } }, description: 'Stored' },
    400: errorResponse('Invalid name or empty file'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not allowed to write this folder'),
    404: errorResponse('No such bucket'),
    409: errorResponse('Exists already (upload without upsert)'),
    413: errorResponse('Larger than STORAGE_MAX_BYTES'),
    415: errorResponse('Not a JPEG, PNG, WebP, GIF or AVIF image, or content not matching the declared type'),
  };
  const bytes = {
    200: { content: { 'image/*': { schema: binary } }, description: 'The bytes, with Content-Type, ETag and Cache-Control' },
    304: { description: 'Not modified (If-None-Match)' },
    404: errorResponse('No such bucket or object'),
  };
  const register = (config: Parameters<typeof createRoute>[0]) => storage.openAPIRegistry.registerPath(createRoute(config));
  register({
    method: 'post',
    path: '/object/{bucket}/{path}',
    tags: TAGS,
    summary: 'Uploads an image (supabase-js upload); header x-upsert: true replaces an existing one',
    security: SECURITY,
    request: { params: objectParams, body: uploadBody },
    responses: uploadResponses,
  });
  register({
    method: 'put',
    path: '/object/{bucket}/{path}',
    tags: TAGS,
    summary: 'Uploads or replaces an image (supabase-js update)',
    security: SECURITY,
    request: { params: objectParams, body: uploadBody },
    responses: uploadResponses,
  });
  register({
    method: 'get',
    path: '/object/{bucket}/{path}',
    tags: TAGS,
    summary: 'Downloads an object (supabase-js download); also /object/authenticated/{bucket}/{path}',
    security: SECURITY,
    request: { params: objectParams },
    responses: { ...bytes, 401: errorResponse('Not signed in') },
  });
  register({
    method: 'get',
    path: '/object/public/{bucket}/{path}',
    tags: TAGS,
    summary: 'Serves an object of a public bucket without a session (supabase-js getPublicUrl)',
    request: { params: objectParams },
    responses: bytes,
  });
  register({
    method: 'get',
    path: '/object/info/{bucket}/{path}',
    tags: TAGS,
    summary: 'Describes an object (supabase-js info, exists)',
    security: SECURITY,
    request: { params: objectParams },
    responses: { 200: { content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } }, description: 'Object info' }, 404: errorResponse('No such object') },
  });
  register({
    method: 'post',
    path: '/object/sign/{bucket}/{path}',
    tags: TAGS,
    summary: 'Creates a signed URL (supabase-js createSignedUrl)',
    security: SECURITY,
    request: { params: objectParams, body: { content: { 'application/json': { schema: signBodySchema } }, required: true } },
    responses: { 200: { content: { 'application/json': { schema: z.object({ signedURL: z.string() }) } }, description: 'Signed path' }, 404: errorResponse('No such object') },
  });
  register({
    method: 'get',
    path: '/object/sign/{bucket}/{path}',
    tags: TAGS,
    summary: 'Serves an object by signed URL (?token=)',
    request: { params: objectParams, query: z.object({ token: z.string() }) },
    responses: { ...bytes, 400: errorResponse('Invalid or expired signature') },
  });
  register({
    method: 'delete',
    path: '/object/{bucket}/{path}',
    tags: TAGS,
    summary: 'Deletes one object',
    security: SECURITY,
    request: { params: objectParams },
    responses: { 200: { content: { 'application/json': { schema: z.object({ message: z.string() }) } }, description: 'Deleted' }, 404: errorResponse('No such object') },
  });
}

function createStorageRouter() {
  const storage = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(storageErrorBody(400, 'InvalidRequest', 'Bad Request', validationMessage(result.error)), 400);
    },
  });
  storage.onError(handleStorageError);
  storage.openAPIRegistry.registerComponent('securitySchemes', 'ApiKey', {
    type: 'apiKey',
    in: 'header',
    name: 'apikey',
    description: 'The public ("anon") key, AUTH_PUBLIC_KEY.',
  });
  storage.use('*', requireApiKey);

  // Buckets (fixed; no management).
  storage.openapi(listBucketsRoute, (c) => {
    const { STORAGE_MAX_BYTES } = c.var.deps.config;
    return c.json(BUCKET_IDS.map((id) => bucketInfo(BUCKETS[id], STORAGE_MAX_BYTES, IMAGE_TYPES)), 200);
  });
  storage.openapi(getBucketRoute, (c) => c.json(bucketInfo(bucketOf(c.req.valid('param').bucket), c.var.deps.config.STORAGE_MAX_BYTES, IMAGE_TYPES), 200));
  storage.on(['POST', 'PUT', 'DELETE'], ['/bucket', '/bucket/*'], () => {
    throw storageError.notSupported(`Creating, changing or emptying buckets (they are fixed: ${BUCKET_IDS.join(', ')})`);
  });

  // Supabase features not offered here, answered clearly instead of as a wrong bucket.
  storage.all('/object/upload/sign/*', () => {
    throw storageError.notSupported('Signed upload URLs');
  });
  storage.all('/object/list-v2/*', () => {
    throw storageError.notSupported('list-v2');
  });
  storage.on('POST', ['/object/move', '/object/copy'], () => {
    throw storageError.notSupported('Moving and copying objects');
  });
  storage.all('/render/*', () => {
    throw storageError.notSupported('Image transformations');
  });

  storage.openapi(listRoute, async (c) => {
    const bucket = bucketOf(c.req.valid('param').bucket);
    const body = c.req.valid('json');
    const entries = await listObjects(c.var.deps.db, c.var.user.id, bucket, {
      prefix: parsePrefix(body.prefix),
      limit: body.limit,
      offset: body.offset,
      sortBy: body.sortBy,
      search: body.search,
    });
    return c.json(entries, 200);
  });

  storage.openapi(removeRoute, async (c) => {
    const bucket = bucketOf(c.req.valid('param').bucket);
    const names = c.req.valid('json').prefixes.map((entry) => {
      if (typeof entry === 'string') return parseObjectName(entry);
      if (entry.versionId) throw storageError.invalidRequest('Object versions are not kept here: remove by path.');
      return parseObjectName(entry.path);
    });
    const removed = await removeObjects(storeOf(c), c.var.user.id, bucket, names);
    if (removed.length) c.var.logger.info({ bucket: bucket.id, names: removed.map((row) => row.name) }, 'objects removed');
    return c.json(removed.map((row) => ({ ...fileEntry(row), bucket_id: row.bucket })), 200);
  });

  storage.openapi(signManyRoute, async (c) => {
    const bucket = bucketOf(c.req.valid('param').bucket);
    const { expiresIn, paths } = c.req.valid('json');
    const results = [];
    for (const path of paths) {
      const name = parseObjectName(path);
      const row = await findObject(c.var.deps.db, bucket.id, name);
      results.push(
        row
          ? { path, signedURL: await signedPath(c, bucket, name, expiresIn), error: null }
          : { path, signedURL: null, error: 'Either the object does not exist or you do not have access to it' },
      );
    }
    return c.json(results, 200);
  });

  storage.post('/object/sign/:bucket/:path{.+}', requireSignedIn, async (c) => {
    const bucket = bucketOf(c.req.param('bucket'));
    const name = parseObjectName(c.req.param('path'));
    const body = signBodySchema.parse(await c.req.json());
    if (body.transform && Object.keys(body.transform).length) throw storageError.notSupported('Image transformations');
    if (!(await findObject(c.var.deps.db, bucket.id, name))) throw storageError.noSuchKey(`${bucket.id}/${name}`);
    return c.json({ signedURL: await signedPath(c, bucket, name, body.expiresIn) }, 200);
  });

  storage.get('/object/sign/:bucket/:path{.+}', async (c) => {
    const bucket = bucketOf(c.req.param('bucket'));
    const name = parseObjectName(c.req.param('path'));
    await verifySignedUrl(c, bucket, name);
    return serveObject(c, bucket, name);
  });

  storage.get('/object/public/:bucket/:path{.+}', (c) => serveObject(c, bucketOf(c.req.param('bucket')), parseObjectName(c.req.param('path'))));

  storage.get('/object/authenticated/:bucket/:path{.+}', requireSignedIn, (c) =>
    serveObject(c, bucketOf(c.req.param('bucket')), parseObjectName(c.req.param('path'))),
  );

  storage.get('/object/info/:bucket/:path{.+}', requireSignedIn, async (c) => {
    const bucket = bucketOf(c.req.param('bucket'));
    const name = parseObjectName(c.req.param('path'));
    const row = await findObject(c.var.deps.db, bucket.id, name);
    if (!row) throw storageError.noSuchKey(`${bucket.id}/${name}`);
    return c.json(objectInfo(row), 200);
  });

  storage.post('/object/:bucket/:path{.+}', requireSignedIn, (c) => upload(c, 'create'));
  storage.put('/object/:bucket/:path{.+}', requireSignedIn, (c) => upload(c, 'update'));
  storage.get('/object/:bucket/:path{.+}', requireSignedIn, (c) =>
    serveObject(c, bucketOf(c.req.param('bucket')), parseObjectName(c.req.param('path'))),
  );
  storage.delete('/object/:bucket/:path{.+}', requireSignedIn, async (c) => {
    const bucket = bucketOf(c.req.param('bucket'));
    const name = parseObjectName(c.req.param('path'));
    const removed = await removeObjects(storeOf(c), c.var.user.id, bucket, [name]);
    if (!removed.length) throw storageError.noSuchKey(`${bucket.id}/${name}`);
    c.var.logger.info({ bucket: bucket.id, names: [name] }, 'objects removed');
    return c.json({ message: 'Successfully deleted' }, 200);
  });

  documentObjectRoutes(storage);

  storage.all('*', (c) =>
    c.json(storageErrorBody(404, 'NotFound', 'not_found', `No storage route for ${c.req.method} ${c.req.path}.`), 404),
  );
  return storage;
}

/** Supabase-compatible storage under /storage/v1. */
function registerStorageRoutes(app: Router) {
  app.route(STORAGE_BASE_PATH, createStorageRouter());
}

export const storageResource: Resource = { register: registerStorageRoutes };
