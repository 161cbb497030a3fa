import { describe, expect, it } from 'vitest';
import {
  categoryPathOf,
  fineOztOf,
  formOfProductType,
  priceProduct,
  roundToIncrement,
  selectRule,
  shadowedRules,
  spotForMetal,
  type PriceRequest,
} from './pricing';
import { priceRuleSchema, priceTemplateInputSchema, type PriceRule, type PriceRuleInput, type PriceSideRuleInput, type PricedQuote } from './schemas';

const PRODUCT_ID = '5b0d8d1c-1f7e-4c52-9a3e-2c1b0a9d8e7f';
const OTHER_PRODUCT_ID = '7e6d5c4b-3a29-4c18-8f07-1e2d3c4b5a69';

const side = (overrides: Partial<PriceSideRuleInput> = {}): PriceSideRuleInput => ({
  premiumKind: 'per_unit',
  tiers: [{ minQuantity: 1, premium: '0' }],
  tierMode: 'volume',
  rounding: { increment: '0.01', mode: 'nearest' },
  minimumUnitPrice: null,
  ...overrides,
});

let ruleCounter = 0;
/** A rule through the schema, as the API stores it (defaults filled in). */
function rule(match: PriceRuleInput['match'], ask: Partial<PriceSideRuleInput> = {}, bid: Partial<PriceSideRuleInput> = ask): PriceRule {
  ruleCounter += 1;
  return priceRuleSchema.parse({ id: `r${ruleCounter}`, match, ask: side(ask), bid: side(bid) });
}

const goldCoin = { productId: PRODUCT_ID, metal: 'gold', form: 'coin' as const, categoryId: 2, categoryPath: [2, 1], fineOzt: '1' };

function price(request: Partial<PriceRequest> & Pick<PriceRequest, 'rules'>): PricedQuote {
  const quote = priceProduct({ product: goldCoin, quantity: 1, side: 'ask', spot: '2000', ...request });
  if (quote.status !== 'priced') throw new Error(`not priced: ${quote.status}`);
  return quote;
}

describe('premium kinds', () => {
  it('adds $ per unit to melt', () => {
    const quote = price({ rules: [rule({ metal: 'gold' }, { premiumKind: 'per_unit', tiers: [{ minQuantity: 1, premium: '49.95' }] })] });
    expect(quote).toMatchObject({ unitPrice: '2049.95', lineTotal: '2049.95', perOzt: '2049.95', meltPerUnit: '2000.00', premiumKind: 'per_unit', floor: null, averaged: false });
  });

  it('adds $ per fine ounce × the fine weight', () => {
    const half = { ...goldCoin, fineOzt: '0.5' };
    const quote = price({ product: half, rules: [rule({ metal: 'gold' }, { premiumKind: 'per_ozt', tiers: [{ minQuantity: 1, premium: '40' }] })] });
    expect(quote).toMatchObject({ unitPrice: '1020.00', perOzt: '2040.00', meltPerUnit: '1000.00' });
  });

  it('adds a percentage of melt', () => {
    const quote = price({ spot: '30', rules: [rule({ metal: 'gold' }, { premiumKind: 'percent', tiers: [{ minQuantity: 1, premium: '12.5' }] })] });
    expect(quote.unitPrice).toBe('33.75');
  });

  it('takes a negative premium as a discount on every kind', () => {
    const rules = (premiumKind: PriceSideRuleInput['premiumKind'], premium: string) => [rule({ metal: 'gold' }, { premiumKind, tiers: [{ minQuantity: 1, premium }] })];
    expect(price({ side: 'bid', spot: '30', rules: rules('percent', '-5') }).unitPrice).toBe('28.50');
    expect(price({ side: 'bid', spot: '30', rules: rules('per_unit', '-1.5') }).unitPrice).toBe('28.50');
    expect(price({ side: 'bid', spot: '30', product: { ...goldCoin, fineOzt: '2' }, rules: rules('per_ozt', '-0.75') }).unitPrice).toBe('58.50');
  });

  it('prices the ask and bid sides with their own settings', () => {
    const both = [rule({ metal: 'gold' }, { tiers: [{ minQuantity: 1, premium: '80' }] }, { premiumKind: 'percent', tiers: [{ minQuantity: 1, premium: '-2' }] })];
    expect(price({ rules: both, side: 'ask' }).unitPrice).toBe('2080.00');
    expect(price({ rules: both, side: 'bid' }).unitPrice).toBe('1960.00');
  });
});

describe('quantity tiers', () => {
  const tiers = [
    { minQuantity: 1, premium: '3' },
    { minQuantity: 10, premium: '2' },
    { minQuantity: 50, premium: '1' },
  ];
  const silver = { spot: '30' };

  it('volume: every unit at the tier the quantity reaches', () => {
    const rules = [rule({ metal: 'gold' }, { tiers, tierMode: 'volume' })];
    expect(price({ ...silver, rules, quantity: 9 })).toMatchObject({ unitPrice: '33.00', lineTotal: '297.00', tierIndex: 0 });
    expect(price({ ...silver, rules, quantity: 10 })).toMatchObject({ unitPrice: '32.00', lineTotal: '320.00', tierIndex: 1 });
    expect(price({ ...silver, rules, quantity: 49 })).toMatchObject({ unitPrice: '32.00', lineTotal: '1568.00', tierIndex: 1 });
    expect(price({ ...silver, rules, quantity: 50 })).toMatchObject({ unitPrice: '31.00', lineTotal: '1550.00', tierIndex: 2, averaged: false });
  });

  it('graduated: each unit at its own tier, the unit price the average', () => {
    const rules = [rule({ metal: 'gold' }, { tiers, tierMode: 'graduated' })];
    expect(price({ ...silver, rules, quantity: 9 })).toMatchObject({ unitPrice: '33.00', lineTotal: '297.00', averaged: false });
    const twelve = price({ ...silver, rules, quantity: 12 });
    expect(twelve).toMatchObject({ unitPrice: '32.75', lineTotal: '393.00', tierIndex: 1, averaged: true, tierMode: 'graduated' });
    expect(twelve.slices).toEqual([
      { tierIndex: 0, fromQuantity: 1, toQuantity: 9, quantity: 9, unitPrice: '33.00', total: '297.00' },
      { tierIndex: 1, fromQuantity: 10, toQuantity: 12, quantity: 3, unitPrice: '32.00', total: '96.00' },
    ]);
    const sixty = price({ ...silver, rules, quantity: 60 });
    // 9 × 33 + 40 × 32 + 11 × 31 = 297 + 1280 + 341
    expect(sixty).toMatchObject({ lineTotal: '1918.00', unitPrice: '31.97', tierIndex: 2 });
    expect(sixty.slices.map((slice) => slice.quantity)).toEqual([9, 40, 11]);
  });

  it('graduated: an average that is not a whole cent is rounded half up for show; the line total stays exact', () => {
    const rules = [rule({ metal: 'gold' }, { tiers, tierMode: 'graduated' })];
    // 9 × 33 + 2 × 32 = 361; 361 / 11 = 32.8181…
    expect(price({ ...silver, rules, quantity: 11 })).toMatchObject({ lineTotal: '361.00', unitPrice: '32.82', perOzt: '32.82' });
  });
});

describe('rounding', () => {
  const at = (premium: string, increment: '0.01' | '0.05' | '1.00', mode: 'up' | 'down' | 'nearest') =>
    price({ spot: '30', rules: [rule({ metal: 'gold' }, { tiers: [{ minQuantity: 1, premium }], rounding: { increment, mode } })] }).unitPrice;

  it('rounds the unit price to cents, five cents or dollars, up, down or to the nearest', () => {
    expect([at('0.001', '0.01', 'up'), at('0.009', '0.01', 'down'), at('0.005', '0.01', 'nearest'), at('0.0049', '0.01', 'nearest')]).toEqual([
      '30.01',
      '30.00',
      '30.01',
      '30.00',
    ]);
    expect([at('0.01', '0.05', 'up'), at('0.04', '0.05', 'down'), at('0.025', '0.05', 'nearest'), at('0.024', '0.05', 'nearest')]).toEqual([
      '30.05',
      '30.00',
      '30.05',
      '30.00',
    ]);
    expect([at('0.01', '1.00', 'up'), at('0.99', '1.00', 'down'), at('0.5', '1.00', 'nearest'), at('0.49', '1.00', 'nearest')]).toEqual([
      '31.00',
      '30.00',
      '31.00',
      '30.00',
    ]);
  });

  it('leaves a price already on the increment as it is', () => {
    expect([at('0', '0.05', 'up'), at('0', '1.00', 'down'), at('0.05', '0.05', 'nearest')]).toEqual(['30.00', '30.00', '30.05']);
  });

  it('rounds halves up (towards more) and negative values the same way', () => {
    expect(roundToIncrement('-0.005', '0.01', 'nearest').toFixed(2)).toBe('0.00');
    expect(roundToIncrement('-0.015', '0.01', 'nearest').toFixed(2)).toBe('-0.01');
    expect(roundToIncrement('-1.2', '1.00', 'up').toFixed(2)).toBe('-1.00');
    expect(roundToIncrement('-1.2', '1.00', 'down').toFixed(2)).toBe('-2.00');
  });
});

describe('minimum and floor', () => {
  const dime = { ...goldCoin, metal: 'silver', fineOzt: '0.0723' };

  it('raises a unit price below the minimum to the minimum (after rounding)', () => {
    const rules = [rule({ metal: 'silver' }, { minimumUnitPrice: '5.00' })];
    expect(price({ product: dime, spot: '30', rules })).toMatchObject({ unitPrice: '5.00', floor: 'minimum', meltPerUnit: '2.17', perOzt: '69.16' });
    expect(price({ product: dime, spot: '100', rules })).toMatchObject({ unitPrice: '7.23', floor: null });
  });

  it('never prices below zero: a discount larger than the price gives 0, or the minimum', () => {
    const rules = [rule({ metal: 'silver' }, { tiers: [{ minQuantity: 1, premium: '-10' }] })];
    expect(price({ product: dime, spot: '30', rules })).toMatchObject({ unitPrice: '0.00', lineTotal: '0.00', floor: 'zero' });
    const withMinimum = [rule({ metal: 'silver' }, { tiers: [{ minQuantity: 1, premium: '-10' }], minimumUnitPrice: '0.50' })];
    expect(price({ product: dime, spot: '30', rules: withMinimum })).toMatchObject({ unitPrice: '0.50', floor: 'minimum' });
    const all = [rule({ metal: 'silver' }, { premiumKind: 'percent', tiers: [{ minQuantity: 1, premium: '-100' }] })];
    expect(price({ product: dime, spot: '30', rules: all })).toMatchObject({ unitPrice: '0.00', floor: null });
  });

  it('applies the minimum to each tier of a graduated price', () => {
    const rules = [
      rule({ metal: 'silver' }, { tierMode: 'graduated', minimumUnitPrice: '2.50', tiers: [{ minQuantity: 1, premium: '1' }, { minQuantity: 3, premium: '-1' }] }),
    ];
    const quote = price({ product: dime, spot: '30', rules, quantity: 4 });
    // 2 × 3.17, then 2 × max(1.17, 2.50)
    expect(quote).toMatchObject({ lineTotal: '11.34', unitPrice: '2.84', floor: 'minimum' });
  });
});

describe('decimal exactness', () => {
  it('computes melt without binary floating point (0.1 × 0.7 is 0.07, not 0.0699…)', () => {
    const rules = [rule({ metal: 'gold' }, { rounding: { increment: '0.01', mode: 'down' } })];
    expect(0.1 * 0.7).not.toBe(0.07);
    expect(price({ product: { ...goldCoin, fineOzt: '0.1' }, spot: '0.7', rules }).unitPrice).toBe('0.07');
  });

  it('keeps every digit of a fine weight times the spot until the template rounds', () => {
    const eagle = { ...goldCoin, fineOzt: fineOztOf({ weight: 1.0909, weightUnit: 'ozt', purity: 0.9167, metalContent: null }, [{ value: 'ozt', grams: '31.1034768' }]) };
    expect(eagle.fineOzt).toBe('1.00002803');
    // 1.00002803 × 2710.45 = 2710.5259739135
    const at = (mode: 'up' | 'down' | 'nearest') => price({ product: eagle, spot: '2710.45', rules: [rule({ metal: 'gold' }, { rounding: { increment: '0.01', mode } })] }).unitPrice;
    expect([at('up'), at('down'), at('nearest')]).toEqual(['2710.53', '2710.52', '2710.53']);
  });

  it('totals large quantities exactly', () => {
    const rules = [rule({ metal: 'gold' }, { tiers: [{ minQuantity: 1, premium: '0.07' }] })];
    expect(price({ spot: '2710.4567', quantity: 1_000_000, rules })).toMatchObject({ unitPrice: '2710.53', lineTotal: '2710530000.00' });
  });

  it('takes the spot as a number or a string alike', () => {
    const rules = [rule({ metal: 'gold' }, { premiumKind: 'percent', tiers: [{ minQuantity: 1, premium: '1.1' }] })];
    expect(price({ spot: 31.82, rules })).toEqual(price({ spot: '31.82', rules }));
  });
});

describe('when there is no price', () => {
  const rules = [rule({ metal: 'gold' })];

  it('says no rule matches', () => {
    expect(priceProduct({ rules, product: { ...goldCoin, metal: 'silver' }, quantity: 1, side: 'ask', spot: '30' })).toEqual({ status: 'no_rule', side: 'ask', quantity: 1 });
    expect(priceProduct({ rules: [], product: goldCoin, quantity: 3, side: 'bid', spot: '30' })).toEqual({ status: 'no_rule', side: 'bid', quantity: 3 });
  });

  it('says the spot is unavailable (missing, empty or not above 0), never a price of 0', () => {
    for (const spot of [null, undefined, '', '0', 0, '-1']) {
      expect(priceProduct({ rules, product: goldCoin, quantity: 1, side: 'ask', spot })).toMatchObject({ status: 'spot_unavailable', ruleId: rules[0]?.id });
    }
  });

  it('says the weight is unknown for a product without fine weight', () => {
    expect(priceProduct({ rules, product: { ...goldCoin, fineOzt: null }, quantity: 1, side: 'ask', spot: '30' })).toMatchObject({ status: 'weight_unknown' });
  });

  it('refuses a quantity that is not a whole number from 1 to 1 000 000', () => {
    for (const quantity of [0, -1, 1.5, 1_000_001, Number.NaN]) {
      expect(() => priceProduct({ rules, product: goldCoin, quantity, side: 'ask', spot: '30' })).toThrow(RangeError);
    }
  });
});

describe('which rule applies', () => {
  const byMetal = rule({ metal: 'gold' });
  const byForm = rule({ form: 'coin' });
  const byMetalAndForm = rule({ metal: 'gold', form: 'coin' });
  const byParentCategory = rule({ categoryId: 1 });
  const byCategory = rule({ categoryId: 2 });
  const byProduct = rule({ productId: PRODUCT_ID });
  const chosen = (rules: PriceRule[]) => selectRule(rules, goldCoin)?.rule.id ?? null;

  it('product before category before form before metal, whatever the order', () => {
    expect(chosen([byMetal, byForm, byCategory, byProduct])).toBe(byProduct.id);
    expect(chosen([byProduct, byCategory, byForm, byMetal])).toBe(byProduct.id);
    expect(chosen([byMetal, byForm, byCategory])).toBe(byCategory.id);
    expect(chosen([byCategory, byMetal, byForm])).toBe(byCategory.id);
    expect(chosen([byMetal, byForm])).toBe(byForm.id);
    expect(chosen([byMetal])).toBe(byMetal.id);
  });

  it('a category rule matches its sub-categories; the nearer category wins', () => {
    expect(chosen([byParentCategory, byMetal])).toBe(byParentCategory.id);
    expect(chosen([byParentCategory, byCategory])).toBe(byCategory.id);
    expect(chosen([byCategory, byParentCategory])).toBe(byCategory.id);
    expect(selectRule([byParentCategory], { ...goldCoin, categoryPath: [] })?.rule.id).toBe(undefined);
  });

  it('more criteria on the same level win (gold coins before coins)', () => {
    expect(chosen([byForm, byMetalAndForm])).toBe(byMetalAndForm.id);
    expect(chosen([byMetalAndForm, byForm])).toBe(byMetalAndForm.id);
  });

  it('every criterion must hold', () => {
    const silverCoins = rule({ metal: 'silver', form: 'coin' });
    const otherProduct = rule({ productId: OTHER_PRODUCT_ID });
    const goldBars = rule({ metal: 'gold', form: 'bar' });
    expect(chosen([silverCoins, otherProduct, goldBars])).toBe(null);
    expect(chosen([silverCoins, otherProduct, goldBars, byMetal])).toBe(byMetal.id);
  });

  it('between equally specific rules the earlier one wins, and the later one is reported as never applying', () => {
    const first = rule({ metal: 'gold' });
    const second = rule({ metal: 'gold' });
    expect(chosen([first, second])).toBe(first.id);
    expect(chosen([second, first])).toBe(second.id);
    expect(shadowedRules([first, byForm, second, rule({ productId: PRODUCT_ID.toUpperCase() }), byProduct])).toEqual([
      { index: 2, by: 0 },
      { index: 4, by: 3 },
    ]);
  });

  it('names the rule and its position in the price', () => {
    expect(price({ rules: [byMetal, byForm] })).toMatchObject({ ruleId: byForm.id, ruleIndex: 1 });
  });
});

describe('describing a product', () => {
  const units = [
    { value: 'ozt', grams: '31.1034768' },
    { value: 'g', grams: '1' },
    { value: 'kg', grams: '1000' },
  ];

  it('fine ozt: stated metal content first, else weight × purity, through the unit’s grams', () => {
    expect(fineOztOf({ weight: 1.0909, weightUnit: 'ozt', purity: 0.9167, metalContent: 1 }, units)).toBe('1');
    expect(fineOztOf({ weight: '1000', weightUnit: 'g', purity: '0.9999', metalContent: null }, units)).toBe('32.147531494');
    expect(fineOztOf({ weight: 1, weightUnit: 'kg', purity: 1, metalContent: null }, units)).toBe('32.1507465686');
    expect(fineOztOf({ weight: 1, weightUnit: 'tola', purity: 1, metalContent: null }, units)).toBe(null);
    expect(fineOztOf({ weight: null, weightUnit: 'ozt', purity: 0.999, metalContent: null }, units)).toBe(null);
    expect(fineOztOf({ weight: 1, weightUnit: 'ozt', purity: null, metalContent: null }, units)).toBe(null);
  });

  it('form from the product type', () => {
    expect(['coin', 'Bar', 'ingot', 'round', 'medal', null, ''].map(formOfProductType)).toEqual(['coin', 'bar', 'bar', 'round', null, null, null]);
  });

  it('category path, nearest first, safe against loops', () => {
    const categories = [
      { id: 1, parentId: null },
      { id: 2, parentId: 1 },
      { id: 5, parentId: 6 },
      { id: 6, parentId: 5 },
    ];
    expect(categoryPathOf(2, categories)).toEqual([2, 1]);
    expect(categoryPathOf(null, categories)).toEqual([]);
    expect(categoryPathOf(9, categories)).toEqual([9]);
    expect(categoryPathOf(5, categories)).toEqual([5, 6]);
  });

  it('spot of the product’s metal from a quote; none for copper or without a quote', () => {
    const quote = { gold: 2710.45, silver: '31.82', platinum: 968.1, palladium: 1012.6, rhodium: 0, updatedAt: '2026-11-02T09:00:00.000Z' };
    expect([spotForMetal(quote, 'gold'), spotForMetal(quote, 'silver'), spotForMetal(quote, 'rhodium'), spotForMetal(quote, 'copper'), spotForMetal(null, 'gold')]).toEqual([
      '2710.45',
      '31.82',
      null,
      null,
      null,
    ]);
  });
});

describe('rule validation', () => {
  const parse = (rules: unknown[]) => priceTemplateInputSchema.safeParse({ name: 'T', rules });
  const valid = { id: 'a', match: { metal: 'gold' }, ask: side(), bid: side() };

  it('fills criteria not given with null', () => {
    expect(priceRuleSchema.parse(valid).match).toEqual({ metal: 'gold', form: null, categoryId: null, productId: null });
  });

  it('refuses a rule without criteria, tiers not starting at 1 or not increasing, percent out of range and repeated ids', () => {
    const messages = (rules: unknown[]) => parse(rules).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    expect(messages([{ ...valid, match: {} }])).toEqual(['rules.0.match: A rule must match a metal, a form, a category or a product.']);
    expect(messages([{ ...valid, ask: side({ tiers: [{ minQuantity: 2, premium: '1' }] }) }])).toEqual(['rules.0.ask.tiers.0.minQuantity: The first tier must start at quantity 1.']);
    expect(messages([{ ...valid, bid: side({ tiers: [{ minQuantity: 1, premium: '1' }, { minQuantity: 1, premium: '0' }] }) }])).toEqual([
      'rules.0.bid.tiers.1.minQuantity: Tiers must start at increasing quantities (after 1).',
    ]);
    expect(messages([{ ...valid, ask: side({ premiumKind: 'percent', tiers: [{ minQuantity: 1, premium: '-100.01' }] }) }])).toEqual([
      'rules.0.ask.tiers.0.premium: A percent premium must be between -100 and 1000.',
    ]);
    expect(messages([valid, valid])).toEqual(['rules.1.id: Rule id a is used twice.']);
    expect(messages([{ ...valid, ask: side({ tiers: [{ minQuantity: 1, premium: '1e3' }] }) }])[0]).toContain('rules.0.ask.tiers.0.premium');
  });

  it('accepts premiums as numbers or strings, negative ones too', () => {
    const parsed = priceRuleSchema.parse({ ...valid, ask: side({ tiers: [{ minQuantity: 1, premium: -2.5 as unknown as string }] }), bid: side({ tiers: [{ minQuantity: 1, premium: '-.5' }] }) });
    expect([parsed.ask.tiers[0]?.premium, parsed.bid.tiers[0]?.premium]).toEqual(['-2.5', '-0.5']);
  });
});
