// The error handler of the /storage/v1 router. It stands apart from errors.ts because the blob
// stores import errors.ts, and they must not reach the request context it needs.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { StorageHttpError, storageErrorBody, validationMessage } from './errors';

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
