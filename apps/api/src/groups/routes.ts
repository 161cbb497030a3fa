// Groups: the caller's groups with subscription and plan, creating a team, reading one group,
// updating it (admins: group.update; its business identity too) and deleting a team (admins).
import { randomUUID } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import { BRANDING_SETTINGS, createdGroupSchema, createGroupBodySchema, deletedGroupSchema, deleteGroupBodySchema, groupListSchema, groupSchema, updateGroupBodySchema } from '@bullion/contract';
import { endDueTrials } from '../billing/trials';
import { scoped } from '../db/database';
import { requireGroup, requirePermission, requireRole, requireUser } from '../http/auth';
import { badRequest, forbidden, notFound } from '../http/errors';
import { mfaRequired } from '../http/mfa-required';
import { errorResponses, groupIdParamsSchema, jsonBody, jsonResponse, output, SESSION, SESSION_AND_APP_TOKEN } from '../http/openapi';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { findMember, lockGroup, memberGroupIds, requireTokenGroup } from '../http/scope';
import { checkBusinessLogo } from './business-logo';
import { findGroupToDelete, findPlanPermissions, listGroups, loadGroup } from './group-reads';
import { createGroupWithOwner, deleteGroup, updateGroup } from './group-writes';

const listGroupsRoute = createRoute({
  method: 'get',
  path: '/api/groups',
  tags: ['groups'],
  summary: 'Lists your groups, each with its subscription and plan',
  security: SESSION,
  middleware: [requireUser] as const,
  responses: {
    200: jsonResponse(groupListSchema, 'Your groups, personal group first'),
    ...errorResponses(401),
  },
});

const createGroupRoute = createRoute({
  method: 'post',
  path: '/api/groups',
  tags: ['groups'],
  summary: 'Creates a team with you as admin on the free plan',
  security: SESSION,
  middleware: [requireUser] as const,
  request: { body: jsonBody(createGroupBodySchema) },
  responses: {
    201: jsonResponse(createdGroupSchema, 'The new group'),
    ...errorResponses(400, 401, 415),
  },
});

const getGroupRoute = createRoute({
  method: 'get',
  path: '/api/groups/{groupId}',
  tags: ['groups'],
  summary: 'Returns one of your groups with its subscription and plan',
  description: 'A group you are not a member of is 404, whether or not it exists.',
  security: SESSION,
  middleware: [requireUser] as const,
  request: { params: groupIdParamsSchema },
  responses: {
    200: jsonResponse(groupSchema, 'The group'),
    ...errorResponses(400, 401, 404),
  },
});

const updateGroupRoute = createRoute({
  method: 'patch',
  path: '/api/groups/{groupId}',
  tags: ['groups'],
  summary: 'Updates a group (name, avatarUrl, settings, requireMfa, business identity); admins only',
  description:
    'Needs the app access token of this same group and the group.update permission. An empty settings value (productTitleFormat, accentColor, logoUrl) removes it; avatarUrl null removes the avatar. ' +
    'business: the identity its receipts, invoices and Form 8300 worksheets carry (legalName, address, phone, email, taxId, logoPath), each merged in, empty or null clears it; any plan. ' +
    'logoPath names an object already uploaded to the groups bucket in this group\'s folder; it must be a PNG or JPEG of at most 1 MB by its bytes (400 otherwise). ' +
    'Setting accentColor or logoUrl needs a plan with enableBranding (403 otherwise). ' +
    'requireMfa true makes every member sign in with two-factor to act in the group: refused unless your own session is aal2 (403 mfa_required), so you cannot lock yourself out, and for personal groups (400).',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('group.update')] as const,
  request: { params: groupIdParamsSchema, body: jsonBody(updateGroupBodySchema) },
  responses: {
    200: jsonResponse(groupSchema, 'The updated group'),
    ...errorResponses(400, 401, 403, 404, 415),
  },
});

const deleteGroupRoute = createRoute({
  method: 'delete',
  path: '/api/groups/{groupId}',
  tags: ['groups'],
  summary: 'Deletes a team with everything in it; admins only',
  description:
    "Send the team's current name to confirm (400 when it differs). Removes the group's members, invites, products, inventory, collections, orders and stored files in one go. " +
    'A paid subscription is kept for its buyer as an unassigned subscription. Personal groups cannot be deleted (400); only admins may delete (403).',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requireRole('admin', 'Only an admin of this team can delete it.')] as const,
  request: { params: groupIdParamsSchema, body: jsonBody(deleteGroupBodySchema) },
  responses: {
    200: jsonResponse(deletedGroupSchema, 'The deleted group'),
    ...errorResponses(400, 401, 403, 404, 415),
  },
});

function registerGroupRoutes(app: Router) {
  app.openapi(listGroupsRoute, async (c) => {
    const { db } = c.var.deps;
    const userId = c.var.user.id;
    const groupIds = await memberGroupIds(db, userId);
    if (!groupIds.length) return c.json([], 200);
    // Each group shows its plan: trials past their date are Free from now (billing/trials.ts).
    await endDueTrials(db, c.var.deps.now(), groupIds);
    const groups = await scoped(db, { userId, groupIds }, (tx) => listGroups(tx, groupIds));
    return c.json(output(groupListSchema, groups), 200);
  });

  app.openapi(createGroupRoute, async (c) => {
    const { name } = c.req.valid('json');
    const userId = c.var.user.id;
    // The id is chosen here so the scope can include the group before its row exists.
    const id = randomUUID();
    await scoped(c.var.deps.db, { userId, groupIds: [id] }, (tx) => createGroupWithOwner(tx, { id, ownerId: userId, name, type: 'team' }));
    c.var.logger.info({ groupId: id }, 'group created');
    return c.json(output(createdGroupSchema, { id }), 201);
  });

  app.openapi(getGroupRoute, async (c) => {
    const { groupId } = c.req.valid('param');
    const userId = c.var.user.id;
    const group = await scoped(c.var.deps.db, { userId, groupIds: [groupId] }, async (tx) => {
      const membership = await findMember(tx, groupId, userId);
      return membership ? loadGroup(tx, groupId) : null;
    });
    if (!group) throw notFound('Group');
    return c.json(output(groupSchema, group), 200);
  });

  app.openapi(updateGroupRoute, async (c) => {
    const { groupId } = c.req.valid('param');
    const scope = requireTokenGroup(c, groupId);
    const body = c.req.valid('json');
    // Each given settings key is merged in; an empty string removes it.
    const given = Object.entries(body.settings ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
    const { db } = c.var.deps;
    if (given.some(([key, value]) => value !== '' && (BRANDING_SETTINGS as readonly string[]).includes(key))) {
      const plan = await findPlanPermissions(db, c.var.group.plan);
      if (!(plan?.permissions as { enableBranding?: boolean } | undefined)?.enableBranding) {
        throw forbidden('Branding (accent colour and logo) is part of the Pro and Teams plans. Upgrade to use it.');
      }
    }
    // Turning the requirement on from a session below aal2 would lock the admin out at once.
    if (body.requireMfa && c.var.user.aal !== 'aal2') {
      throw await mfaRequired(db, c.var.user.id, 'Requiring two-factor sign-in needs your own session to use it first, or you would lock yourself out');
    }
    // The logo's bytes are checked before anything is written: a PNG or JPEG of at most 1 MB in the group's folder.
    if (body.business?.logoPath) await checkBusinessLogo(c.var.deps, groupId, body.business.logoPath);
    const group = await scoped(db, scope, async (tx) => {
      const change = { name: body.name, avatarUrl: body.avatarUrl, requireMfa: body.requireMfa, business: body.business, settings: given };
      const updated = await updateGroup(tx, groupId, change, c.var.deps.now());
      // A personal group has only its owner, who protects it by enrolling a factor (rolled back here).
      if (updated?.type === 'personal' && updated.require_mfa) throw badRequest('A personal group cannot require two-factor sign-in.');
      return updated ? loadGroup(tx, groupId) : null;
    });
    if (!group) throw notFound('Group');
    if (body.requireMfa !== undefined) c.var.logger.info({ groupId, requireMfa: body.requireMfa }, 'group two-factor requirement changed');
    return c.json(output(groupSchema, group), 200);
  });

  app.openapi(deleteGroupRoute, async (c) => {
    const { groupId } = c.req.valid('param');
    const scope = requireTokenGroup(c, groupId);
    const { name } = c.req.valid('json');
    const { db } = c.var.deps;
    await scoped(db, scope, async (tx) => {
      await lockGroup(tx, groupId);
      const group = await findGroupToDelete(tx, groupId);
      if (!group) throw notFound('Group');
      if (group.type === 'personal') throw badRequest('Your personal group cannot be deleted. Delete your account instead (Settings, Privacy).');
      if (name.trim() !== group.name) throw badRequest(`Type the team's name exactly ("${group.name}") to delete it.`, { name: group.name });
      await deleteGroup(tx, groupId);
    });
    // After the commit, so no file outlives its metadata and a rollback keeps the files.
    try {
      await c.var.deps.blobs.removeFolder(groupId);
    } catch (error) {
      c.var.logger.warn({ err: error, groupId }, 'files of a deleted group could not be removed');
    }
    c.var.logger.info({ groupId }, 'group deleted');
    return c.json(output(deletedGroupSchema, { id: groupId }), 200);
  });
}

export const groupsResource: Resource = { register: registerGroupRoutes };
