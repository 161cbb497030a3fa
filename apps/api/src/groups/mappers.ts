import type { Group, Subscription } from '@bullion/contract';
import type { Selectable } from 'kysely';
import type { GroupsTable } from '../db/schema';
import { iso } from '../http/mappers';

export function toGroup(row: Selectable<GroupsTable>, subscription?: Subscription): Group {
  // Only the known string settings leave the API.
  const settings = Object.fromEntries(
    (['productTitleFormat', 'accentColor', 'logoUrl'] as const).flatMap((key) => (typeof row.settings[key] === 'string' ? [[key, row.settings[key]]] : [])),
  );
  return {
    id: row.id,
    type: row.type,
    private: row.private,
    name: row.name,
    subdomain: row.subdomain,
    avatarUrl: row.avatar_url,
    settings,
    requireMfa: row.require_mfa,
    business: {
      legalName: row.business_legal_name,
      address: row.business_address,
      phone: row.business_phone,
      email: row.business_email,
      taxId: row.business_tax_id,
      logoPath: row.business_logo_path,
    },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    ...(subscription ? { subscription } : {}),
  };
}
