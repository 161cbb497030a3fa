import { z } from 'zod';
import { integerIdSchema, isoDateTimeSchema, unknownFieldsError } from '../common/schemas';
import { GROUP_TYPES } from '../groups/schemas';
import { groupMemberSchema, memberRoleSchema } from '../members/schemas';

export const INVITE_DEFAULT_EXPIRES_IN_DAYS = 7;
export const INVITE_MAX_EXPIRES_IN_DAYS = 30;
export const INVITE_MAX_USES = 1000;
/** Codes are 32 url-safe characters (24 random bytes); anything outside this shape is not a code. */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export const inviteCodeSchema = z.string().regex(INVITE_CODE_PATTERN, 'This is not an invite code.');

/** POST /api/groups/{groupId}/invites. Without roleId the invitee joins as member; with email only that address can accept. */
export const createInviteBodySchema = z
  .strictObject(
    {
      roleId: integerIdSchema('roleId').optional(),
      email: z.email('email must be an e-mail address.').max(320, 'email must be at most 320 characters.').optional(),
      expiresInDays: z
        .number('expiresInDays must be a number.')
        .int('expiresInDays must be a whole number of days.')
        .min(1, 'expiresInDays must be at least 1.')
        .max(INVITE_MAX_EXPIRES_IN_DAYS, `expiresInDays must be at most ${INVITE_MAX_EXPIRES_IN_DAYS}.`)
        .default(INVITE_DEFAULT_EXPIRES_IN_DAYS),
      maxUses: z
        .number('maxUses must be a number.')
        .int('maxUses must be an integer.')
        .min(1, 'maxUses must be at least 1.')
        .max(INVITE_MAX_USES, `maxUses must be at most ${INVITE_MAX_USES}.`)
        .optional(),
    },
    { error: unknownFieldsError('An invite accepts roleId, email, expiresInDays and maxUses.') },
  )
  .meta({ id: 'CreateInvite' });
export type CreateInviteBody = z.input<typeof createInviteBodySchema>;

export const INVITE_STATUSES = ['active', 'expired', 'revoked', 'used_up'] as const;

export const inviteSchema = z
  .object({
    code: z.string(),
    url: z.url(),
    groupId: z.uuid(),
    roleId: z.number().int(),
    role: memberRoleSchema.optional(),
    email: z.string().nullable(),
    maxUses: z.number().int().nullable(),
    uses: z.number().int(),
    expiresAt: isoDateTimeSchema,
    revokedAt: isoDateTimeSchema.nullable(),
    createdAt: isoDateTimeSchema,
    status: z.enum(INVITE_STATUSES),
  })
  .meta({ id: 'Invite' });
export type Invite = z.infer<typeof inviteSchema>;

export const inviteListSchema = z.array(inviteSchema);

/** GET /api/invites/{code}: what an invitee may see before joining (the invite's own address included); no member data. */
export const invitePreviewSchema = z
  .object({
    group: z.object({ id: z.uuid(), name: z.string(), type: z.enum(GROUP_TYPES), avatarUrl: z.string().nullable() }),
    role: z.object({ name: z.string(), value: z.string() }),
    expiresAt: isoDateTimeSchema,
    valid: z.boolean().describe('False when the invite has been used as often as it allows.'),
    email: z
      .string()
      .nullable()
      .describe('The address the invite is for (only it can accept; sign-up uses it), or null for a link anyone may use.'),
    alreadyMember: z.boolean().describe('True when the caller is signed in and already belongs to the group: nothing left to accept.'),
  })
  .meta({ id: 'InvitePreview' });
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** POST /api/invites/{code}/accept. `joined` is false when the caller already was a member. */
export const acceptedInviteSchema = z
  .object({ groupId: z.uuid(), joined: z.boolean(), member: groupMemberSchema })
  .meta({ id: 'AcceptedInvite' });
export type AcceptedInvite = z.infer<typeof acceptedInviteSchema>;
