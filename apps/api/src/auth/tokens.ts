// Sessions, access tokens (JWTs with Supabase's claims) and rotating refresh tokens.
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { SignJWT } from 'jose';
import type { Db } from '../db/database';
import type { AuthUser } from '../db/schema';
import { ACCESS_TOKEN_AUDIENCE } from '../http/auth';
import { isBanned } from './bans';
import { listIdentities, toIdentity, type IdentityRow } from './identities';
import { listUserFactors, toAuthFactor, type AuthFactor } from './mfa-factors';
import { clientIp } from './rate-limit';
import { sessionAssurance, type SessionAssurance } from './session-assurance';
import type { SigningKeys } from '../signing-keys';
import { userBanned } from './supabase-errors';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * The user object of Supabase's auth API: the user's identities (listIdentities) and TOTP factors
 * (left out when there are none, as GoTrue does).
 */
export function toAuthUser(user: AuthUser, related: { identities?: readonly IdentityRow[]; factors?: AuthFactor[] } = {}) {
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
    invited_at: iso(user.invited_at),
    banned_until: iso(user.banned_until),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    ...(user.email_change ? { new_email: user.email_change } : {}),
    identities: (related.identities ?? []).map(toIdentity),
    created_at: new Date(user.created_at).toISOString(),
    updated_at: new Date(user.updated_at).toISOString(),
    is_anonymous: false,
    ...(related.factors?.length ? { factors: related.factors } : {}),
  };
}

/** The user object with the user's identities and factors read from the database. */
export async function userResponse(db: Db, user: AuthUser) {
  const [identities, factors] = await Promise.all([listIdentities(db, user.id), listUserFactors(db, user.id)]);
  return toAuthUser(user, { identities, factors });
}

/** userResponse for a page of users, with one query for all their identities and one for their factors. */
export async function userResponses(db: Db, users: readonly AuthUser[]) {
  if (!users.length) return [];
  const ids = users.map((user) => user.id);
  const [identities, factors] = await Promise.all([
    db.selectFrom('auth_identities').selectAll().where('user_id', 'in', ids).orderBy('created_at').orderBy('provider').orderBy('id').execute(),
    db.selectFrom('auth_mfa_factors').selectAll().where('user_id', 'in', ids).orderBy('created_at').orderBy('id').execute(),
  ]);
  return users.map((user) =>
    toAuthUser(user, {
      identities: identities.filter((identity) => identity.user_id === user.id),
      factors: factors.filter((factor) => factor.user_id === user.id).map(toAuthFactor),
    }),
  );
}

export interface TokenSettings {
  signingKeys: SigningKeys;
  accessTokenTtlSeconds: number;
  now: () => Date;
}

/** `assurance` defaults to a session just signed in with a password. */
export async function signAccessToken(user: AuthUser, sessionId: string, settings: TokenSettings, assurance?: SessionAssurance) {
  const issuedAt = Math.floor(settings.now().getTime() / 1000);
  const expiresAt = issuedAt + settings.accessTokenTtlSeconds;
  const { signer } = settings.signingKeys;
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
    // The kid tells verifiers (supabase-js getClaims, this API) which published key to check with.
    .setProtectedHeader(signer.kid ? { alg: signer.alg, kid: signer.kid, typ: 'JWT' } : { alg: signer.alg, typ: 'JWT' })
    .setSubject(user.id)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(signer.key);
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
    user: await userResponse(db, user),
  };
}

/** Starts a new session for the user (sign-in) and returns Supabase's session response. */
/** Where a session is used from: shown in the user's list of sessions. */
export interface SessionClient {
  userAgent: string | null;
  ip: string | null;
}

const MAX_USER_AGENT_LENGTH = 512;

/** The request's User-Agent (cut to a sane length) and peer address. */
export function sessionClient(c: Context): SessionClient {
  const userAgent = c.req.header('user-agent')?.slice(0, MAX_USER_AGENT_LENGTH) || null;
  const ip = clientIp(c);
  return { userAgent, ip: ip === 'unknown' ? null : ip };
}

export async function createSession(db: Db, user: AuthUser, settings: TokenSettings, amr = 'password', client?: SessionClient) {
  // Whichever flow asks (password, code, link, OAuth), a banned user gets no session.
  if (isBanned(user, settings.now())) throw userBanned();
  // created_at on the API's clock: the age of a session decides whether a password change needs
  // reauthentication, and it is the amr timestamp of the first factor.
  const session = await db
    .insertInto('auth_sessions')
    .values({ user_id: user.id, amr, created_at: settings.now(), user_agent: client?.userAgent ?? null, ip: client?.ip ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('auth_users').set({ last_sign_in_at: settings.now(), updated_at: settings.now() }).where('id', '=', user.id).execute();
  const fresh = await db.selectFrom('auth_users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
  return sessionResponse(db, fresh, session.id, settings);
}
