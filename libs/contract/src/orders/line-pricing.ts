// Pricing an order's lines with the shared pricing function (price-templates/pricing.ts): the API
// (drafts, quotes, the price preview), the mocks and the order form use this, so a line's price is
// the same wherever it is shown. A line is priced from its snapshot (line-snapshot.ts), so a catalog
// change never reprices it. Pure; decimal arithmetic.
import Decimal from 'decimal.js';
import type { SpotQuoteInput } from '../spots/schemas';
import type { InventoryForm } from '../inventory/schemas';
import { priceProduct, spotForMetal } from '../price-templates/pricing';
import { PRICE_RULE_FORMS, type PriceRule, type PriceRuleForm, type PriceSide } from '../price-templates/schemas';
import { orderLineDescription, type OrderLineSnapshot } from './line-snapshot';
import type { OrderLinePriced, OrderSide, OrderTotals } from './schemas';

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
    overrideReason: manual ? line.overrideReason : null,
    meltReason: line.meltReason,
    spot,
  };
}

/** Σ of the priced lines' totals (cents); the lines without a price add nothing. */
export function linesSubtotal(lines: readonly { lineTotal: string | null }[]): string {
  return lines.reduce((sum, line) => (line.lineTotal === null ? sum : sum.plus(line.lineTotal)), new Decimal(0)).toFixed(2);
}

/** An order's totals from its lines and payments: the total is the subtotal; the balance never goes below 0. */
export function orderTotals(lines: readonly { lineTotal: string | null }[], payments: readonly { amount: string }[]): OrderTotals {
  const subtotal = linesSubtotal(lines);
  const paid = payments.reduce((sum, payment) => sum.plus(payment.amount), new Decimal(0));
  const balance = new Decimal(subtotal).minus(paid);
  return { subtotal, total: subtotal, paid: paid.toFixed(2), balanceDue: (balance.isNegative() ? new Decimal(0) : balance).toFixed(2) };
}
