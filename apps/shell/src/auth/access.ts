// The app access token: obtaining it for a group, switching groups, and signing out.
import { loadSupabase, refetchForNewAccessToken, requestAccessToken, secondFactorDemandOf, type ApiHttpError } from '@bullion/api-client';
import { type AccessToken } from '@bullion/contract';
import { queryClient, toastService, useAppStore } from '@bullion/shared';
import { askForSecondFactor, settleSecondFactorDemand } from './second-factor-demand';

/** Holding a token also sets the user and group permissions it carries. */
export function applyAccessToken(token: AccessToken): void {
  useAppStore.getState().setAccessToken(token.token, { user: token.permissions ?? {}, group: token.group?.permissions ?? {} });
}

export type TokenOutcome = 'held' | 'refused' | 'second-factor';

async function requestToken(groupId: string, askedForSecondFactor = false): Promise<TokenOutcome> {
  let token: AccessToken | null;
  try {
    token = await requestAccessToken(groupId);
  } catch (error) {
    const demand = secondFactorDemandOf(error);
    if (!demand) throw error;
    // The group requires two-step verification: the shell's dialog asks for it, then the token is
    // asked for once more (only once: a second refusal is not met by asking again).
    if (askedForSecondFactor || !(await askForSecondFactor(groupId, demand.enrolled))) return 'second-factor';
    return requestToken(groupId, true);
  }
  if (!token) return 'refused';
  applyAccessToken(token);
  return 'held';
}

/** Requests a token for the group and holds it; false when the API refused (or asked for a second factor). */
export async function obtainAccessToken(groupId: string): Promise<boolean> {
  return (await requestToken(groupId)) === 'held';
}

/** Switching groups: request a token for the chosen group, hold it, refetch every query. */
export async function switchGroup(groupId: string): Promise<boolean> {
  const outcome = await requestToken(groupId);
  if (outcome !== 'held') {
    if (outcome === 'refused') {
      toastService.show('error', 'Could not switch to that group', { description: 'You may no longer be a member of it.' });
    }
    return false;
  }
  await refetchForNewAccessToken(queryClient);
  return true;
}

/** Signing out: end the session, clear caches; the caller then goes to /login. */
export async function signOut(): Promise<void> {
  const auth = (await loadSupabase()).auth;
  // supabase-js answers a failed server sign-out with `{ error }` and keeps the local session; the
  // user asked to leave, so the session is dropped locally anyway.
  const { error } = await auth.signOut().catch((thrown: unknown) => ({ error: thrown }));
  if (error) {
    console.warn('[shell] sign-out request failed; clearing the local session anyway', error);
    await auth.signOut({ scope: 'local' }).catch(() => undefined);
  }
  forgetSession();
}

function forgetSession(): void {
  settleSecondFactorDemand();
  useAppStore.getState().clearAccessToken();
  queryClient.clear();
}

let ending: Promise<void> | null = null;

/**
 * The API's answer for a session that ended elsewhere: signed out on another device, ended by a new
 * password or by an admin. Its refresh token is gone too, so waiting would not help.
 */
export function isEndedSession(error: ApiHttpError): boolean {
  return error.status === 401 && error.code === 'session_not_found';
}

/**
 * Drops the ended session here (once, however many calls were refused at the same moment); the
 * guard then sends the user to /login with the page to come back to.
 */
export function endLocalSession(): Promise<void> {
  ending ??= (async () => {
    toastService.show('info', 'Your session has ended', { description: 'Log in again to go on.' });
    await loadSupabase()
      .then((client) => client.auth.signOut({ scope: 'local' }))
      .catch(() => undefined);
    forgetSession();
  })().finally(() => {
    ending = null;
  });
  return ending;
}
