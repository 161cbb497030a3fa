// Who calls the registry: a platform admin with their session, or a deploy key (`Authorization:
// Bearer bdk_…`) limited to its remote and environments. Every refusal is a JSON error: 401 without
// credentials or with an unknown or revoked key, 403 forbidden outside the caller's rights.
import { RELEASE_ERRORS } from '@bullion/contract';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requireUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ApiError, forbidden } from '../http/errors';
import type { Actor } from './audit';
import { authenticateDeployKey, isDeployKeySecret, keyLabel, type KeyCaller } from './deploy-keys';
import { isPlatformAdmin } from './platform-admins';

export type RegistryCaller = { kind: 'user'; userId: string; actor: Actor } | { kind: 'key'; key: KeyCaller; actor: Actor };

const callers = new WeakMap<Request, RegistryCaller>();

export function callerOf(c: Context<AppEnv>): RegistryCaller {
  const caller = callers.get(c.req.raw);
  if (!caller) throw new Error('registry route without requireRegistryCaller');
  return caller;
}

const bearer = (c: Context<AppEnv>) => /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? null;

const NOT_AN_ADMIN = 'Only platform admins may do this (a role granted explicitly, not by being a group admin).';

/** A signed-in platform admin; sets the caller. */
export const requirePlatformAdmin = createMiddleware<AppEnv>((c, next) =>
  requireUser(c, async () => {
    const { user, deps } = c.var;
    if (!(await isPlatformAdmin(deps.db, user, deps.config.PLATFORM_ADMINS))) throw forbidden(NOT_AN_ADMIN);
    callers.set(c.req.raw, { kind: 'user', userId: user.id, actor: { kind: 'user', id: user.id, label: user.email } });
    await next();
  }),
);

/** A platform admin, or a deploy key that is neither unknown nor revoked; sets the caller. */
export const requireRegistryCaller = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearer(c);
  if (!token || !token.startsWith('bdk_')) return requirePlatformAdmin(c, next);
  if (!isDeployKeySecret(token)) throw new ApiError(401, RELEASE_ERRORS.invalidKey, 'The deploy key is not valid.');
  const found = await authenticateDeployKey(c.var.deps.db, token, c.var.deps.now());
  if (found.status === 'revoked') throw new ApiError(401, RELEASE_ERRORS.keyRevoked, 'This deploy key has been revoked. Ask a platform admin for a new one.');
  if (found.status !== 'ok') throw new ApiError(401, RELEASE_ERRORS.invalidKey, 'The deploy key is not valid.');
  const { key } = found;
  callers.set(c.req.raw, { kind: 'key', key, actor: { kind: 'key', id: key.id, label: keyLabel({ name: key.name, key_prefix: key.prefix }) } });
  await next();
});

/** 403 unless the caller may act on the remote (a key: its own remote only). */
export function assertRemoteAccess(caller: RegistryCaller, remote: string): void {
  if (caller.kind === 'key' && caller.key.remote !== remote) {
    throw forbidden(`This deploy key is for ${caller.key.remote}; it may not act on ${remote}.`);
  }
}

/** 403 unless the caller may change the environment of the remote (a key: its environments only). */
export function assertEnvironmentAccess(caller: RegistryCaller, remote: string, environment: string): void {
  assertRemoteAccess(caller, remote);
  if (caller.kind === 'key' && !caller.key.environments.includes(environment)) {
    throw forbidden(`This deploy key may act on ${caller.key.environments.join(', ')}, not on ${environment}.`);
  }
}
