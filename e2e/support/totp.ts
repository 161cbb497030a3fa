// What an authenticator app does: the 6-digit code for a TOTP secret, and typing it in the six boxes.
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ANON_KEY, API_ORIGIN } from './auth';

/** The code an authenticator app shows for the secret, `stepsAhead` 30-second steps from now. */
export function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** The six boxes take the whole code in the first one, as when it is pasted; the sixth digit submits. */
export const typeCode = (page: Page, code: string) => page.getByLabel('OTP Input 1').fill(code);

async function authPost<T>(path: string, bearer: string, body: unknown): Promise<T> {
  const response = await fetch(`${API_ORIGIN}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Turns two-step verification on for the session's user through the auth API, as the settings page
 * would: an authenticator enrolled and its first code verified. Answers the secret; that code's time
 * step is used (the next code is `totpCode(secret, 1)`).
 */
export async function enrolAuthenticator(accessToken: string): Promise<string> {
  const factor = await authPost<{ id: string; totp: { secret: string } }>('/factors', accessToken, { factor_type: 'totp', friendly_name: 'Phone' });
  const challenge = await authPost<{ id: string }>(`/factors/${factor.id}/challenge`, accessToken, {});
  await authPost(`/factors/${factor.id}/verify`, accessToken, { challenge_id: challenge.id, code: totpCode(factor.totp.secret) });
  return factor.totp.secret;
}
