// Shared pieces of the storage route definitions: tags, security, path parameters, the Storage
// error response, the bytes an object is served as, and documenting routes that plain handlers serve.
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../http/context';
import { storageErrorSchema } from './errors';

/** The router under /storage/v1: Storage's own error shape and validation hook (routes.ts). */
export type StorageRouter = OpenAPIHono<AppEnv>;

export const TAGS = ['storage'];
export const SECURITY = [{ Bearer: [], ApiKey: [] }];

export const bucketParam = z.string().openapi({
  param: { name: 'bucket', in: 'path' },
  example: 'products',
  description:
    'Public (served by public URL): products, profiles, groups. Private (members of the owning group only, by signed URL or session): inventory-photos, order-documents, customer-ids.',
});
const pathParam = z
  .string()
  .openapi({ param: { name: 'path', in: 'path' }, example: '0b6c…/gold-bar.png', description: 'Object name; may contain `/`.' });
export const objectParams = z.object({ bucket: bucketParam, path: pathParam });

export const errorResponse = (description: string) => ({ content: { 'application/json': { schema: storageErrorSchema } }, description });

export const binary = z.string().openapi({ type: 'string', format: 'binary' });

/** The responses of a route that serves an object's bytes. */
export const objectBytesResponses = {
  200: { content: { 'image/*': { schema: binary } }, description: 'The bytes, with Content-Type, ETag and Cache-Control' },
  304: { description: 'Not modified (If-None-Match)' },
  404: errorResponse('No such bucket or object'),
};

/**
 * Documents a route whose `{path}` spans several segments: the OpenAPI routes cannot match it, so
 * a plain handler serves it and this only adds it to the document.
 */
export function documentRoute(storage: StorageRouter, config: Parameters<typeof createRoute>[0]) {
  storage.openAPIRegistry.registerPath(createRoute(config));
}
