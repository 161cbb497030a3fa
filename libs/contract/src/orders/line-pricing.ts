// Pricing an order's lines with the shared pricing function (price-templates/pricing.ts): the API
// (drafts, quotes, the price preview), the mocks and the order form use this, so a line's price is
// the same wherever it is shown. A line is priced from its snapshot (line-snapshot.ts), so a catalog
// change never reprices it. Pure; decimal arithmetic.
import Decimal from 'decimal.js';
import type { SpotQuoteInput } from '../spots/schemas';
import type { InventoryForm } from '../inventory/schemas';
import { priceProduct, spotForMetal } from '../price-templates/pricing';
import { PRICE_RULE_FORMS, type PriceRule, type PriceRuleForm, type PriceSide, type PriceSlice } from '../price-templates/schemas';
import { formatUsd } from '../common/format';
import { orderLineDescription, type OrderLineSnapshot } from './line-snapshot';
import { paymentsSum } from './refunds';
import type { OrderLinePriced, OrderSide, OrderTotals, PaymentKind } from './schemas';

/** The template side an order prices at: a sale at the ask, a purchase at the bid. */
export const PRICE_SIDE_OF: Readonly<Record<OrderSide, PriceSide>> = { sell: 'ask', buy: 'bid' };

const ruleFormOf = (form: InventoryForm | null): PriceRuleForm | null => ((PRICE_RULE_FORMS as readonly string[]).includes(form ?? '') ? (form as PriceRuleForm) : null);

const cents = (value: Decimal.Value) => new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP);

/**
 * Prices one line on the order's side with the template's rules (null: no template) at a spot quote
 * (null: none stored). A manual price stands as given; the template's price is still reported.
 */
export function priceOrderLine({
  side,
  rules,
  line,
  quote,
}: {
  side: OrderSide;
  rules: readonly PriceRule[] | null;
  line: OrderLineSnapshot;
  quote: SpotQuoteInput | null | undefined;
}): OrderLinePriced {
  const spot = spotForMetal(quote, line.metal);
  const template = rules
    ? priceProduct({
        rules,
        product: {
          productId: line.productId ?? '',
          metal: line.metal,
          form: ruleFormOf(line.form),
          categoryId: line.categoryPath[0] ?? null,
          categoryPath: line.categoryPath,
          fineOzt: line.fineOztPerUnit,
        },
        quantity: line.quantity,
        side: PRICE_SIDE_OF[side],
        spot,
      })
    : null;
  const priced = template?.status === 'priced' ? template : null;
  const manual = line.manualUnitPrice !== null;
  const unitPrice = manual ? cents(line.manualUnitPrice as string) : (priced?.unitPrice ?? null);
  const lineTotal = manual ? cents(new Decimal(line.manualUnitPrice as string).times(line.quantity)) : (priced?.lineTotal ?? null);
  return {
    ...orderLineDescription(line),
    quantity: line.quantity,
    unitPrice,
    lineTotal,
    priceSource: manual ? 'manual' : 'template',
    priceStatus: manual ? 'priced' : template === null ? 'no_template' : template.status,
    templateUnitPrice: priced?.unitPrice ?? null,
    templateLineTotal: priced?.lineTotal ?? null,
    ruleId: template && template.status !== 'no_rule' ? template.ruleId : null,
    averaged: !manual && (priced?.averaged ?? false),
    priceSlices: manual ? null : (priced?.slices ?? null),
    overrideReason: manual ? line.overrideReason : null,
    meltReason: line.meltReason,
    spot,
  };
}

/** Σ of the priced lines' totals (cents); the lines without a price add nothing. */
export function linesSubtotal(lines: readonly { lineTotal: string | null }[]): string {
  return lines.reduce((sum, line) => (line.lineTotal === null ? sum : sum.plus(line.lineTotal)), new Decimal(0)).toFixed(2);
}

/**
 * An order's totals from its lines and payments: the total is the subtotal; paid and refunded count
 * the payments and refunds not voided; the balance (total − paid) never goes below 0.
 */
export function orderTotals(
  lines: readonly { lineTotal: string | null }[],
  payments: readonly { amount: string; kind?: PaymentKind; voided?: unknown }[],
): OrderTotals {
  const subtotal = linesSubtotal(lines);
  const paid = paymentsSum(payments, 'payment');
  const balance = new Decimal(subtotal).minus(paid);
  return { subtotal, total: subtotal, paid, refunded: paymentsSum(payments, 'refund'), balanceDue: (balance.isNegative() ? new Decimal(0) : balance).toFixed(2) };
}

/**
 * A graduated line's tier breakdown in words, for the order page and the receipt: "3 × $30.10
 * (1–3) + 2 × $29.80 (4–5)", whose parts add up to the line total exactly. null for one slice.
 */
export function tierBreakdownText(slices: readonly PriceSlice[] | null | undefined): string | null {
  if (!slices || slices.length < 2) return null;
  return slices
    .map((slice) => `${slice.quantity.toLocaleString('en-US')} × ${formatUsd(slice.unitPrice)} (${slice.fromQuantity === slice.toQuantity ? slice.fromQuantity : `${slice.fromQuantity}–${slice.toQuantity}`})`)
    .join(' + ');
}
