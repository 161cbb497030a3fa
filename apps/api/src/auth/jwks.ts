// GET /.well-known/jwks.json: the public keys access tokens are verified with, in GoTrue's shape.
// supabase-js getClaims() reads it to verify a session locally instead of asking GET /user; any
// other verifier may too, so it is open like GoTrue's (no apikey, see api-key.ts).
import { createRoute, z } from '@hono/zod-openapi';
import type { AuthRouter } from './auth-router';
import { json } from './schemas';

/** GoTrue's cache time: verifiers fetch again at once when a token names a kid they do not know. */
const JWKS_MAX_AGE_SECONDS = 600;

const publicJwkSchema = z
  .object({
    kty: z.string().openapi({ example: 'EC' }),
    kid: z.string(),
    alg: z.enum(['ES256', 'RS256']),
    use: z.literal('sig'),
    key_ops: z.array(z.literal('verify')),
    crv: z.string().optional().openapi({ description: 'EC keys' }),
    x: z.string().optional().openapi({ description: 'EC keys' }),
    y: z.string().optional().openapi({ description: 'EC keys' }),
    n: z.string().optional().openapi({ description: 'RSA keys' }),
    e: z.string().optional().openapi({ description: 'RSA keys' }),
  })
  .openapi('PublicJwk');

const jwksSchema = z.object({ keys: z.array(publicJwkSchema) }).openapi('Jwks');

const route = createRoute({
  method: 'get',
  path: '/.well-known/jwks.json',
  tags: ['auth'],
  summary: 'Public keys of access tokens (JWKS)',
  description:
    'The signing key and the retired keys whose tokens may still be valid. Empty when tokens are signed with HS256 (JWT_SECRET) only. No apikey needed.',
  responses: { 200: { content: json(jwksSchema), description: 'JSON Web Key Set' } },
});

export function registerJwks(auth: AuthRouter) {
  auth.openapi(route, (c) => {
    c.header('cache-control', `public, max-age=${JWKS_MAX_AGE_SECONDS}`);
    return c.json(c.var.deps.config.signingKeys.jwks, 200);
  });
}
