// The mock team's billing: Teams bought through the local provider, renewing monthly; one Pro
// subscription of the mock user whose group was deleted (unassigned); three months of invoices (two
// paid, the last one paid after a failed attempt) and a one-off payment. Builders take overrides so
// stories can show every state (trialing with days left, past_due, cancel at period end, Free).
import { MOCK_GROUP_ID } from '../groups/fixtures';
import type { Plan } from '@bullion/contract';
import { PLAN_FEATURES, type BillingInvoice, type BillingPayment, type BillingProduct, type BillingSubscription, type PlanId } from '@bullion/contract';
import { MOCK_API_URL, MOCK_NOW } from '../http';

export const MOCK_BILLING_SUBSCRIPTION_ID = 'e3b0c442-98fc-4c14-9afb-f4c8996fb924';
export const MOCK_UNASSIGNED_SUBSCRIPTION_ID = '2d7f1b9e-5c3a-4e8d-9f1b-6a2c4e8d0f13';
export const MOCK_INVOICE_IDS = {
  september: '51a0c6a4-1f2e-4b3c-8d4e-5f6a7b8c9d01',
  october: '51a0c6a4-1f2e-4b3c-8d4e-5f6a7b8c9d02',
  november: '51a0c6a4-1f2e-4b3c-8d4e-5f6a7b8c9d03',
} as const;

const PERMISSIONS: Record<PlanId, Plan['permissions']> = {
  free: { enableDomain: false, enableSubdomain: false, enableBranding: false },
  pro: { enableDomain: true, enableSubdomain: true, enableBranding: true },
  teams: { enableDomain: true, enableSubdomain: true, enableBranding: true },
};
const NAMES: Record<PlanId, string> = { free: 'Free', pro: 'Pro', teams: 'Teams' };

export function mockPlan(id: PlanId): Plan {
  return { id, name: NAMES[id], alias: id, stripeProductId: null, permissions: PERMISSIONS[id] };
}

const PRICES: Record<Exclude<PlanId, 'free'>, string> = { pro: '12.00', teams: '29.00' };

export function mockBillingProducts(): BillingProduct[] {
  return (['free', 'pro', 'teams'] as const).map((id) => ({
    plan: mockPlan(id),
    features: [...PLAN_FEATURES[id]],
    price:
      id === 'free'
        ? null
        : { id: `price_local_${id}_monthly`, lookupKey: `${id}_monthly`, amount: PRICES[id], currency: 'usd', interval: 'month' as const, intervalCount: 1 },
  }));
}

export function mockBillingSubscription(overrides: Partial<BillingSubscription> = {}): BillingSubscription {
  return {
    id: MOCK_BILLING_SUBSCRIPTION_ID,
    groupId: MOCK_GROUP_ID,
    plan: mockPlan('teams'),
    paidPlan: mockPlan('teams'),
    status: 'active',
    provider: 'local',
    providerSubscriptionId: 'sub_local_3f9a1c2b7d8e4f50',
    trialEndsAt: null,
    trialDaysLeft: null,
    currentPeriodStart: '2026-10-05T10:00:00.000Z',
    currentPeriodEnd: '2026-12-05T10:00:00.000Z',
    cancelAtPeriodEnd: false,
    canceledAt: null,
    trialAvailable: false,
    canManage: true,
    createdAt: '2026-09-05T10:00:00.000Z',
    updatedAt: MOCK_NOW,
    ...overrides,
  };
}

export function mockUnassignedSubscriptions(): BillingSubscription[] {
  return [
    mockBillingSubscription({
      id: MOCK_UNASSIGNED_SUBSCRIPTION_ID,
      groupId: null,
      plan: mockPlan('pro'),
      paidPlan: mockPlan('pro'),
      providerSubscriptionId: 'sub_local_8c2d4e6f1a3b5c7d',
      currentPeriodStart: '2026-10-20T08:00:00.000Z',
      currentPeriodEnd: '2026-11-20T08:00:00.000Z',
      createdAt: '2026-08-20T08:00:00.000Z',
    }),
  ];
}

function payment(id: string, invoiceId: string | null, fields: Partial<BillingPayment>): BillingPayment {
  return {
    id,
    providerPaymentId: `pi_local_${id.slice(-6)}`,
    invoiceId,
    status: 'succeeded',
    amount: '29.00',
    currency: 'usd',
    description: 'Teams (monthly)',
    method: 'Visa •••• 4242',
    failureMessage: null,
    createdAt: MOCK_NOW,
    ...fields,
  };
}

function invoice(id: string, number: string, month: string, payments: BillingPayment[]): BillingInvoice {
  return {
    id,
    providerInvoiceId: `in_local_${id.slice(-6)}`,
    number,
    status: 'paid',
    currency: 'usd',
    amountDue: '29.00',
    amountPaid: '29.00',
    description: 'Teams (monthly)',
    planId: 'teams',
    periodStart: `2026-${month}-05T10:00:00.000Z`,
    periodEnd: `2026-${String(Number(month) + 1).padStart(2, '0')}-05T10:00:00.000Z`,
    paidAt: `2026-${month}-05T10:00:05.000Z`,
    createdAt: `2026-${month}-05T10:00:00.000Z`,
    receiptUrl: `${MOCK_API_URL}/billing/invoices/${id}/receipt?expires=1893456000&signature=mock`,
    payments,
  };
}

export function mockBillingInvoices(): BillingInvoice[] {
  const { september, october, november } = MOCK_INVOICE_IDS;
  return [
    invoice(november, 'LOCAL-0003', '11', [
      payment('7a000000-0000-4000-8000-000000000004', november, {
        status: 'requires_payment_method',
        method: 'Visa •••• 0341',
        failureMessage: 'Your card was declined.',
        createdAt: '2026-11-05T10:00:01.000Z',
      }),
      payment('7a000000-0000-4000-8000-000000000005', november, { createdAt: '2026-11-06T09:00:00.000Z' }),
    ]),
    invoice(october, 'LOCAL-0002', '10', [payment('7a000000-0000-4000-8000-000000000002', october, { createdAt: '2026-10-05T10:00:01.000Z' })]),
    invoice(september, 'LOCAL-0001', '09', [payment('7a000000-0000-4000-8000-000000000001', september, { createdAt: '2026-09-05T10:00:01.000Z' })]),
  ];
}

/** Every payment, newest first: those of the invoices and a one-off. */
export function mockBillingPayments(): BillingPayment[] {
  const oneOff = payment('7a000000-0000-4000-8000-000000000003', null, {
    amount: '50.00',
    description: 'Account credit',
    createdAt: '2026-10-12T15:30:00.000Z',
  });
  return [...mockBillingInvoices().flatMap((entry) => entry.payments), oneOff].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export interface MockBillingState {
  subscription: BillingSubscription;
  unassigned: BillingSubscription[];
  invoices: BillingInvoice[];
  payments: BillingPayment[];
}

export function mockBillingState(): MockBillingState {
  return {
    subscription: mockBillingSubscription(),
    unassigned: mockUnassignedSubscriptions(),
    invoices: mockBillingInvoices(),
    payments: mockBillingPayments(),
  };
}
