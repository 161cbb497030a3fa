// Sessions, access tokens (JWTs with Supabase's claims) and rotating refresh tokens.
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Db } from '../db/database';
import type { AuthUser } from '../db/schema';
import { ACCESS_TOKEN_AUDIENCE } from '../http/auth';
import { listUserFactors, type AuthFactor } from './mfa-factors';
import { sessionAssurance, type SessionAssurance } from './session-assurance';

const encoder = new TextEncoder();

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** The user object of Supabase's auth API; `factors` is left out when there are none, as GoTrue does. */
export function toAuthUser(user: AuthUser, related: { factors?: AuthFactor[] } = {}) {
  const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : undefined);
  return {
    id: user.id,
    aud: ACCESS_TOKEN_AUDIENCE,
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: new Date(user.created_at).toISOString(),
    updated_at: new Date(user.updated_at).toISOString(),
    is_anonymous: false,
    ...(related.factors?.length ? { factors: related.factors } : {}),
  };
}

export interface TokenSettings {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  now: () => Date;
}

/** `assurance` defaults to a session just signed in with a password. */
export async function signAccessToken(user: AuthUser, sessionId: string, settings: TokenSettings, assurance?: SessionAssurance) {
  const issuedAt = Math.floor(settings.now().getTime() / 1000);
  const expiresAt = issuedAt + settings.accessTokenTtlSeconds;
  const token = await new SignJWT({
    email: user.email,
    role: 'authenticated',
    session_id: sessionId,
    aal: assurance?.aal ?? 'aal1',
    amr: assurance?.amr ?? [{ method: 'password', timestamp: issuedAt }],
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(encoder.encode(settings.jwtSecret));
  return { token, expiresAt };
}

/** Stores a new refresh token for the session and returns it (only its hash is kept). */
export async function issueRefreshToken(db: Db, sessionId: string, userId: string): Promise<string> {
  const token = randomToken(24);
  await db.insertInto('auth_refresh_tokens').values({ token_hash: hashToken(token), session_id: sessionId, user_id: userId }).execute();
  return token;
}

/** The session response of Supabase's token endpoint, with the session's current aal and amr. */
export async function sessionResponse(db: Db, user: AuthUser, sessionId: string, settings: TokenSettings) {
  const { token, expiresAt } = await signAccessToken(user, sessionId, settings, await sessionAssurance(db, sessionId));
  const refreshToken = await issueRefreshToken(db, sessionId, user.id);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: settings.accessTokenTtlSeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: toAuthUser(user, { factors: await listUserFactors(db, user.id) }),
  };
}

/** Starts a new session for the user (sign-in) and returns Supabase's session response. */
export async function createSession(db: Db, user: AuthUser, settings: TokenSettings, amr = 'password') {
  // created_at on the API's clock: it is the amr timestamp of the first factor.
  const session = await db
    .insertInto('auth_sessions')
    .values({ user_id: user.id, amr, created_at: settings.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('auth_users').set({ last_sign_in_at: settings.now(), updated_at: settings.now() }).where('id', '=', user.id).execute();
  const fresh = await db.selectFrom('auth_users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
  return sessionResponse(db, fresh, session.id, settings);
}
