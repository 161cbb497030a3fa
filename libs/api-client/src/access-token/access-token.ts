import type { QueryClient } from '@tanstack/react-query';
import { MFA_REQUIRED_ERROR_CODE, mfaRequiredDetailsSchema, type MfaRequiredDetails, accessTokenSchema, type AccessToken } from '@bullion/contract';
import { ApiHttpError, apiRequest } from '../http/client';

/**
 * A group's refusal of a session without two-step verification (403 mfa_required): `enrolled` tells
 * whether the user has an authenticator to ask a code of. Null for any other error.
 */
export function secondFactorDemandOf(error: unknown): MfaRequiredDetails | null {
  if (!(error instanceof ApiHttpError) || error.code !== MFA_REQUIRED_ERROR_CODE) return null;
  const details = mfaRequiredDetailsSchema.safeParse(error.details);
  return { enrolled: details.success && details.data.enrolled };
}

/**
 * An app access token for the group, or null when the API refuses it (the caller says so; no error
 * toast). A group that requires two-step verification the session has not given throws the
 * ApiHttpError (see secondFactorDemandOf) so that the caller can ask for it.
 */
export async function requestAccessToken(groupId: string): Promise<AccessToken | null> {
  try {
    return await apiRequest('/auth/token', { method: 'POST', body: { groupId }, schema: accessTokenSchema, reportErrors: false });
  } catch (error) {
    if (secondFactorDemandOf(error)) throw error;
    console.warn('[api-client] access token request failed', error);
    return null;
  }
}

/**
 * Requesting a token writes nothing a query reads, but which group every call answers for comes
 * from the token held: after holding a token for another group, every cached query is refetched.
 */
export function refetchForNewAccessToken(client: QueryClient): Promise<void> {
  return client.invalidateQueries();
}
