// Schemas and constants of @bullion/api-client that are safe on the server too (no browser code):
// the API imports these to validate requests and responses with the same definitions as the client.
export { passwordSchema, PASSWORD_MIN_LENGTH, PASSWORD_RULE_TEXT } from './auth/password';
export {
  spotHistoryRangeSchema,
  spotHistorySchema,
  spotPricesSchema,
  type SpotHistoryRange,
  type SpotHistoryResponse,
  type SpotPricesResponse,
} from './spots/schemas';
export {
  avatarUrlInputSchema,
  boundedJsonObjectSchema,
  isoDateTimeSchema,
  jsonDepth,
  jsonObjectSchema,
} from './common/schemas';
export {
  emailVerifiedQuerySchema,
  emailVerifiedSchema,
  profileSchema,
  updateAccountBodySchema,
  type EmailVerified,
  type Profile,
  type UpdateAccountBody,
} from './account/schemas';
export {
  createdGroupSchema,
  createGroupBodySchema,
  GROUP_NAME_MAX_LENGTH,
  GROUP_TYPES,
  groupListSchema,
  groupSchema,
  groupSettingsSchema,
  planPermissionsSchema,
  planSchema,
  PRODUCT_TITLE_FORMAT_MAX_LENGTH,
  subscriptionSchema,
  updateGroupBodySchema,
  type CreateGroupBody,
  type Group,
  type Plan,
  type Subscription,
  type UpdateGroupBody,
} from './groups/schemas';
export {
  groupMemberListSchema,
  groupMemberRoleListSchema,
  groupMemberRoleSchema,
  groupMemberSchema,
  MAX_MEMBERS_PER_CHANGE,
  memberRoleSchema,
  memberUserSchema,
  removedMembersSchema,
  removeMembersBodySchema,
  ROLE_VALUES,
  updateMembersBodySchema,
  type GroupMember,
  type GroupMemberRole,
  type MemberRole,
  type MemberUser,
  type RemovedMembers,
  type RemoveMembersBody,
  type UpdateMembersBody,
} from './members/schemas';
export {
  accessTokenGroupSchema,
  accessTokenPayloadSchema,
  accessTokenRequestSchema,
  accessTokenSchema,
  type AccessToken,
  type AccessTokenPayload,
  type AccessTokenRequest,
} from './access-token/schemas';
export {
  acceptedInviteSchema,
  createInviteBodySchema,
  INVITE_CODE_PATTERN,
  INVITE_DEFAULT_EXPIRES_IN_DAYS,
  INVITE_MAX_EXPIRES_IN_DAYS,
  INVITE_MAX_USES,
  INVITE_STATUSES,
  inviteCodeSchema,
  inviteListSchema,
  invitePreviewSchema,
  inviteSchema,
  type AcceptedInvite,
  type CreateInviteBody,
  type Invite,
  type InvitePreview,
} from './invites/schemas';
export {
  datasetsSchema,
  simpleRecordSchema,
  countrySchema,
  metalSchema,
  weightUnitSchema,
  type Datasets,
  type SimpleRecord,
  type Country,
  type Metal,
  type WeightUnit,
} from './datasets/schemas';
export {
  startTrialBodySchema,
  TRIAL_DAYS,
  TRIAL_PLANS,
  trialSubscriptionSchema,
  type StartTrialBody,
  type TrialPlan,
  type TrialSubscription,
} from './subscriptions/schemas';
export * from './products/schemas';
