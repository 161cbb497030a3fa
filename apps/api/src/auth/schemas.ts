// Request and response schemas shared by the auth routes (GoTrue's JSON shapes).
import { z } from '@hono/zod-openapi';

const MAX_METADATA_BYTES = 4096;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Unable to validate email address: address is too long')
  .pipe(z.email({ error: 'Unable to validate email address: invalid format' }))
  .openapi({ type: 'string', format: 'email', example: 'ada@example.com' });

/** user_metadata: a small JSON object; `full_name` is the display name. */
export const userMetadataSchema = z
  .record(z.string().max(64), z.unknown())
  .refine((data) => data.full_name === undefined || data.full_name === null || (typeof data.full_name === 'string' && data.full_name.length <= 200), {
    error: 'full_name must be text of at most 200 characters',
  })
  .refine((data) => JSON.stringify(data).length <= MAX_METADATA_BYTES, { error: `data must be at most ${MAX_METADATA_BYTES} bytes of JSON` });

export const redirectQuerySchema = z.object({
  redirect_to: z.string().max(2048).optional().openapi({ description: 'Where to send the browser afterwards; only allowed origins, else SITE_URL.' }),
});

/** PKCE fields supabase-js always sends (null unless flowType is 'pkce'). */
export const pkceFields = {
  code_challenge: z.string().max(256).nullish(),
  code_challenge_method: z.string().max(16).nullish(),
};

const identitySchema = z
  .object({
    identity_id: z.string().openapi({ description: 'The identity (what unlinkIdentity deletes)' }),
    id: z.string().openapi({ description: "The provider's subject (for e-mail, the user id)" }),
    user_id: z.string(),
    identity_data: z.record(z.string(), z.unknown()),
    provider: z.string(),
    last_sign_in_at: z.string().optional(),
    created_at: z.string(),
    updated_at: z.string(),
    email: z.string().optional(),
  })
  .openapi('AuthIdentity');

export const factorSchema = z
  .object({
    id: z.string(),
    friendly_name: z.string().optional(),
    factor_type: z.literal('totp'),
    status: z.enum(['unverified', 'verified']),
    created_at: z.string(),
    updated_at: z.string(),
    last_challenged_at: z.string().nullable(),
  })
  .openapi('AuthFactor');

export const userSchema = z
  .object({
    id: z.string(),
    aud: z.string(),
    role: z.string(),
    email: z.string(),
    email_confirmed_at: z.string().optional(),
    confirmed_at: z.string().optional(),
    confirmation_sent_at: z.string().optional(),
    phone: z.string(),
    last_sign_in_at: z.string().optional(),
    invited_at: z.string().optional(),
    banned_until: z.string().optional(),
    app_metadata: z.record(z.string(), z.unknown()),
    user_metadata: z.record(z.string(), z.unknown()),
    new_email: z.string().optional().openapi({ description: 'The address an e-mail change waits to confirm' }),
    email_change_sent_at: z.string().optional(),
    identities: z.array(identitySchema),
    created_at: z.string(),
    updated_at: z.string(),
    is_anonymous: z.boolean(),
    factors: z.array(factorSchema).optional().openapi({ description: 'MFA factors; left out when the user has none.' }),
  })
  .openapi('AuthUser');

export const sessionSchema = z
  .object({
    access_token: z.string(),
    token_type: z.string(),
    expires_in: z.number(),
    expires_at: z.number(),
    refresh_token: z.string(),
    user: userSchema,
  })
  .openapi('AuthSession');

export const authErrorSchema = z
  .object({
    code: z.union([z.string(), z.number()]).openapi({ description: 'Error code (API version 2024-01-01) or HTTP status (legacy).' }),
    message: z.string().optional(),
    error_code: z.string().optional(),
    msg: z.string().optional(),
    weak_password: z.object({ reasons: z.array(z.string()) }).optional(),
  })
  .openapi('AuthError');

export const emptySchema = z.object({}).openapi('AuthEmpty');

export const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

/** Documented error responses of a route. */
export function authErrors(...statuses: (400 | 401 | 403 | 404 | 409 | 422 | 429)[]) {
  return Object.fromEntries(statuses.map((status) => [status, { content: json(authErrorSchema), description: 'Error (GoTrue shape)' }]));
}
