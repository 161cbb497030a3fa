import type { GroupRole } from '../common/permissions';
import { z } from 'zod';
import { profileSchema } from '../account/schemas';
import { groupPermissionMapSchema, integerIdSchema, isoDateTimeSchema, jsonObjectSchema, unknownFieldsError } from '../common/schemas';
import { groupSchema } from '../groups/schemas';

export const ROLE_VALUES = ['admin', 'member', 'viewer'] as const satisfies readonly GroupRole[];
export const MAX_MEMBERS_PER_CHANGE = 100;

export const groupMemberRoleSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    value: z.string(),
    permissions: groupPermissionMapSchema,
    settings: jsonObjectSchema,
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'GroupMemberRole' });
export type GroupMemberRole = z.infer<typeof groupMemberRoleSchema>;

export const groupMemberRoleListSchema = z.array(groupMemberRoleSchema);

/** The role as embedded in a member. */
export const memberRoleSchema = groupMemberRoleSchema.pick({ id: true, name: true, value: true, permissions: true }).meta({ id: 'MemberRole' });
export type MemberRole = z.infer<typeof memberRoleSchema>;

/** Another member's profile: the public part only (their metadata and settings stay private). */
export const memberUserSchema = profileSchema
  .pick({ id: true, name: true, displayName: true, email: true, avatarUrl: true })
  .meta({ id: 'MemberUser' });
export type MemberUser = z.infer<typeof memberUserSchema>;

export const groupMemberSchema = z
  .object({
    id: z.number().int(),
    groupId: z.uuid(),
    userId: z.uuid(),
    roleId: z.number().int(),
    settings: jsonObjectSchema,
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
    user: memberUserSchema.optional(),
    role: memberRoleSchema.optional(),
    group: groupSchema.optional(),
  })
  .meta({ id: 'GroupMember' });
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const groupMemberListSchema = z.array(groupMemberSchema);

const memberIdsSchema = z
  .array(integerIdSchema('memberIds[]'), 'memberIds must be an array of member ids.')
  .min(1, 'memberIds must name at least one member.')
  .max(MAX_MEMBERS_PER_CHANGE, `memberIds may name at most ${MAX_MEMBERS_PER_CHANGE} members at once.`);

/** PATCH /api/groups/{groupId}/members: give these members this role. */
export const updateMembersBodySchema = z
  .strictObject({ memberIds: memberIdsSchema, roleId: integerIdSchema('roleId') }, { error: unknownFieldsError('Send memberIds and roleId.') })
  .meta({ id: 'UpdateMembers' });
export type UpdateMembersBody = z.input<typeof updateMembersBodySchema>;

/** DELETE /api/groups/{groupId}/members: remove these members (your own id = leave the group). */
export const removeMembersBodySchema = z
  .strictObject({ memberIds: memberIdsSchema }, { error: unknownFieldsError('Send memberIds only.') })
  .meta({ id: 'RemoveMembers' });
export type RemoveMembersBody = z.input<typeof removeMembersBodySchema>;

export const removedMembersSchema = z.object({ memberIds: z.array(z.number().int()) }).meta({ id: 'RemovedMembers' });
export type RemovedMembers = z.infer<typeof removedMembersSchema>;
