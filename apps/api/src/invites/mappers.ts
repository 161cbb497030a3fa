// Invite rows to the Invite of @bullion/contract, with the status an invite has at a given time.
import type { Invite, MemberRole } from '@bullion/contract';
import type { Selectable } from 'kysely';
import type { GroupInvitesTable } from '../db/schema';
import { iso } from '../http/mappers';

const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export function inviteStatus(row: Selectable<GroupInvitesTable>, now: Date): Invite['status'] {
  if (row.revoked_at !== null) return 'revoked';
  if (new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  if (row.max_uses !== null && row.uses >= row.max_uses) return 'used_up';
  return 'active';
}

export function toInvite(row: Selectable<GroupInvitesTable>, { siteUrl, now, role }: { siteUrl: string; now: Date; role?: MemberRole }): Invite {
  return {
    code: row.code,
    url: inviteUrl(siteUrl, row.code),
    groupId: row.group_id,
    roleId: row.role_id,
    ...(role ? { role } : {}),
    email: row.email,
    maxUses: row.max_uses,
    uses: row.uses,
    expiresAt: iso(row.expires_at),
    revokedAt: isoOrNull(row.revoked_at),
    createdAt: iso(row.created_at),
    status: inviteStatus(row, now),
  };
}

export function inviteUrl(siteUrl: string, code: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/invite/${encodeURIComponent(code)}`;
}
