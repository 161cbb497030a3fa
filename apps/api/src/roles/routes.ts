// The member roles (admin, member, viewer) with the permissions each grants; the same for every group.
import { createRoute } from '@hono/zod-openapi';
import { groupMemberRoleListSchema, type GroupMemberRole } from '@bullion/contract';
import type { Selectable } from 'kysely';
import type { GroupMemberRolesTable } from '../db/schema';
import { requireUser } from '../http/auth';
import { iso } from '../http/mappers';
import { errorResponses, jsonResponse, output, SESSION } from '../http/openapi';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { listRoles } from './role-reads';

const listRolesRoute = createRoute({
  method: 'get',
  path: '/api/group-member-roles',
  tags: ['members'],
  summary: 'Lists the member roles (admin, member, viewer) with their permissions',
  security: SESSION,
  middleware: [requireUser] as const,
  responses: {
    200: jsonResponse(groupMemberRoleListSchema, 'All roles'),
    ...errorResponses(401),
  },
});

function toRole(row: Selectable<GroupMemberRolesTable>): GroupMemberRole {
  return {
    id: row.id,
    name: row.name,
    value: row.value,
    permissions: row.permissions,
    settings: row.settings,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function registerRoleRoutes(app: Router) {
  app.openapi(listRolesRoute, async (c) => {
    const roles = await listRoles(c.var.deps.db);
    return c.json(output(groupMemberRoleListSchema, roles.map(toRole)), 200);
  });
}

export const rolesResource: Resource = { register: registerRoleRoutes };
