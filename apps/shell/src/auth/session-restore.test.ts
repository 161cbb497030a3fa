// A returning visitor's start: a fresh stored session is the session at once, and supabase-js loads
// after the first page; a session due for a refresh waits for supabase-js, which refreshes it.
import type * as ApiClient from '@bullion/api-client';
import type { Session } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  loadSupabase: vi.fn(),
  preloadSupabase: vi.fn(),
  listeners: [] as ((client: unknown) => void)[],
}));

vi.mock('@bullion/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  loadSupabase: mocks.loadSupabase,
  preloadSupabase: mocks.preloadSupabase,
  whenSupabaseCreated: (listener: (client: unknown) => void) => mocks.listeners.push(listener),
}));

const jwt = (claims: Record<string, unknown>) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

function session(expiresInS: number, token = jwt({ sub: 'user-1', aal: 'aal1' })): Session {
  const value = {
    access_token: token,
    refresh_token: 'refresh',
    expires_at: Math.floor(Date.now() / 1000) + expiresInS,
    user: { id: 'user-1', email: 'ada@example.com', factors: [] },
  };
  return value as unknown as Session;
}

function storeSession(expiresInS: number): Session {
  const stored = session(expiresInS);
  localStorage.setItem('bullion-auth', JSON.stringify(stored));
  return stored;
}

async function freshModule() {
  vi.resetModules();
  return import('./session-store');
}

beforeEach(() => {
  vi.useFakeTimers();
  mocks.loadSupabase.mockReset();
  mocks.preloadSupabase.mockReset();
  mocks.listeners.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('restoring a stored session', () => {
  it('signs in on a fresh stored session without waiting for supabase-js, which loads after the first page', async () => {
    storeSession(3600);
    const { startSessionTracking, useSessionStore, AUTH_CLIENT_DELAY_MS, AUTH_CLIENT_IDLE_TIMEOUT_MS } = await freshModule();
    await startSessionTracking();
    expect(useSessionStore.getState().status).toBe('signed-in');
    expect(useSessionStore.getState().session?.user.email).toBe('ada@example.com');
    expect(mocks.loadSupabase).not.toHaveBeenCalled();
    expect(mocks.preloadSupabase).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(AUTH_CLIENT_DELAY_MS + AUTH_CLIENT_IDLE_TIMEOUT_MS);
    expect(mocks.preloadSupabase).toHaveBeenCalledTimes(1);
  });

  it('keeps the session it started on when supabase-js reports the same one, and follows every change', async () => {
    const stored = storeSession(3600);
    const { startSessionTracking, useSessionStore } = await freshModule();
    await startSessionTracking();
    const started = useSessionStore.getState();
    let onChange: ((event: string, session: Session | null) => void) | undefined;
    for (const listener of mocks.listeners) listener({ auth: { onAuthStateChange: (callback: typeof onChange) => (onChange = callback) } });
    onChange?.('INITIAL_SESSION', { ...stored, user: { ...stored.user } });
    expect(useSessionStore.getState()).toBe(started);
    // The same token with an updated user (a new e-mail address) is drawn.
    onChange?.('USER_UPDATED', { ...stored, user: { ...stored.user, email: 'ada@new.example' } });
    expect(useSessionStore.getState().session?.user.email).toBe('ada@new.example');
    onChange?.('SIGNED_OUT', null);
    expect(useSessionStore.getState().status).toBe('signed-out');
  });

  it('waits for supabase-js when the stored token is due for a refresh', async () => {
    storeSession(60);
    const refreshed = session(3600, jwt({ sub: 'user-1', aal: 'aal1', refreshed: true }));
    mocks.loadSupabase.mockResolvedValue({ auth: { getSession: async () => ({ data: { session: refreshed } }) } });
    const { startSessionTracking, useSessionStore } = await freshModule();
    await startSessionTracking();
    expect(mocks.loadSupabase).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().status).toBe('signed-in');
    expect(useSessionStore.getState().session).toBe(refreshed);
  });

  it('leaves a sign-in result in the address to supabase-js', async () => {
    storeSession(3600);
    window.history.replaceState(null, '', '/#access_token=new&refresh_token=r');
    mocks.loadSupabase.mockResolvedValue({ auth: { getSession: async () => ({ data: { session: null } }) } });
    try {
      const { startSessionTracking, useSessionStore } = await freshModule();
      await startSessionTracking();
      expect(mocks.loadSupabase).toHaveBeenCalledTimes(1);
      expect(useSessionStore.getState().status).toBe('signed-out');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
