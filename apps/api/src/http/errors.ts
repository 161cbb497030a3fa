// Every error leaves the API as `{ error: { code, message, details? } }` with a 4xx/5xx status;
// never a stack trace.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from '@hono/zod-openapi';
import { ZodError } from 'zod';

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'validation_failed' }),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  .openapi('Error');

export type ErrorBody = z.infer<typeof errorBodySchema>;

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new ApiError(400, 'bad_request', message, details);
export const unauthorized = (message = 'Sign in first.') => new ApiError(401, 'unauthorized', message);
/** GoTrue's code for a session signed out or revoked (another device, a new password, an admin). */
export const sessionEnded = () => new ApiError(401, 'session_not_found', 'Your session has ended. Sign in again.');
export const forbidden = (message = 'You may not do this.') => new ApiError(403, 'forbidden', message);
export const notFound = (what = 'Resource') => new ApiError(404, 'not_found', `${what} not found.`);
export const conflict = (message: string) => new ApiError(409, 'conflict', message);
export const gone = (code: string, message: string) => new ApiError(410, code, message);

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

export function validationDetails(error: ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** Hono error handler: known errors keep their status; anything else is a logged 500 without internals. */
export function handleError(error: Error, c: Context) {
  if (error instanceof ApiError) return c.json(errorBody(error.code, error.message, error.details), error.status);
  if (error instanceof ZodError) {
    return c.json(errorBody('validation_failed', 'The request is not valid.', validationDetails(error)), 400);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json(errorBody(status === 413 ? 'payload_too_large' : 'http_error', error.message || 'Request failed.'), status);
  }
  if (error instanceof SyntaxError) return c.json(errorBody('invalid_json', 'The request body is not valid JSON.'), 400);
  c.var.logger?.error({ err: error }, 'unhandled error');
  return c.json(errorBody('internal_error', 'Something went wrong on our side.'), 500);
}
