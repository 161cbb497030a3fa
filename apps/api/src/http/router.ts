import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './context';
import { errorBody, validationDetails } from './errors';

/** A router whose request validation failures answer 400 in the API's error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json(errorBody('validation_failed', 'The request is not valid.', validationDetails(result.error)), 400);
      }
    },
  });
}

export type Router = ReturnType<typeof createRouter>;
