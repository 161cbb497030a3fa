// Properties of pricing that must hold for every template, product, spot and quantity, checked
// with fast-check on generated inputs. Amounts are generated as decimal text from integers, so the
// generators themselves never go through binary floating point.
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceProduct, roundToIncrement, selectRule, specificityLevel, tierIndexFor } from './pricing';
import {
  PREMIUM_KINDS,
  PRICE_RULE_FORMS,
  PRICE_RULE_METALS,
  priceRuleSchema,
  ROUNDING_INCREMENTS,
  ROUNDING_MODES,
  TIER_MODES,
  type PricedQuote,
  type PriceRule,
  type PriceSideRuleInput,
} from './schemas';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 300);

/** n / 10^scale as decimal text, from an integer (negative allowed). */
const scaled = (n: number, scale: number) => {
  const sign = n < 0 ? '-' : '';
  const digits = String(Math.abs(n)).padStart(scale + 1, '0');
  return scale ? `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}` : `${sign}${digits}`;
};
const decimal = (min: number, max: number, scale: number) => fc.integer({ min, max }).map((n) => scaled(n, scale));

const spotArb = decimal(1, 500_000_000, 4); // 0.0001 … 50 000.0000
const fineOztArb = decimal(1, 1_000_000_000, 8); // 0.00000001 … 10 ozt
const incrementArb = fc.constantFrom(...ROUNDING_INCREMENTS);
const modeArb = fc.constantFrom(...ROUNDING_MODES);

/** Premium values for a kind, as the schema accepts them. */
const premiumArb = (kind: (typeof PREMIUM_KINDS)[number]) =>
  kind === 'percent' ? decimal(-1_000_000, 10_000_000, 4) : decimal(-100_000_000, 100_000_000, 4);

/** Tiers starting at 1 at increasing quantities, with premiums that never rise as the quantity does. */
const fallingTiersArb = (kind: (typeof PREMIUM_KINDS)[number]) =>
  fc
    .tuple(
      fc.uniqueArray(fc.integer({ min: 2, max: 500 }), { maxLength: 5 }),
      fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 6, maxLength: 6 }),
      premiumArb(kind),
    )
    .map(([starts, drops, first]) => {
      const mins = [1, ...starts.sort((a, b) => a - b)];
      let premium = new Decimal(first);
      return mins.map((minQuantity, index) => {
        if (index > 0) premium = premium.minus(scaled(drops[index] ?? 0, 4));
        // Percent premiums stay within the schema's −100 %.
        if (kind === 'percent' && premium.lt(-100)) premium = new Decimal(-100);
        return { minQuantity, premium: premium.toFixed() };
      });
    });

const sideArb = fc.constantFrom(...PREMIUM_KINDS).chain((premiumKind) =>
  fc.record({
    premiumKind: fc.constant(premiumKind),
    tiers: fallingTiersArb(premiumKind),
    tierMode: fc.constantFrom(...TIER_MODES),
    rounding: fc.record({ increment: incrementArb, mode: modeArb }),
    minimumUnitPrice: fc.option(decimal(0, 1_000_000, 2), { nil: null }),
  }),
);

const ruleOf = (side: PriceSideRuleInput): PriceRule => priceRuleSchema.parse({ id: 'r', match: { metal: 'gold' }, ask: side, bid: side });
const product = (fineOzt: string) => ({ productId: '5b0d8d1c-1f7e-4c52-9a3e-2c1b0a9d8e7f', metal: 'gold', form: 'coin' as const, categoryId: null, fineOzt });

function priced(rule: PriceRule, fineOzt: string, spot: string, quantity: number): PricedQuote {
  const quote = priceProduct({ rules: [rule], product: product(fineOzt), quantity, side: 'ask', spot });
  if (quote.status !== 'priced') throw new Error(quote.status);
  return quote;
}

const cents = (text: string) => /^-?\d+\.\d{2}$/.test(text);

describe('rounding to an increment', () => {
  it('lands on a multiple of the increment, within one increment, on the right side', () => {
    fc.assert(
      fc.property(decimal(-1_000_000_000, 1_000_000_000, 6), incrementArb, modeArb, (value, increment, mode) => {
        const rounded = roundToIncrement(value, increment, mode);
        const step = new Decimal(increment);
        const difference = rounded.minus(value);
        expect(rounded.dividedBy(step).isInteger()).toBe(true);
        expect(difference.abs().lt(step)).toBe(true);
        if (mode === 'up') expect(difference.gte(0)).toBe(true);
        if (mode === 'down') expect(difference.lte(0)).toBe(true);
        if (mode === 'nearest') expect(difference.abs().lte(step.dividedBy(2))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('is idempotent and keeps order', () => {
    fc.assert(
      fc.property(decimal(-100_000_000, 100_000_000, 6), decimal(0, 100_000_000, 6), incrementArb, modeArb, (a, delta, increment, mode) => {
        const once = roundToIncrement(a, increment, mode);
        expect(roundToIncrement(once, increment, mode).eq(once)).toBe(true);
        const b = new Decimal(a).plus(delta);
        expect(roundToIncrement(b, increment, mode).gte(once)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('a price', () => {
  it('is in whole cents, never negative, never below the minimum, and its slices add up to the line', () => {
    fc.assert(
      fc.property(sideArb, fineOztArb, spotArb, fc.integer({ min: 1, max: 1000 }), (side, fineOzt, spot, quantity) => {
        const quote = priced(ruleOf(side), fineOzt, spot, quantity);
        for (const amount of [quote.unitPrice, quote.lineTotal, quote.perOzt, quote.meltPerUnit]) expect(cents(amount), amount).toBe(true);
        expect(new Decimal(quote.unitPrice).gte(0)).toBe(true);
        if (side.minimumUnitPrice !== null) for (const slice of quote.slices) expect(new Decimal(slice.unitPrice).gte(side.minimumUnitPrice)).toBe(true);
        expect(quote.slices.reduce((sum, slice) => sum + slice.quantity, 0)).toBe(quantity);
        expect(quote.slices.reduce((sum, slice) => sum.plus(slice.total), new Decimal(0)).toFixed(2)).toBe(quote.lineTotal);
        for (const slice of quote.slices) expect(new Decimal(slice.unitPrice).times(slice.quantity).toFixed(2)).toBe(slice.total);
      }),
      { numRuns: RUNS },
    );
  });

  it('volume: the line is exactly the unit price × the quantity, at the tier the quantity reaches', () => {
    fc.assert(
      fc.property(sideArb, fineOztArb, spotArb, fc.integer({ min: 1, max: 1000 }), (side, fineOzt, spot, quantity) => {
        const quote = priced(ruleOf({ ...side, tierMode: 'volume' }), fineOzt, spot, quantity);
        expect(new Decimal(quote.unitPrice).times(quantity).toFixed(2)).toBe(quote.lineTotal);
        expect(quote.tierIndex).toBe(tierIndexFor(side.tiers, quantity));
        expect(quote.averaged).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });

  it('with premiums falling by tier: volume ≤ graduated ≤ every unit at the first tier', () => {
    fc.assert(
      fc.property(sideArb, fineOztArb, spotArb, fc.integer({ min: 1, max: 1000 }), (side, fineOzt, spot, quantity) => {
        const volume = priced(ruleOf({ ...side, tierMode: 'volume' }), fineOzt, spot, quantity);
        const graduated = priced(ruleOf({ ...side, tierMode: 'graduated' }), fineOzt, spot, quantity);
        const firstTier = priced(ruleOf({ ...side, tierMode: 'volume' }), fineOzt, spot, 1);
        expect(new Decimal(volume.lineTotal).lte(graduated.lineTotal)).toBe(true);
        expect(new Decimal(graduated.lineTotal).lte(new Decimal(firstTier.unitPrice).times(quantity))).toBe(true);
        // The average of a graduated price is within half a cent of line ÷ quantity.
        expect(new Decimal(graduated.unitPrice).times(quantity).minus(graduated.lineTotal).abs().lte(new Decimal('0.005').times(quantity))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('with premiums falling by tier: a volume unit price never rises with the quantity', () => {
    fc.assert(
      fc.property(sideArb, fineOztArb, spotArb, fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (side, fineOzt, spot, quantity, more) => {
        const rule = ruleOf({ ...side, tierMode: 'volume' });
        expect(new Decimal(priced(rule, fineOzt, spot, quantity + more).unitPrice).lte(priced(rule, fineOzt, spot, quantity).unitPrice)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('never falls when the spot rises (any kind, tiers, rounding and minimum)', () => {
    fc.assert(
      fc.property(sideArb, fineOztArb, spotArb, decimal(0, 100_000_000, 4), fc.integer({ min: 1, max: 1000 }), (side, fineOzt, spot, rise, quantity) => {
        const rule = ruleOf(side);
        const higher = new Decimal(spot).plus(rise).toFixed();
        const low = priced(rule, fineOzt, spot, quantity);
        const high = priced(rule, fineOzt, higher, quantity);
        expect(new Decimal(high.lineTotal).gte(low.lineTotal)).toBe(true);
        expect(new Decimal(high.meltPerUnit).gte(low.meltPerUnit)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('is the same for the spot written as a number or as text', () => {
    fc.assert(
      fc.property(sideArb, fineOztArb, fc.integer({ min: 1, max: 5_000_000 }), (side, fineOzt, spotCents) => {
        const rule = ruleOf(side);
        const text = scaled(spotCents, 2);
        const fromNumber = priceProduct({ rules: [rule], product: product(fineOzt), quantity: 3, side: 'bid', spot: Number(text) });
        expect(fromNumber).toEqual(priceProduct({ rules: [rule], product: product(fineOzt), quantity: 3, side: 'bid', spot: text }));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the rule that applies', () => {
  const matchArb = fc
    .record({
      metal: fc.option(fc.constantFrom(...PRICE_RULE_METALS), { nil: null }),
      form: fc.option(fc.constantFrom(...PRICE_RULE_FORMS), { nil: null }),
      categoryId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
      productId: fc.option(fc.constantFrom('5b0d8d1c-1f7e-4c52-9a3e-2c1b0a9d8e7f', '7e6d5c4b-3a29-4c18-8f07-1e2d3c4b5a69'), { nil: null }),
    })
    .filter((match) => Object.values(match).some((value) => value !== null));
  const side = { premiumKind: 'per_unit', tiers: [{ minQuantity: 1, premium: '0' }], tierMode: 'volume', rounding: { increment: '0.01', mode: 'nearest' }, minimumUnitPrice: null } as const;
  const rulesArb = fc.array(matchArb, { maxLength: 12 }).map((matches) => matches.map((match, index) => priceRuleSchema.parse({ id: `r${index}`, match, ask: side, bid: side })));
  const productArb = fc.record({
    productId: fc.constantFrom('5b0d8d1c-1f7e-4c52-9a3e-2c1b0a9d8e7f', '7e6d5c4b-3a29-4c18-8f07-1e2d3c4b5a69'),
    metal: fc.constantFrom(...PRICE_RULE_METALS),
    form: fc.option(fc.constantFrom(...PRICE_RULE_FORMS), { nil: null }),
    categoryId: fc.constant(3),
    categoryPath: fc.constant([3, 1]),
  });

  it('is the most specific matching rule, the earliest of equals, and does not depend on rules that do not match', () => {
    fc.assert(
      fc.property(rulesArb, productArb, rulesArb, (rules, target, extra) => {
        const selected = selectRule(rules, target);
        const matching = rules.filter((rule) => selectRule([rule], target) !== null);
        if (!selected) {
          expect(matching).toEqual([]);
          return;
        }
        const level = specificityLevel(selected.rule.match);
        for (const rule of matching) expect(specificityLevel(rule.match)).toBeLessThanOrEqual(level);
        // Reversing the rules changes the choice only between rules the ranking calls equal.
        const reversed = selectRule([...rules].reverse(), target);
        expect(reversed && specificityLevel(reversed.rule.match)).toBe(level);
        // Rules that do not match change nothing, wherever they are.
        const strangers = extra.filter((rule) => selectRule([rule], target) === null).map((rule) => ({ ...rule, id: `x${rule.id}` }));
        expect(selectRule([...strangers, ...rules, ...strangers], target)?.rule.id).toBe(selected.rule.id);
      }),
      { numRuns: RUNS },
    );
  });
});
