// What an authenticator app does: the 6-digit code for a TOTP secret, and typing it in the six boxes.
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows for the secret, `stepsAhead` 30-second steps from now. */
export function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** The six boxes take the whole code in the first one, as when it is pasted; the sixth digit submits. */
export const typeCode = (page: Page, code: string) => page.getByLabel('OTP Input 1').fill(code);
