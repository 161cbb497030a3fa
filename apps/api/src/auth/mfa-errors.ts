// GoTrue's errors of the /factors routes (statuses and codes as GoTrue answers them).
import { AuthError } from './supabase-errors';

export const factorIdNotUuid = () => new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
export const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
export const factorTypeNotEnabled = (type: 'phone' | 'webauthn') =>
  new AuthError(422, `mfa_${type}_enroll_not_enabled`, `MFA enroll is disabled for ${type === 'phone' ? 'Phone' : 'WebAuthn'}`);
export const unknownFactorType = () => new AuthError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
export const factorNameConflict = (name: string) =>
  new AuthError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${name}" for this user already exists`);
export const tooManyFactors = () =>
  new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
export const aal2RequiredToEnroll = () => new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
export const aal2RequiredToUnenroll = () => new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
export const aal2RequiredToUpdateUser = () =>
  new AuthError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
export const emptyCode = () => new AuthError(400, 'validation_failed', 'Code needs to be non-empty');
export const challengeNotFound = () => new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
// GoTrue answers this code both for a challenge already used and one made from another IP address.
export const challengeUnusable = () =>
  new AuthError(422, 'mfa_ip_address_mismatch', 'This challenge was already used or was created from another IP address; create a new challenge.');
export const challengeExpired = (challengeId: string) =>
  new AuthError(422, 'mfa_challenge_expired', `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`);
export const verificationFailed = () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
export const codeAlreadyUsed = () =>
  new AuthError(422, 'mfa_verification_failed', 'This code was already used; wait for the next code of your authenticator app.');
