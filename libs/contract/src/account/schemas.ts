import { z } from 'zod';
import {
  avatarUrlInputSchema,
  boundedJsonObjectSchema,
  decimalTextSchema,
  hasSomeField,
  isoDateTimeSchema,
  jsonObjectSchema,
  storableText,
  unknownFieldsError,
} from '../common/schemas';

/** The signed-in user's profile (also the `user` of a group member, there without private fields). */
export const profileSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    displayName: z.string(),
    email: z.string(),
    avatarUrl: z.string().nullable(),
    metadata: jsonObjectSchema,
    settings: jsonObjectSchema,
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/** PATCH /api/account. `metadata` and `settings` are merged key by key into the stored objects. */
export const updateAccountBodySchema = z
  .strictObject(
    {
      name: z
        .string('name must be a string.')
        .trim()
        .max(120, 'name must be at most 120 characters.')
        .refine(...storableText('name'))
        .optional(),
      displayName: z
        .string('displayName must be a string.')
        .trim()
        .min(1, 'displayName must not be empty.')
        .max(80, 'displayName must be at most 80 characters.')
        .refine(...storableText('displayName'))
        .optional(),
      avatarUrl: avatarUrlInputSchema.optional(),
      metadata: boundedJsonObjectSchema('metadata').optional(),
      settings: boundedJsonObjectSchema('settings').optional(),
    },
    { error: unknownFieldsError('Only name, displayName, avatarUrl, metadata and settings can be changed here; the e-mail address is changed through the auth API.') },
  )
  .refine(hasSomeField, 'Nothing to update: send at least one of name, displayName, avatarUrl, metadata, settings.')
  .meta({ id: 'UpdateAccount' });
export type UpdateAccountBody = z.input<typeof updateAccountBodySchema>;

/** GET /api/user/verified?email= — only the caller's own address can be asked about. */
export const emailVerifiedQuerySchema = z.object({
  email: z.email('email must be an e-mail address.').max(320, 'email must be at most 320 characters.'),
});

export const emailVerifiedSchema = z
  .object({
    email: z.string(),
    verified: z.boolean().describe('Whether the address has been confirmed.'),
  })
  .meta({ id: 'EmailVerified' });
export type EmailVerified = z.infer<typeof emailVerifiedSchema>;

/** One of the signed-in user's open sessions (a browser or device where they are signed in). */
export const accountSessionSchema = z
  .object({
    id: z.uuid(),
    userAgent: z.string().nullable().describe("The browser's User-Agent at sign-in or its latest refresh."),
    ip: z.string().nullable().describe('The address it was last used from.'),
    createdAt: isoDateTimeSchema.describe('When it signed in.'),
    lastUsedAt: isoDateTimeSchema.describe('Its latest token refresh, else its sign-in.'),
    current: z.boolean().describe('Whether this is the session making the request.'),
    twoStep: z.boolean().describe('Whether the session passed two-step verification (aal2).'),
  })
  .meta({ id: 'AccountSession' });
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionListSchema = z.array(accountSessionSchema);

export const sessionIdParamsSchema = z.object({ sessionId: z.uuid('sessionId must be a UUID.') });

/** DELETE /api/account/sessions?scope=others — every session of the caller but the current one. */
export const revokeSessionsQuerySchema = z.object({
  scope: z.literal('others', 'scope must be "others".'),
});

export const revokedSessionsSchema = z.object({ revoked: z.number().int().nonnegative() }).meta({ id: 'RevokedSessions' });
export type RevokedSessions = z.infer<typeof revokedSessionsSchema>;

/** GET /api/account/export: the caller's data, and everything of the groups they administer. */
export const accountExportSchema = z
  .object({
    exportedAt: isoDateTimeSchema,
    account: profileSchema,
    memberships: z.array(z.object({ groupId: z.uuid(), groupName: z.string(), groupType: z.string(), role: z.string() })),
    groups: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        type: z.string(),
        /** Every row of the group, per table (products, inventory_items, collections, orders, …), as stored. */
        tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
        files: z.array(z.object({ bucket: z.string(), name: z.string(), size: z.number().nullable(), createdAt: isoDateTimeSchema })),
      }),
    ),
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof accountExportSchema>;

/** DELETE /api/account: the caller types their e-mail address to confirm. */
export const deleteAccountBodySchema = z
  .strictObject({ email: z.string('email must be a string.').trim().min(1, 'Type your e-mail address to confirm.').max(320) })
  .meta({ id: 'DeleteAccount' });
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** A paid plan that ended with the account: cancelled now, the unused part of its period credited (prorated). */
export const canceledWithAccountSchema = z
  .object({ plan: z.enum(['pro', 'teams']), credit: decimalTextSchema, currency: z.string() })
  .meta({ id: 'CanceledWithAccount' });
export type CanceledWithAccount = z.infer<typeof canceledWithAccountSchema>;

/** Credit for unused time refunded to the card it was paid with when the account went (one entry per currency). */
export const refundedWithAccountSchema = z.object({ amount: decimalTextSchema, currency: z.string() }).meta({ id: 'RefundedWithAccount' });
export type RefundedWithAccount = z.infer<typeof refundedWithAccountSchema>;

export const deletedAccountSchema = z
  .object({
    deleted: z.literal(true),
    deletedGroupIds: z.array(z.uuid()),
    canceledSubscriptions: z.array(canceledWithAccountSchema),
    refunded: z.array(refundedWithAccountSchema),
  })
  .meta({ id: 'DeletedAccount' });
export type DeletedAccount = z.infer<typeof deletedAccountSchema>;

/** The e-mails a user may choose to receive (message preferences); security and sign-in mail always goes. */
export const MESSAGE_KINDS = ['orderUpdates', 'weeklySummary', 'priceAlerts', 'productNews'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const messagePreferencesSchema = z
  .object({
    orderUpdates: z.boolean().describe('Status changes of orders'),
    weeklySummary: z.boolean().describe('The weekly portfolio summary'),
    priceAlerts: z.boolean().describe('Spot price alerts'),
    productNews: z.boolean().describe('Product news and offers'),
  })
  .meta({ id: 'MessagePreferences' });
export type MessagePreferences = z.infer<typeof messagePreferencesSchema>;

export const DEFAULT_MESSAGE_PREFERENCES: MessagePreferences = { orderUpdates: true, weeklySummary: true, priceAlerts: true, productNews: false };

/** PATCH /api/account/message-preferences: any of the four switches. */
export const updateMessagePreferencesBodySchema = z
  .strictObject(
    {
      orderUpdates: z.boolean('orderUpdates must be true or false.').optional(),
      weeklySummary: z.boolean('weeklySummary must be true or false.').optional(),
      priceAlerts: z.boolean('priceAlerts must be true or false.').optional(),
      productNews: z.boolean('productNews must be true or false.').optional(),
    },
    { error: unknownFieldsError('Only orderUpdates, weeklySummary, priceAlerts and productNews can be set.') },
  )
  .refine(hasSomeField, 'Nothing to update: send at least one of orderUpdates, weeklySummary, priceAlerts, productNews.')
  .meta({ id: 'UpdateMessagePreferences' });
export type UpdateMessagePreferencesBody = z.input<typeof updateMessagePreferencesBodySchema>;

/** /api/unsubscribe?token=: the signed token of one user and one kind of e-mail. */
export const unsubscribeQuerySchema = z.object({ token: z.string('token is required.').min(1, 'token is required.').max(300) });
