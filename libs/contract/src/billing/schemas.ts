// Billing: the group's subscription as the billing provider reports it, plans with prices, checkout
// and portal sessions, customers, payment intents, unassigned subscriptions, invoices and payments.
// Money travels as decimal strings in the currency's major unit ("12.00"); statuses use Stripe's
// vocabulary whichever provider is configured. docs/billing.md describes the flow.
import { z } from 'zod';
import { commaList, decimalString, decimalTextSchema, isoDateTimeSchema, MAX_INT4, storableText, unknownFieldsError } from '../common/schemas';
import { planSchema } from '../groups/schemas';

export const PLAN_IDS = ['free', 'pro', 'teams'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The plans bought through the billing provider. */
export const PAID_PLANS = ['pro', 'teams'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

/** What each plan offers, for the plan comparison (the plan's permissions say what it enables). */
export const PLAN_FEATURES: Readonly<Record<PlanId, readonly string[]>> = {
  free: ['Catalog, inventory, collections, orders and price templates', 'A personal desk, and the teams you are invited to'],
  pro: ['Everything in Free', 'A subdomain and a custom domain', 'Branding: your accent colour and logo in the header'],
  teams: ['Everything in Pro, for a team', 'A shared desk for the people you invite', 'Roles: admin, member, viewer'],
};

export const BILLING_PROVIDERS = ['local', 'stripe'] as const;
export type BillingProviderName = (typeof BILLING_PROVIDERS)[number];

/** Stripe's subscription statuses. */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The statuses under which the group has its paid plan; any other status means the Free plan. */
export const PLAN_GRANTING_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];

/** Stripe's invoice statuses. */
export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Stripe's payment intent statuses. */
export const PAYMENT_STATUSES = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'requires_capture', 'canceled', 'succeeded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Currencies a payment intent may be in (all with cents). */
export const PAYMENT_CURRENCIES = ['usd', 'eur', 'gbp', 'cad', 'aud', 'chf'] as const;
export const PAYMENT_MIN_AMOUNT = '0.50';

export const BILLING_LIST_DEFAULT_LIMIT = 20;
export const BILLING_LIST_MAX_LIMIT = 100;

// ---------------------------------------------------------------- the group's subscription

/** GET /billing/subscription: the group's subscription, and what the caller may do with it. */
export const billingSubscriptionSchema = z
  .object({
    id: z.uuid(),
    /** Null for an unassigned subscription (its group was deleted). */
    groupId: z.uuid().nullable(),
    /** The plan the group has now: Free once a trial or a paid subscription has ended. */
    plan: planSchema,
    /** The plan the provider subscription is for (shown with a past_due or canceled status); null for free and trial rows. */
    paidPlan: planSchema.nullable(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    /** Null while the group has no subscription at a provider (Free, or a free trial). */
    provider: z.enum(BILLING_PROVIDERS).nullable(),
    providerSubscriptionId: z.string().nullable(),
    trialEndsAt: isoDateTimeSchema.nullable(),
    /** Whole days left in the trial, rounded up (1 on its last day); null when not trialing. */
    trialDaysLeft: z.number().int().min(0).nullable(),
    currentPeriodStart: isoDateTimeSchema.nullable(),
    currentPeriodEnd: isoDateTimeSchema.nullable(),
    /** True when the subscription ends at currentPeriodEnd instead of renewing. */
    cancelAtPeriodEnd: z.boolean(),
    canceledAt: isoDateTimeSchema.nullable(),
    /** Whether POST /subscriptions would start a free trial (no trial yet and no paid plan). */
    trialAvailable: z.boolean(),
    /** Whether the caller may manage billing (billing.manage: admins). */
    canManage: z.boolean(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'BillingSubscription' });
export type BillingSubscription = z.infer<typeof billingSubscriptionSchema>;

/** GET /billing/subscriptions/unassigned: the caller's subscriptions still billed but attached to no group (empty when none). */
export const unassignedSubscriptionListSchema = z.array(billingSubscriptionSchema).meta({ id: 'UnassignedSubscriptions' });

// ---------------------------------------------------------------- checkout and portal

/** An address of the app the provider sends the browser back to. */
const appUrlSchema = (field: string) =>
  z
    .url({ protocol: /^https?$/, error: `${field} must be an http(s) URL.` })
    .max(2048, `${field} must be at most 2048 characters.`)
    .refine(...storableText(field));

/** POST /billing/checkout-session: the paid plan to buy; the return addresses default to the billing page. */
export const checkoutSessionBodySchema = z
  .strictObject(
    {
      plan: z.enum(PAID_PLANS, { error: `plan must be one of: ${PAID_PLANS.join(', ')}.` }),
      successUrl: appUrlSchema('successUrl').optional(),
      cancelUrl: appUrlSchema('cancelUrl').optional(),
    },
    { error: unknownFieldsError('A checkout session takes plan, successUrl and cancelUrl.') },
  )
  .meta({ id: 'CheckoutSessionRequest' });
export type CheckoutSessionBody = z.input<typeof checkoutSessionBodySchema>;

/**
 * Where to send the browser to pay (the provider's checkout page), and when the plan is first charged:
 * at checkout, or at the end of the free trial the group is on (carriedTrialEnd).
 */
export const checkoutSessionSchema = z
  .object({
    id: z.string(),
    url: z.url(),
    provider: z.enum(BILLING_PROVIDERS),
    plan: z.enum(PAID_PLANS),
    expiresAt: isoDateTimeSchema,
    firstChargeAt: isoDateTimeSchema,
  })
  .meta({ id: 'CheckoutSession' });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** POST /billing/portal-session: where the portal's "return" link leads. */
export const portalSessionBodySchema = z
  .strictObject({ returnUrl: appUrlSchema('returnUrl') }, { error: unknownFieldsError('A portal session takes only returnUrl.') })
  .meta({ id: 'PortalSessionRequest' });
export type PortalSessionBody = z.input<typeof portalSessionBodySchema>;

/** Where to send the browser to manage or cancel the subscription (the provider's portal). */
export const portalSessionSchema = z.object({ id: z.string(), url: z.url(), provider: z.enum(BILLING_PROVIDERS) }).meta({ id: 'PortalSession' });
export type PortalSession = z.infer<typeof portalSessionSchema>;

// ---------------------------------------------------------------- plans with prices

const lookupKeySchema = z.string().regex(/^[A-Za-z0-9_.-]{1,200}$/);

/** GET /billing/products?lookup=pro_monthly,teams_monthly: only the plans with those price lookup keys. */
export const billingProductsQuerySchema = z.strictObject(
  { lookup: commaList('lookup', lookupKeySchema, 'a price lookup key (letters, digits, _ . -)', { maxItems: 10 }).optional() },
  { error: unknownFieldsError('The products list takes only lookup.') },
);
export type BillingProductsQuery = z.input<typeof billingProductsQuerySchema>;

export const billingPriceSchema = z
  .object({
    id: z.string(),
    lookupKey: z.string(),
    /** In the currency's major unit, e.g. "12.00". */
    amount: decimalTextSchema,
    currency: z.string().length(3),
    interval: z.enum(['day', 'week', 'month', 'year']),
    intervalCount: z.number().int().positive(),
  })
  .meta({ id: 'BillingPrice' });
export type BillingPrice = z.infer<typeof billingPriceSchema>;

export const billingProductSchema = z
  .object({ plan: planSchema, features: z.array(z.string()), price: billingPriceSchema.nullable() })
  .meta({ id: 'BillingProduct' });
export type BillingProduct = z.infer<typeof billingProductSchema>;

/** Free first (price null), then the paid plans; only the matching paid plans with `lookup`. */
export const billingProductListSchema = z.array(billingProductSchema).meta({ id: 'BillingProducts' });

// ---------------------------------------------------------------- customers and payment intents

/** POST /billing/customers: the caller's customer at the provider; name and email default to the profile's. */
export const billingCustomerBodySchema = z
  .strictObject(
    {
      name: z.string('name must be a string.').trim().min(1, 'name must not be empty.').max(120, 'name must be at most 120 characters.').refine(...storableText('name')).optional(),
      email: z.email('email must be an e-mail address.').max(254, 'email must be at most 254 characters.').optional(),
    },
    { error: unknownFieldsError('A customer takes name and email.') },
  )
  .meta({ id: 'BillingCustomerRequest' });
export type BillingCustomerBody = z.input<typeof billingCustomerBodySchema>;

export const billingCustomerSchema = z
  .object({ id: z.uuid(), provider: z.enum(BILLING_PROVIDERS), providerCustomerId: z.string(), email: z.string(), name: z.string(), createdAt: isoDateTimeSchema })
  .meta({ id: 'BillingCustomer' });
export type BillingCustomer = z.infer<typeof billingCustomerSchema>;

/** POST /billing/payment-intents: a one-off payment by the caller for the group. */
export const paymentIntentBodySchema = z
  .strictObject(
    {
      amount: decimalString('amount', { integerDigits: 6, scale: 2, positive: true }).refine((value) => Number(value) >= Number(PAYMENT_MIN_AMOUNT), {
        message: `amount must be at least ${PAYMENT_MIN_AMOUNT}.`,
      }),
      currency: z.enum(PAYMENT_CURRENCIES, { error: `currency must be one of: ${PAYMENT_CURRENCIES.join(', ')}.` }).default('usd'),
      description: z.string('description must be a string.').trim().min(1, 'description must not be empty.').max(200, 'description must be at most 200 characters.').refine(...storableText('description')),
    },
    { error: unknownFieldsError('A payment intent takes amount, currency and description.') },
  )
  .meta({ id: 'PaymentIntentRequest' });
export type PaymentIntentBody = z.input<typeof paymentIntentBodySchema>;

export const paymentIntentSchema = z
  .object({
    id: z.uuid(),
    providerPaymentId: z.string(),
    /** For Stripe.js (Stripe provider): confirm the payment in the browser with it. */
    clientSecret: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    amount: decimalTextSchema,
    currency: z.string(),
    description: z.string(),
    /** The local provider's payment page; null with Stripe (pay with Stripe.js and clientSecret). */
    url: z.url().nullable(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'PaymentIntent' });
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

// ---------------------------------------------------------------- purchase history

const intParam = (field: string) =>
  z.coerce.number(`${field} must be a number.`).int(`${field} must be a whole number.`).min(0, `${field} is out of range.`).max(MAX_INT4, `${field} is out of range.`);

const pageFields = {
  offset: intParam('offset').default(0),
  limit: intParam('limit').min(1, 'limit must be at least 1.').max(BILLING_LIST_MAX_LIMIT, `limit must be at most ${BILLING_LIST_MAX_LIMIT}.`).default(BILLING_LIST_DEFAULT_LIMIT),
};

export const billingPaymentSchema = z
  .object({
    id: z.uuid(),
    providerPaymentId: z.string(),
    invoiceId: z.uuid().nullable(),
    status: z.enum(PAYMENT_STATUSES),
    amount: decimalTextSchema,
    currency: z.string(),
    description: z.string(),
    /** How it was paid, e.g. "Visa •••• 4242"; null until paid. */
    method: z.string().nullable(),
    failureMessage: z.string().nullable(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'BillingPayment' });
export type BillingPayment = z.infer<typeof billingPaymentSchema>;

export const billingInvoiceSchema = z
  .object({
    id: z.uuid(),
    providerInvoiceId: z.string(),
    number: z.string().nullable(),
    status: z.enum(INVOICE_STATUSES),
    currency: z.string(),
    amountDue: decimalTextSchema,
    amountPaid: decimalTextSchema,
    description: z.string(),
    planId: z.string().nullable(),
    periodStart: isoDateTimeSchema.nullable(),
    periodEnd: isoDateTimeSchema.nullable(),
    paidAt: isoDateTimeSchema.nullable(),
    /** The invoice date. */
    createdAt: isoDateTimeSchema,
    /** A printable HTML receipt, signed: opens without a session for RECEIPT_URL_TTL_SECONDS. */
    receiptUrl: z.url(),
    payments: z.array(billingPaymentSchema),
  })
  .meta({ id: 'BillingInvoice' });
export type BillingInvoice = z.infer<typeof billingInvoiceSchema>;

export const RECEIPT_URL_TTL_SECONDS = 3600;

/** GET /billing/invoices: newest first. */
export const billingInvoiceListQuerySchema = z.strictObject(
  { ...pageFields, status: z.enum(INVOICE_STATUSES, { error: `status must be one of: ${INVOICE_STATUSES.join(', ')}.` }).optional() },
  { error: unknownFieldsError() },
);
export type BillingInvoiceListQuery = z.input<typeof billingInvoiceListQuerySchema>;

export const billingInvoicePageSchema = z
  .object({ items: z.array(billingInvoiceSchema), total: z.number().int(), offset: z.number().int(), limit: z.number().int() })
  .meta({ id: 'BillingInvoicePage' });
export type BillingInvoicePage = z.infer<typeof billingInvoicePageSchema>;

/** GET /billing/payments: every payment (of invoices and one-off), newest first. */
export const billingPaymentListQuerySchema = z.strictObject(pageFields, { error: unknownFieldsError() });
export type BillingPaymentListQuery = z.input<typeof billingPaymentListQuerySchema>;

export const billingPaymentPageSchema = z
  .object({ items: z.array(billingPaymentSchema), total: z.number().int(), offset: z.number().int(), limit: z.number().int() })
  .meta({ id: 'BillingPaymentPage' });
export type BillingPaymentPage = z.infer<typeof billingPaymentPageSchema>;
