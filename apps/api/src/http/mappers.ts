// Database rows (snake_case) to API entities (camelCase, ISO dates) as the shared schemas in
// @bullion/contract define them: the mappers more than one resource uses (members appear in the
// member list and in an accepted invite; a subscription in a group and in a started trial).
import type { Group, GroupMember, MemberRole, MemberUser, Plan, Subscription } from '@bullion/contract';
import type { Selectable } from 'kysely';
import type { GroupMemberRolesTable, GroupMembersTable, PlansTable, ProfilesTable, SubscriptionsTable } from '../db/schema';

export const iso = (value: Date | string) => new Date(value).toISOString();

type Row<T> = Selectable<T>;

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
