// Shared pieces of the product API's route definitions: security requirements, JSON request and
// response objects, the error responses each route documents, shared path parameters, and response
// checking.
import { z } from '@hono/zod-openapi';
import { errorBodySchema } from './errors';

/** A session bearer token only. */
export const SESSION = [{ Bearer: [] }];
/** A session bearer token plus the app access token (`token` header) of the group acted in. */
export const SESSION_AND_APP_TOKEN = [{ Bearer: [], AppToken: [] }];

const ERROR_DESCRIPTIONS = {
  400: 'The request is not valid (body, query or path parameter); nothing was changed',
  401: 'No valid session, or the app access token is missing, invalid or expired',
  403: 'Signed in, but not allowed: not a member, the token is for another group, or the role lacks the permission',
  404: 'Not found (or not visible to you)',
  409: 'The change would break a rule of the group (e.g. leave it without an admin)',
  410: 'The invite can no longer be used (expired, revoked or used up)',
  415: 'The body is not JSON',
  502: 'A service the API relies on (e.g. e-mail) failed; what was saved is said in the message',
} as const;

type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;
type ErrorResponse = { content: { 'application/json': { schema: typeof errorBodySchema } }; description: string };

/** The documented error responses of a route, all in the API's error shape. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): { [K in S]: ErrorResponse } {
  const responses = {} as { [K in S]: ErrorResponse };
  for (const status of statuses) {
    responses[status] = { content: { 'application/json': { schema: errorBodySchema } }, description: ERROR_DESCRIPTIONS[status] };
  }
  return responses;
}

/** The `{groupId}` path parameter of the routes under /api/groups/{groupId}. */
export const groupIdParamsSchema = z.object({
  groupId: z.uuid('groupId must be a group id (UUID).').openapi({ param: { name: 'groupId', in: 'path' }, example: '4f9c2c1e-8d7a-4b52-9a55-0a4c3a1b2d3e' }),
});

/** A JSON response object for createRoute. */
export function jsonResponse<S extends z.ZodType>(schema: S, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

/**
 * A required JSON request body. `required` matters: without it @hono/zod-openapi skips validation
 * for requests without a JSON content type and hands the handler an unvalidated `{}`.
 */
export function jsonBody<S extends z.ZodType>(schema: S, description?: string) {
  return { required: true, description, content: { 'application/json': { schema } } };
}

export class ResponseShapeError extends Error {
  override name = 'ResponseShapeError';
}

/**
 * Checks a response against its shared schema (from @bullion/contract) and drops any field the
 * schema does not name, so a row column can never leak by accident. A mismatch is our bug, not the
 * caller's: it surfaces as a logged 500, never as a 400.
 */
export function output<S extends z.ZodType>(schema: S, value: z.input<S>): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
    throw new ResponseShapeError(`Response does not match its schema: ${problems}`);
  }
  return result.data;
}
