// Request and response schemas of the admin API (GoTrue's shapes, as supabase-js's auth.admin sends
// and reads them).
import { z } from '@hono/zod-openapi';
import { MAX_PASSWORD_LENGTH } from '../config';
import { banDurationSchema } from './bans';
import { emailSchema, userMetadataSchema, userSchema } from './schemas';

const MAX_APP_METADATA_BYTES = 4096;

/** app_metadata: what the server, not the user, says about them (admins may set any small JSON object). */
export const appMetadataSchema = z
  .record(z.string().max(64), z.unknown())
  .refine((data) => JSON.stringify(data).length <= MAX_APP_METADATA_BYTES, { error: `app_metadata must be at most ${MAX_APP_METADATA_BYTES} bytes of JSON` });

const uuidParam = (name: string) =>
  z.uuid(`${name} must be a UUID`).openapi({ param: { name, in: 'path' }, example: '0b6c8a52-3f1e-4a5e-9d3c-6f2b7e1c9a40' });

export const userIdParamsSchema = z.object({ userId: uuidParam('userId') });
export const factorParamsSchema = z.object({ userId: uuidParam('userId'), factorId: uuidParam('factorId') });

/** `page`/`per_page` as supabase-js sends them: numbers, or empty when not chosen. */
const pageNumber = (max: number) =>
  z
    .string()
    .regex(/^\d*$/, 'must be a whole number')
    .optional()
    .transform((value) => (value ? Number(value) : undefined))
    .pipe(z.number().int().min(1).max(max).optional());

export const listUsersQuerySchema = z.object({
  page: pageNumber(1_000_000).openapi({ type: 'integer', description: 'From 1 (default 1)' }),
  per_page: pageNumber(1000).openapi({ type: 'integer', description: 'Users per page, at most 1000 (default 50)' }),
});

export const listUsersResponseSchema = z.object({ users: z.array(userSchema), aud: z.string() }).openapi('AdminUserList');

// Fields GoTrue takes that this server cannot honour are refused rather than silently dropped.
const unsupportedFields = {
  phone: z.string().max(32).optional(),
  phone_confirm: z.boolean().optional(),
  password_hash: z.string().max(1024).optional(),
  id: z.string().max(64).optional(),
  role: z.string().max(64).optional(),
};

function refuseUnsupported(body: { phone?: string; password_hash?: string; id?: string; role?: string }, ctx: z.RefinementCtx) {
  const refuse = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (body.phone) refuse('phone', 'Phone numbers are not supported');
  if (body.password_hash) refuse('password_hash', 'Importing password hashes is not supported: give a password');
  if (body.id) refuse('id', 'Choosing the user id is not supported');
  if (body.role && body.role !== 'authenticated') refuse('role', 'Users have the role "authenticated"; other roles are not supported');
}

const adminUserFields = {
  password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
  /** true confirms the address; false leaves it as it is (GoTrue never unconfirms). */
  email_confirm: z.boolean().optional(),
  user_metadata: userMetadataSchema.optional(),
  app_metadata: appMetadataSchema.optional(),
  ban_duration: banDurationSchema.optional(),
  ...unsupportedFields,
};

export const createUserBodySchema = z
  .object({ email: emailSchema, ...adminUserFields })
  .superRefine(refuseUnsupported)
  .openapi('AdminCreateUserRequest');

export const updateUserBodySchema = z
  .object({ email: emailSchema.optional(), ...adminUserFields })
  .superRefine(refuseUnsupported)
  .openapi('AdminUpdateUserRequest');

export const deleteUserBodySchema = z
  .object({ should_soft_delete: z.boolean().default(false) })
  .openapi('AdminDeleteUserRequest', { description: 'Soft deletion is not supported (see docs/auth.md).' });

export const GENERATE_LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'] as const;
export type GenerateLinkType = (typeof GENERATE_LINK_TYPES)[number];

export const generateLinkBodySchema = z
  .object({
    type: z.enum(GENERATE_LINK_TYPES),
    email: emailSchema,
    new_email: emailSchema.optional(),
    password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
    data: userMetadataSchema.optional(),
    redirect_to: z.string().max(2048).optional(),
    // supabase-js spreads its options into the body (and also sends redirect_to in the query).
    redirectTo: z.string().max(2048).optional(),
  })
  .openapi('AdminGenerateLinkRequest');

export const generateLinkResponseSchema = userSchema
  .extend({
    action_link: z.string(),
    email_otp: z.string(),
    hashed_token: z.string().openapi({ description: 'For verifyOtp({ token_hash, type })' }),
    verification_type: z.string(),
    redirect_to: z.string(),
  })
  .openapi('AdminGeneratedLink');

export const inviteBodySchema = z.object({ email: emailSchema, data: userMetadataSchema.optional() }).openapi('InviteRequest');
