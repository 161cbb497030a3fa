// Invites: admins (invites.manage) create, list, resend and revoke invite links of a team (an invite
// for an e-mail address is mailed to it); anyone holding a code can see what it is for, and a
// signed-in user can accept it to join with the invite's role.
import { randomBytes } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { acceptedInviteSchema, createInviteBodySchema, inviteCodeSchema, inviteListSchema, invitePreviewSchema, inviteSchema, type Invite } from '@bullion/contract';
import { scoped } from '../db/database';
import { readSessionToken, requireGroup, requirePermission, requireUser, sessionAal } from '../http/auth';
import type { AppDeps } from '../http/context';
import { ApiError, badRequest, conflict, forbidden, gone, notFound } from '../http/errors';
import { iso, toMember, toMemberRole, toMemberUser } from '../http/mappers';
import { errorResponses, groupIdParamsSchema, jsonBody, jsonResponse, output, SESSION, SESSION_AND_APP_TOKEN } from '../http/openapi';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { findMember, lockGroup, requireTokenGroup } from '../http/scope';
import { findRole, loadRoles, roleIdOf } from '../roles/role-reads';
import { teamInviteMail } from './invite-mail';
import { findCallerEmail, findGroupType, findInvite, findInviteGroupId, findMemberProfile, inviteMailContext, isGroupMember, listGroupInvites, previewInvite } from './invite-reads';
import { addMember, countInviteUse, insertInvite, lockInvite, revokeInvite } from './invite-writes';
import { inviteStatus, toInvite } from './mappers';

const DAY_MS = 86_400_000;

/** 24 random bytes: 32 url-safe characters, far beyond guessing. */
export function newInviteCode(): string {
  return randomBytes(24).toString('base64url');
}

// Shared schemas from @bullion/contract may be created before @hono/zod-openapi extends zod, so
// they are used as they are (no `.openapi()`); path parameters are documented from the object keys.
const codeParamsSchema = z.object({ code: inviteCodeSchema });
const groupCodeParamsSchema = groupIdParamsSchema.extend(codeParamsSchema.shape);

const createInviteRoute = createRoute({
  method: 'post',
  path: '/api/groups/{groupId}/invites',
  tags: ['invites'],
  summary: 'Creates an invite link to the group; admins only',
  description:
    'Without roleId the invitee joins as member. With email, only a user with that address can accept (once: maxUses defaults to 1), and the invite link is e-mailed to it (502 mail_failed when the e-mail could not be sent: the invite exists, resend it later). expiresInDays is 1 to 30 (default 7). Personal groups cannot invite (400).',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('invites.manage')] as const,
  request: { params: groupIdParamsSchema, body: jsonBody(createInviteBodySchema) },
  responses: {
    201: jsonResponse(inviteSchema, 'The invite with its code and link'),
    ...errorResponses(400, 401, 403, 415, 502),
  },
});

const resendInviteRoute = createRoute({
  method: 'post',
  path: '/api/groups/{groupId}/invites/{code}/resend',
  tags: ['invites'],
  summary: 'E-mails an invite again to its address; admins only',
  description:
    'Only active invites for an e-mail address can be resent: an invite without one is 400, a revoked, expired or used-up one 409 (create a new invite).',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('invites.manage')] as const,
  request: { params: groupCodeParamsSchema },
  responses: {
    200: jsonResponse(inviteSchema, 'The invite, e-mailed again'),
    ...errorResponses(400, 401, 403, 404, 409, 502),
  },
});

const listInvitesRoute = createRoute({
  method: 'get',
  path: '/api/groups/{groupId}/invites',
  tags: ['invites'],
  summary: "Lists the group's invites with their status; admins only",
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('invites.manage')] as const,
  request: { params: groupIdParamsSchema },
  responses: {
    200: jsonResponse(inviteListSchema, 'The invites, newest first'),
    ...errorResponses(400, 401, 403),
  },
});

const revokeInviteRoute = createRoute({
  method: 'delete',
  path: '/api/groups/{groupId}/invites/{code}',
  tags: ['invites'],
  summary: 'Revokes an invite; admins only',
  description: 'Revoking an already revoked invite changes nothing and answers the same.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('invites.manage')] as const,
  request: { params: groupCodeParamsSchema },
  responses: {
    200: jsonResponse(inviteSchema, 'The revoked invite'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const previewInviteRoute = createRoute({
  method: 'get',
  path: '/api/invites/{code}',
  tags: ['invites'],
  summary: 'Shows which group and role an invite code is for (no session needed)',
  description:
    'Unknown, revoked and expired codes are 404. A code used as often as it allows answers with valid: false. email is the address an invite for one person was made for. With a session (optional) of a member of the group, alreadyMember is true, whatever state the invite is in.',
  request: { params: codeParamsSchema },
  responses: {
    200: jsonResponse(invitePreviewSchema, 'The group and role the invite is for'),
    ...errorResponses(400, 404),
  },
});

const acceptInviteRoute = createRoute({
  method: 'post',
  path: '/api/invites/{code}/accept',
  tags: ['invites'],
  summary: 'Joins the group of an invite with its role',
  description:
    'Idempotent: if you already are a member nothing changes (joined: false) and no use is counted. Expired, revoked and used-up invites are 410.',
  security: SESSION,
  middleware: [requireUser] as const,
  request: { params: codeParamsSchema },
  responses: {
    200: jsonResponse(acceptedInviteSchema, 'You are a member of the group'),
    ...errorResponses(400, 401, 403, 404, 410),
  },
});

const INACTIVE_REASON: Record<Exclude<Invite['status'], 'active'>, string> = {
  revoked: 'was revoked',
  expired: 'has expired',
  used_up: 'has been used as many times as it allows',
};

async function mailInvite(deps: AppDeps, invite: Invite, context: { groupName: string; inviterName: string }) {
  if (!invite.email) return;
  try {
    await deps.mailer.send(
      teamInviteMail({
        to: invite.email,
        groupName: context.groupName,
        roleName: invite.role?.name ?? 'Member',
        inviterName: context.inviterName,
        link: invite.url,
        expiresAt: new Date(invite.expiresAt),
      }),
    );
  } catch (error) {
    deps.logger.error({ err: error, groupId: invite.groupId }, 'invite e-mail could not be sent');
    throw new ApiError(
      502,
      'mail_failed',
      'The invite is ready, but the e-mail could not be sent. Try Resend in a moment, or copy the invite link and send it yourself.',
    );
  }
}

const unknownCode = () =>
  new ApiError(404, 'not_found', 'No invite with this code. Check the link, or ask the group admin for a new invite.');

function registerInviteRoutes(app: Router) {
  app.openapi(createInviteRoute, async (c) => {
    const { groupId } = c.req.valid('param');
    const scope = requireTokenGroup(c, groupId);
    const body = c.req.valid('json');
    const { config, db, now } = c.var.deps;
    const { invite, mailContext } = await scoped(db, scope, async (tx) => {
      const group = await findGroupType(tx, groupId);
      if (!group) throw notFound('Group');
      if (group.type === 'personal') throw badRequest('Personal groups cannot have other members; create a team.');
      const roleId = body.roleId ?? (await roleIdOf(tx, 'member'));
      const role = await findRole(tx, roleId);
      if (!role) throw badRequest(`Role ${roleId} does not exist. GET /api/group-member-roles lists the roles.`, { roleId });
      const created = now();
      const email = body.email?.trim().toLowerCase() ?? null;
      const row = await insertInvite(tx, {
        group_id: groupId,
        code: newInviteCode(),
        role_id: role.id,
        email,
        created_by: scope.userId,
        // An invite to an address is for one person: used up once they join.
        max_uses: body.maxUses ?? (email ? 1 : null),
        expires_at: new Date(created.getTime() + body.expiresInDays * DAY_MS),
        created_at: created,
      });
      return {
        invite: toInvite(row, { siteUrl: config.SITE_URL, now: created, role: toMemberRole(role) }),
        mailContext: row.email ? await inviteMailContext(tx, groupId, scope.userId) : null,
      };
    });
    c.var.logger.info({ groupId, roleId: invite.roleId, emailed: invite.email !== null }, 'invite created');
    if (mailContext) await mailInvite(c.var.deps, invite, mailContext);
    return c.json(output(inviteSchema, invite), 201);
  });

  app.openapi(listInvitesRoute, async (c) => {
    const { groupId } = c.req.valid('param');
    const scope = requireTokenGroup(c, groupId);
    const { config, db, now } = c.var.deps;
    const invites = await scoped(db, scope, async (tx) => {
      const rows = await listGroupInvites(tx, groupId);
      const roles = await loadRoles(tx);
      const at = now();
      return rows.map((row) => {
        const role = roles.find((candidate) => candidate.id === row.role_id);
        return toInvite(row, { siteUrl: config.SITE_URL, now: at, role: role ? toMemberRole(role) : undefined });
      });
    });
    return c.json(output(inviteListSchema, invites), 200);
  });

  app.openapi(revokeInviteRoute, async (c) => {
    const { groupId, code } = c.req.valid('param');
    const scope = requireTokenGroup(c, groupId);
    const { config, db, now } = c.var.deps;
    const invite = await scoped(db, scope, async (tx) => {
      const row = await revokeInvite(tx, groupId, code, now());
      if (!row) return null;
      const role = await findRole(tx, row.role_id);
      return toInvite(row, { siteUrl: config.SITE_URL, now: now(), role: role ? toMemberRole(role) : undefined });
    });
    if (!invite) throw notFound('Invite');
    c.var.logger.info({ groupId }, 'invite revoked');
    return c.json(output(inviteSchema, invite), 200);
  });

  app.openapi(resendInviteRoute, async (c) => {
    const { groupId, code } = c.req.valid('param');
    const scope = requireTokenGroup(c, groupId);
    const { config, db, now } = c.var.deps;
    const found = await scoped(db, scope, async (tx) => {
      const row = await findInvite(tx, groupId, code);
      if (!row) return null;
      const role = await findRole(tx, row.role_id);
      const invite = toInvite(row, { siteUrl: config.SITE_URL, now: now(), role: role ? toMemberRole(role) : undefined });
      return { invite, mailContext: await inviteMailContext(tx, groupId, scope.userId) };
    });
    if (!found) throw notFound('Invite');
    const { invite, mailContext } = found;
    if (!invite.email) throw badRequest('This invite is a link without an e-mail address: copy the link and share it yourself.');
    if (invite.status !== 'active') throw conflict(`This invite ${INACTIVE_REASON[invite.status]}. Create a new invite instead.`);
    await mailInvite(c.var.deps, invite, mailContext);
    c.var.logger.info({ groupId }, 'invite e-mailed again');
    return c.json(output(inviteSchema, invite), 200);
  });

  app.openapi(previewInviteRoute, async (c) => {
    const { code } = c.req.valid('param');
    const { db, now } = c.var.deps;
    const invite = await previewInvite(db, code);
    if (!invite) throw unknownCode();
    // The preview needs no session; with an open one, a member is told they have nothing to accept,
    // also once the invite they used has run out.
    const { claims } = await readSessionToken(c);
    const alreadyMember = claims !== null && (await sessionAal(db, claims)) !== null && (await isGroupMember(db, invite.group_id, claims.sub));
    const preview = {
      group: { id: invite.group_id, name: invite.group_name, type: invite.group_type, avatarUrl: invite.group_avatar_url },
      role: { name: invite.role_name, value: invite.role_value },
      expiresAt: iso(invite.expires_at),
      valid: invite.max_uses === null || invite.uses < invite.max_uses,
      email: invite.email,
      alreadyMember,
    };
    if (alreadyMember) return c.json(output(invitePreviewSchema, preview), 200);
    if (invite.revoked_at !== null) {
      throw new ApiError(404, 'not_found', 'This invite was revoked. Ask the group admin for a new one.');
    }
    if (new Date(invite.expires_at).getTime() <= now().getTime()) {
      throw new ApiError(404, 'not_found', `This invite expired on ${iso(invite.expires_at)}. Ask the group admin for a new one.`);
    }
    return c.json(output(invitePreviewSchema, preview), 200);
  });

  app.openapi(acceptInviteRoute, async (c) => {
    const { code } = c.req.valid('param');
    const { db, now } = c.var.deps;
    const userId = c.var.user.id;
    // Everything but the invite's group id happens below inside `scoped`, with that group as the scope.
    const found = await findInviteGroupId(db, code);
    if (!found) throw unknownCode();
    // Read before the transaction: PGlite lends one connection at a time.
    const caller = await findCallerEmail(db, userId);
    const groupId = found.group_id;
    const result = await scoped(db, { userId, groupIds: [groupId] }, async (tx) => {
      await lockGroup(tx, groupId);
      const invite = await lockInvite(tx, code);
      if (!invite) throw unknownCode();
      let member = await findMember(tx, groupId, userId);
      const joined = !member;
      if (!member) {
        const status = inviteStatus(invite, now());
        if (status === 'revoked') throw gone('invite_revoked', 'This invite was revoked. Ask the group admin for a new one.');
        if (status === 'expired') {
          throw gone('invite_expired', `This invite expired on ${iso(invite.expires_at)}. Ask the group admin for a new one.`);
        }
        if (status === 'used_up') {
          throw gone('invite_used_up', 'This invite has been used as many times as it allows. Ask the group admin for a new one.');
        }
        if (invite.email && invite.email !== caller?.email.toLowerCase()) {
          throw forbidden('This invite is for another e-mail address. Sign in with the invited address, or ask for an invite for yours.');
        }
        member = await addMember(tx, groupId, userId, invite.role_id);
        await countInviteUse(tx, invite.id);
      }
      const role = await findRole(tx, member.role_id);
      const profile = await findMemberProfile(tx, userId);
      return {
        groupId,
        joined,
        member: toMember(member, { role: role ? toMemberRole(role) : undefined, user: profile ? toMemberUser(profile) : undefined }),
      };
    });
    if (result.joined) c.var.logger.info({ groupId, memberId: result.member.id }, 'invite accepted');
    return c.json(output(acceptedInviteSchema, result), 200);
  });
}

export const invitesResource: Resource = { register: registerInviteRoutes };
