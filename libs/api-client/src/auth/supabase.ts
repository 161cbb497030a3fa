// The one Supabase client of the page (auth session and storage), created from config.json.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/** localStorage key of the persisted auth session. */
export const AUTH_STORAGE_KEY = 'bullion-auth';

let client: SupabaseClient | null = null;

export function configureSupabase({ authUrl, authPublicKey }: { authUrl: string; authPublicKey: string }): SupabaseClient {
  client = createClient(authUrl, authPublicKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      // The verification link and the Google stand-in return with the session in the URL fragment.
      detectSessionInUrl: true,
      flowType: 'implicit',
      storageKey: AUTH_STORAGE_KEY,
    },
  });
  return client;
}

export function getSupabase(): SupabaseClient {
  if (!client) throw new Error('The auth client is not configured yet: the shell configures it from config.json at start-up.');
  return client;
}

/** The current session's access token, or null when signed out. */
export async function currentAccessToken(): Promise<string | null> {
  if (!client) return null;
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? null;
}
