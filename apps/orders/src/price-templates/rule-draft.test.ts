import { priceRuleSchema, type PriceSideRule } from '@bullion/contract';
import { describe, expect, it } from 'vitest';
import { checkDraft, describeMatch, describeSide, errorsUnder, moved, newRule, premiumText, tierRangeText, withNewTier, withoutTier } from './rule-draft';

const names = { category: (id: number) => (id === 4 ? 'Rounds' : undefined), product: () => 'American Gold Eagle 1 oz' };
const side: PriceSideRule = { premiumKind: 'percent', tiers: [{ minQuantity: 1, premium: '4.5' }], tierMode: 'volume', rounding: { increment: '0.01', mode: 'nearest' }, minimumUnitPrice: null };

describe('rule drafts', () => {
  it('describes what a rule applies to', () => {
    expect(describeMatch({ metal: 'gold', form: 'bar', categoryId: null, productId: null }, names)).toBe('Gold · Bars');
    expect(describeMatch({ metal: null, form: null, categoryId: 4, productId: null }, names)).toBe('Rounds (category)');
    expect(describeMatch({ metal: null, form: null, categoryId: 9, productId: null }, names)).toBe('Category 9 (category)');
    expect(describeMatch({ metal: null, form: null, categoryId: null, productId: 'p' }, names)).toBe('American Gold Eagle 1 oz');
    expect(describeMatch({ metal: null, form: null, categoryId: null, productId: null }, names)).toBe('Nothing chosen yet');
  });

  it('says premiums with their sign and unit', () => {
    expect([premiumText('percent', '4.5'), premiumText('per_ozt', '-0.75'), premiumText('per_unit', '129'), premiumText('per_unit', '-0')]).toEqual([
      '+4.5 % of melt',
      '−$0.75 per oz',
      '+$129 per unit',
      '+$0 per unit',
    ]);
    expect(describeSide(withNewTier(side))).toBe('+4.5 % of melt, 2 tiers');
  });

  it('names the quantities of each tier', () => {
    const tiers = [{ minQuantity: 1 }, { minQuantity: 10 }, { minQuantity: 11 }, { minQuantity: 50 }];
    expect(tiers.map((_tier, index) => tierRangeText(tiers, index))).toEqual(['1–9', '10', '11–49', '50+']);
  });

  it('adds tiers at ten times the last start, up to 1 000 000, and never removes the first', () => {
    let next = side;
    for (let count = 0; count < 12; count += 1) next = withNewTier(next);
    expect(next.tiers.map((tier) => tier.minQuantity)).toEqual([1, 10, 100, 1000, 10_000, 100_000, 1_000_000]);
    expect(withoutTier(next, 0).tiers).toHaveLength(7);
    expect(withoutTier(withNewTier(side), 1).tiers).toEqual(side.tiers);
  });

  it('new rules take a metal no rule names alone yet, with a fresh id, and pass the schema', () => {
    const first = newRule([]);
    const second = newRule([first]);
    expect([first.match.metal, second.match.metal]).toEqual(['gold', 'silver']);
    expect(first.id).not.toBe(second.id);
    expect(priceRuleSchema.parse(first)).toEqual(first);
  });

  it('moves a rule within the list', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('checks a draft with the API’s schema and keys the errors by field', () => {
    const rule = newRule([]);
    expect(checkDraft({ name: ' Retail ', rules: [rule] })).toEqual({ ok: true, name: 'Retail', rules: [rule] });
    const broken = { ...rule, ask: { ...rule.ask, tiers: [{ minQuantity: 1, premium: 'abc' }] } };
    const check = checkDraft({ name: '', rules: [broken] });
    if (check.ok) throw new Error('expected errors');
    expect(Object.keys(check.errors).sort()).toEqual(['name', 'rules.0.ask.tiers.0.premium']);
    expect(errorsUnder(check.errors, 'rules.0')).toHaveLength(1);
    expect(errorsUnder(check.errors, 'rules.0.bid')).toEqual([]);
  });
});
