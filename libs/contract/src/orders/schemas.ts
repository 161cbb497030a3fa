// Orders: what a group sells to (side `sell`: the customer buys from us, priced at the template's
// ask) and buys from (side `buy`: we buy from the customer, priced at the bid) its customers.
// Status flow: draft → quoted (prices locked to a spot snapshot for QUOTE_TTL_MINUTES) → confirmed →
// paid (payments ≥ total) → fulfilled → completed (metal moves in inventory); cancelled from draft,
// quoted or confirmed; a completed order is reversed (admins) by a reversing entry, never deleted.
// Every amount is a decimal string; lines keep a snapshot of what they were priced from, so later
// catalog or spot changes never alter an order. Server-safe: only zod and other slices' schemas.
import { z } from 'zod';
import { commaList, decimalTextSchema, isoDateSchema, isoDateTimeSchema, MAX_INT4, moneySchema, storableText, unknownFieldsError } from '../common/schemas';
import { finenessSchema, INVENTORY_FORMS, INVENTORY_METALS, ITEM_WEIGHT_UNITS, itemWeightSchema } from '../inventory/schemas';
import { PRICE_MAX_QUANTITY, priceSliceSchema } from '../price-templates/schemas';
import { orderSpotSchema } from '../spots/schemas';
import { PRICE_NOT_ABOVE_ZERO, unitPriceRefusal } from './price-guards';

// ------------------------------------------------------------------ constants

/** sell: the customer buys from us (ask prices); buy: we buy from the customer (bid prices). */
export const ORDER_SIDES = ['sell', 'buy'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];

export const ORDER_STATUSES = ['draft', 'quoted', 'confirmed', 'paid', 'fulfilled', 'completed', 'cancelled', 'reversed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Statuses an order never leaves. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['cancelled', 'reversed'];

export const PAYMENT_METHODS = ['cash', 'wire', 'check', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** payment: money for the order (from the customer on a sale, to them on a purchase); refund: money going back. */
export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** How long a quote holds its prices. */
export const QUOTE_TTL_MINUTES = 15;
export const QUOTE_TTL_MS = QUOTE_TTL_MINUTES * 60_000;

/** Form 8300: cash received of this much or more (USD) in one order, or from one customer within the window, is flagged for review. */
export const FORM_8300_CASH_THRESHOLD = '10000.00';
export const FORM_8300_WINDOW_HOURS = 24;
export const FORM_8300_WINDOW_MS = FORM_8300_WINDOW_HOURS * 3_600_000;

/** Order numbers: a sequence per group and side, SO-000001 for sales, BO-000001 for purchases. */
export const ORDER_NUMBER_PREFIX: Readonly<Record<OrderSide, string>> = { sell: 'SO', buy: 'BO' };
export const ORDER_NUMBER_DIGITS = 6;

/** The most a line's title holds (a product's title format may make it longer: it is cut). */
export const ORDER_LINE_TITLE_MAX_LENGTH = 200;

export const ORDER_MAX_LINES = 200;
export const ORDER_LIST_DEFAULT_LIMIT = 100;
export const ORDER_LIST_MAX_LIMIT = 500;

/** Where a line's unit price comes from: the price template at spot, or typed in (with a reason). */
export const PRICE_SOURCES = ['template', 'manual'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/**
 * Whether a line has a price: priced, or why not — no template (the group has none and the order
 * names none), no rule of the template applies, the fine weight is unknown, or there is no spot for
 * its metal. An order is quoted only when every line is priced.
 */
export const LINE_PRICE_STATUSES = ['priced', 'no_template', 'no_rule', 'weight_unknown', 'spot_unavailable'] as const;
export type LinePriceStatus = (typeof LINE_PRICE_STATUSES)[number];

/** product: a catalog product; item: specific inventory items (sales only); custom: described on the line. */
export const ORDER_LINE_KINDS = ['product', 'item', 'custom'] as const;
export type OrderLineKind = (typeof ORDER_LINE_KINDS)[number];

export const ORDER_EVENT_KINDS = [
  'created',
  'edited',
  'quoted',
  'confirmed',
  'payment_added',
  'paid',
  'fulfilled',
  'completed',
  'cancelled',
  'reversed',
  'form8300_flagged',
  'refunded',
  'payment_voided',
  'form8300_filed',
  'receipt_emailed',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export const ORDER_SORTS = ['created', '-created', 'number', '-number', 'total', '-total'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

// ------------------------------------------------------------------ shared pieces

const text = (field: string, max: number) => z.string(`${field} must be text.`).trim().max(max, `${field} must be at most ${max} characters.`).refine(...storableText(field));
/** Blank text is null (clears); an absent field stays absent. */
const optionalText = (field: string, max: number) => text(field, max).nullish().transform((value) => (value === undefined ? undefined : value || null));
const versionSchema = z.number('version must be a number.').int('version must be a whole number.').min(1).max(MAX_INT4);

export const orderActorSchema = z.object({ id: z.string(), name: z.string().nullable() }).nullable();
export type OrderActor = z.output<typeof orderActorSchema>;

// ------------------------------------------------------------------ lines

/** A line as it was priced (a preview, or a saved order's line before its id and fulfilment). */
export const orderLinePricedSchema = z.object({
  kind: z.enum(ORDER_LINE_KINDS),
  /** The catalog product (product lines, and item lines whose item names one). */
  productId: z.string().nullable(),
  /** The inventory lot sold from (item lines of sales). */
  inventoryItemId: z.string().nullable(),
  title: z.string(),
  metal: z.enum(INVENTORY_METALS).nullable(),
  form: z.enum(INVENTORY_FORMS).nullable(),
  /** Gross weight of one piece in weightUnit and its purity, as snapshotted (what a bought item is recorded with). */
  weight: decimalTextSchema.nullable(),
  weightUnit: z.enum(ITEM_WEIGHT_UNITS),
  purity: decimalTextSchema.nullable(),
  /** Fine metal of one piece in troy ounces; null when unknown. */
  fineOztPerUnit: decimalTextSchema.nullable(),
  quantity: z.number().int(),
  /** What one piece costs on this order; null while the line has no price. */
  unitPrice: decimalTextSchema.nullable(),
  /** What the line costs (whole cents); null while the line has no price. */
  lineTotal: decimalTextSchema.nullable(),
  priceSource: z.enum(PRICE_SOURCES),
  /** For template prices; `priced` for a manual price. */
  priceStatus: z.enum(LINE_PRICE_STATUSES),
  /** The template's unit price at that spot (also on an overridden line, to show the difference); null when the template gives none. */
  templateUnitPrice: decimalTextSchema.nullable(),
  /** The template's line total at that spot; null when the template gives none. */
  templateLineTotal: decimalTextSchema.nullable(),
  ruleId: z.string().nullable(),
  /** A graduated price over several tiers: unitPrice is the line total ÷ quantity (rounded to cents). */
  averaged: z.boolean(),
  /**
   * The template price's breakdown by tier (graduated: one slice per tier used; volume: one slice):
   * each slice's quantity × unit price is its total, and the totals add up to lineTotal exactly.
   * null for a manual price or a line without a price.
   */
  priceSlices: z.array(priceSliceSchema).nullable(),
  /** Why the price was typed in (required with a manual price). */
  overrideReason: z.string().nullable(),
  /** Why the line sells below its melt value or buys above it (required to quote such a line: meltGuard). */
  meltReason: z.string().nullable(),
  /** Spot of the line's metal (USD/ozt) the price was computed at: indicative in a draft, locked by a quote. */
  spot: decimalTextSchema.nullable(),
});
export type OrderLinePriced = z.output<typeof orderLinePricedSchema>;

export const orderLineSchema = orderLinePricedSchema
  .extend({
    id: z.string(),
    /**
     * What completing the order did in inventory: a bought line's new drawer item, or a sold item
     * line's disposed item (the split-off lot for part of one) and its disposition. Null before.
     */
    fulfilment: z.object({ itemId: z.string(), dispositionId: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'OrderLine' });
export type OrderLine = z.output<typeof orderLineSchema>;

/**
 * A line of a create or patch body. One of: `productId` (a catalog product: title, metal, form and
 * weights are taken from it), `inventoryItemId` (sales only: specific inventory items, sold from
 * that lot; quantity at most its pieces) or a custom line with a `title` (and metal, form, weight,
 * weightUnit, purity when known). A `unitPrice` overrides the template's price and needs an
 * `overrideReason`; without one the template prices the line.
 */
export const orderLineInputSchema = z
  .strictObject(
    {
      productId: z.string('productId must be a product id.').regex(/^[A-Za-z0-9_-]{1,100}$/, 'productId must be a product id.').optional(),
      inventoryItemId: z.uuid('inventoryItemId must be an inventory item id.').optional(),
      title: text('Title', ORDER_LINE_TITLE_MAX_LENGTH).pipe(z.string().min(1, 'Title cannot be empty.')).optional(),
      metal: z.enum(INVENTORY_METALS, `Metal must be one of ${INVENTORY_METALS.join(', ')}.`).nullish(),
      form: z.enum(INVENTORY_FORMS, `Form must be one of ${INVENTORY_FORMS.join(', ')}.`).nullish(),
      weight: itemWeightSchema('Weight').nullish(),
      weightUnit: z.enum(ITEM_WEIGHT_UNITS, `Weight unit must be one of ${ITEM_WEIGHT_UNITS.join(', ')}.`).optional(),
      purity: finenessSchema.nullish(),
      quantity: z
        .number('Quantity must be a number.')
        .int('Quantity must be a whole number.')
        .min(1, 'Quantity must be at least 1.')
        .max(PRICE_MAX_QUANTITY, `Quantity must be at most ${PRICE_MAX_QUANTITY}.`),
      unitPrice: moneySchema('Unit price')
        .refine((price) => unitPriceRefusal(price) === null, PRICE_NOT_ABOVE_ZERO)
        .optional(),
      overrideReason: optionalText('Override reason', 500),
      /** Why the line may sell below melt or buy above it (a quote asks for one then: meltGuard). */
      meltReason: optionalText('Melt reason', 500),
    },
    { error: unknownFieldsError() },
  )
  .superRefine((line, ctx) => {
    if (line.productId !== undefined && line.inventoryItemId !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['inventoryItemId'], message: 'A line is a catalog product or an inventory item, not both.' });
    }
    const custom = line.productId === undefined && line.inventoryItemId === undefined;
    if (custom && line.title === undefined) ctx.addIssue({ code: 'custom', path: ['title'], message: 'A line needs a catalog product, an inventory item or a title.' });
    if (!custom) {
      for (const field of ['metal', 'form', 'weight', 'weightUnit', 'purity'] as const) {
        if (line[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: `${field} is taken from the product or item; give it on a custom line only.` });
      }
    }
    if (line.unitPrice !== undefined && !line.overrideReason) {
      ctx.addIssue({ code: 'custom', path: ['overrideReason'], message: 'A manual unit price needs a reason.' });
    }
    if (line.unitPrice === undefined && line.overrideReason) {
      ctx.addIssue({ code: 'custom', path: ['overrideReason'], message: 'A reason goes with a manual unit price.' });
    }
  })
  .meta({ id: 'OrderLineInput' });
export type OrderLineInput = z.input<typeof orderLineInputSchema>;
export type OrderLineInputParsed = z.output<typeof orderLineInputSchema>;

const linesSchema = z
  .array(orderLineInputSchema)
  .max(ORDER_MAX_LINES, `At most ${ORDER_MAX_LINES} lines.`)
  .superRefine((lines, ctx) => {
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      if (!line.inventoryItemId) return;
      if (seen.has(line.inventoryItemId)) ctx.addIssue({ code: 'custom', path: [index, 'inventoryItemId'], message: 'An inventory item can be on one line only.' });
      seen.add(line.inventoryItemId);
    });
  });

/** Inventory item lines are for sales only: what we buy becomes new items. */
function itemLinesOnSalesOnly(value: { side?: OrderSide; lines?: OrderLineInputParsed[] }, ctx: z.RefinementCtx) {
  if (value.side !== 'buy') return;
  value.lines?.forEach((line, index) => {
    if (line.inventoryItemId) ctx.addIssue({ code: 'custom', path: ['lines', index, 'inventoryItemId'], message: 'A buy order cannot sell inventory items: use a catalog product or a custom line.' });
  });
}

// ------------------------------------------------------------------ the order

export const orderTotalsSchema = z
  .object({
    /** Σ line totals of the priced lines. */
    subtotal: decimalTextSchema,
    /** What the customer pays (sell) or is paid (buy): the subtotal (no fees or taxes yet). */
    total: decimalTextSchema,
    /** Σ payments not voided. */
    paid: decimalTextSchema,
    /** Σ refunds not voided: money that went back (never more than paid). */
    refunded: decimalTextSchema,
    /** total − paid, never below 0, once the order is confirmed (0.00 before). A refund does not make an order owe again. */
    balanceDue: decimalTextSchema,
  })
  .meta({ id: 'OrderTotals' });
export type OrderTotals = z.output<typeof orderTotalsSchema>;

/** A quote: the prices are locked to `spot` until `expiresAt` (quotedAt + QUOTE_TTL_MINUTES). */
export const orderQuoteSchema = z
  .object({ quotedAt: isoDateTimeSchema, expiresAt: isoDateTimeSchema, spot: orderSpotSchema })
  .meta({ id: 'OrderQuote' });
export type OrderQuote = z.output<typeof orderQuoteSchema>;

/** Who voided a payment, when and why: it then counts for nothing but stays on record. */
export const paymentVoidSchema = z.object({ at: isoDateTimeSchema, reason: z.string(), actor: orderActorSchema }).meta({ id: 'PaymentVoid' });
export type PaymentVoid = z.output<typeof paymentVoidSchema>;

export const orderPaymentSchema = z
  .object({
    id: z.string(),
    kind: z.enum(PAYMENT_KINDS),
    method: z.enum(PAYMENT_METHODS),
    amount: decimalTextSchema,
    /** When the money changed hands (what the Form 8300 rule counts by). */
    receivedAt: isoDateTimeSchema,
    reference: z.string().nullable(),
    createdAt: isoDateTimeSchema,
    actor: orderActorSchema,
    /** Set when the payment was voided (recorded in error). */
    voided: paymentVoidSchema.nullable(),
  })
  .meta({ id: 'OrderPayment' });
export type OrderPayment = z.output<typeof orderPaymentSchema>;

export const orderEventSchema = z
  .object({
    id: z.string(),
    kind: z.enum(ORDER_EVENT_KINDS),
    /** The status before and after; equal when the event changed no status (a payment, an edit). */
    fromStatus: z.enum(ORDER_STATUSES).nullable(),
    toStatus: z.enum(ORDER_STATUSES),
    at: isoDateTimeSchema,
    actor: orderActorSchema,
    /** Free detail: the payment, the reason of a cancel or reversal, the quote's expiry… */
    detail: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'OrderEvent' });
export type OrderEvent = z.output<typeof orderEventSchema>;

/** The Form 8300 review flag: set when cash received reached FORM_8300_CASH_THRESHOLD (docs/orders.md). */
export const form8300FlagSchema = z
  .object({
    review: z.boolean(),
    reason: z.string().nullable(),
    flaggedAt: isoDateTimeSchema.nullable(),
    /** The cash that reached the threshold: in this order, or across the related orders within 24 hours. */
    cashTotal: decimalTextSchema.nullable(),
    /** The orders whose cash payments were counted together (this one included). */
    relatedOrderIds: z.array(z.string()),
    /** The day the group filed the Form 8300 (YYYY-MM-DD), as an admin recorded it; null: not filed yet. */
    filedOn: z.string().nullable(),
  })
  .meta({ id: 'Form8300Flag' });
export type Form8300Flag = z.output<typeof form8300FlagSchema>;

const orderCustomerSchema = z.object({ id: z.string(), name: z.string() });

const orderHeader = {
  id: z.string(),
  groupId: z.string(),
  /** SO-000123 (sales) or BO-000045 (purchases): a sequence per group and side. */
  number: z.string(),
  side: z.enum(ORDER_SIDES),
  status: z.enum(ORDER_STATUSES),
  /** The customer, with the name as it was when last set on the order. */
  customer: orderCustomerSchema,
  priceTemplateId: z.string().nullable(),
  totals: orderTotalsSchema,
  form8300: form8300FlagSchema,
  /** Adds 1 on every change; an action or PATCH with an older one is 409 version_conflict. */
  version: z.number().int(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
};

export const orderSchema = z
  .object({
    ...orderHeader,
    /** The template's name when it was last set on the order. */
    priceTemplateName: z.string().nullable(),
    notes: z.string().nullable(),
    lines: z.array(orderLineSchema),
    quote: orderQuoteSchema.nullable(),
    payments: z.array(orderPaymentSchema),
    /** The status timeline, oldest first. */
    events: z.array(orderEventSchema),
    createdBy: orderActorSchema,
    updatedBy: orderActorSchema,
  })
  .meta({ id: 'Order' });
export type Order = z.output<typeof orderSchema>;

/** An order in a list: the header without lines, payments and events. */
export const orderSummarySchema = z
  .object({ ...orderHeader, lineCount: z.number().int(), quoteExpiresAt: isoDateTimeSchema.nullable() })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.output<typeof orderSummarySchema>;

// ------------------------------------------------------------------ writes

/** POST /orders: a draft. priceTemplateId: the group's default when left out; null prices nothing (manual prices only). */
export const orderInputSchema = z
  .strictObject(
    {
      side: z.enum(ORDER_SIDES, 'side must be sell or buy.'),
      customerId: z.uuid('customerId must be a customer id.'),
      priceTemplateId: z.uuid('priceTemplateId must be a price template id.').nullish(),
      notes: optionalText('Notes', 4000),
      lines: linesSchema.default([]),
    },
    { error: unknownFieldsError() },
  )
  .superRefine(itemLinesOnSalesOnly)
  .meta({ id: 'OrderInput' });
export type OrderInput = z.input<typeof orderInputSchema>;
export type OrderInputParsed = z.output<typeof orderInputSchema>;

/** PATCH /orders/{id}: drafts only. lines replace all the lines; the side does not change. */
export const orderPatchSchema = z
  .strictObject(
    {
      customerId: z.uuid('customerId must be a customer id.').optional(),
      priceTemplateId: z.uuid('priceTemplateId must be a price template id.').nullable().optional(),
      notes: optionalText('Notes', 4000),
      lines: linesSchema.optional(),
      version: versionSchema.optional(),
    },
    { error: unknownFieldsError('The side of an order does not change; its status changes through its actions.') },
  )
  .refine((patch) => Object.entries(patch).some(([key, value]) => key !== 'version' && value !== undefined), { message: 'Give a field to change.' })
  .meta({ id: 'OrderPatch' });
export type OrderPatch = z.input<typeof orderPatchSchema>;
export type OrderPatchParsed = z.output<typeof orderPatchSchema>;

/** POST /orders/price: prices lines as a draft would be priced now (latest stored spot), writing nothing. */
export const orderPriceBodySchema = z
  .strictObject(
    {
      side: z.enum(ORDER_SIDES, 'side must be sell or buy.'),
      priceTemplateId: z.uuid('priceTemplateId must be a price template id.').nullish(),
      lines: linesSchema.refine((lines) => lines.length > 0, 'Give at least one line to price.'),
    },
    { error: unknownFieldsError() },
  )
  .superRefine(itemLinesOnSalesOnly)
  .meta({ id: 'OrderPriceBody' });
export type OrderPriceBody = z.input<typeof orderPriceBodySchema>;
export type OrderPriceBodyParsed = z.output<typeof orderPriceBodySchema>;

export const orderPricePreviewSchema = z
  .object({
    /** The latest stored quote; null when none is stored (template prices are then spot_unavailable). */
    spot: orderSpotSchema.nullable(),
    /** The template used (the group's default when none was named); null: none. */
    priceTemplateId: z.string().nullable(),
    lines: z.array(orderLinePricedSchema),
    subtotal: decimalTextSchema,
    total: decimalTextSchema,
    /** Lines without a price (they count nothing in the totals; an order with any is not quoted). */
    unpriced: z.number().int(),
  })
  .meta({ id: 'OrderPricePreview' });
export type OrderPricePreview = z.output<typeof orderPricePreviewSchema>;

/** The body of quote, confirm, fulfil and complete: the version the caller saw (checked when given). */
export const orderActionBodySchema = z.strictObject({ version: versionSchema.optional() }, { error: unknownFieldsError() }).meta({ id: 'OrderActionBody' });
export type OrderActionBody = z.input<typeof orderActionBodySchema>;

/**
 * POST /orders/{id}/quote: the version, and reasons for the lines that now sell below melt or buy
 * above it (by line index, as 409 melt_reason_required names them), kept on those lines.
 */
export const orderQuoteBodySchema = z
  .strictObject(
    {
      version: versionSchema.optional(),
      meltReasons: z
        .array(
          z.strictObject(
            {
              line: z.number('line must be a line’s index.').int('line must be a whole number.').min(0).max(ORDER_MAX_LINES - 1),
              reason: text('Reason', 500).pipe(z.string().min(1, 'Say why the line may cross melt.')),
            },
            { error: unknownFieldsError() },
          ),
        )
        .max(ORDER_MAX_LINES)
        .optional(),
    },
    { error: unknownFieldsError() },
  )
  .meta({ id: 'OrderQuoteBody' });
export type OrderQuoteBody = z.input<typeof orderQuoteBodySchema>;
export type OrderQuoteBodyParsed = z.output<typeof orderQuoteBodySchema>;

export const orderCancelBodySchema = z
  .strictObject({ version: versionSchema.optional(), reason: optionalText('Reason', 500) }, { error: unknownFieldsError() })
  .meta({ id: 'OrderCancelBody' });
export type OrderCancelBody = z.input<typeof orderCancelBodySchema>;

/** POST /orders/{id}/reverse (admins): why the completed order is reversed. */
export const orderReverseBodySchema = z
  .strictObject(
    { version: versionSchema.optional(), reason: text('Reason', 500).pipe(z.string().min(1, 'Say why the order is reversed.')) },
    { error: unknownFieldsError() },
  )
  .meta({ id: 'OrderReverseBody' });
export type OrderReverseBody = z.input<typeof orderReverseBodySchema>;

/** POST /orders/{id}/payments: confirmed orders; at most the balance due. receivedAt defaults to now and cannot be in the future. */
export const orderPaymentInputSchema = z
  .strictObject(
    {
      method: z.enum(PAYMENT_METHODS, `Method must be one of ${PAYMENT_METHODS.join(', ')}.`),
      amount: moneySchema('Amount').refine((value) => /[1-9]/.test(value), 'Amount must be more than 0.'),
      receivedAt: isoDateTimeSchema.optional(),
      reference: optionalText('Reference', 200),
      version: versionSchema.optional(),
    },
    { error: unknownFieldsError() },
  )
  .meta({ id: 'OrderPaymentInput' });
export type OrderPaymentInput = z.input<typeof orderPaymentInputSchema>;
export type OrderPaymentInputParsed = z.output<typeof orderPaymentInputSchema>;

/** POST /orders/{id}/refunds (admins): money going back, at most what was paid and not yet refunded (orderRefundable). */
export const orderRefundInputSchema = z
  .strictObject(
    {
      method: z.enum(PAYMENT_METHODS, `Method must be one of ${PAYMENT_METHODS.join(', ')}.`),
      amount: moneySchema('Amount').refine((value) => /[1-9]/.test(value), 'Amount must be more than 0.'),
      refundedAt: isoDateTimeSchema.optional(),
      reference: optionalText('Reference', 200),
      reason: optionalText('Reason', 500),
      version: versionSchema.optional(),
    },
    { error: unknownFieldsError() },
  )
  .meta({ id: 'OrderRefundInput' });
export type OrderRefundInput = z.input<typeof orderRefundInputSchema>;
export type OrderRefundInputParsed = z.output<typeof orderRefundInputSchema>;

/** POST /orders/{id}/payments/{paymentId}/void (admins): why the payment or refund was recorded in error. */
export const paymentVoidBodySchema = z
  .strictObject(
    { version: versionSchema.optional(), reason: text('Reason', 500).pipe(z.string().min(1, 'Say why the payment is voided.')) },
    { error: unknownFieldsError() },
  )
  .meta({ id: 'PaymentVoidBody' });
export type PaymentVoidBody = z.input<typeof paymentVoidBodySchema>;

// ------------------------------------------------------------------ lists

const intParam = (field: string) =>
  z.coerce
    .number(`${field} must be a number.`)
    .int(`${field} must be a whole number.`)
    .min(0, `${field} is out of range.`)
    .max(MAX_INT4, `${field} is out of range.`);

const booleanParam = (field: string) =>
  z.union([z.boolean(), z.enum(['true', 'false'], `${field} must be true or false.`)]).transform((value) => value === true || value === 'true');

/**
 * The filters of GET /orders (and its totals). Lists combine with OR, filters with AND. from/to are
 * days (UTC) of creation, both included. q: every word in the number, the customer's name, the
 * notes or a line's title.
 */
export const orderListFiltersSchema = z.strictObject(
  {
    q: z.string().trim().max(200, 'q must be at most 200 characters.').refine(...storableText('q')).optional(),
    side: commaList('side', z.string().toLowerCase().pipe(z.enum(ORDER_SIDES)), 'sell or buy').optional(),
    status: commaList('status', z.string().toLowerCase().pipe(z.enum(ORDER_STATUSES)), `a status (${ORDER_STATUSES.join(', ')})`).optional(),
    customerId: z.uuid('customerId must be a customer id.').optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    /** true: flagged for Form 8300 review only; false: not flagged only. */
    flagged: booleanParam('flagged').optional(),
    sort: z.enum(ORDER_SORTS).default('-created'),
  },
  { error: unknownFieldsError() },
);
export type OrderListFilters = z.output<typeof orderListFiltersSchema>;

export const orderListQuerySchema = orderListFiltersSchema
  .extend({
    offset: intParam('offset').default(0),
    limit: intParam('limit').min(1, 'limit must be at least 1.').max(ORDER_LIST_MAX_LIMIT, `limit must be at most ${ORDER_LIST_MAX_LIMIT}.`).default(ORDER_LIST_DEFAULT_LIMIT),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'to must be on or after from.' });
export type OrderListQuery = z.input<typeof orderListQuerySchema>;
export type OrderListQueryParsed = z.output<typeof orderListQuerySchema>;

/** Totals of one side over a list's filters: every matching order counts; cancelled and reversed ones add no money. */
export const orderSideTotalsSchema = z.object({ orders: z.number().int(), total: decimalTextSchema, paid: decimalTextSchema, refunded: decimalTextSchema, balanceDue: decimalTextSchema });
export type OrderSideTotals = z.output<typeof orderSideTotalsSchema>;

export const orderPageSchema = z
  .object({
    items: z.array(orderSummarySchema),
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
    /** Of every order the filters match (not only this page), per side. */
    totals: z.object({ sell: orderSideTotalsSchema, buy: orderSideTotalsSchema }),
  })
  .meta({ id: 'OrderPage' });
export type OrderPage = z.output<typeof orderPageSchema>;

/** GET /orders/form-8300: flagged orders, the latest flag first. */
export const flaggedOrderQuerySchema = z.strictObject(
  {
    offset: intParam('offset').default(0),
    limit: intParam('limit').min(1, 'limit must be at least 1.').max(ORDER_LIST_MAX_LIMIT, `limit must be at most ${ORDER_LIST_MAX_LIMIT}.`).default(ORDER_LIST_DEFAULT_LIMIT),
  },
  { error: unknownFieldsError() },
);
export type FlaggedOrderQuery = z.input<typeof flaggedOrderQuerySchema>;

export const flaggedOrderPageSchema = z
  .object({ items: z.array(orderSummarySchema), total: z.number().int(), offset: z.number().int(), limit: z.number().int() })
  .meta({ id: 'FlaggedOrderPage' });
export type FlaggedOrderPage = z.output<typeof flaggedOrderPageSchema>;
