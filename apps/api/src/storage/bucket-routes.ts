// The buckets: fixed (products, profiles, groups), so they can be listed and described but not
// created, changed or emptied.
import { createRoute, z } from '@hono/zod-openapi';
import { BUCKET_IDS, BUCKETS, bucketInfo, bucketOf } from './buckets';
import { IMAGE_TYPES } from './content';
import { storageError } from './errors';
import { bucketParam, errorResponse, SECURITY, TAGS, type StorageRouter } from './openapi';

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

export function registerBucketRoutes(storage: StorageRouter) {
  storage.openapi(listBucketsRoute, (c) => {
    const { STORAGE_MAX_BYTES } = c.var.deps.config;
    return c.json(BUCKET_IDS.map((id) => bucketInfo(BUCKETS[id], STORAGE_MAX_BYTES, IMAGE_TYPES)), 200);
  });
  storage.openapi(getBucketRoute, (c) => c.json(bucketInfo(bucketOf(c.req.valid('param').bucket), c.var.deps.config.STORAGE_MAX_BYTES, IMAGE_TYPES), 200));
  storage.on(['POST', 'PUT', 'DELETE'], ['/bucket', '/bucket/*'], () => {
    throw storageError.notSupported(`Creating, changing or emptying buckets (they are fixed: ${BUCKET_IDS.join(', ')})`);
  });
}
