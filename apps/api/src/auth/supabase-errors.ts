// Errors of the auth API in GoTrue's shape, so the unmodified supabase-js client raises AuthApiError
// (or AuthWeakPasswordError / AuthSessionMissingError) with the right `code`. Like GoTrue, the body
// follows the request's x-supabase-api-version: 2024-01-01 and later get `{ code, message }`, older
// or unversioned callers get the legacy `{ code: <status>, error_code, msg }`.
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { AppEnv } from '../http/context';

export const API_VERSION_HEADER = 'x-supabase-api-version';
/** The newest API version supabase-js knows; it only reads `code` from responses that announce it. */
export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  override name = 'AuthError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra top-level body fields GoTrue sends with some errors (e.g. `weak_password`). */
    readonly extra: Record<string, unknown> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const emailNotConfirmed = () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
export const weakPassword = (message: string, reasons: string[]) =>
  new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
/** GoTrue's answer to a wrong `current_password` on a password change. */
export const currentPasswordMismatch = () => new AuthError(422, 'current_password_mismatch', 'Current password required when setting new password.');
export const samePassword = () => new AuthError(422, 'same_password', 'New password should be different from the old password.');
export const otpExpired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
export const overRequestRateLimit = (retryAfterSeconds: number) =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, retryAfterSeconds);
export const overEmailSendRateLimit = (retryAfterSeconds: number) =>
  new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${retryAfterSeconds} seconds.`,
    {},
    retryAfterSeconds,
  );
export const userAlreadyExists = () => new AuthError(422, 'user_already_exists', 'User already registered');
export const emailExists = () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
export const signupDisabled = () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
/** GoTrue's answer to a sign-up without e-mail or phone (an anonymous sign-in) while those are off, as here. */
export const anonymousProviderDisabled = () => new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
export const otpDisabled = () => new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
export const reauthenticationNeeded = () => new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
export const reauthenticationNotValid = () => new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
export const identityNotFound = () => new AuthError(422, 'identity_not_found', "Identity doesn't exist");
export const singleIdentityNotDeletable = () =>
  new AuthError(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking');
export const emailConflictIdentityNotDeletable = () =>
  new AuthError(422, 'email_conflict_identity_not_deletable', 'Unable to unlink identity due to email conflict');
export const manualLinkingDisabled = () => new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
export const refreshTokenNotFound = () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
export const refreshTokenAlreadyUsed = () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
export const noAuthorization = () => new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
export const badJwt = () => new AuthError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, or the token has expired');
// supabase-js turns this code into AuthSessionMissingError and drops its stored session.
export const sessionNotFound = () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
export const userNotFound = () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
/** The admin API's answer for an unknown user id. */
export const noSuchUser = () => new AuthError(404, 'user_not_found', 'User not found');
/** GoTrue answers 400 on the token endpoint, 403 elsewhere. */
export const userBanned = (status: 400 | 403 = 403, message = 'User is banned') => new AuthError(status, 'user_banned', message);
export const flowStateNotFound = () => new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
export const badOAuthState = () => new AuthError(400, 'bad_oauth_state', 'OAuth state is invalid or has expired');
export const unsupportedProvider = (provider: string) =>
  new AuthError(400, 'validation_failed', `Unsupported provider: ${provider} is not enabled`);

function acceptsVersionedErrors(c: Context): boolean {
  const requested = c.req.header(API_VERSION_HEADER);
  // ISO dates compare correctly as strings.
  return !!requested && /^\d{4}-\d{2}-\d{2}$/.test(requested) && requested >= API_VERSION;
}

export function authErrorResponse(c: Context, error: AuthError) {
  const body = acceptsVersionedErrors(c)
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  c.header(API_VERSION_HEADER, API_VERSION);
  if (error.retryAfterSeconds !== undefined) c.header('retry-after', String(error.retryAfterSeconds));
  return c.json(body, error.status);
}

export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const path = issue.path.join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

export function validationFailedResponse(c: Context, error: ZodError) {
  return authErrorResponse(c, validationFailed(describeZodError(error)));
}

/** onError of the auth router: every failure leaves in GoTrue's shape; only unexpected ones are logged. */
export const handleAuthError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AuthError) return authErrorResponse(c, error);
  if (error instanceof ZodError) return validationFailedResponse(c, error);
  if (error instanceof SyntaxError) return authErrorResponse(c, new AuthError(400, 'bad_json', 'Could not parse request body as JSON'));
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status as ContentfulStatusCode;
    const code = /json/i.test(error.message) ? 'bad_json' : 'validation_failed';
    return authErrorResponse(c, new AuthError(status, code, error.message || 'The request is not valid.'));
  }
  c.var.logger?.error({ err: error }, 'auth: unhandled error');
  return authErrorResponse(c, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
};
