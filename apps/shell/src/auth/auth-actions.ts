// The auth provider calls (sign-up, e-mail code, password sign-in, Google, password reset and
// update, two-factor), each turning a refusal into an AuthFailure with a message for people (auth-errors.ts).
import { getSupabase } from '@bullion/api-client';
import type { AuthError } from '@supabase/supabase-js';
import { AuthFailure, describeAuthError } from './auth-errors';
import { absoluteUrl } from './redirect-target';

async function run<T extends { error: AuthError | null }>(call: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await call();
  } catch (error) {
    throw new AuthFailure(describeAuthError(error));
  }
  if (result.error) throw new AuthFailure(describeAuthError(result.error));
  return result;
}

const auth = () => getSupabase().auth;

export async function signInWithPassword(email: string, password: string): Promise<void> {
  await run(() => auth().signInWithPassword({ email, password }));
}

/** Leaves the page for Google (locally the API's stand-in) and comes back to `returnPath`. */
export async function signInWithGoogle(returnPath: string): Promise<void> {
  await run(() => auth().signInWithOAuth({ provider: 'google', options: { redirectTo: absoluteUrl(returnPath) } }));
}

/** Sign-up with e-mail confirmation; the link in the e-mail returns to `returnPath`. */
export async function signUp(input: { fullName: string; email: string; password: string; returnPath: string }): Promise<void> {
  await run(() =>
    auth().signUp({
      email: input.email,
      password: input.password,
      options: { data: { full_name: input.fullName }, emailRedirectTo: absoluteUrl(input.returnPath) },
    }),
  );
}

/** Confirms the sign-up code; the session starts. */
export async function verifySignUpCode(email: string, token: string): Promise<void> {
  await run(() => auth().verifyOtp({ email, token, type: 'email' }));
}

export async function resendSignUpCode(email: string): Promise<void> {
  await run(() => auth().resend({ type: 'signup', email, options: { emailRedirectTo: window.location.origin } }));
}

/** E-mails a reset code and a link back to /reset-password. Silent about unknown addresses. */
export async function requestPasswordReset(email: string): Promise<void> {
  await run(() => auth().resetPasswordForEmail(email, { redirectTo: absoluteUrl('/reset-password') }));
}

/** Confirms the reset code; a (recovery) session starts, in which the password can be changed. */
export async function verifyRecoveryCode(email: string, token: string): Promise<void> {
  await run(() => auth().verifyOtp({ email, token, type: 'recovery' }));
}

export async function updatePassword(password: string): Promise<void> {
  await run(() => auth().updateUser({ password }));
}

/** The user's verified authenticators (TOTP factors), as supabase-js lists them. */
export async function verifiedAuthenticators(): Promise<{ id: string; name: string }[]> {
  const { data } = await run(() => auth().mfa.listFactors());
  return (data?.totp ?? []).map((factor) => ({ id: factor.id, name: factor.friendly_name || 'Authenticator app' }));
}

/** Proves the second factor with the authenticator's current code; the session becomes aal2. */
export async function verifyAuthenticatorCode(factorId: string, code: string): Promise<void> {
  await run(() => auth().mfa.challengeAndVerify({ factorId, code }));
}

export interface AuthenticatorEnrolment {
  factorId: string;
  /** An SVG data URI of the otpauth:// address, for the authenticator app's camera. */
  qrCode: string;
  /** The same secret to type in by hand. */
  secret: string;
}

const SVG_DATA_PREFIX = /^data:image\/svg\+xml;[^,]*,/;

/**
 * supabase-js hands the QR code over as `data:image/svg+xml;utf-8,<svg …>` with the SVG as is, whose
 * `#` colours would end the address early (the browser reads a fragment): it is percent-encoded here.
 */
export function qrCodeImageSource(qrCode: string): string {
  const svg = qrCode.replace(SVG_DATA_PREFIX, '');
  return svg.trimStart().startsWith('<') ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : qrCode;
}

/** Starts adding an authenticator app; it counts once its first code is verified. */
export async function enrolAuthenticator(friendlyName: string): Promise<AuthenticatorEnrolment> {
  const { data } = await run(() => auth().mfa.enroll({ factorType: 'totp', friendlyName }));
  if (!data) throw new AuthFailure({ code: 'unknown', message: 'The authenticator could not be added. Please try again.' });
  return { factorId: data.id, qrCode: qrCodeImageSource(data.totp.qr_code), secret: data.totp.secret };
}

/** Drops an enrolment that was never verified (the user cancelled). */
export async function abandonEnrolment(factorId: string): Promise<void> {
  try {
    await auth().mfa.unenroll({ factorId });
  } catch {
    // Nothing lost: an unverified factor never counts, and the next enrolment picks a free name.
  }
}
