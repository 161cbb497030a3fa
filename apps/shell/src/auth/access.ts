// The app access token: obtaining it for a group, switching groups, and signing out.
import { getSupabase, requestAccessToken, type AccessToken } from '@bullion/api-client';
import { queryClient, toastService, useAppStore } from '@bullion/shared';

/** Setting the token also sets the user and group permissions it carries. */
export function applyAccessToken(token: AccessToken): void {
  useAppStore.getState().setAccessToken(token.token, { user: token.permissions ?? {}, group: token.group?.permissions ?? {} });
}

/** Requests a token for the group and holds it; false when the API refused. */
export async function obtainAccessToken(groupId: string): Promise<boolean> {
  const token = await requestAccessToken(groupId);
  if (!token) return false;
  applyAccessToken(token);
  return true;
}

/** Switching group: request a token for the chosen group, set it, refetch all queries. */
export async function switchGroup(groupId: string): Promise<boolean> {
  const ok = await obtainAccessToken(groupId);
  if (!ok) {
    toastService.show('error', 'Could not switch to that group', { description: 'You may no longer be a member of it.' });
    return false;
  }
  await queryClient.invalidateQueries();
  return true;
}

/** Signing out: end the session, clear caches, then the caller goes to /login. */
export async function signOut(): Promise<void> {
  const auth = getSupabase().auth;
  // supabase-js answers a failed server sign-out with `{ error }` and keeps the local session; the
  // user asked to leave, so the session is dropped locally anyway.
  const { error } = await auth.signOut().catch((thrown: unknown) => ({ error: thrown }));
  if (error) {
    console.warn('[shell] sign-out request failed; clearing the local session anyway', error);
    await auth.signOut({ scope: 'local' }).catch(() => undefined);
  }
  useAppStore.getState().clearAccessToken();
  queryClient.clear();
}
