// The order form's pure part: lines priced live with the shared pricing at the store's spot (never
// $0 without one), manual prices with their reason, the checks before a save, the body sent.
import { itemLineSource, productLineSource, type SpotQuote } from '@bullion/contract';
import { MOCK_CUSTOMER_IDS, MOCK_ITEM_IDS, mockDatasets, mockInventoryItems, mockPriceTemplates, mockProducts, mockSpots, MOCK_PRICE_TEMPLATE_ID } from '@bullion/api-mocks';
import { describe, expect, it } from 'vitest';
import { checkOrderDraft, EMPTY_ORDER_DRAFT, livePrices, orderInputOf, type DraftLine, type OrderDraft } from './order-draft';

const reference = mockDatasets().product;
const product = (id: string) => {
  const found = mockProducts().find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};
const rules = mockPriceTemplates().find((template) => template.id === MOCK_PRICE_TEMPLATE_ID)?.rules ?? [];
const spot: SpotQuote = { ...mockSpots(), updatedAt: new Date().toISOString() };

const eagle = (patch: Partial<DraftLine> = {}): DraftLine => ({ key: 'eagle', source: productLineSource(product('public-american-gold-eagle-1-oz'), reference), quantity: 1, maxQuantity: null, override: null, ...patch });
const draftOf = (lines: DraftLine[], patch: Partial<OrderDraft> = {}): OrderDraft => ({ ...EMPTY_ORDER_DRAFT, customerId: MOCK_CUSTOMER_IDS.janeDoe, lines, ...patch });

describe('order form prices', () => {
  it('prices a catalog product at the template ask for a sale and at the bid for a purchase', () => {
    const sale = livePrices(draftOf([eagle()]), rules, spot);
    expect(sale.lines[0]?.priced).toMatchObject({ unitPrice: '2839.53', lineTotal: '2839.53', priceSource: 'template', priceStatus: 'priced' });
    const purchase = livePrices(draftOf([eagle()], { side: 'buy' }), rules, spot);
    expect(Number(purchase.lines[0]?.priced.unitPrice)).toBeLessThan(2839.53);
    expect(sale.subtotal).toBe('2839.53');
  });

  it('follows the spot it is given', () => {
    const higher = livePrices(draftOf([eagle()]), rules, { ...spot, gold: 3000 });
    expect(Number(higher.lines[0]?.priced.unitPrice)).toBeGreaterThan(2839.53);
  });

  it('has no price without a spot, a template or a rule: never $0, and counted as unpriced', () => {
    expect(livePrices(draftOf([eagle()]), rules, null)).toMatchObject({ subtotal: '0.00', unpriced: 1, lines: [{ priced: { unitPrice: null, priceStatus: 'spot_unavailable' } }] });
    expect(livePrices(draftOf([eagle()]), null, spot).lines[0]?.priced).toMatchObject({ unitPrice: null, priceStatus: 'no_template' });
    expect(livePrices(draftOf([eagle()]), [], spot).lines[0]?.priced).toMatchObject({ unitPrice: null, priceStatus: 'no_rule' });
  });

  it('takes a typed-in price with its reason over the template, and keeps the template price beside it', () => {
    const prices = livePrices(draftOf([eagle({ quantity: 3, override: { unitPrice: '2800', reason: 'Regular customer' } })]), rules, spot);
    expect(prices.lines[0]?.priced).toMatchObject({ unitPrice: '2800.00', lineTotal: '8400.00', priceSource: 'manual', overrideReason: 'Regular customer' });
    expect(prices.lines[0]?.priced.templateUnitPrice).not.toBeNull();
    // A manual price still being typed prices nothing yet.
    expect(livePrices(draftOf([eagle({ override: { unitPrice: '28.5.', reason: 'x' } })]), rules, spot).unpriced).toBe(1);
  });

  it('prices an inventory lot from its own fine weight', () => {
    const item = mockInventoryItems().find((candidate) => candidate.id === MOCK_ITEM_IDS.silverMaples);
    if (!item) throw new Error('no item');
    const line: DraftLine = { key: 'maples', source: itemLineSource(item, null, reference), quantity: 2, maxQuantity: item.quantity, override: null };
    expect(line.source).toMatchObject({ kind: 'item', inventoryItemId: item.id, fineOztPerUnit: item.fineWeightOzt });
    expect(livePrices(draftOf([line]), rules, spot).lines[0]?.priced.unitPrice).not.toBeNull();
  });
});

describe('order form checks', () => {
  const prices = (draft: OrderDraft) => livePrices(draft, rules, spot);
  const check = (draft: OrderDraft, quoting = false) => checkOrderDraft(draft, { quoting, prices: prices(draft) });

  it('needs a customer', () => {
    expect(check(draftOf([], { customerId: null }))).toEqual({ customer: 'Choose a customer, or create one.' });
  });

  it('needs a reason with a typed-in price, and a price that is money', () => {
    expect(check(draftOf([eagle({ override: { unitPrice: '2800', reason: ' ' } })]))).toEqual({ 'line.eagle.overrideReason': 'A manual unit price needs a reason.' });
    expect(Object.keys(check(draftOf([eagle({ override: { unitPrice: 'abc', reason: 'ok' } })])))).toEqual(['line.eagle.unitPrice']);
  });

  it('sells at most what a lot holds', () => {
    const line = eagle({ quantity: 6, maxQuantity: 5 });
    expect(check(draftOf([line]))['line.eagle.quantity']).toBe('The lot holds 5: at most 5 can be sold from it.');
  });

  it('quotes only an order with lines that all have a price', () => {
    expect(check(draftOf([]), true).lines).toBe('Add at least one line to quote the order.');
    expect(checkOrderDraft(draftOf([eagle()]), { quoting: true, prices: livePrices(draftOf([eagle()]), rules, null) }).lines).toMatch(/^1 line has no price/);
    expect(check(draftOf([eagle()]), true)).toEqual({});
    // A draft may be saved without lines or prices.
    expect(check(draftOf([]))).toEqual({});
  });

  it('sends the side, the customer, the template only when one was chosen, and each line', () => {
    const draft = draftOf([eagle({ quantity: 2 }), eagle({ key: 'b', override: { unitPrice: '2,800'.replace(',', ''), reason: 'Match' } })], { notes: '  Friday  ' });
    expect(orderInputOf(draft)).toEqual({
      side: 'sell',
      customerId: MOCK_CUSTOMER_IDS.janeDoe,
      notes: 'Friday',
      lines: [
        { productId: 'public-american-gold-eagle-1-oz', title: 'American Gold Eagle 1 oz', quantity: 2 },
        { productId: 'public-american-gold-eagle-1-oz', title: 'American Gold Eagle 1 oz', quantity: 1, unitPrice: '2800', overrideReason: 'Match' },
      ],
    });
    expect(orderInputOf({ ...draft, priceTemplateId: null }).priceTemplateId).toBeNull();
  });

  it("titles a product line as the group reads the product, within the line's 200 characters, and sends that title", () => {
    const eagleProduct = product('public-american-gold-eagle-1-oz');
    const formatted = productLineSource(eagleProduct, reference, (found) => `${found.year} ${found.title}`);
    expect(formatted.title).toBe('2024 American Gold Eagle 1 oz');
    expect(orderInputOf(draftOf([eagle({ source: formatted })])).lines).toEqual([{ productId: eagleProduct.id, title: '2024 American Gold Eagle 1 oz', quantity: 1 }]);
    expect(productLineSource(eagleProduct, reference, () => 'x'.repeat(250)).title).toHaveLength(200);
    // Without a formatter (or when it gives nothing) the line takes the product's own title.
    expect(productLineSource(eagleProduct, reference).title).toBe('American Gold Eagle 1 oz');
    expect(productLineSource(eagleProduct, reference, () => '  ').title).toBe('American Gold Eagle 1 oz');
  });
});

describe('quantities and prices the desk refuses', () => {
  const check = (line: DraftLine) => {
    const draft = draftOf([line]);
    return checkOrderDraft(draft, { quoting: false, prices: livePrices(draft, rules, spot) });
  };

  it('says what is wrong with a quantity instead of changing it, and totals nothing meanwhile', () => {
    expect(check(eagle({ quantity: 1.5 }))['line.eagle.quantity']).toBe('Quantity must be a whole number.');
    expect(check(eagle({ quantity: 0 }))['line.eagle.quantity']).toBe('Quantity must be at least 1.');
    expect(check(eagle({ quantity: Number.NaN }))['line.eagle.quantity']).toBe('Quantity must be a number.');
    expect(check(eagle({ quantity: 99_999_999 }))['line.eagle.quantity']).toBe('Quantity must be at most 1000000.');
    expect(check(eagle({ quantity: 12, maxQuantity: 10 }))['line.eagle.quantity']).toBe('The lot holds 10: at most 10 can be sold from it.');
    const prices = livePrices(draftOf([eagle({ quantity: 1.5 })]), rules, spot);
    expect(prices.lines[0]?.priced).toMatchObject({ unitPrice: '2839.53', lineTotal: null });
    expect(prices.subtotal).toBe('0.00');
  });

  it('refuses a typed-in price of $0.00', () => {
    expect(check(eagle({ override: { unitPrice: '0', reason: 'Gift' } }))['line.eagle.unitPrice']).toBe('A unit price must be more than $0.00.');
    expect(check(eagle({ override: { unitPrice: '0.01', reason: 'Promo' } }))['line.eagle.unitPrice']).toBeUndefined();
  });
});
