// The auth-error messages live in @bullion/api-client (the settings remote shows them too).
export { AUTH_MESSAGES, AuthFailure, describeAuthError, problemOf, type AuthProblem } from '@bullion/api-client';
