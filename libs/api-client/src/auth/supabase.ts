// The one Supabase client of the page (auth session and storage), created from config.json. Its
// state is in @bullion/shared's connection, so every app's copy of this library uses the shell's
// client. supabase-js is loaded on first use: a signed-out visitor on /login downloads it only when
// signing in (or when the login form is first used, see preloadSupabase).
import { apiConnection } from '@bullion/shared';
import type { SupabaseClient } from '@supabase/supabase-js';

/** localStorage key of the persisted auth session. */
export const AUTH_STORAGE_KEY = 'bullion-auth';

interface AuthConnection {
  authUrl: string;
  authPublicKey: string;
  client: SupabaseClient | null;
  loading: Promise<SupabaseClient> | null;
  /** Called once, when the client exists (the shell follows its session events from there). */
  onCreated: ((client: SupabaseClient) => void)[];
}

function connection(): AuthConnection | null {
  return (apiConnection.auth as AuthConnection | undefined) ?? null;
}

export function configureSupabase({ authUrl, authPublicKey }: { authUrl: string; authPublicKey: string }): void {
  apiConnection.auth = { authUrl, authPublicKey, client: null, loading: null, onCreated: [] } satisfies AuthConnection;
}

/** The client, loading supabase-js the first time. */
export function loadSupabase(): Promise<SupabaseClient> {
  const auth = connection();
  if (!auth) return Promise.reject(new Error('The auth client is not configured yet: the shell configures it from config.json at start-up.'));
  auth.loading ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const client = createClient(auth.authUrl, auth.authPublicKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        // The verification link and the Google stand-in return with the session in the URL fragment.
        detectSessionInUrl: true,
        flowType: 'implicit',
        storageKey: AUTH_STORAGE_KEY,
      },
    });
    auth.client = client;
    for (const listener of auth.onCreated.splice(0)) listener(client);
    return client;
  });
  // A failed download may be retried by the next call.
  auth.loading.catch(() => {
    auth.loading = null;
  });
  return auth.loading;
}

/** Starts the download of supabase-js without waiting (e.g. when a sign-in form is first used). */
export function preloadSupabase(): void {
  loadSupabase().catch(() => undefined);
}

/** Runs `listener` once the client exists: now if it does, else when it is first loaded. */
export function whenSupabaseCreated(listener: (client: SupabaseClient) => void): void {
  const auth = connection();
  if (!auth) throw new Error('The auth client is not configured yet.');
  if (auth.client) listener(auth.client);
  else auth.onCreated.push(listener);
}

/**
 * The loaded client. Everything that runs with a session may use it: a page with a session (or a
 * sign-in link in its address) loads the client before it renders (the shell's session tracking).
 */
export function getSupabase(): SupabaseClient {
  const client = connection()?.client;
  if (!client) throw new Error('The auth client is not loaded: call loadSupabase() where no session may exist yet.');
  return client;
}

/**
 * Whether this page has auth state for supabase-js to restore: a stored session, or a sign-in link's
 * result in the address (the verification link and the Google stand-in return with it in the fragment).
 */
export function hasAuthStateToRestore(storage: Pick<Storage, 'getItem'> = localStorage, location: Pick<Location, 'hash' | 'search'> = window.location): boolean {
  if (storage.getItem(AUTH_STORAGE_KEY) !== null) return true;
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  return ['access_token', 'error_description', 'error_code'].some((key) => fragment.has(key)) || query.has('code') || query.has('error_description');
}

/** The current session's access token, or null when signed out. */
export async function currentAccessToken(): Promise<string | null> {
  const client = connection()?.client;
  if (!client) return null;
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? null;
}
