// The members of a group: list (members.read), change roles and remove (members.manage; anyone may
// remove themselves, i.e. leave). A group never ends up without an admin, and a personal
// group never loses its owner.
import { createRoute } from '@hono/zod-openapi';
import { groupMemberListSchema, removedMembersSchema, removeMembersBodySchema, updateMembersBodySchema } from '@bullion/contract';
import { scoped } from '../db/database';
import { grants, requireGroup, requirePermission, requireUser } from '../http/auth';
import { badRequest, conflict, forbidden } from '../http/errors';
import { errorResponses, groupIdParamsSchema, jsonBody, jsonResponse, output, SESSION_AND_APP_TOKEN } from '../http/openapi';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { findMember, requireTokenGroup } from '../http/scope';
import { loadRoles } from '../roles/role-reads';
import { listMembers } from './member-reads';
import { lockedMembership, removeMembers, setMemberRole } from './member-writes';

const listMembersRoute = createRoute({
  method: 'get',
  path: '/api/groups/{groupId}/members',
  tags: ['members'],
  summary: 'Lists the members of the group with their profile and role',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('members.read')] as const,
  request: { params: groupIdParamsSchema },
  responses: {
    200: jsonResponse(groupMemberListSchema, 'The members'),
    ...errorResponses(400, 401, 403),
  },
});

const updateMembersRoute = createRoute({
  method: 'patch',
  path: '/api/groups/{groupId}/members',
  tags: ['members'],
  summary: 'Gives members a role; admins only',
  description: 'All or nothing: unknown member ids are 404 and a change that would leave the group without an admin is 409.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('members.manage')] as const,
  request: { params: groupIdParamsSchema, body: jsonBody(updateMembersBodySchema) },
  responses: {
    200: jsonResponse(groupMemberListSchema, 'The changed members'),
    ...errorResponses(400, 401, 403, 404, 409, 415),
  },
});

const removeMembersRoute = createRoute({
  method: 'delete',
  path: '/api/groups/{groupId}/members',
  tags: ['members'],
  summary: 'Removes members (admins), or leaves the group (your own member id)',
  description:
    'All or nothing: unknown member ids are 404; removing the last admin, or the owner of a personal group, is 409.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup] as const,
  request: { params: groupIdParamsSchema, body: jsonBody(removeMembersBodySchema) },
  responses: {
    200: jsonResponse(removedMembersSchema, 'The removed member ids'),
    ...errorResponses(400, 401, 403, 404, 409, 415),
  },
});

function refuseLosingOwner(group: { type: string; created_by: string | null }, affectedUserIds: string[]) {
  if (group.type === 'personal' && group.created_by && affectedUserIds.includes(group.created_by)) {
    throw conflict('A personal group cannot lose its owner. Create a team to share work with others.');
  }
}

function registerMemberRoutes(app: Router) {
  app.openapi(listMembersRoute, async (c) => {
    const { groupId } = c.req.valid('param');
    const scope = requireTokenGroup(c, groupId);
    const members = await scoped(c.var.deps.db, scope, async (tx) => listMembers(tx, groupId, await loadRoles(tx)));
    return c.json(output(groupMemberListSchema, members), 200);
  });

  app.openapi(updateMembersRoute, async (c) => {
    const { groupId } = c.req.valid('param');
    const scope = requireTokenGroup(c, groupId);
    const { roleId } = c.req.valid('json');
    const memberIds = [...new Set(c.req.valid('json').memberIds)];
    const updated = await scoped(c.var.deps.db, scope, async (tx) => {
      const { group, members, roles, adminRoleIds } = await lockedMembership(tx, groupId, memberIds);
      if (!roles.some((role) => role.id === roleId)) {
        throw badRequest(`Role ${roleId} does not exist. GET /api/group-member-roles lists the roles.`, { roleId });
      }
      const changed = members.filter((member) => memberIds.includes(member.id));
      if (!adminRoleIds.has(roleId)) {
        refuseLosingOwner(group, changed.map((member) => member.user_id));
        const adminsLeft = members.filter((member) => adminRoleIds.has(member.role_id) && !memberIds.includes(member.id));
        if (!adminsLeft.length) {
          throw conflict('This change would leave the group without an admin. Make another member admin first.');
        }
      }
      await setMemberRole(tx, groupId, memberIds, roleId, c.var.deps.now());
      return listMembers(tx, groupId, roles, memberIds);
    });
    c.var.logger.info({ groupId, memberIds, roleId }, 'member roles changed');
    return c.json(output(groupMemberListSchema, updated), 200);
  });

  app.openapi(removeMembersRoute, async (c) => {
    const { groupId } = c.req.valid('param');
    const scope = requireTokenGroup(c, groupId);
    const memberIds = [...new Set(c.req.valid('json').memberIds)];
    const userId = c.var.user.id;
    const mayManage = grants(c.var.group.permissions, 'members.manage');
    const removed = await scoped(c.var.deps.db, scope, async (tx) => {
      if (!mayManage) {
        // Without members.manage the only member you may remove is yourself (leaving the group).
        const own = await findMember(tx, groupId, userId);
        if (!own || memberIds.some((id) => id !== own.id)) {
          throw forbidden('Only the group’s admins can remove other people: you can only remove yourself (leave the group).');
        }
      }
      const { group, members, adminRoleIds } = await lockedMembership(tx, groupId, memberIds);
      const leaving = members.filter((member) => memberIds.includes(member.id));
      refuseLosingOwner(group, leaving.map((member) => member.user_id));
      const adminsLeft = members.filter((member) => adminRoleIds.has(member.role_id) && !memberIds.includes(member.id));
      if (!adminsLeft.length) {
        throw conflict('This would leave the group without an admin. Make another member admin first.');
      }
      await removeMembers(tx, groupId, memberIds);
      return memberIds;
    });
    c.var.logger.info({ groupId, memberIds: removed }, 'members removed');
    return c.json(output(removedMembersSchema, { memberIds: removed }), 200);
  });
}

export const membersResource: Resource = { register: registerMemberRoutes };
