// The mock auth server's signed-in user (GoTrue's shapes, as supabase-js reads them) and a way to
// sign the page's supabase-js client in against the mock, for stories and tests of pages that call
// supabase-js directly (password, two-step verification, identities, e-mail change).
import { localUrl } from '@bullion/shared/remotes';
import { MOCK_USER_ID } from '../account/fixtures';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY, configureSupabase, loadSupabase } from '@bullion/api-client';

export const MOCK_AUTH_URL = `${localUrl('api')}/auth/v1`;
/** The code the mock accepts wherever an e-mailed or authenticator code is asked for. */
export const MOCK_AUTH_CODE = '123456';
/** The mock user's password. */
export const MOCK_PASSWORD = 'Passw0rdX';

export interface MockFactor {
  id: string;
  friendly_name: string;
  factor_type: 'totp';
  status: 'verified' | 'unverified';
  created_at: string;
  updated_at: string;
}

export interface MockIdentity {
  identity_id: string;
  id: string;
  user_id: string;
  provider: string;
  identity_data: Record<string, unknown>;
  email: string;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string;
}

export interface MockAuthState {
  email: string;
  newEmail: string | null;
  password: string;
  aal: 'aal1' | 'aal2';
  /** Whether a password change needs a reauthentication code (an old session). */
  reauthenticationNeeded: boolean;
  /** AUTH_DISABLE_SIGNUP: GET /settings says disable_signup. */
  signupDisabled: boolean;
  factors: MockFactor[];
  identities: MockIdentity[];
  userMetadata: Record<string, unknown>;
}

const CREATED = '2026-01-05T10:00:00.000Z';

export function mockEmailIdentity(email = 'ada@example.com'): MockIdentity {
  return {
    identity_id: '5a0c1f2e-3d4b-4a5c-9e6f-7a8b9c0d1e21',
    id: MOCK_USER_ID,
    user_id: MOCK_USER_ID,
    provider: 'email',
    identity_data: { email, email_verified: true, sub: MOCK_USER_ID },
    email,
    created_at: CREATED,
    updated_at: CREATED,
    last_sign_in_at: '2026-10-30T08:12:00.000Z',
  };
}

export function mockGoogleIdentity(email = 'ada.lovelace@gmail.com'): MockIdentity {
  return {
    identity_id: '5a0c1f2e-3d4b-4a5c-9e6f-7a8b9c0d1e22',
    id: email,
    user_id: MOCK_USER_ID,
    provider: 'google',
    identity_data: { email, email_verified: true, sub: email },
    email,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    last_sign_in_at: '2026-09-01T10:00:00.000Z',
  };
}

export function mockVerifiedFactor(name = 'Authenticator app'): MockFactor {
  return {
    id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b61',
    friendly_name: name,
    factor_type: 'totp',
    status: 'verified',
    created_at: '2026-04-02T10:00:00.000Z',
    updated_at: '2026-04-02T10:00:00.000Z',
  };
}

export function mockAuthState(): MockAuthState {
  return {
    email: 'ada@example.com',
    newEmail: null,
    password: MOCK_PASSWORD,
    aal: 'aal1',
    reauthenticationNeeded: false,
    signupDisabled: false,
    factors: [],
    identities: [mockEmailIdentity()],
    userMetadata: { full_name: 'Ada Lovelace' },
  };
}

/** The user object of GET /user. */
export function mockAuthUser(state: MockAuthState) {
  return {
    id: MOCK_USER_ID,
    aud: 'authenticated',
    role: 'authenticated',
    email: state.email,
    ...(state.newEmail ? { new_email: state.newEmail } : {}),
    email_confirmed_at: CREATED,
    confirmed_at: CREATED,
    last_sign_in_at: '2026-10-30T08:12:00.000Z',
    app_metadata: { provider: state.identities[0]?.provider ?? 'email', providers: state.identities.map((identity) => identity.provider) },
    user_metadata: state.userMetadata,
    identities: state.identities,
    ...(state.factors.length ? { factors: state.factors } : {}),
    created_at: CREATED,
    updated_at: CREATED,
  };
}

const base64Url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A session as GoTrue answers it; the access token is unsigned (supabase-js only decodes it). */
export function mockAuthSession(state: MockAuthState) {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = 3600 * 24 * 365;
  const amr = state.aal === 'aal2' ? [{ method: 'totp', timestamp: now }, { method: 'password', timestamp: now - 60 }] : [{ method: 'password', timestamp: now - 60 }];
  const claims = {
    sub: MOCK_USER_ID,
    aud: 'authenticated',
    role: 'authenticated',
    email: state.email,
    aal: state.aal,
    amr,
    session_id: '7c2d4e6f-1a3b-4c5d-8e9f-0a1b2c3d4e01',
    iat: now,
    exp: now + expiresIn,
  };
  return {
    access_token: `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.mock-signature`,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: now + expiresIn,
    refresh_token: `mock-refresh-${now}`,
    user: mockAuthUser(state),
  };
}

/**
 * Points the page's supabase-js client at the mock auth server with the mock user signed in (its
 * session in localStorage, where supabase-js keeps it). Story loaders and tests call it.
 */
export function signInMockSupabase(state: MockAuthState): Promise<SupabaseClient> {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(mockAuthSession(state)));
  // supabase-js adds /auth/v1 to the project URL.
  configureSupabase({ authUrl: localUrl('api'), authPublicKey: 'mock-public-key' });
  return loadSupabase();
}
