// Errors of /storage/v1 use Supabase Storage's shape `{ statusCode, code, error, message }` (the
// HTTP status as a string, a Storage error code such as NoSuchKey or ResourceAlreadyExists, a short
// name and a sentence). supabase-js turns it into a StorageApiError with that message, `status`,
// `statusCode` and `code`, so apps can branch on `error.code` as with Supabase.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from '@hono/zod-openapi';
import { ZodError } from 'zod';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';

export const storageErrorSchema = z
  .object({
    statusCode: z.string().openapi({ example: '404' }),
    code: z.string().openapi({ example: 'NoSuchKey' }),
    error: z.string().openapi({ example: 'not_found' }),
    message: z.string().openapi({ example: 'Object not found.' }),
  })
  .openapi('StorageError');

export type StorageErrorBody = z.infer<typeof storageErrorSchema>;

export class StorageHttpError extends Error {
  override name = 'StorageHttpError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export function storageErrorBody(status: number, code: string, error: string, message: string): StorageErrorBody {
  return { statusCode: String(status), code, error, message };
}

export const storageError = {
  invalidRequest: (message: string) => new StorageHttpError(400, 'InvalidRequest', 'Bad Request', message),
  invalidKey: (message: string) => new StorageHttpError(400, 'InvalidKey', 'Invalid key', message),
  unauthorized: (message: string) => new StorageHttpError(401, 'InvalidJWT', 'Unauthorized', message),
  invalidApiKey: () =>
    new StorageHttpError(401, 'InvalidApiKey', 'Unauthorized', 'The apikey header is missing or is not the public key of this API.'),
  accessDenied: (message: string) => new StorageHttpError(403, 'AccessDenied', 'Forbidden', message),
  noSuchBucket: (bucket: string, known: readonly string[]) =>
    new StorageHttpError(404, 'NoSuchBucket', 'Bucket not found', `Bucket "${bucket}" does not exist. Buckets: ${known.join(', ')}.`),
  noSuchKey: (key?: string) => new StorageHttpError(404, 'NoSuchKey', 'not_found', key ? `Object not found: ${key}.` : 'Object not found.'),
  duplicate: (key: string) =>
    new StorageHttpError(409, 'ResourceAlreadyExists', 'Duplicate', `The object ${key} already exists. Upload with upsert: true to replace it.`),
  conflict: (message: string) => new StorageHttpError(409, 'InvalidKey', 'Conflict', message),
  tooLarge: (maxBytes: number) =>
    new StorageHttpError(413, 'EntityTooLarge', 'Payload too large', `The object exceeded the maximum allowed size of ${maxBytes} bytes.`),
  invalidMimeType: (message: string) => new StorageHttpError(415, 'InvalidMimeType', 'invalid_mime_type', message),
  /** As Supabase Storage answers for a feature that is turned off: a 400, not a server fault. */
  notSupported: (feature: string) =>
    new StorageHttpError(400, 'FeatureNotEnabled', 'Feature not enabled', `${feature} is not supported by this storage server.`),
  invalidSignature: () =>
    new StorageHttpError(400, 'InvalidSignature', 'Invalid signature', 'The signed URL is not valid or has expired.'),
};

const CODE_BY_STATUS: Record<number, [code: string, error: string]> = {
  400: ['InvalidRequest', 'Bad Request'],
  401: ['InvalidJWT', 'Unauthorized'],
  403: ['AccessDenied', 'Forbidden'],
  404: ['NoSuchKey', 'not_found'],
  409: ['ResourceAlreadyExists', 'Duplicate'],
  413: ['EntityTooLarge', 'Payload too large'],
  415: ['InvalidRequest', 'Unsupported Media Type'],
};

function byStatus(status: ContentfulStatusCode, message: string) {
  const [code, error] = CODE_BY_STATUS[status] ?? ['InternalError', 'Internal Server Error'];
  return storageErrorBody(status, code, error, message);
}

export function validationMessage(error: ZodError): string {
  const issues = error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
  return `The request is not valid: ${issues.join('; ')}.`;
}

/** Error handler of the /storage/v1 router: every error leaves in the Storage shape, never with internals. */
export function handleStorageError(error: Error, c: Context<AppEnv>) {
  if (error instanceof StorageHttpError) {
    // A refused upload's unread rest goes with the connection: say so to keep-alive clients.
    const headers = error.status === 413 ? { Connection: 'close' } : undefined;
    return c.json(storageErrorBody(error.status, error.code, error.error, error.message), error.status, headers);
  }
  if (error instanceof ApiError) return c.json(byStatus(error.status, error.message), error.status);
  if (error instanceof ZodError) return c.json(byStatus(400, validationMessage(error)), 400);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const message = status === 415 ? 'Send the request body as JSON (Content-Type: application/json).' : error.message || 'Request failed.';
    return c.json(byStatus(status, message), status);
  }
  if (error instanceof SyntaxError) return c.json(byStatus(400, 'The request body is not valid JSON.'), 400);
  c.var.logger?.error({ err: error }, 'unhandled storage error');
  return c.json(storageErrorBody(500, 'InternalError', 'Internal Server Error', 'Something went wrong on our side.'), 500);
}
