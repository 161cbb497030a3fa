// GET /api/catalog-art/{slug}/{side}.svg: the generated obverse and reverse of a seed catalog product.
// Public (images load without credentials). The SVG is served with a CSP that forbids scripts and
// external loads, so even a title with markup in it could not run anything.
import { createHash } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { errorBody } from '../http/errors';
import { matchesEtag } from '../http/etag';
import { errorResponses } from '../http/openapi';
import type { Router } from '../http/router';
import { productArtInput, renderProductArt } from '../seed/catalog/coin-art';
import { seedProductsBySlug } from './seed-catalog';

const FILE = /^(obverse|reverse)\.svg$/;
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

const artRoute = createRoute({
  method: 'get',
  path: '/api/catalog-art/{slug}/{file}',
  tags: ['products'],
  summary: 'Generated art of a public catalog product (SVG)',
  description: '`file` is `obverse.svg` or `reverse.svg`. No session needed. Cached for a week; ETag and If-None-Match are honoured.',
  request: {
    params: z.object({
      slug: z.string().openapi({ param: { name: 'slug', in: 'path' }, example: 'american-gold-eagle-1-oz' }),
      file: z.string().openapi({ param: { name: 'file', in: 'path' }, example: 'obverse.svg' }),
    }),
  },
  responses: {
    200: { content: { 'image/svg+xml': { schema: z.string() } }, description: 'The SVG image' },
    304: { description: 'Not modified (If-None-Match)' },
    ...errorResponses(404),
  },
});

const rendered = new Map<string, { svg: string; etag: string }>();

function art(slug: string, side: 'obverse' | 'reverse') {
  const key = `${slug}/${side}`;
  const cached = rendered.get(key);
  if (cached) return cached;
  const product = seedProductsBySlug.get(slug);
  if (!product) return null;
  const svg = renderProductArt(productArtInput(product, side));
  const entry = { svg, etag: `"${createHash('sha256').update(svg).digest('hex').slice(0, 32)}"` };
  rendered.set(key, entry);
  return entry;
}

export function registerCatalogArtRoute(app: Router) {
  app.openAPIRegistry.registerPath(artRoute);
  app.get('/api/catalog-art/:slug/:file', (c) => {
    const side = FILE.exec(c.req.param('file'))?.[1] as 'obverse' | 'reverse' | undefined;
    const image = side ? art(c.req.param('slug'), side) : null;
    if (!image) return c.json(errorBody('not_found', 'No catalog art at this address.'), 404);
    c.header('Cache-Control', CACHE_CONTROL);
    c.header('ETag', image.etag);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (matchesEtag(c.req.header('if-none-match'), image.etag)) return c.body(null, 304);
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    return c.body(image.svg, 200);
  });
}
