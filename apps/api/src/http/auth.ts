// Authentication of product API calls: the Supabase-compatible bearer token identifies the user;
// the app access token (header `token`, from POST /api/auth/token) selects the group and is checked
// against the user's current membership on every call; the member's role decides what they may do
// there (requirePermission, grants).
import { PERMISSION_REFUSALS, type GroupPermission } from '@bullion/contract';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { jwtVerify, type JWTPayload, type JWTVerifyOptions } from 'jose';
import { LRUCache } from 'lru-cache';
import type { SigningKeys } from '../signing-keys';
import { endDueTrials, hasTrialEnded } from '../billing/trials';
import type { Db } from '../db/database';
import type { RolePermissions } from '../db/schema';
import type { AppEnv } from './context';
import { forbidden, sessionEnded, unauthorized } from './errors';
import { assertGroupMfa } from './mfa-required';
import { membershipWithRole } from './scope';

export const APP_TOKEN_HEADER = 'token';
export const ACCESS_TOKEN_AUDIENCE = 'authenticated';
export const APP_TOKEN_AUDIENCE = 'bullion-app';

const encoder = new TextEncoder();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** What a token is checked with: an HS256 secret, or the access-token key ring. */
export type TokenKeys = string | SigningKeys;

const ACCESS_TOKEN_ALGORITHMS = ['HS256', 'ES256', 'RS256'];

function verifyWith(token: string, keys: TokenKeys, options: JWTVerifyOptions) {
  if (typeof keys === 'string') return jwtVerify(token, encoder.encode(keys), { ...options, algorithms: ['HS256'] });
  // The ring picks the key by the token's alg and kid: JWT_SECRET for HS256 only, a published key
  // only for its own algorithm, so one kind of key is never used as another.
  return jwtVerify(token, (header) => keys.keyFor(header), { ...options, algorithms: ACCESS_TOKEN_ALGORITHMS });
}

/**
 * Verifies tokens of one audience, remembering each good token's claims until it expires: a
 * session sends the same token with every call for up to an hour, and the signature and claims of a
 * token cannot change, so a token is checked once rather than on every request. A remembered token
 * counts only for the same keys (secret, or key ring of this configuration): under keys that no
 * longer publish its key it is checked again, and refused. Bad tokens are not remembered (each try
 * pays the full check). Bounded to `max` tokens, least recently used first out.
 */
export function tokenVerifier(audience: string, options: Pick<JWTVerifyOptions, 'requiredClaims'> & { max?: number } = {}) {
  const verified = new LRUCache<string, { keys: TokenKeys; payload: JWTPayload }>({ max: options.max ?? 10_000 });
  return async (token: string, keys: TokenKeys): Promise<JWTPayload> => {
    const known = verified.get(token);
    if (known && known.keys === keys && (known.payload.exp as number) * 1000 > Date.now()) return known.payload;
    const { payload } = await verifyWith(token, keys, { audience, requiredClaims: ['exp', ...(options.requiredClaims ?? [])] });
    const ttl = (payload.exp as number) * 1000 - Date.now();
    if (ttl > 0) verified.set(token, { keys, payload: Object.freeze(payload) }, { ttl });
    return payload;
  };
}

const verifyAccessJwt = tokenVerifier(ACCESS_TOKEN_AUDIENCE, { requiredClaims: ['sub'] });
const verifyAppJwt = tokenVerifier(APP_TOKEN_AUDIENCE);

/** Checks a session's access token against the current keys (any published key, or JWT_SECRET). */
export async function verifyAccessToken(token: string, keys: SigningKeys) {
  // A token must expire, and its ids must be well-formed before they reach a query.
  const payload = await verifyAccessJwt(token, keys);
  if (!isUuid(payload.sub) || !isUuid(payload.session_id)) throw new Error('token with malformed ids');
  return {
    sub: payload.sub,
    email: typeof payload.email === 'string' ? payload.email : '',
    sessionId: payload.session_id,
    // Anything but an explicit aal2 counts as the first factor only.
    aal: payload.aal === 'aal2' ? ('aal2' as const) : ('aal1' as const),
  };
}

export type AccessTokenClaims = Awaited<ReturnType<typeof verifyAccessToken>>;

export interface SessionToken {
  /** The bearer token of the Authorization header, if any. */
  token: string | null;
  /** Its claims when the signature, audience, expiry and ids are good. */
  claims: AccessTokenClaims | null;
}

const sessionTokens = new WeakMap<Request, Promise<SessionToken>>();

/** The request's bearer token, verified once per request however many middlewares ask. */
export function readSessionToken(c: Context<AppEnv>): Promise<SessionToken> {
  let read = sessionTokens.get(c.req.raw);
  if (!read) {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? null;
    read = token
      ? verifyAccessToken(token, c.var.deps.config.signingKeys).then(
          (claims) => ({ token, claims }),
          () => ({ token, claims: null }),
        )
      : Promise.resolve({ token, claims: null });
    sessionTokens.set(c.req.raw, read);
  }
  return read;
}

/**
 * How long a session found open is taken as open without asking the database again. A page of the
 * app sends several calls at once with one token; they share one lookup. Sessions revoked through
 * this process (revokeSessions) are forgotten at once; a revocation made by another API instance
 * takes effect here within this time.
 */
export const OPEN_SESSION_RECHECK_MS = 1000;

/** Sessions recently found open: session id → user id and the level the session holds now. */
const openSessions = new LRUCache<string, { userId: string; aal: 'aal1' | 'aal2' }>({ max: 10_000, ttl: OPEN_SESSION_RECHECK_MS });

/**
 * The assurance level a token's session holds now, or null when the session is not open (signed out
 * or revoked). A token counts as aal2 only while its session does: as in GoTrue, which reads the
 * level from the session row, a session whose factor was deleted is aal1 at once, whatever the aal
 * claim of the tokens issued before says.
 */
export async function sessionAal(db: Db, claims: AccessTokenClaims): Promise<'aal1' | 'aal2' | null> {
  let open = openSessions.get(claims.sessionId);
  if (!open || open.userId !== claims.sub) {
    const session = await db
      .selectFrom('auth_sessions')
      .select(['aal', 'mfa_factor_id'])
      .where('id', '=', claims.sessionId)
      .where('user_id', '=', claims.sub)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!session) return null;
    // The factor that raised the session must still exist (a plain delete clears mfa_factor_id).
    open = { userId: claims.sub, aal: session.aal === 'aal2' && session.mfa_factor_id !== null ? 'aal2' : 'aal1' };
    openSessions.set(claims.sessionId, open);
  }
  return claims.aal === 'aal2' && open.aal === 'aal2' ? 'aal2' : 'aal1';
}

/** Called for sessions being revoked or downgraded: each is looked up again at its next use. */
export function forgetOpenSessions(target: { sessionId: string } | { userId: string }): void {
  if ('sessionId' in target) {
    openSessions.delete(target.sessionId);
    return;
  }
  for (const [sessionId, open] of openSessions.entries()) if (open.userId === target.userId) openSessions.delete(sessionId);
}

/** Requires a valid, unrevoked session; sets `user`. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const { token, claims } = await readSessionToken(c);
  if (!token) throw unauthorized();
  if (!claims) throw unauthorized('Your session is not valid or has expired. Sign in again.');
  const aal = await sessionAal(c.var.deps.db, claims);
  if (!aal) throw sessionEnded();
  c.set('user', { id: claims.sub, email: claims.email, sessionId: claims.sessionId, aal });
  await next();
});

/**
 * Requires the app access token of a group the user still belongs to; sets `group` with the
 * member's current role and permissions (a role change takes effect at once, not at token expiry).
 * A group that requires two-factor sign-in also needs an aal2 session (403 mfa_required).
 */
export const requireGroup = createMiddleware<AppEnv>(async (c, next) => {
  const token = c.req.header(APP_TOKEN_HEADER);
  if (!token) throw unauthorized('Choose a group first: the app access token is missing.');
  const { config, db } = c.var.deps;
  let groupId: string;
  try {
    const payload = await verifyAppJwt(token, config.APP_TOKEN_SECRET);
    const group = payload.group as { id?: unknown } | undefined;
    if (payload.sub !== c.var.user.id || !isUuid(group?.id)) throw new Error('token of another user');
    groupId = group.id;
  } catch {
    throw unauthorized('The app access token is not valid or has expired.');
  }
  const membership = await membershipWithRole(db, groupId, c.var.user.id)
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .leftJoin('subscriptions as s', (join) => join.onRef('s.group_id', '=', 'm.group_id'))
    .select([
      'm.group_id',
      'm.role_id',
      'r.value as role',
      'r.permissions',
      's.subscription_plan_id as plan',
      's.status',
      's.stripe_subscription_id',
      's.trial_ends_at',
      'g.require_mfa',
    ])
    .executeTakeFirst();
  if (!membership) throw forbidden('You are no longer a member of this group.');
  await assertGroupMfa(db, c.var.user, membership.require_mfa);
  // A trial ends on its date even if the billing clock has not passed yet (billing/trials.ts).
  const trialOver = membership.status !== null && hasTrialEnded({ ...membership, status: membership.status }, c.var.deps.now());
  if (trialOver) await endDueTrials(db, c.var.deps.now(), [groupId]);
  c.set('group', {
    id: membership.group_id,
    role: membership.role,
    roleId: membership.role_id,
    permissions: membership.permissions,
    plan: trialOver ? 'free' : (membership.plan ?? 'free'),
  });
  await next();
});

/**
 * For reads that work with or without a group: like requireGroup when the `token` header is sent
 * (an invalid token is still 401); a no-op without it, and the call sees only what is public.
 */
export const optionalGroup = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.req.header(APP_TOKEN_HEADER)) return next();
  return requireGroup(c, next);
});

/** Whether a role's permission map grants `permission`: only an explicit true does. */
export function grants(permissions: RolePermissions, permission: GroupPermission): boolean {
  return permissions[permission] === true;
}

/** Requires a permission of the member's role in the current group. */
export function requirePermission(permission: GroupPermission) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!grants(c.var.group.permissions, permission)) throw forbidden(PERMISSION_REFUSALS[permission]);
    await next();
  });
}

/**
 * Requires the member's role in the current group to be `role` (by value: admin, member, viewer), for
 * the few actions no permission of GROUP_PERMISSIONS is narrow enough for; `why` says what it guards.
 */
export function requireRole(role: string, why: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.var.group.role !== role) throw forbidden(why);
    await next();
  });
}
