// Applying what the provider reports: a webhook event names an object; the object is fetched again
// from the provider (events arrive late, twice and out of order; the provider's current state does
// not) and written to our rows: the group's subscription, invoices and payments. Runs as the API's
// own login: webhooks have no user, and a subscription may belong to a group its buyer has left.
import { sql } from 'kysely';
import type { Db, Tx } from '../db/database';
import type { Logger } from '../logger';
import { lockGroup } from '../http/scope';
import { formatDecimal } from './money';
import { grantsPlan, planOfLookupKey } from './plans';
import type { BillingEventRef, BillingMetadata, BillingProvider, ProviderPayment, ProviderSubscription } from './provider';
import type { Billing } from './runtime';

export interface SyncDeps {
  db: Db;
  now: () => Date;
  logger: Logger;
  billing: Billing;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The customer's user, by the provider's customer id; null for customers this API did not create. */
async function customerOf(db: Db | Tx, provider: BillingProvider, customerId: string | null) {
  if (!customerId) return null;
  return (
    (await db
      .selectFrom('billing_customers')
      .selectAll()
      .where('provider', '=', provider.name)
      .where('provider_customer_id', '=', customerId)
      .executeTakeFirst()) ?? null
  );
}

function findSubscriptionRow(db: Db | Tx, provider: BillingProvider, providerSubscriptionId: string) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('provider', '=', provider.name)
    .where('stripe_subscription_id', '=', providerSubscriptionId)
    .executeTakeFirst();
}

/** A group id from our own metadata, if that group still exists. */
async function existingGroup(tx: Tx, groupId: string | undefined): Promise<string | null> {
  if (!groupId || !UUID.test(groupId)) return null;
  const group = await tx.selectFrom('groups').select('id').where('id', '=', groupId).executeTakeFirst();
  return group?.id ?? null;
}

/** Brings our row of one provider subscription up to date, attaching a new one to the group it was bought for. */
export async function syncSubscription(deps: SyncDeps, provider: BillingProvider, id: string, hint: BillingMetadata = {}): Promise<void> {
  const subscription = await provider.retrieveSubscription(id);
  if (!subscription) return deps.logger.warn({ subscriptionId: id }, 'billing: the provider does not know this subscription');
  const plan = planOfLookupKey(deps.billing.lookupKeys, subscription.lookupKey);
  if (!plan) return deps.logger.warn({ subscriptionId: id, lookupKey: subscription.lookupKey }, 'billing: a subscription to a price of no plan; ignored');

  await deps.db.transaction().execute(async (tx) => {
    // Several events of one subscription arrive at once: one at a time.
    await sql`select pg_advisory_xact_lock(hashtext(${`billing:${provider.name}:${id}`}))`.execute(tx);
    const customer = await customerOf(tx, provider, subscription.customerId);
    if (!customer) return deps.logger.warn({ subscriptionId: id }, 'billing: a subscription of a customer this API did not create; ignored');
    const fields = subscriptionFields(provider, subscription, plan, customer, deps.now());

    const existing = await findSubscriptionRow(tx, provider, id);
    if (existing) {
      await tx.updateTable('subscriptions').set(fields).where('id', '=', existing.id).execute();
      return;
    }
    const groupId = await existingGroup(tx, subscription.metadata.groupId ?? hint.groupId);
    if (!groupId) {
      // Bought for a group that is gone: the buyer's to attach elsewhere (or cancel).
      await tx.insertInto('subscriptions').values({ ...fields, group_id: null }).execute();
      return;
    }
    await attachNewSubscription(tx, groupId, fields);
  });
}

type SubscriptionFields = ReturnType<typeof subscriptionFields>;

function subscriptionFields(provider: BillingProvider, subscription: ProviderSubscription, plan: string, customer: { id: string; user_id: string }, now: Date) {
  return {
    provider: provider.name,
    stripe_subscription_id: subscription.id,
    user_id: customer.user_id,
    billing_customer_id: customer.id,
    paid_plan_id: plan,
    subscription_plan_id: grantsPlan(subscription.status) ? plan : 'free',
    status: subscription.status,
    current_period_start: subscription.currentPeriodStart,
    current_period_end: subscription.currentPeriodEnd,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    canceled_at: subscription.canceledAt,
    ...(subscription.trialEnd ? { trial_ends_at: subscription.trialEnd } : {}),
    updated_at: now,
  };
}

/**
 * A group has one subscription row. A new provider subscription takes over the group's free or
 * trial row (keeping its id and the record of the trial). If the group already pays through another
 * subscription (two checkouts at once), the one that keeps the plan stays and the other is left
 * unassigned for its buyer to attach elsewhere or cancel.
 */
export async function attachNewSubscription(tx: Tx, groupId: string, fields: SubscriptionFields): Promise<void> {
  await lockGroup(tx, groupId);
  const rows = await tx.selectFrom('subscriptions').selectAll().where('group_id', '=', groupId).orderBy('created_at', 'desc').execute();
  const paying = rows.find((row) => row.provider !== null && row.stripe_subscription_id !== null && grantsPlan(row.status));
  if (paying && !grantsPlan(fields.status)) {
    await tx.insertInto('subscriptions').values({ ...fields, group_id: null }).execute();
    return;
  }
  if (paying) await tx.updateTable('subscriptions').set({ group_id: null, updated_at: fields.updated_at }).where('id', '=', paying.id).execute();
  const replaced = rows.find((row) => row !== paying);
  const others = rows.filter((row) => row !== paying && row !== replaced).map((row) => row.id);
  if (others.length) await tx.deleteFrom('subscriptions').where('id', 'in', others).execute();
  if (replaced) {
    await tx.updateTable('subscriptions').set({ ...fields, group_id: groupId }).where('id', '=', replaced.id).execute();
    return;
  }
  await tx
    .insertInto('subscriptions')
    .values({ ...fields, group_id: groupId, trial_ends_at: fields.trial_ends_at ?? paying?.trial_ends_at ?? null })
    .execute();
}

export async function syncCheckout(deps: SyncDeps, provider: BillingProvider, id: string): Promise<void> {
  const session = await provider.retrieveCheckoutSession(id);
  if (session?.status !== 'complete' || !session.subscriptionId) return;
  await syncSubscription(deps, provider, session.subscriptionId, session.metadata);
}

export interface PaymentOwner {
  userId: string;
  groupId: string | null;
  invoiceId: string | null;
}

/** Writes one payment; an invoice or group already known is kept when this report has none. */
async function upsertPayment(tx: Tx, provider: BillingProvider, payment: ProviderPayment, owner: PaymentOwner, now: Date) {
  const values = {
    status: payment.status,
    currency: payment.currency,
    amount: formatDecimal(payment.amount, payment.currency),
    description: payment.description,
    method: payment.method,
    failure_message: payment.failureMessage,
    updated_at: now,
  };
  return tx
    .insertInto('billing_payments')
    .values({
      ...values,
      provider: provider.name,
      provider_payment_id: payment.id,
      user_id: owner.userId,
      group_id: owner.groupId,
      invoice_id: owner.invoiceId,
      created_at: payment.created,
    })
    .onConflict((conflict) =>
      conflict.columns(['provider', 'provider_payment_id']).doUpdateSet({
        ...values,
        group_id: sql`coalesce(excluded.group_id, billing_payments.group_id)`,
        invoice_id: sql`coalesce(excluded.invoice_id, billing_payments.invoice_id)`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Records a payment the API itself just created at the provider (a payment intent). */
export function recordPayment(deps: SyncDeps, provider: BillingProvider, payment: ProviderPayment, owner: PaymentOwner) {
  return deps.db.transaction().execute((tx) => upsertPayment(tx, provider, payment, owner, deps.now()));
}

export async function syncInvoice(deps: SyncDeps, provider: BillingProvider, id: string): Promise<void> {
  const invoice = await provider.retrieveInvoice(id);
  if (!invoice) return deps.logger.warn({ invoiceId: id }, 'billing: the provider does not know this invoice');
  // The invoice of a subscription we have not heard of yet: learn the subscription first, to know its group.
  if (invoice.subscriptionId && !(await findSubscriptionRow(deps.db, provider, invoice.subscriptionId))) {
    await syncSubscription(deps, provider, invoice.subscriptionId);
  }
  await deps.db.transaction().execute(async (tx) => {
    const customer = await customerOf(tx, provider, invoice.customerId);
    if (!customer) return deps.logger.warn({ invoiceId: id }, 'billing: an invoice of a customer this API did not create; ignored');
    const subscription = invoice.subscriptionId ? await findSubscriptionRow(tx, provider, invoice.subscriptionId) : undefined;
    const now = deps.now();
    const values = {
      number: invoice.number,
      status: invoice.status,
      currency: invoice.currency,
      amount_due: formatDecimal(invoice.amountDue, invoice.currency),
      amount_paid: formatDecimal(invoice.amountPaid, invoice.currency),
      description: invoice.description,
      plan_id: subscription?.paid_plan_id ?? null,
      period_start: invoice.periodStart,
      period_end: invoice.periodEnd,
      paid_at: invoice.paidAt,
      updated_at: now,
    };
    const row = await tx
      .insertInto('billing_invoices')
      .values({
        ...values,
        provider: provider.name,
        provider_invoice_id: invoice.id,
        group_id: subscription?.group_id ?? null,
        user_id: customer.user_id,
        subscription_id: subscription?.id ?? null,
        created_at: invoice.created,
      })
      .onConflict((conflict) =>
        conflict.columns(['provider', 'provider_invoice_id']).doUpdateSet({
          ...values,
          // An invoice stays in the history of the group it was paid for, even once the subscription moves on.
          group_id: sql`coalesce(billing_invoices.group_id, excluded.group_id)`,
          subscription_id: sql`coalesce(excluded.subscription_id, billing_invoices.subscription_id)`,
        }),
      )
      .returning(['id', 'group_id'])
      .executeTakeFirstOrThrow();
    for (const payment of invoice.payments) {
      await upsertPayment(tx, provider, payment, { userId: customer.user_id, groupId: row.group_id, invoiceId: row.id }, now);
    }
  });
}

export async function syncPayment(deps: SyncDeps, provider: BillingProvider, id: string): Promise<void> {
  const payment = await provider.retrievePayment(id);
  if (!payment) return deps.logger.warn({ paymentId: id }, 'billing: the provider does not know this payment');
  await deps.db.transaction().execute(async (tx) => {
    const customer = await customerOf(tx, provider, payment.customerId);
    if (!customer) return deps.logger.warn({ paymentId: id }, 'billing: a payment of a customer this API did not create; ignored');
    const groupId = await existingGroup(tx, payment.metadata.groupId);
    await upsertPayment(tx, provider, payment, { userId: customer.user_id, groupId, invoiceId: null }, deps.now());
  });
}

export async function applyEvent(deps: SyncDeps, provider: BillingProvider, event: BillingEventRef): Promise<void> {
  const target = event.object;
  if (!target) return;
  if (target.kind === 'checkout_session') return syncCheckout(deps, provider, target.id);
  if (target.kind === 'subscription') return syncSubscription(deps, provider, target.id);
  if (target.kind === 'invoice') return syncInvoice(deps, provider, target.id);
  return syncPayment(deps, provider, target.id);
}

/**
 * A webhook: verified by the provider (WebhookSignatureError otherwise), applied once. A failure
 * while applying is thrown, so the provider sends the event again later.
 */
export async function receiveWebhook(deps: SyncDeps, provider: BillingProvider, payload: string, headers: Headers): Promise<{ duplicate: boolean }> {
  const event = await provider.parseWebhook(payload, headers);
  const seen = await deps.db
    .selectFrom('billing_events')
    .select('event_id')
    .where('provider', '=', provider.name)
    .where('event_id', '=', event.id)
    .executeTakeFirst();
  if (seen) return { duplicate: true };
  await applyEvent(deps, provider, event);
  await deps.db
    .insertInto('billing_events')
    .values({ provider: provider.name, event_id: event.id, type: event.type })
    .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
    .execute();
  deps.logger.info({ provider: provider.name, eventId: event.id, type: event.type }, 'billing: webhook applied');
  return { duplicate: false };
}
