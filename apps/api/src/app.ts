// The HTTP application: request id, logging, security headers, CORS and body limits around the
// resources of resources.ts (product API under /api, Supabase-compatible auth under /auth/v1 and
// storage under /storage/v1, health, OpenAPI document and docs page), and the local-only routes.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps } from './http/context';
import { errorBody, handleError } from './http/errors';
import { idempotentWrites } from './http/idempotency';
import { jsonLength } from './http/json-length';
import { createRouter } from './http/router';
import { registerDevMailbox } from './mail/dev-mailbox';
import { RESOURCES } from './resources';
import { registerDemoAccountRoute } from './seed/demo-route';

export function createApp(deps: AppDeps) {
  const app = createRouter();

  app.use('*', requestId());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    const logger = deps.logger.child({ requestId: c.var.requestId });
    c.set('logger', logger);
    const started = performance.now();
    await next();
    logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
  app.use('*', secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
  // JSON, CSV and SVG answers go out gzip (or deflate) when the client accepts it: repetitive JSON
  // such as a day of spot history shrinks to a fraction. Images and event streams are left as they are;
  // answers under 1 KB too (jsonLength gives JSON answers their length). A strong ETag becomes weak
  // (storage's If-None-Match accepts both).
  app.use('*', compress());
  app.use('*', jsonLength);
  app.use(
    '*',
    cors({
      origin: (origin) => (deps.config.corsOrigins.includes(origin) ? origin : null),
      allowHeaders: ['authorization', 'apikey', 'content-type', 'token', 'idempotency-key', 'x-client-info', 'x-upsert', 'x-supabase-api-version', 'cache-control'],
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['x-request-id', 'idempotent-replayed', 'x-supabase-api-version', 'etag', 'content-disposition', 'content-length'],
      credentials: true,
      maxAge: 600,
    }),
  );

  // JSON bodies of the product and auth APIs are small; storage uploads have their own limit.
  const jsonLimit = (maxSize: number): MiddlewareHandler => {
    const limit = bodyLimit({
      maxSize,
      // The unread rest of the body is dropped with the connection: say so, or a keep-alive client
      // would send its next request on a socket that is about to close.
      onError: (c) =>
        c.json(errorBody('payload_too_large', `The request body is larger than ${maxSize / 1024} KB.`), 413, { Connection: 'close' }),
    });
    // GET and HEAD carry no body; asking a request for its body builds a whole Fetch Request.
    return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
  };
  const apiLimit = jsonLimit(64 * 1024);
  // A few paths take more (a product import carries up to 10 000 rows); their resource says how much.
  const largerLimits = new Map(
    RESOURCES.flatMap((resource) => Object.entries(resource.bodyLimits ?? {})).map(([path, maxSize]) => [path, jsonLimit(maxSize)] as const),
  );
  app.use('/api/*', (c, next) => (largerLimits.get(c.req.path) ?? apiLimit)(c, next));
  app.use('/auth/v1/*', jsonLimit(16 * 1024));
  app.use('/api/*', idempotentWrites);

  for (const resource of RESOURCES) resource.register(app);
  if (deps.mailer.local) registerDevMailbox(app);
  if (deps.config.SEED_DEMO && deps.config.NODE_ENV !== 'production') registerDemoAccountRoute(app);

  app.notFound((c) => c.json(errorBody('not_found', `No route for ${c.req.method} ${c.req.path}.`), 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
