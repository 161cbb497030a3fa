// The auth provider calls (sign-up, e-mail code, password sign-in, Google, password reset and
// update, two-factor), each turning a refusal into an AuthFailure with a message for people (auth-errors.ts).
import { loadSupabase, runAuthCall } from '@bullion/api-client';
import type { AuthError, SupabaseClient } from '@supabase/supabase-js';
import { absoluteUrl } from './redirect-target';

// A signed-out visitor has not downloaded supabase-js yet: each call loads it first (the forms start
// that download as soon as they are used: preloadSupabase).
type SupabaseAuthClient = SupabaseClient['auth'];

async function auth(): Promise<SupabaseAuthClient> {
  return (await loadSupabase()).auth;
}

/** A failed download is reported like a refused call (AuthFailure), with a message for people. */
function run<T extends { error: AuthError | null }>(call: (client: SupabaseAuthClient) => Promise<T>): Promise<T> {
  return runAuthCall(async () => call(await auth()));
}

export async function signInWithPassword(email: string, password: string): Promise<void> {
  await run((auth) => auth.signInWithPassword({ email, password }));
}

/** Leaves the page for Google (locally the API's stand-in) and comes back to `returnPath`. */
export async function signInWithGoogle(returnPath: string): Promise<void> {
  await run((auth) => auth.signInWithOAuth({ provider: 'google', options: { redirectTo: absoluteUrl(returnPath) } }));
}

/** Sign-up with e-mail confirmation; the link in the e-mail returns to `returnPath`. */
export async function signUp(input: { fullName: string; email: string; password: string; returnPath: string }): Promise<void> {
  await run((auth) =>
    auth.signUp({
      email: input.email,
      password: input.password,
      options: { data: { full_name: input.fullName }, emailRedirectTo: absoluteUrl(input.returnPath) },
    }),
  );
}

/** Confirms the sign-up code; the session starts. */
export async function verifySignUpCode(email: string, token: string): Promise<void> {
  await run((auth) => auth.verifyOtp({ email, token, type: 'email' }));
}

export async function resendSignUpCode(email: string): Promise<void> {
  await run((auth) => auth.resend({ type: 'signup', email, options: { emailRedirectTo: window.location.origin } }));
}

/** E-mails a reset code and a link back to /reset-password. Silent about unknown addresses. */
export async function requestPasswordReset(email: string): Promise<void> {
  await run((auth) => auth.resetPasswordForEmail(email, { redirectTo: absoluteUrl('/reset-password') }));
}

/** Confirms the reset code; a (recovery) session starts, in which the password can be changed. */
export async function verifyRecoveryCode(email: string, token: string): Promise<void> {
  await run((auth) => auth.verifyOtp({ email, token, type: 'recovery' }));
}

export async function updatePassword(password: string): Promise<void> {
  await run((auth) => auth.updateUser({ password }));
}

export { abandonEnrolment, enrolAuthenticator, verifiedAuthenticators, verifyAuthenticatorCode, type AuthenticatorEnrolmentStart as AuthenticatorEnrolment } from '@bullion/ui/auth';
