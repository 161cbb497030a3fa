// The signed-in user as the auth server knows them (supabase-js): identities, two-step factors and
// the session's assurance level. Query key and options in one place for the settings pages.
import { loadSupabase, runAuthCall } from '@bullion/api-client';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

export const authUserKey = ['auth', 'user'] as const;

export function authUserQueryOptions() {
  return queryOptions({
    queryKey: authUserKey,
    queryFn: async () => {
      const auth = (await loadSupabase()).auth;
      const { data } = await runAuthCall(() => auth.getUser());
      if (!data.user) throw new Error('You are signed out. Log in again to change your settings.');
      const level = await auth.mfa.getAuthenticatorAssuranceLevel();
      return { user: data.user, aal: level.data?.currentLevel ?? 'aal1' };
    },
    staleTime: 0,
  });
}

/** After a change through supabase-js: the user, and the shared two-step form's list of authenticators. */
export async function refreshAuthUser(client: QueryClient): Promise<void> {
  await Promise.all([client.invalidateQueries({ queryKey: authUserKey }), client.invalidateQueries({ queryKey: ['auth', 'authenticators'] })]);
}

export type AuthUserData = Awaited<ReturnType<NonNullable<ReturnType<typeof authUserQueryOptions>['queryFn']>>>;
export type AuthIdentity = NonNullable<AuthUserData['user']['identities']>[number];
