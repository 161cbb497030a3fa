// What every storage handler starts from: the public key check, the signed-in user, the object a
// path names, and the store (database and bytes) to act on.
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requireUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { bucketOf, type Bucket } from './buckets';
import { storageError } from './errors';
import { parseObjectName } from './paths';
import type { Store } from './store';

export const STORAGE_BASE_PATH = '/storage/v1';

export function storeOf(c: Context<AppEnv>): Store {
  const { db, blobs } = c.var.deps;
  return { db, blobs, logger: c.var.logger };
}

/** The bucket and object name of a `/…/:bucket/:path{.+}` route. */
export function objectOf(c: Context<AppEnv>): { bucket: Bucket; name: string } {
  return { bucket: bucketOf(c.req.param('bucket')), name: parseObjectName(c.req.param('path')) };
}

const PUBLIC_READ_PATH = new RegExp(`^${STORAGE_BASE_PATH}/(?:object|render/image)/(?:public|sign)/`);

/** Every call carries the public key as `apikey`, except the public and signed object URLs (used in <img>). */
export const requireApiKey = createMiddleware<AppEnv>(async (c, next) => {
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
export const requireSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  const token = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim();
  if (!token || token === c.var.deps.config.AUTH_PUBLIC_KEY) {
    throw storageError.unauthorized('Sign in first: storage needs the access token of a signed-in user.');
  }
  await requireUser(c, next);
});
