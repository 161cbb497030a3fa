// A returning visitor's stored session: used as stored while its token is fresh (no supabase-js on
// the start's path), left to supabase-js when it is due for a refresh or cannot be read.
import { afterEach, describe, expect, it } from 'vitest';
import { configureSupabase, currentAccessToken, hasSignInResultInAddress, readStoredSession, AUTH_STORAGE_KEY, FRESH_SESSION_MIN_VALIDITY_MS } from './supabase';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);

function stored(expiresInMs: number, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    access_token: 'token-a',
    refresh_token: 'refresh-a',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor((NOW + expiresInMs) / 1000),
    user: { id: 'user-1', email: 'ada@example.com', factors: [] },
    ...extra,
  });
}

const storage = (value: string | null) => ({ getItem: (key: string) => (key === AUTH_STORAGE_KEY ? value : null) });

afterEach(() => localStorage.clear());

describe('the stored session', () => {
  it('is the session, as stored, while its token is valid for five minutes more', () => {
    const session = readStoredSession({ storage: storage(stored(FRESH_SESSION_MIN_VALIDITY_MS + 60_000)), now: NOW });
    expect(session?.access_token).toBe('token-a');
    expect(session?.user.email).toBe('ada@example.com');
  });

  it('is left to supabase-js when its token expires sooner (it refreshes it first)', () => {
    expect(readStoredSession({ storage: storage(stored(FRESH_SESSION_MIN_VALIDITY_MS - 1000)), now: NOW })).toBeNull();
    expect(readStoredSession({ storage: storage(stored(-60_000)), now: NOW })).toBeNull();
  });

  it('is none when nothing is stored, or what is stored is not a session supabase-js would restore', () => {
    expect(readStoredSession({ storage: storage(null), now: NOW })).toBeNull();
    expect(readStoredSession({ storage: storage('{not json'), now: NOW })).toBeNull();
    expect(readStoredSession({ storage: storage(stored(3_600_000, { refresh_token: undefined })), now: NOW })).toBeNull();
    expect(readStoredSession({ storage: storage(stored(3_600_000, { user: null })), now: NOW })).toBeNull();
  });
});

describe('the bearer token before supabase-js has loaded', () => {
  it('is the stored session’s token while it is valid, and none when signed out', async () => {
    configureSupabase({ authUrl: 'http://127.0.0.1:9/auth/v1', authPublicKey: 'public-key' });
    expect(await currentAccessToken()).toBeNull();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ ...JSON.parse(stored(0)), expires_at: Math.floor(Date.now() / 1000) + 3600 }));
    expect(await currentAccessToken()).toBe('token-a');
  });
});

describe('a sign-in result in the address', () => {
  it('is the verification link’s or the provider’s answer, which only supabase-js takes in', () => {
    expect(hasSignInResultInAddress({ hash: '#access_token=x&refresh_token=y', search: '' })).toBe(true);
    expect(hasSignInResultInAddress({ hash: '#error_code=otp_expired', search: '' })).toBe(true);
    expect(hasSignInResultInAddress({ hash: '', search: '?code=abc' })).toBe(true);
    expect(hasSignInResultInAddress({ hash: '#dialog=create-team', search: '?q=eagle' })).toBe(false);
  });
});
