// The order form's state and what follows from it, as pure functions: the lines priced live with the
// shared pricing (priceOrderLine, the function the API prices with) at the spot in the store, the
// subtotal, the checks before a save (each line body checked with the contract's own schema), and the
// body sent. Amounts stay decimal text throughout.
import { linesSubtotal, meltGuard, type MeltCrossing, orderLineInputSchema, PRICE_MAX_QUANTITY, priceOrderLine, type OrderInput, type OrderLineInput, type OrderLinePriced, type OrderLineSource, type OrderSide, type PriceRule, type SpotQuoteInput } from '@bullion/contract';

export interface DraftLine {
  /** Stable within the form (React keys, field names). */
  key: string;
  source: OrderLineSource;
  quantity: number;
  /** Pieces the lot holds (inventory lines): the most that can be sold from it. */
  maxQuantity: number | null;
  /** A typed-in unit price and why; null: the template prices the line. */
  override: { unitPrice: string; reason: string } | null;
  /** Why the line may sell below melt or buy above it (asked for before a quote); absent: not given. */
  meltReason?: string | null;
}

export interface OrderDraft {
  side: OrderSide;
  customerId: string | null;
  /** undefined: the group's default template; null: none (manual prices only). */
  priceTemplateId: string | null | undefined;
  notes: string;
  lines: DraftLine[];
}

export const EMPTY_ORDER_DRAFT: OrderDraft = { side: 'sell', customerId: null, priceTemplateId: undefined, notes: '', lines: [] };

/**
 * The line body the API takes: the product or lot, the quantity, and a manual price with its reason.
 * A product line sends its title too (the group's product title format, or a draft's stored title),
 * so the API stores the title the form showed rather than the product's plain one.
 */
export function lineInputOf(line: DraftLine): OrderLineInput {
  const { source } = line;
  const what: OrderLineInput =
    source.kind === 'item' && source.inventoryItemId
      ? { inventoryItemId: source.inventoryItemId, quantity: line.quantity }
      : source.kind === 'product' && source.productId
        ? { productId: source.productId, title: source.title, quantity: line.quantity }
        : { title: source.title, metal: source.metal, form: source.form, weight: source.weight, weightUnit: source.weightUnit, purity: source.purity, quantity: line.quantity };
  const withMelt = line.meltReason ? { ...what, meltReason: line.meltReason } : what;
  return line.override ? { ...withMelt, unitPrice: line.override.unitPrice.trim(), overrideReason: line.override.reason } : withMelt;
}

/** The lines whose live price sells below melt or buys above it and that carry no reason yet (meltGuard). */
export function meltCrossings(draft: Pick<OrderDraft, 'side' | 'lines'>, prices: LivePrices): { line: DraftLine; index: number; priced: OrderLinePriced; crossing: MeltCrossing }[] {
  return draft.lines.flatMap((line, index) => {
    const priced = prices.lines.find((candidate) => candidate.key === line.key)?.priced;
    const crossing = priced && !line.meltReason ? meltGuard(draft.side, priced) : null;
    return priced && crossing ? [{ line, index, priced, crossing }] : [];
  });
}

/** A manual price the schema accepts (money, cents), or null while it is being typed or invalid. */
function manualPriceOf(line: DraftLine): string | null {
  if (!line.override) return null;
  const parsed = orderLineInputSchema.safeParse({ productId: 'x', quantity: 1, unitPrice: line.override.unitPrice.trim(), overrideReason: 'x' });
  return parsed.success && parsed.data.unitPrice !== undefined ? parsed.data.unitPrice : null;
}

export interface LivePrices {
  lines: { key: string; priced: OrderLinePriced }[];
  subtotal: string;
  /** Lines without a price (they count nothing in the subtotal). */
  unpriced: number;
}

/** Every line priced on the order's side with the template's rules (null: none) at the spot quote (null: none). */
export function livePrices(draft: Pick<OrderDraft, 'side' | 'lines'>, rules: readonly PriceRule[] | null, quote: SpotQuoteInput | null): LivePrices {
  const lines = draft.lines.map((line) => {
    const manual = manualPriceOf(line);
    // A quantity that cannot be ordered (the check says why) totals nothing; the unit price is the first tier's.
    const countable = Number.isInteger(line.quantity) && line.quantity >= 1 && line.quantity <= PRICE_MAX_QUANTITY;
    const priced = priceOrderLine({
      side: draft.side,
      rules,
      line: { ...line.source, quantity: countable ? line.quantity : 1, manualUnitPrice: manual, overrideReason: line.override?.reason ?? null, meltReason: line.meltReason ?? null },
      quote,
    });
    // A manual price being typed (not a price yet) prices nothing: not the template's price meanwhile.
    if (line.override && manual === null) return { key: line.key, priced: { ...priced, unitPrice: null, lineTotal: null, priceSource: 'manual' as const } };
    return { key: line.key, priced: countable ? priced : { ...priced, lineTotal: null } };
  });
  const priced = lines.map((line) => line.priced);
  return { lines, subtotal: linesSubtotal(priced), unpriced: priced.filter((line) => line.unitPrice === null).length };
}

/** What is wrong with the form, by field: `customer`, `lines`, or `line.<key>.<field>` (quantity, unitPrice, overrideReason). */
export type DraftErrors = Record<string, string>;

export function checkOrderDraft(draft: OrderDraft, { quoting, prices }: { quoting: boolean; prices: LivePrices }): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.customerId) errors.customer = 'Choose a customer, or create one.';
  for (const line of draft.lines) {
    const parsed = orderLineInputSchema.safeParse(lineInputOf(line));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'quantity');
        errors[`line.${line.key}.${field}`] ??= issue.message;
      }
    }
    if (line.maxQuantity !== null && line.quantity > line.maxQuantity) {
      errors[`line.${line.key}.quantity`] ??= `The lot holds ${line.maxQuantity}: at most ${line.maxQuantity} can be sold from it.`;
    }
  }
  if (quoting) {
    if (!draft.lines.length) errors.lines = 'Add at least one line to quote the order.';
    else if (prices.unpriced) {
      errors.lines = `${prices.unpriced} line${prices.unpriced === 1 ? ' has' : 's have'} no price: type a price in (with a reason) or choose another template before quoting.`;
    }
  }
  return errors;
}

/** The body of POST /orders. */
export function orderInputOf(draft: OrderDraft): OrderInput {
  return {
    side: draft.side,
    customerId: draft.customerId ?? '',
    ...(draft.priceTemplateId === undefined ? {} : { priceTemplateId: draft.priceTemplateId }),
    notes: draft.notes.trim() || null,
    lines: draft.lines.map(lineInputOf),
  };
}

/** Lines that sell inventory lots: a purchase cannot have them. */
export const itemLines = (draft: OrderDraft) => draft.lines.filter((line) => line.source.kind === 'item');

let nextKey = 1;
export const newLineKey = () => `line-${nextKey++}`;
