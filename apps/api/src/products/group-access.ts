// Product reads work with or without a group: with the app access token (`token` header) the caller
// also sees their group's products; without it, only the public catalog.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { APP_TOKEN_HEADER, requireGroup } from '../http/auth';
import type { AppEnv, GroupAccess } from '../http/context';
import type { Scope } from '../db/database';

/** Like requireGroup when the token header is sent (an invalid token is still 401); a no-op without it. */
export const optionalGroup = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.req.header(APP_TOKEN_HEADER)) return next();
  return requireGroup(c, next);
});

/** The group of a verified app access token, if the call sent one. */
export function tokenGroup(c: Context<AppEnv>): GroupAccess | null {
  return (c.get('group') as GroupAccess | undefined) ?? null;
}

/** The database scope of a product call: the caller and, if any, their token's group. */
export function productScope(c: Context<AppEnv>): Scope {
  const group = tokenGroup(c);
  return { userId: c.var.user.id, groupIds: group ? [group.id] : [] };
}
