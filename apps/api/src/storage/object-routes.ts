// Objects: upload and update (raw or multipart), list one folder level, describe, and remove. Writes
// and listings follow the folder rules of buckets.ts (access.ts checks them).
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../http/context';
import { iso } from '../http/mappers';
import { bucketOf } from './buckets';
import { IMAGE_TYPES, parseCacheControl, resolveContentType } from './content';
import { storageError } from './errors';
import { binary, bucketParam, documentRoute, errorResponse, objectParams, SECURITY, TAGS, type StorageRouter } from './openapi';
import { MAX_NAME_LENGTH, parseObjectName, parsePrefix } from './paths';
import { objectOf, requireSignedIn, storeOf } from './request';
import { assertMayReadObject, checkWriteAccess, fileEntry, findObject, LIST_SORT_COLUMNS, listObjects, putObject, removeObjects, type StoredObject } from './store';
import { stripMetadata } from './strip-metadata';
import { readUpload } from './upload';

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

const uploadResultSchema = z.object({ Id: z.string(), Key: z.string() }).openapi('StorageUploadResult');

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

async function upload(c: Context<AppEnv>, mode: 'create' | 'update') {
  const { bucket, name } = objectOf(c);
  const upsert = mode === 'update' || (c.req.header('x-upsert') ?? '').toLowerCase() === 'true';
  const { db, config } = c.var.deps;
  const user = c.var.user;
  // Refuse before reading a body the user may not store anyway.
  await checkWriteAccess(db, user, bucket, name);
  const body = await readUpload(c.req.raw, config.STORAGE_MAX_BYTES);
  if (body.bytes.length === 0) throw storageError.invalidRequest('The file is empty.');
  const contentType = resolveContentType(body.declaredType, body.bytes);
  const cacheControl = parseCacheControl(body.cacheControl);
  const bytes = await stripMetadata(body.bytes, contentType, c.var.logger);
  const row = await putObject(storeOf(c), { user, bucket, name, bytes, contentType, cacheControl, upsert });
  c.var.logger.info({ bucket: bucket.id, name, size: row.size, upsert }, 'object stored');
  return c.json({ Id: row.id, Key: `${bucket.id}/${name}` }, 200);
}

function objectInfo(row: StoredObject) {
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

/**
 * POST, PUT and DELETE /object/{bucket}/{path} match every /object/… route of their method: register
 * the other routes (signed URLs) first. GET /object/{bucket}/{path} is in serving.ts.
 */
export function registerObjectRoutes(storage: StorageRouter) {
  storage.openapi(listRoute, async (c) => {
    const bucket = bucketOf(c.req.valid('param').bucket);
    const body = c.req.valid('json');
    const entries = await listObjects(c.var.deps.db, c.var.user, bucket, {
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
    const removed = await removeObjects(storeOf(c), c.var.user, bucket, names);
    if (removed.length) c.var.logger.info({ bucket: bucket.id, names: removed.map((row) => row.name) }, 'objects removed');
    return c.json(removed.map((row) => ({ ...fileEntry(row), bucket_id: row.bucket })), 200);
  });

  storage.get('/object/info/:bucket/:path{.+}', requireSignedIn, async (c) => {
    const { bucket, name } = objectOf(c);
    await assertMayReadObject(c.var.deps.db, c.var.user, bucket, name);
    const row = await findObject(c.var.deps.db, bucket.id, name);
    if (!row) throw storageError.noSuchKey(`${bucket.id}/${name}`);
    return c.json(objectInfo(row), 200);
  });

  storage.post('/object/:bucket/:path{.+}', requireSignedIn, (c) => upload(c, 'create'));
  storage.put('/object/:bucket/:path{.+}', requireSignedIn, (c) => upload(c, 'update'));
  storage.delete('/object/:bucket/:path{.+}', requireSignedIn, async (c) => {
    const { bucket, name } = objectOf(c);
    const removed = await removeObjects(storeOf(c), c.var.user, bucket, [name]);
    if (!removed.length) throw storageError.noSuchKey(`${bucket.id}/${name}`);
    c.var.logger.info({ bucket: bucket.id, names: [name] }, 'objects removed');
    return c.json({ message: 'Successfully deleted' }, 200);
  });

  documentObjectRoutes(storage);
}

function documentObjectRoutes(storage: StorageRouter) {
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
  documentRoute(storage, {
    method: 'post',
    path: '/object/{bucket}/{path}',
    tags: TAGS,
    summary: 'Uploads an image (supabase-js upload); header x-upsert: true replaces an existing one',
    security: SECURITY,
    request: { params: objectParams, body: uploadBody },
    responses: uploadResponses,
  });
  documentRoute(storage, {
    method: 'put',
    path: '/object/{bucket}/{path}',
    tags: TAGS,
    summary: 'Uploads or replaces an image (supabase-js update)',
    security: SECURITY,
    request: { params: objectParams, body: uploadBody },
    responses: uploadResponses,
  });
  documentRoute(storage, {
    method: 'get',
    path: '/object/info/{bucket}/{path}',
    tags: TAGS,
    summary: 'Describes an object (supabase-js info, exists)',
    security: SECURITY,
    request: { params: objectParams },
    responses: { 200: { content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } }, description: 'Object info' }, 404: errorResponse('No such object') },
  });
  documentRoute(storage, {
    method: 'delete',
    path: '/object/{bucket}/{path}',
    tags: TAGS,
    summary: 'Deletes one object',
    security: SECURITY,
    request: { params: objectParams },
    responses: { 200: { content: { 'application/json': { schema: z.object({ message: z.string() }) } }, description: 'Deleted' }, 404: errorResponse('No such object') },
  });
}
