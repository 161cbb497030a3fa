// Our billing rows as the API answers them (the shapes of libs/contract/src/billing/schemas.ts).
import type { BillingInvoice, BillingPayment, BillingSubscription, InvoiceStatus, PaymentStatus, SubscriptionStatus } from '@bullion/contract';
import type { Selectable } from 'kysely';
import type { Tx } from '../db/database';
import type { BillingInvoicesTable, BillingPaymentsTable, PlansTable, SubscriptionsTable } from '../db/schema';
import { iso, toPlan } from '../http/mappers';
import { formatDecimal } from './money';
import { holdsPaidSubscription } from './plans';

const DAY_MS = 24 * 3_600_000;

type SubscriptionRow = Selectable<SubscriptionsTable>;
type PlanRow = Selectable<PlansTable>;

const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export async function plansById(tx: Tx): Promise<Map<string, PlanRow>> {
  const plans = await tx.selectFrom('plans').selectAll().execute();
  return new Map(plans.map((plan) => [plan.id, plan]));
}

/** Whether POST /api/subscriptions would start a trial: never had one, and no paid plan now. */
function trialAvailable(row: SubscriptionRow): boolean {
  return row.trial_ends_at === null && row.status !== 'trialing' && !holdsPaidSubscription(row);
}

export function toBillingSubscription(row: SubscriptionRow, plans: Map<string, PlanRow>, context: { now: Date; canManage: boolean }): BillingSubscription {
  const plan = plans.get(row.subscription_plan_id);
  if (!plan) throw new Error(`subscription ${row.id} has an unknown plan ${row.subscription_plan_id}`);
  const paidPlan = row.paid_plan_id ? plans.get(row.paid_plan_id) : undefined;
  const trialing = row.status === 'trialing' && row.trial_ends_at !== null;
  return {
    id: row.id,
    groupId: row.group_id,
    plan: toPlan(plan),
    paidPlan: paidPlan ? toPlan(paidPlan) : null,
    status: row.status as SubscriptionStatus,
    provider: row.provider,
    providerSubscriptionId: row.stripe_subscription_id,
    trialEndsAt: isoOrNull(row.trial_ends_at),
    trialDaysLeft: trialing ? Math.max(0, Math.ceil((new Date(row.trial_ends_at ?? 0).getTime() - context.now.getTime()) / DAY_MS)) : null,
    currentPeriodStart: isoOrNull(row.current_period_start),
    currentPeriodEnd: isoOrNull(row.current_period_end),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    canceledAt: isoOrNull(row.canceled_at),
    trialAvailable: trialAvailable(row),
    canManage: context.canManage,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toBillingPayment(row: Selectable<BillingPaymentsTable>): BillingPayment {
  return {
    id: row.id,
    providerPaymentId: row.provider_payment_id,
    invoiceId: row.invoice_id,
    status: row.status as PaymentStatus,
    amount: formatDecimal(row.amount, row.currency),
    currency: row.currency,
    description: row.description,
    method: row.method,
    failureMessage: row.failure_message,
    createdAt: iso(row.created_at),
  };
}

export function toBillingInvoice(row: Selectable<BillingInvoicesTable>, payments: BillingPayment[], receiptUrl: string): BillingInvoice {
  return {
    id: row.id,
    providerInvoiceId: row.provider_invoice_id,
    number: row.number,
    status: row.status as InvoiceStatus,
    currency: row.currency,
    amountDue: formatDecimal(row.amount_due, row.currency),
    amountPaid: formatDecimal(row.amount_paid, row.currency),
    description: row.description,
    planId: row.plan_id,
    periodStart: isoOrNull(row.period_start),
    periodEnd: isoOrNull(row.period_end),
    paidAt: isoOrNull(row.paid_at),
    createdAt: iso(row.created_at),
    receiptUrl,
    payments,
  };
}
