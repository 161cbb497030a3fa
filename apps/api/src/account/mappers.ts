import type { Profile } from '@bullion/contract';
import type { Selectable } from 'kysely';
import type { ProfilesTable } from '../db/schema';
import { iso } from '../http/mappers';

export function toProfile(row: Selectable<ProfilesTable>): Profile {
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
