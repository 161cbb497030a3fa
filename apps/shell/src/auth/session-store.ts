// The auth session as the shell sees it: unknown until the first lookup, then signed in or out,
// kept current by supabase-js events (sign-in, refresh, sign-out in another tab).
import { getSupabase } from '@bullion/api-client';
import type { Session } from '@supabase/supabase-js';
import { create } from 'zustand';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

interface SessionState {
  status: SessionStatus;
  session: Session | null;
}

export const useSessionStore = create<SessionState>()(() => ({ status: 'loading', session: null }));

let started: Promise<void> | null = null;

/** Looks the session up once (spec: before protected routes render) and follows later changes. */
export function startSessionTracking(): Promise<void> {
  started ??= (async () => {
    const auth = getSupabase().auth;
    auth.onAuthStateChange((_event, session) => {
      useSessionStore.setState({ status: session ? 'signed-in' : 'signed-out', session });
    });
    const { data } = await auth.getSession();
    useSessionStore.setState({ status: data.session ? 'signed-in' : 'signed-out', session: data.session });
  })();
  return started;
}
