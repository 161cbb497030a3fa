// The admin API's users (supabase-js auth.admin.listUsers, getUserById, createUser, updateUserById,
// deleteUser): GET/POST /admin/users, GET/PUT/DELETE /admin/users/{userId}. Service-role key only.
import { createRoute, type z } from '@hono/zod-openapi';
import { subscriptionsEndingWithAccount } from '../account/account-reads';
import { deleteUserAccount, groupsBlockingDeletion } from '../account/delete-user';
import { cancelWithAccount } from '../billing/cancel-with-account';
import type { Db } from '../db/database';
import { ACCESS_TOKEN_AUDIENCE } from '../http/auth';
import type { AppDeps } from '../http/context';
import { createAccount, existingUser, updateAccount } from './admin-accounts';
import { ADMIN_ROUTE } from './admin-guard';
import {
  createUserBodySchema,
  deleteUserBodySchema,
  listUsersQuerySchema,
  listUsersResponseSchema,
  updateUserBodySchema,
  userIdParamsSchema,
} from './admin-schemas';
import type { AuthRouter } from './auth-router';
import { authErrors, emptySchema, json, userSchema } from './schemas';
import { AuthError, validationFailed } from './supabase-errors';
import { userResponse, userResponses } from './tokens';

const DEFAULT_PER_PAGE = 50;

const listRoute = createRoute({
  ...ADMIN_ROUTE,
  method: 'get',
  path: '/admin/users',
  summary: 'Lists users, newest first, a page at a time',
  request: { query: listUsersQuerySchema },
  responses: {
    200: {
      content: json(listUsersResponseSchema),
      description: 'A page of users',
      headers: {
        link: { description: 'GoTrue\'s pagination links: `<…?page=2&per_page=50>; rel="next", <…>; rel="last"`', schema: { type: 'string' } },
        'x-total-count': { description: 'The number of users', schema: { type: 'integer' } },
      },
    },
    ...authErrors(400, 401, 403),
  },
});

const getRoute = createRoute({
  ...ADMIN_ROUTE,
  method: 'get',
  path: '/admin/users/{userId}',
  summary: 'One user',
  request: { params: userIdParamsSchema },
  responses: { 200: { content: json(userSchema), description: 'The user' }, ...authErrors(400, 401, 403, 404) },
});

const createUserRoute = createRoute({
  ...ADMIN_ROUTE,
  method: 'post',
  path: '/admin/users',
  summary: 'Creates a user (with profile and personal group); no e-mail is sent',
  request: { body: { required: true, content: json(createUserBodySchema) } },
  responses: { 200: { content: json(userSchema), description: 'The new user' }, ...authErrors(400, 401, 403, 422) },
});

const updateRoute = createRoute({
  ...ADMIN_ROUTE,
  method: 'put',
  path: '/admin/users/{userId}',
  summary: "Changes a user's e-mail, password, confirmation, metadata or ban",
  description: 'A new password or a ban ends all their sessions; `ban_duration` "none" lifts a ban.',
  request: { params: userIdParamsSchema, body: { required: true, content: json(updateUserBodySchema) } },
  responses: { 200: { content: json(userSchema), description: 'The updated user' }, ...authErrors(400, 401, 403, 404, 422) },
});

const deleteRoute = createRoute({
  ...ADMIN_ROUTE,
  method: 'delete',
  path: '/admin/users/{userId}',
  summary: 'Deletes a user for good, with the groups only they were in',
  description:
    '409 `conflict` (nothing deleted) when a group of theirs has other members but no other admin. The subscription of a group that stays passes to another admin of it; a paid plan left without a group is cancelled now at the billing provider, prorated.',
  // Optional, as GoTrue reads it: no body means a hard delete.
  request: { params: userIdParamsSchema, body: { required: false, content: json(deleteUserBodySchema) } },
  responses: { 200: { content: json(emptySchema), description: 'Deleted' }, ...authErrors(400, 401, 403, 404, 409) },
});

/** GoTrue's Link header: next (when there is one) and last page, with the request's path. */
function paginationLinks(path: string, page: number, perPage: number, total: number): string {
  const link = (target: number) => `<${path}?${new URLSearchParams({ page: String(target), per_page: String(perPage) }).toString()}>`;
  const lastPage = Math.ceil(total / perPage);
  return [...(lastPage > page ? [`${link(page + 1)}; rel="next"`] : []), `${link(lastPage)}; rel="last"`].join(', ');
}

async function listUsers(db: Db, page: number, perPage: number) {
  const { total } = await db.selectFrom('auth_users').select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const users = await db
    .selectFrom('auth_users')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { users, total: Number(total) };
}

/** The stored bytes of a deleted user's pictures and deleted groups' files; the rows are gone already. */
export async function removeStoredFiles(deps: AppDeps, folderIds: string[]) {
  for (const id of folderIds) {
    try {
      await deps.blobs.removeFolder(id);
    } catch (error) {
      deps.logger.warn({ err: error, folderId: id }, 'auth admin: files of a deleted user or group could not be removed');
    }
  }
}

export function registerAdminUsers(auth: AuthRouter) {
  auth.openapi(listRoute, async (c) => {
    const { page = 1, per_page: perPage = DEFAULT_PER_PAGE } = c.req.valid('query');
    const { users, total } = await listUsers(c.var.deps.db, page, perPage);
    c.header('link', paginationLinks(c.req.path, page, perPage, total));
    c.header('x-total-count', String(total));
    const body: z.infer<typeof listUsersResponseSchema> = { users: await userResponses(c.var.deps.db, users), aud: ACCESS_TOKEN_AUDIENCE };
    return c.json(body, 200);
  });

  auth.openapi(getRoute, async (c) => c.json(await userResponse(c.var.deps.db, await existingUser(c.var.deps, c.req.valid('param').userId)), 200));

  auth.openapi(createUserRoute, async (c) => {
    const body = c.req.valid('json');
    const user = await createAccount(c.var.deps, {
      email: body.email,
      password: body.password || undefined,
      confirmed: body.email_confirm ?? false,
      userMetadata: body.user_metadata,
      appMetadata: body.app_metadata,
      banMs: body.ban_duration,
    });
    c.var.logger.info({ userId: user.id }, 'auth admin: user created');
    return c.json(await userResponse(c.var.deps.db, user), 200);
  });

  auth.openapi(updateRoute, async (c) => {
    const deps = c.var.deps;
    const body = c.req.valid('json');
    const user = await updateAccount(deps, await existingUser(deps, c.req.valid('param').userId), {
      email: body.email,
      password: body.password,
      emailConfirm: body.email_confirm,
      userMetadata: body.user_metadata,
      appMetadata: body.app_metadata,
      banMs: body.ban_duration,
    });
    c.var.logger.info({ userId: user.id, fields: Object.keys(body) }, 'auth admin: user updated');
    return c.json(await userResponse(c.var.deps.db, user), 200);
  });

  auth.openapi(deleteRoute, async (c) => {
    const deps = c.var.deps;
    const { userId } = c.req.valid('param');
    if (c.req.valid('json').should_soft_delete) {
      throw validationFailed('Soft deletion is not supported: delete the user for good, or ban them (ban_duration) to keep the account');
    }
    await existingUser(deps, userId);
    // Paid plans the deletion would leave without a group end now, prorated, once the deletion is known to go ahead.
    const blocking = await groupsBlockingDeletion(deps.db, userId);
    if (!blocking.length) await cancelWithAccount(deps, userId, await subscriptionsEndingWithAccount(deps.db, userId));
    const result = await deleteUserAccount(deps.db, userId);
    if (!result.deleted) {
      const names = result.soleAdminOf.map((group) => `"${group.name}"`).join(', ');
      throw new AuthError(409, 'conflict', `The user is in groups with other members but no other admin: ${names}. Make another member admin there first.`, {
        groups: result.soleAdminOf,
      });
    }
    await removeStoredFiles(deps, [userId, ...result.deletedGroupIds]);
    c.var.logger.info({ userId, deletedGroupIds: result.deletedGroupIds }, 'auth admin: user deleted');
    return c.json({}, 200);
  });
}
