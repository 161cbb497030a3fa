import { AuthApiError, AuthRetryableFetchError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, describeAuthError } from './auth-errors';

const api = (code: string, status = 400, message = 'server text') => new AuthApiError(message, status, code);

describe('auth errors as messages for people', () => {
  it('wrong credentials', () => {
    expect(describeAuthError(api('invalid_credentials'))).toEqual({ code: 'invalid_credentials', message: 'Invalid e-mail or password.' });
  });
  it('unconfirmed e-mail', () => {
    expect(describeAuthError(api('email_not_confirmed')).code).toBe('email_not_confirmed');
  });
  it('rate limits', () => {
    expect(describeAuthError(api('over_request_rate_limit', 429)).message).toBe('Too many attempts. Try again in a few minutes.');
    expect(describeAuthError(api('something_new', 429)).message).toBe(AUTH_MESSAGES.rateLimited);
    expect(
      describeAuthError(api('over_email_send_rate_limit', 429, 'For security purposes, you can only request this after 42 seconds.')),
    ).toEqual({
      code: 'over_email_send_rate_limit',
      message: 'We just sent an e-mail to this address. You can ask for another one in 42 seconds.',
      retryAfterSeconds: 42,
    });
  });
  it('a suspended (banned) account', () => {
    expect(describeAuthError(api('user_banned')).message).toBe(AUTH_MESSAGES.accountSuspended);
  });
  it('wrong or expired authenticator code', () => {
    expect(describeAuthError(api('mfa_verification_failed', 422)).message).toBe(AUTH_MESSAGES.authenticatorCodeWrong);
    expect(describeAuthError(api('mfa_challenge_expired', 422)).message).toBe(AUTH_MESSAGES.authenticatorChallengeExpired);
  });
  it('wrong or expired code', () => {
    expect(describeAuthError(api('otp_expired', 403)).message).toBe(AUTH_MESSAGES.codeInvalid);
  });
  it('weak and same password keep the server reason or say what to do', () => {
    expect(describeAuthError(new AuthWeakPasswordError('Password needs at least one digit.', 422, ['characters'])).message).toBe(
      'Password needs at least one digit.',
    );
    expect(describeAuthError(api('same_password', 422)).message).toBe(AUTH_MESSAGES.samePassword);
  });
  it('servers that take no new accounts or links (AUTH_DISABLE_SIGNUP, AUTH_SECURITY_MANUAL_LINKING_ENABLED)', () => {
    expect(describeAuthError(api('signup_disabled', 422, 'Signups not allowed for this instance')).message).toBe(
      'New accounts cannot be created here. Ask your administrator for an account.',
    );
    expect(describeAuthError(api('manual_linking_disabled', 404, 'Manual linking is disabled')).message).toBe(
      'Sign-in methods cannot be added or removed on this server.',
    );
  });
  it('network failures', () => {
    expect(describeAuthError(new AuthRetryableFetchError('Failed to fetch', 0)).message).toBe(AUTH_MESSAGES.network);
    expect(describeAuthError(new TypeError('Failed to fetch')).code).toBe('network');
  });
  it('anything else', () => {
    expect(describeAuthError(new Error('boom')).message).toBe(AUTH_MESSAGES.unknown);
    expect(describeAuthError(api('validation_failed', 400, 'email: Invalid email')).message).toBe('email: Invalid email.');
  });
});
