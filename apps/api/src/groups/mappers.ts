import type { Group, Subscription } from '@bullion/api-client/schemas';
import type { Selectable } from 'kysely';
import type { GroupsTable } from '../db/schema';
import { iso } from '../http/mappers';

export function toGroup(row: Selectable<GroupsTable>, subscription?: Subscription): Group {
  const settings = typeof row.settings.productTitleFormat === 'string' ? { productTitleFormat: row.settings.productTitleFormat } : {};
  return {
    id: row.id,
    type: row.type,
    private: row.private,
    name: row.name,
    subdomain: row.subdomain,
    avatarUrl: row.avatar_url,
    settings,
    requireMfa: row.require_mfa,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    ...(subscription ? { subscription } : {}),
  };
}
