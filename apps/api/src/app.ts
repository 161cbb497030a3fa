// The HTTP application: product API under /api, Supabase-compatible auth under /auth/v1 and storage
// under /storage/v1, health, OpenAPI document and docs page, and the local mailbox.
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { registerAuthRoutes } from './auth/routes';
import type { AppDeps } from './http/context';
import { errorBody, handleError } from './http/errors';
import { createRouter } from './http/router';
import { registerDevMailbox } from './mail/dev-mailbox';
import { registerDocsPage } from './docs/docs-page';
import { registerHealthRoute } from './health/routes';
import { registerProductApi } from './routes/index';
import { registerDatasetRoutes } from './datasets/routes';
import { PRODUCT_IMPORT_BODY_LIMIT, PRODUCT_IMPORT_PATH } from './products/routes';
import { registerDemoAccountRoute } from './seed/demo-route';
import { registerSpotRoutes } from './spots/routes';
import { registerStorageRoutes } from './storage/routes';
import { registerSubscriptionRoutes } from './subscriptions/routes';

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
  app.use(
    '*',
    cors({
      origin: (origin) => (deps.config.corsOrigins.includes(origin) ? origin : null),
      allowHeaders: ['authorization', 'apikey', 'content-type', 'token', 'x-client-info', 'x-upsert', 'x-supabase-api-version', 'cache-control'],
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['x-request-id', 'x-supabase-api-version', 'etag', 'content-disposition', 'content-length'],
      credentials: true,
      maxAge: 600,
    }),
  );

  // JSON bodies of the product and auth APIs are small; storage uploads have their own limit.
  const jsonLimit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => c.json(errorBody('payload_too_large', `The request body is larger than ${maxSize / 1024} KB.`), 413),
    });
  const apiLimit = jsonLimit(64 * 1024);
  // A product import carries up to 10 000 rows, so it alone gets a larger limit.
  const importLimit = jsonLimit(PRODUCT_IMPORT_BODY_LIMIT);
  app.use('/api/*', (c, next) => (c.req.path === PRODUCT_IMPORT_PATH ? importLimit(c, next) : apiLimit(c, next)));
  app.use('/auth/v1/*', jsonLimit(16 * 1024));

  registerHealthRoute(app);
  registerAuthRoutes(app);
  registerStorageRoutes(app);
  registerProductApi(app);
  registerSpotRoutes(app);
  registerSubscriptionRoutes(app);
  registerDatasetRoutes(app);
  if (deps.mailer.local) registerDevMailbox(app);
  if (deps.config.SEED_DEMO && deps.config.NODE_ENV !== 'production') registerDemoAccountRoute(app);

  app.openAPIRegistry.registerComponent('securitySchemes', 'Bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token of a Supabase-compatible auth session.',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'AppToken', {
    type: 'apiKey',
    in: 'header',
    name: 'token',
    description: 'The app access token from POST /api/auth/token, selecting the group a call acts in.',
  });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Bullion Desk API',
      version: deps.config.version,
      description: [
        'Product API of Bullion Desk. Calls are authenticated by the bearer access token of an auth session and,',
        'where they act inside a group, by the app access token in the `token` header.',
        '',
        'Roles: **admin** may do everything in a group (update it, manage members and invites, billing, write data);',
        '**member** reads the group and writes catalog, inventory and order data but cannot manage the group,',
        'members, invites or billing; **viewer** reads only. Errors are `{ error: { code, message, details? } }`.',
      ].join('\n'),
    },
  });
  registerDocsPage(app);

  app.notFound((c) => c.json(errorBody('not_found', `No route for ${c.req.method} ${c.req.path}.`), 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
