// The one Supabase client of the page (auth session and storage), created from config.json. Its
// state is in @bullion/shared's connection, so every app's copy of this library uses the shell's
// client. supabase-js is loaded on first use: a signed-out visitor on /login downloads it only when
// signing in (or when the login form is first used, see preloadSupabase), and a returning visitor
// whose stored session is still fresh starts on that session (readStoredSession) while supabase-js
// loads after the first page (the shell's session tracking).
import { apiConnection } from '@bullion/shared';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';

/** localStorage key of the persisted auth session. */
export const AUTH_STORAGE_KEY = 'bullion-auth';

/**
 * supabase-js's own margin (auth-js EXPIRY_MARGIN_MS): an access token closer than this to its
 * expiry is refreshed before use, never sent.
 */
export const TOKEN_EXPIRY_MARGIN_MS = 90_000;

/**
 * How long a stored session's access token must still be valid for the app to start on it without
 * supabase-js: ample time for supabase-js, loaded after the first page, to refresh it as usual.
 */
export const FRESH_SESSION_MIN_VALIDITY_MS = 5 * 60_000;

// What supabase-js stores under its storage key (its Session object as JSON), as far as it checks
// it itself (auth-js _isValidSession) plus the user the app reads.
const storedSessionSchema = z.looseObject({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_at: z.number(),
  user: z.looseObject({ id: z.string().min(1) }),
});

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

/** Where the auth and storage server answers (config.json's authUrl), or null before the shell configures it. */
export function authServerUrl(): string | null {
  return connection()?.authUrl ?? null;
}

/** The public (anon) key the auth server asks for in `apikey`, or null before the shell configures it. */
export function authPublicKey(): string | null {
  return connection()?.authPublicKey ?? null;
}

/** The client, loading supabase-js the first time. */
export function loadSupabase(): Promise<SupabaseClient> {
  const auth = connection();
  if (!auth) return Promise.reject(new Error('The auth client is not configured yet: the shell configures it from config.json at start-up.'));
  auth.loading ??= import('@supabase/supabase-js').then(async ({ createClient }) => {
    // The client (which reads the stored session and tells its listeners) in a task of its own,
    // after the one that evaluated the library: two short tasks rather than one long one.
    await new Promise((resolve) => setTimeout(resolve, 0));
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
 * Whether this page has auth state for supabase-js to restore: a stored session, or a sign-in link's
 * result in the address (the verification link and the Google stand-in return with it in the fragment).
 */
export function hasAuthStateToRestore(storage: Pick<Storage, 'getItem'> = localStorage, location: Pick<Location, 'hash' | 'search'> = window.location): boolean {
  return storage.getItem(AUTH_STORAGE_KEY) !== null || hasSignInResultInAddress(location);
}

/** Whether the address holds a sign-in link's result, which only supabase-js can take in. */
export function hasSignInResultInAddress(location: Pick<Location, 'hash' | 'search'> = window.location): boolean {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  return ['access_token', 'error_description', 'error_code'].some((key) => fragment.has(key)) || query.has('code') || query.has('error_description');
}

/**
 * The session supabase-js stored, as it would hand it back itself (its getSession returns the stored
 * object while the token is valid), when its access token is valid for at least `minValidityMs`
 * more; else null: none, unreadable, or due for a refresh, which is supabase-js's to do.
 */
export function readStoredSession(
  { storage = localStorage, now = Date.now(), minValidityMs = FRESH_SESSION_MIN_VALIDITY_MS }: { storage?: Pick<Storage, 'getItem'>; now?: number; minValidityMs?: number } = {},
): Session | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  const parsed = storedSessionSchema.safeParse(stored);
  if (!parsed.success || parsed.data.expires_at * 1000 - now < minValidityMs) return null;
  return stored as Session;
}

/**
 * The current session's access token, or null when signed out. Before supabase-js has loaded, the
 * stored session's token while it is valid beyond supabase-js's margin; a stored session due for a
 * refresh loads supabase-js, which refreshes it.
 */
export async function currentAccessToken(): Promise<string | null> {
  const auth = connection();
  if (!auth) return null;
  if (!auth.client) {
    const stored = readStoredSession({ minValidityMs: TOKEN_EXPIRY_MARGIN_MS });
    if (stored) return stored.access_token;
    if (localStorage.getItem(AUTH_STORAGE_KEY) === null) return null;
  }
  const { data } = await (await loadSupabase()).auth.getSession();
  return data.session?.access_token ?? null;
}
