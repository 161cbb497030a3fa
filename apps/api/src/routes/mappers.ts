// Database rows (snake_case) to API entities (camelCase, ISO dates) as the shared schemas in
// @bullion/api-client define them.
import type { Group, GroupMember, GroupMemberRole, Invite, MemberRole, MemberUser, Plan, Profile, Subscription } from '@bullion/api-client/schemas';
import type { Selectable } from 'kysely';
import type {
  GroupInvitesTable,
  GroupMemberRolesTable,
  GroupMembersTable,
  GroupsTable,
  PlansTable,
  ProfilesTable,
  SubscriptionsTable,
} from '../db/schema';

export const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

type Row<T> = Selectable<T>;

export function toProfile(row: Row<ProfilesTable>): Profile {
  return {
    id: row.id,
    name: row.name,
    displayName: row.display_name,
    email: row.email,
    avatarUrl: row.avatar_url,
    metadata: row.metadata,
    settings: row.settings,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toMemberUser(row: Pick<Row<ProfilesTable>, 'id' | 'name' | 'display_name' | 'email' | 'avatar_url'>): MemberUser {
  return { id: row.id, name: row.name, displayName: row.display_name, email: row.email, avatarUrl: row.avatar_url };
}

export function toPlan(row: Row<PlansTable>): Plan {
  return { id: row.id, name: row.name, alias: row.alias, stripeProductId: row.stripe_product_id, permissions: row.permissions };
}

export function toSubscription(row: Row<SubscriptionsTable>, plan?: Row<PlansTable>): Subscription {
  return {
    id: row.id,
    groupId: row.group_id,
    userId: row.user_id,
    subscriptionPlanId: row.subscription_plan_id,
    stripeSubscriptionId: row.stripe_subscription_id,
    status: row.status,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    ...(plan ? { plan: toPlan(plan) } : {}),
  };
}

export function toGroup(row: Row<GroupsTable>, subscription?: Subscription): Group {
  const settings = typeof row.settings.productTitleFormat === 'string' ? { productTitleFormat: row.settings.productTitleFormat } : {};
  return {
    id: row.id,
    type: row.type,
    private: row.private,
    name: row.name,
    subdomain: row.subdomain,
    avatarUrl: row.avatar_url,
    settings,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    ...(subscription ? { subscription } : {}),
  };
}

export function toRole(row: Row<GroupMemberRolesTable>): GroupMemberRole {
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

export function toMemberRole(row: Row<GroupMemberRolesTable>): MemberRole {
  return { id: row.id, name: row.name, value: row.value, permissions: row.permissions };
}

export function toMember(
  row: Row<GroupMembersTable>,
  related: { user?: MemberUser; role?: MemberRole; group?: Group } = {},
): GroupMember {
  return {
    id: row.id,
    groupId: row.group_id,
    userId: row.user_id,
    roleId: row.role_id,
    settings: row.settings,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    ...(related.user ? { user: related.user } : {}),
    ...(related.role ? { role: related.role } : {}),
    ...(related.group ? { group: related.group } : {}),
  };
}

export function inviteStatus(row: Row<GroupInvitesTable>, now: Date): Invite['status'] {
  if (row.revoked_at !== null) return 'revoked';
  if (new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  if (row.max_uses !== null && row.uses >= row.max_uses) return 'used_up';
  return 'active';
}

export function toInvite(row: Row<GroupInvitesTable>, { siteUrl, now, role }: { siteUrl: string; now: Date; role?: MemberRole }): Invite {
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
