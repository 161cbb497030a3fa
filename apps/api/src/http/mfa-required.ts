// Groups that require two-factor sign-in (groups.require_mfa): a member acts in such a group only
// from an aal2 session, judged by the access token's verified `aal` claim.
import { MFA_REQUIRED_ERROR_CODE, type MfaRequiredDetails } from '@bullion/contract';
import { hasVerifiedFactor } from '../auth/mfa-factors';
import type { Db } from '../db/database';
import type { AuthedUser } from './context';
import { ApiError } from './errors';

const ASK_FOR_CODE = 'enter a code from your authenticator app to continue.';
const ASK_TO_ENROL = 'set up an authenticator app in your security settings, then sign in with it.';

/** 403 mfa_required; `enrolled` tells the UI to ask for a code or to offer enrolment. */
export async function mfaRequired(db: Db, userId: string, why: string): Promise<ApiError> {
  const details: MfaRequiredDetails = { enrolled: await hasVerifiedFactor(db, userId) };
  return new ApiError(403, MFA_REQUIRED_ERROR_CODE, `${why}: ${details.enrolled ? ASK_FOR_CODE : ASK_TO_ENROL}`, details);
}

/** Whether a group lets this session in: any session, or only an aal2 one where the group requires two-factor sign-in. */
export const groupMfaSatisfied = (requireMfa: boolean, user: Pick<AuthedUser, 'aal'>): boolean => !requireMfa || user.aal === 'aal2';

/** Throws mfa_required unless the group lets this session in. */
export async function assertGroupMfa(db: Db, user: AuthedUser, requireMfa: boolean): Promise<void> {
  if (groupMfaSatisfied(requireMfa, user)) return;
  throw await mfaRequired(db, user.id, 'This group requires two-factor sign-in');
}
