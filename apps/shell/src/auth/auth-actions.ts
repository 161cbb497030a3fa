// The auth provider calls (sign-up, e-mail code, password sign-in, Google, password reset and
// update, two-factor), each turning a refusal into an AuthFailure with a message for people (auth-errors.ts).
import { getSupabase, runAuthCall } from '@bullion/api-client';
import { absoluteUrl } from './redirect-target';

const run = runAuthCall;

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

export { abandonEnrolment, enrolAuthenticator, verifiedAuthenticators, verifyAuthenticatorCode, type AuthenticatorEnrolmentStart as AuthenticatorEnrolment } from '@bullion/api-client/auth-ui';
