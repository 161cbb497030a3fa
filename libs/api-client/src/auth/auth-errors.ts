// Turns what supabase-js raises into a message a person can act on (codes of apps/api/src/auth).
// The error guards from their own module (it imports nothing): through the package entry they would
// bring the whole auth client into every page, which a signed-out page loads only when it is used.
import { isAuthApiError, isAuthError, isAuthRetryableFetchError } from '@supabase/auth-js/dist/module/lib/errors.js';

export interface AuthProblem {
  /** GoTrue's error code (invalid_credentials, otp_expired, …), or network / unknown. */
  code: string;
  message: string;
  /** Seconds until the request may be repeated, when the server said so. */
  retryAfterSeconds?: number;
}

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid e-mail or password.',
  emailNotConfirmed: 'Confirm your e-mail address before logging in: enter the 6-digit code we sent when you signed up.',
  rateLimited: 'Too many attempts. Try again in a few minutes.',
  codeInvalid: 'This code is wrong or has expired. Check the latest e-mail from us, or ask for a new code.',
  samePassword: 'Choose a password that is different from your current one.',
  sessionEnded: 'Your reset session has ended. Ask for a new code and try again.',
  accountSuspended: 'This account is suspended. Contact your Bullion Desk administrator if you think this is a mistake.',
  authenticatorCodeWrong: 'That code is not right. Enter the code your authenticator app shows now.',
  authenticatorChallengeExpired: 'That took too long. Enter the code your authenticator app shows now.',
  network: "We couldn't reach the server. Check your connection and try again.",
  unknown: 'Something went wrong. Please try again.',
} as const;

/** "…you can only request this after 42 seconds." → 42 */
function secondsIn(message: string): number | undefined {
  const match = /after (\d+) seconds?/i.exec(message);
  return match ? Number(match[1]) : undefined;
}

export function describeAuthError(error: unknown): AuthProblem {
  if (isAuthRetryableFetchError(error) || error instanceof TypeError) return { code: 'network', message: AUTH_MESSAGES.network };
  if (!isAuthError(error)) return { code: 'unknown', message: AUTH_MESSAGES.unknown };
  const code = error.code ?? (isAuthApiError(error) ? `http_${error.status}` : 'unknown');
  switch (code) {
    case 'invalid_credentials':
      return { code, message: AUTH_MESSAGES.invalidCredentials };
    case 'email_not_confirmed':
      return { code, message: AUTH_MESSAGES.emailNotConfirmed };
    case 'over_request_rate_limit':
      return { code, message: AUTH_MESSAGES.rateLimited };
    case 'over_email_send_rate_limit': {
      const seconds = secondsIn(error.message);
      return {
        code,
        message: seconds
          ? `We just sent an e-mail to this address. You can ask for another one in ${seconds} seconds.`
          : 'We just sent an e-mail to this address. Wait a minute before asking for another one.',
        ...(seconds ? { retryAfterSeconds: seconds } : {}),
      };
    }
    case 'otp_expired':
      return { code, message: AUTH_MESSAGES.codeInvalid };
    case 'user_banned':
      return { code, message: AUTH_MESSAGES.accountSuspended };
    case 'mfa_verification_failed':
    case 'mfa_verification_rejected':
      return { code, message: AUTH_MESSAGES.authenticatorCodeWrong };
    case 'mfa_challenge_expired':
      return { code, message: AUTH_MESSAGES.authenticatorChallengeExpired };
    case 'weak_password':
      return { code, message: error.message || 'Choose a stronger password.' };
    case 'same_password':
      return { code, message: AUTH_MESSAGES.samePassword };
    case 'current_password_mismatch':
      return { code, message: 'That is not your current password.' };
    case 'reauthentication_not_valid':
      return { code, message: 'This code is wrong or has expired. Check the latest e-mail from us, or ask for a new code.' };
    case 'insufficient_aal':
      return { code, message: 'Enter a code from your authenticator app first.' };
    case 'single_identity_not_deletable':
      return { code, message: 'This is your only way to sign in, so it cannot be removed.' };
    case 'email_conflict_identity_not_deletable':
      return { code, message: 'This sign-in method cannot be removed: its address is the one your account uses and no other method has a free address.' };
    case 'identity_already_exists':
      return { code, message: 'That Google account is already linked to an account.' };
    case 'signup_disabled':
      return { code, message: 'New accounts cannot be created here. Ask your administrator for an account.' };
    case 'manual_linking_disabled':
      return { code, message: 'Sign-in methods cannot be added or removed on this server.' };
    case 'email_exists':
      return { code, message: 'Another account already uses this e-mail address.' };
    case 'session_not_found':
    case 'no_authorization':
    case 'bad_jwt':
    case 'session_expired':
    case 'user_not_found':
      return { code, message: AUTH_MESSAGES.sessionEnded };
    default:
      if (error.name === 'AuthSessionMissingError') return { code: 'session_missing', message: AUTH_MESSAGES.sessionEnded };
      if (isAuthApiError(error) && error.status === 429) return { code, message: AUTH_MESSAGES.rateLimited };
      return { code, message: error.message ? `${error.message.replace(/\.?$/, '.')}` : AUTH_MESSAGES.unknown };
  }
}

/** Thrown by the auth actions; carries the problem to show. */
export class AuthFailure extends Error {
  override name = 'AuthFailure';
  constructor(readonly problem: AuthProblem) {
    super(problem.message);
  }
}

export function problemOf(error: unknown): AuthProblem {
  return error instanceof AuthFailure ? error.problem : describeAuthError(error);
}
