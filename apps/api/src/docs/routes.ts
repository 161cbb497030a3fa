// The OpenAPI document of the whole API (/api/openapi.json) with its security schemes, and the
// readable reference rendered from it (/api/docs).
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { renderDocsPage } from './docs-page';

function registerDocs(app: Router) {
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
  app.doc31('/api/openapi.json', (c) => ({
    openapi: '3.1.0',
    info: {
      title: 'Bullion Desk API',
      version: c.var.deps.config.version,
      description: [
        'Product API of Bullion Desk. Calls are authenticated by the bearer access token of an auth session and,',
        'where they act inside a group, by the app access token in the `token` header.',
        '',
        'Roles: **admin** may do everything in a group (update it, manage members and invites, billing, write data);',
        '**member** reads the group and writes catalog, inventory and order data but cannot manage the group,',
        'members, invites or billing; **viewer** reads only. Errors are `{ error: { code, message, details? } }`.',
      ].join('\n'),
    },
  }));
  app.get('/api/docs', async (c) => {
    const response = await app.request('/api/openapi.json');
    return c.html(renderDocsPage((await response.json()) as Parameters<typeof renderDocsPage>[0]));
  });
}

export const docsResource: Resource = { register: registerDocs };
