// The auth API is its own router mounted at /auth/v1 so that its errors, request validation failures
// included, leave in GoTrue's shape (which supabase-js parses) rather than the product API's
// `{ error: { ... } }`.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/context';
import { validationFailedResponse } from './supabase-errors';

export const AUTH_BASE_PATH = '/auth/v1';

export function createAuthRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationFailedResponse(c, result.error);
    },
  });
}

export type AuthRouter = ReturnType<typeof createAuthRouter>;
