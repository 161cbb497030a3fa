import { z } from 'zod';
import { imageUrlRule, imageUrlSchema } from '../common/image-url';
import { avatarUrlInputSchema, hasSomeField, isoDateTimeSchema, storableText, unknownFieldsError } from '../common/schemas';
import { businessIdentityInputSchema, businessIdentitySchema } from './business-identity';

export const GROUP_TYPES = ['team', 'space', 'personal'] as const;
export const GROUP_NAME_MAX_LENGTH = 80;
export const PRODUCT_TITLE_FORMAT_MAX_LENGTH = 200;

export const planPermissionsSchema = z.object({
  enableDomain: z.boolean().optional(),
  enableSubdomain: z.boolean().optional(),
  enableBranding: z.boolean().optional(),
});

export const planSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    alias: z.string(),
    stripeProductId: z.string().nullish(),
    permissions: planPermissionsSchema.optional(),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof planSchema>;

export const subscriptionSchema = z
  .object({
    id: z.uuid(),
    groupId: z.uuid().nullish(),
    userId: z.uuid(),
    subscriptionPlanId: z.string(),
    stripeSubscriptionId: z.string().nullish(),
    status: z.string(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
    plan: planSchema.optional(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

/** A brand accent colour: `#rrggbb`. */
export const ACCENT_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** Branding (accentColor, logoUrl) is shown in the shell header when the plan has enableBranding. */
export const groupSettingsSchema = z.object({
  productTitleFormat: z.string().optional(),
  accentColor: z.string().optional(),
  logoUrl: z.string().optional(),
});
export type GroupSettings = z.infer<typeof groupSettingsSchema>;
export const BRANDING_SETTINGS = ['accentColor', 'logoUrl'] as const;

export const groupSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(GROUP_TYPES).default('personal'),
    private: z.boolean().nullish(),
    name: z.string(),
    subdomain: z.string().nullish(),
    avatarUrl: z.string().nullish(),
    settings: groupSettingsSchema,
    /** Members must sign in with two-factor (aal2) to act in the group. Absent from older APIs: false. */
    requireMfa: z.boolean().default(false),
    /** What the group's receipts, invoices and Form 8300 worksheets say of the business (absent from older APIs). */
    business: businessIdentitySchema.optional(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
    subscription: subscriptionSchema.optional(),
  })
  .meta({ id: 'Group' });
export type Group = z.infer<typeof groupSchema>;

export const groupListSchema = z.array(groupSchema);

const groupNameSchema = z
  .string('name must be a string.')
  .trim()
  .min(1, 'name must not be empty.')
  .max(GROUP_NAME_MAX_LENGTH, `name must be at most ${GROUP_NAME_MAX_LENGTH} characters.`)
  .refine(...storableText('name'));

/** POST /api/groups: a new team with the caller as admin on the free plan. */
export const createGroupBodySchema = z
  .strictObject({ name: groupNameSchema }, { error: unknownFieldsError('A new group takes only a name.') })
  .meta({ id: 'CreateGroup' });
export type CreateGroupBody = z.input<typeof createGroupBodySchema>;

export const createdGroupSchema = z.object({ id: z.uuid() }).meta({ id: 'CreatedGroup' });

/** PATCH /api/groups/{groupId}. `settings` keys are merged into the stored settings. */
export const updateGroupBodySchema = z
  .strictObject(
    {
      name: groupNameSchema.optional(),
      avatarUrl: avatarUrlInputSchema.optional(),
      settings: z
        .strictObject(
          {
            productTitleFormat: z
              .string('settings.productTitleFormat must be a string.')
              .trim()
              .max(PRODUCT_TITLE_FORMAT_MAX_LENGTH, `settings.productTitleFormat must be at most ${PRODUCT_TITLE_FORMAT_MAX_LENGTH} characters.`)
              .refine(...storableText('settings.productTitleFormat'))
              .optional(),
            /** '' removes it. Needs a plan with enableBranding. */
            accentColor: z
              .string('settings.accentColor must be a string.')
              .refine((value) => value === '' || ACCENT_COLOR_PATTERN.test(value), 'settings.accentColor must be a colour like #b8860b.')
              .optional(),
            /** '' removes it. Needs a plan with enableBranding. */
            logoUrl: z.union([z.literal(''), imageUrlSchema('settings.logoUrl')], imageUrlRule('settings.logoUrl')).optional(),
          },
          { error: unknownFieldsError('Group settings accept productTitleFormat, accentColor and logoUrl.') },
        )
        .optional(),
      /** Turning it on needs the admin's own session to be aal2; personal groups cannot require it. */
      requireMfa: z.boolean('requireMfa must be true or false.').optional(),
      /** The business identity's fields to change ('' or null clears one); any plan. */
      business: businessIdentityInputSchema.optional(),
    },
    { error: unknownFieldsError('A group update accepts name, avatarUrl, settings, requireMfa and business.') },
  )
  .refine(hasSomeField, 'Nothing to update: send at least one of name, avatarUrl, settings, requireMfa, business.')
  .meta({ id: 'UpdateGroup' });
export type UpdateGroupBody = z.input<typeof updateGroupBodySchema>;

/** DELETE /api/groups/{groupId}: the team's exact current name, typed by the admin to confirm. */
export const deleteGroupBodySchema = z
  .strictObject({ name: z.string('name must be the name of the team.').max(GROUP_NAME_MAX_LENGTH * 4, 'name is too long.') }, { error: unknownFieldsError('Send only the name of the team to confirm.') })
  .meta({ id: 'DeleteGroup' });
export type DeleteGroupBody = z.input<typeof deleteGroupBodySchema>;

export const deletedGroupSchema = z.object({ id: z.uuid() }).meta({ id: 'DeletedGroup' });
export type DeletedGroup = z.infer<typeof deletedGroupSchema>;

/**
 * A group that requires two-factor sign-in answers 403 with this code to a session that is not aal2
 * (POST /api/auth/token and every call with the group's app token). `enrolled` tells the UI whether to
 * ask for a code (the user has a verified factor) or to offer enrolment.
 */
export const MFA_REQUIRED_ERROR_CODE = 'mfa_required';
export const mfaRequiredDetailsSchema = z.object({ enrolled: z.boolean() });
export type MfaRequiredDetails = z.infer<typeof mfaRequiredDetailsSchema>;
