// Two-factor set-up for tests: codes computed from an enrolled factor's secret (as an authenticator
// app would), and enrol-and-verify over plain HTTP for tests that drive the product API.
import { Secret, TOTP } from 'otpauth';
import type { TestApi } from './harness';

/** The TOTP code of `secret` at `at` (the API's clock in tests). */
export function totpCode(secret: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at.getTime() });
}

async function authPost(api: TestApi, path: string, accessToken: string, body: unknown) {
  const response = await api.request(`/auth/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Challenges and verifies the factor with the current code; returns the aal2 session's tokens. */
export async function verifyFactor(api: TestApi, accessToken: string, factorId: string, secret: string) {
  const challenge = await authPost(api, `/factors/${factorId}/challenge`, accessToken, {});
  const session = await authPost(api, `/factors/${factorId}/verify`, accessToken, { challenge_id: challenge.id, code: totpCode(secret, api.deps.now()) });
  return { accessToken: session.access_token as string, refreshToken: session.refresh_token as string };
}

/** Enrols a TOTP factor in this session and verifies it: the session becomes aal2. */
export async function enrolTwoFactor(api: TestApi, accessToken: string) {
  const factor = await authPost(api, '/factors', accessToken, { factor_type: 'totp', friendly_name: 'Phone' });
  const secret = (factor.totp as { secret: string }).secret;
  const factorId = factor.id as string;
  return { factorId, secret, ...(await verifyFactor(api, accessToken, factorId, secret)) };
}

/** A fresh password sign-in (aal1) of an existing user. */
export async function passwordSignIn(api: TestApi, email: string, password: string): Promise<string> {
  const response = await api.request('/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
