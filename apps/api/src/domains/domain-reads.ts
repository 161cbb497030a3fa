// Reading a group's domains: its plan's domain features, its subdomain and custom domain, and the
// domains view the routes answer with.
import { VERIFICATION_RECORD_PREFIX, VERIFICATION_VALUE_PREFIX, type GroupDomains } from '@bullion/contract';
import type { Db, Tx } from '../db/database';
import type { GroupDomainsTable } from '../db/schema';
import { notFound } from '../http/errors';

export type DomainRow = Pick<GroupDomainsTable, 'domain' | 'verification_token' | 'failure_reason'> & {
  id: string;
  status: 'pending' | 'verified' | 'failed';
  last_checked_at: Date | null;
  verified_at: Date | null;
  created_at: Date;
};

export const recordName = (domain: string) => `${VERIFICATION_RECORD_PREFIX}.${domain}`;
export const recordValue = (token: string) => `${VERIFICATION_VALUE_PREFIX}${token}`;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The plan's name and permissions; a plan id without a row permits nothing. */
export async function planOf(tx: Tx, planId: string) {
  const plan = await tx.selectFrom('plans').select(['id', 'name', 'permissions']).where('id', '=', planId).executeTakeFirst();
  return plan ?? { id: planId, name: planId, permissions: {} };
}

export function findDomain(tx: Tx, groupId: string): Promise<DomainRow | undefined> {
  return tx
    .selectFrom('group_domains')
    .select(['id', 'domain', 'verification_token', 'status', 'failure_reason', 'last_checked_at', 'verified_at', 'created_at'])
    .where('group_id', '=', groupId)
    .executeTakeFirst();
}

/** Another group's verified domain is invisible under row-level security: this asks the table directly. */
export async function domainTakenElsewhere(db: Db, domain: string, groupId: string): Promise<boolean> {
  const taken = await db
    .selectFrom('group_domains')
    .select('id')
    .where('domain', '=', domain)
    .where('status', '=', 'verified')
    .where('group_id', '!=', groupId)
    .executeTakeFirst();
  return !!taken;
}

export interface DomainsViewer {
  groupId: string;
  planId: string;
  /** The domain subdomains live under (DOMAIN_SUBDOMAIN_BASE, or the host of SITE_URL). */
  subdomainBase: string;
  canManage: boolean;
}

export async function readDomains(tx: Tx, { groupId, planId, subdomainBase, canManage }: DomainsViewer): Promise<GroupDomains> {
  const [group, plan, row] = await Promise.all([
    tx.selectFrom('groups').select('subdomain').where('id', '=', groupId).executeTakeFirst(),
    planOf(tx, planId),
    findDomain(tx, groupId),
  ]);
  if (!group) throw notFound('Group');
  return {
    subdomain: group.subdomain,
    subdomainHost: group.subdomain ? `${group.subdomain}.${subdomainBase}` : null,
    subdomainBase,
    customDomain: row
      ? {
          id: row.id,
          domain: row.domain,
          status: row.status,
          verificationRecord: { type: 'TXT', name: recordName(row.domain), value: recordValue(row.verification_token) },
          failureReason: row.failure_reason,
          lastCheckedAt: iso(row.last_checked_at),
          verifiedAt: iso(row.verified_at),
          createdAt: row.created_at.toISOString(),
        }
      : null,
    plan: { id: plan.id, name: plan.name },
    enableSubdomain: plan.permissions.enableSubdomain === true,
    enableDomain: plan.permissions.enableDomain === true,
    canManage,
  };
}
