// Supabase-compatible storage under /storage/v1, enough for supabase-js' `storage.from(bucket)`:
// upload/update (raw or multipart), download, public URLs, remove, list, info/exists and signed URLs.
// Buckets are fixed: public ones (products, profiles, groups) and private ones (inventory-photos,
// order-documents, customer-ids) read only by the owning group's members; writes follow the folder
// rules of buckets.ts. Errors use Storage's `{ statusCode, code, error, message }` (errors.ts).
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/context';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { registerBucketRoutes } from './bucket-routes';
import { handleStorageError } from './error-handler';
import { storageError, storageErrorBody, validationMessage } from './errors';
import { registerObjectRoutes } from './object-routes';
import type { StorageRouter } from './openapi';
import { requireApiKey, STORAGE_BASE_PATH } from './request';
import { registerServingRoutes } from './serving';
import { registerSignedUrlRoutes } from './signed-urls';

function createStorageRouter(): StorageRouter {
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

  registerBucketRoutes(storage);

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

  // Order matters: /object/{bucket}/{path} also matches /object/sign/…, /object/info/… and the
  // like, so the routes with a fixed segment after /object/ come first and the generic ones last.
  registerSignedUrlRoutes(storage);
  registerObjectRoutes(storage);
  registerServingRoutes(storage);

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
