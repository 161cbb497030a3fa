import type { BillingInvoiceListQuery, BillingPaymentListQuery } from '@bullion/contract';

/** Query keys of billing: the group's subscription, products by lookup keys, unassigned subscriptions, invoices and payments. */
export const billingKeys = {
  all: ['billing'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  products: (lookup: readonly string[]) => [...billingKeys.all, 'products', [...lookup].sort()] as const,
  unassigned: () => [...billingKeys.all, 'unassigned'] as const,
  invoices: (query: BillingInvoiceListQuery) => [...billingKeys.all, 'invoices', query] as const,
  payments: (query: BillingPaymentListQuery) => [...billingKeys.all, 'payments', query] as const,
};
