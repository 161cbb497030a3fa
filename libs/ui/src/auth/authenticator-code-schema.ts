import { z } from 'zod';

export const AUTHENTICATOR_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app.';

/** The code an authenticator app shows (two-step verification). */
export const authenticatorCodeSchema = z.object({
  code: z.string(AUTHENTICATOR_CODE_MESSAGE).trim().regex(/^\d{6}$/, AUTHENTICATOR_CODE_MESSAGE),
});
export type AuthenticatorCodeValues = z.output<typeof authenticatorCodeSchema>;
