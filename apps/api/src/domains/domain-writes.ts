// Writing a group's domains: its subdomain, its one custom domain with a fresh verification token,
// and the outcome of a TXT check.
import { randomBytes } from 'node:crypto';
import type { Tx } from '../db/database';

/** null removes it. A subdomain another group has fails on the unique index (23505). */
export async function setSubdomain(tx: Tx, groupId: string, subdomain: string | null): Promise<void> {
  await tx.updateTable('groups').set({ subdomain, updated_at: new Date() }).where('id', '=', groupId).execute();
}

/** The group's custom domain becomes `domain`, pending, with a new verification token. */
export async function replaceCustomDomain(tx: Tx, groupId: string, domain: string): Promise<void> {
  await removeCustomDomain(tx, groupId);
  await tx.insertInto('group_domains').values({ group_id: groupId, domain, verification_token: randomBytes(16).toString('hex') }).execute();
}

export async function removeCustomDomain(tx: Tx, groupId: string): Promise<void> {
  await tx.deleteFrom('group_domains').where('group_id', '=', groupId).execute();
}

export type DomainCheck = { status: 'verified' } | { status: 'failed'; reason: string };

/** Records a check at `at`; a domain verified before keeps its first verification time. A domain another group verified first fails on the unique index (23505). */
export async function saveDomainCheck(tx: Tx, row: { id: string; verified_at: Date | null }, result: DomainCheck, at: Date): Promise<void> {
  await tx
    .updateTable('group_domains')
    .set({
      status: result.status,
      failure_reason: result.status === 'failed' ? result.reason : null,
      last_checked_at: at,
      verified_at: result.status === 'verified' ? (row.verified_at ?? at) : null,
      updated_at: at,
    })
    .where('id', '=', row.id)
    .execute();
}
