import { z } from 'zod';
import { groupPermissionMapSchema, unknownFieldsError } from '../common/schemas';

/** POST /api/auth/token: an app access token for one of the caller's groups. */
export const accessTokenRequestSchema = z
  .strictObject({ groupId: z.uuid('groupId must be a group id (UUID).') }, { error: unknownFieldsError('Send groupId only.') })
  .meta({ id: 'AccessTokenRequest' });
export type AccessTokenRequest = z.input<typeof accessTokenRequestSchema>;

export const accessTokenGroupSchema = z.object({
  id: z.uuid(),
  role: z.string(),
  permissions: groupPermissionMapSchema,
  plan: z.string(),
});

/** The claims of the app access token (HS256 JWT, audience `bullion-app`). */
export const accessTokenPayloadSchema = z.object({
  aud: z.string(),
  sub: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
  role: z.string().optional(),
  plan: z.string().optional(),
  /** User-level permissions (any keys). */
  permissions: z.record(z.string(), z.boolean()).optional(),
  group: accessTokenGroupSchema.optional(),
});
export type AccessTokenPayload = z.infer<typeof accessTokenPayloadSchema>;

/** The response: the claims plus the signed token to send in the `token` header. */
export const accessTokenSchema = accessTokenPayloadSchema.extend({ token: z.string() }).meta({ id: 'AccessToken' });
export type AccessToken = z.infer<typeof accessTokenSchema>;
