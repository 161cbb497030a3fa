import { z } from 'zod';

/**
 * GET /auth/v1/settings, in GoTrue's shape: which sign-in methods the server offers and whether it
 * takes new accounts. Only what the apps read is checked; GoTrue's other fields pass through.
 */
export const authSettingsSchema = z.looseObject({
  external: z.record(z.string(), z.boolean()),
  /** GoTrue's DISABLE_SIGNUP (AUTH_DISABLE_SIGNUP): no new accounts, whoever asks. */
  disable_signup: z.boolean(),
});
export type AuthSettings = z.infer<typeof authSettingsSchema>;
