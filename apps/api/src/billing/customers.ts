// The caller's customer at the provider: created on first need (checkout, payment intent, or POST
// /api/billing/customers) with the profile's name and e-mail, then reused.
import type { BillingCustomer } from '@bullion/contract';
import type { Selectable } from 'kysely';
import { scoped, type Db } from '../db/database';
import type { BillingCustomersTable } from '../db/schema';
import { iso } from '../http/mappers';
import type { BillingProvider, ProviderCallOptions } from './provider';

export type BillingCustomerRow = Selectable<BillingCustomersTable>;

export function toBillingCustomer(row: BillingCustomerRow): BillingCustomer {
  return { id: row.id, provider: row.provider, providerCustomerId: row.provider_customer_id, email: row.email, name: row.name, createdAt: iso(row.created_at) };
}

function findCustomer(db: Db, provider: BillingProvider, userId: string) {
  return scoped(db, { userId, groupIds: [] }, (tx) =>
    tx.selectFrom('billing_customers').selectAll().where('user_id', '=', userId).where('provider', '=', provider.name).executeTakeFirst(),
  );
}

export async function ensureCustomer(
  db: Db,
  provider: BillingProvider,
  user: { id: string; email: string },
  input: { name?: string; email?: string } = {},
  call: ProviderCallOptions = {},
): Promise<{ customer: BillingCustomerRow; created: boolean }> {
  const existing = await findCustomer(db, provider, user.id);
  if (existing) return { customer: existing, created: false };
  const profile = await scoped(db, { userId: user.id, groupIds: [] }, (tx) =>
    tx.selectFrom('profiles').select(['name', 'email']).where('id', '=', user.id).executeTakeFirst(),
  );
  const email = input.email ?? profile?.email ?? user.email;
  const name = input.name ?? profile?.name ?? '';
  const made = await provider.createCustomer({ email, name, metadata: { userId: user.id } }, call);
  const inserted = await scoped(db, { userId: user.id, groupIds: [] }, (tx) =>
    tx
      .insertInto('billing_customers')
      .values({ user_id: user.id, provider: provider.name, provider_customer_id: made.id, email, name })
      .onConflict((conflict) => conflict.columns(['user_id', 'provider']).doNothing())
      .returningAll()
      .executeTakeFirst(),
  );
  if (inserted) return { customer: inserted, created: true };
  // Two first requests at once: the other one's customer is the user's (ours stays unused at the provider).
  const winner = await findCustomer(db, provider, user.id);
  if (!winner) throw new Error('billing customer missing after a conflicting insert');
  return { customer: winner, created: false };
}
