// The auth session as the shell sees it: unknown until the first lookup, then signed in or out,
// kept current by supabase-js events (sign-in, refresh, sign-out in another tab).
import { AUTH_STORAGE_KEY, hasAuthStateToRestore, hasSignInResultInAddress, loadSupabase, preloadSupabase, readStoredSession, whenSupabaseCreated } from '@bullion/api-client';
import { queryClient, readAccessTokenClaims, readJwtPayload, useAppStore } from '@bullion/shared';
import type { Session } from '@supabase/supabase-js';
import { create } from 'zustand';
import { browserIdleEnvironment, type IdleEnvironment } from '../federation/idle-preloader';

/**
 * `second-factor`: the password (or link) was right, but the user has a verified authenticator and
 * this session has not proven it yet (aal1): nothing but the code step is open to them.
 */
export type SessionStatus = 'loading' | 'signed-in' | 'second-factor' | 'signed-out';

interface SessionState {
  status: SessionStatus;
  session: Session | null;
  /** True while "Log out" is under way: guards hold still instead of adding `?redirect=`. */
  signingOut?: boolean;
}

export const useSessionStore = create<SessionState>()(() => ({ status: 'loading', session: null, signingOut: false }));

/**
 * A session of another user than the one the held app token was issued to (an expired session
 * followed by someone else signing in): that token and the cached data are not theirs.
 */
export function forgetOtherUsersData(session: Session | null): void {
  if (!session) return;
  const claims = readAccessTokenClaims(useAppStore.getState().accessToken);
  if (claims && claims.sub !== session.user.id) {
    useAppStore.getState().clearAccessToken();
    queryClient.clear();
  }
}

/** Whether the session still owes its second factor (GoTrue's aal1 with a verified factor). */
export function needsSecondFactor(session: Session): boolean {
  const verified = session.user.factors?.some((factor) => factor.status === 'verified') ?? false;
  return verified && readJwtPayload(session.access_token)?.aal !== 'aal2';
}

function statusOf(session: Session | null): SessionStatus {
  if (!session) return 'signed-out';
  return needsSecondFactor(session) ? 'second-factor' : 'signed-in';
}

/**
 * The same session, field for field: supabase-js's restore of the stored session the app started on.
 * A refreshed token or an updated user (a new e-mail address, name or factor) is a new one.
 */
function sameSession(a: Session | null, b: Session | null): boolean {
  return a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}

function applySession(session: Session | null): void {
  forgetOtherUsersData(session);
  const current = useSessionStore.getState();
  const status = statusOf(session);
  // Nothing to draw again when supabase-js reports the session the app already runs on.
  if (current.status === status && sameSession(current.session, session)) return;
  useSessionStore.setState({ status, session });
}

let started: Promise<void> | null = null;

/**
 * How long after a start on the stored session supabase-js is loaded (at the next idle moment, at
 * the latest AUTH_CLIENT_IDLE_TIMEOUT_MS later): after the first page's code and data, which it
 * would otherwise compete with, and long before the token it must refresh expires
 * (FRESH_SESSION_MIN_VALIDITY_MS).
 */
export const AUTH_CLIENT_DELAY_MS = 1000;
export const AUTH_CLIENT_IDLE_TIMEOUT_MS = 2000;

function loadSupabaseAfterFirstPage(env: IdleEnvironment = browserIdleEnvironment()): void {
  env.setTimeout(() => {
    if (env.requestIdleCallback) env.requestIdleCallback(preloadSupabase, { timeout: AUTH_CLIENT_IDLE_TIMEOUT_MS });
    else preloadSupabase();
  }, AUTH_CLIENT_DELAY_MS);
}

/**
 * Looks the session up once, before protected routes render, and follows later changes. With no
 * session to restore the page is signed out at once, and supabase-js loads when first needed: a
 * sign-in on this page (its session events are followed from the moment the client exists) or a
 * sign-in in another tab (the stored session appears). A stored session whose token is fresh is
 * the session at once, as supabase-js would restore it, and supabase-js (which refreshes it and
 * follows sign-outs) loads after the first page; one due for a refresh, or a sign-in result in the
 * address, waits for supabase-js.
 */
export function startSessionTracking(): Promise<void> {
  started ??= (async () => {
    whenSupabaseCreated((client) => {
      client.auth.onAuthStateChange((_event, session) => applySession(session));
    });
    if (!hasAuthStateToRestore()) {
      applySession(null);
      window.addEventListener('storage', function signedInElsewhere(event) {
        if (event.key !== AUTH_STORAGE_KEY || event.newValue === null) return;
        window.removeEventListener('storage', signedInElsewhere);
        void loadSupabase();
      });
      return;
    }
    const stored = hasSignInResultInAddress() ? null : readStoredSession();
    if (stored) {
      applySession(stored);
      loadSupabaseAfterFirstPage();
      return;
    }
    const { data } = await (await loadSupabase()).auth.getSession();
    applySession(data.session);
  })();
  return started;
}
