import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { SpotQuoteInput } from '../spots/schemas';
import type { MetalHolding } from './schemas';
import {
  convertWeight,
  fineWeightOzt,
  gainLoss,
  lotFineOzt,
  GRAMS_PER_TROY_OUNCE,
  meltValue,
  moneyText,
  premiumPerOzt,
  spotOf,
  sumDecimals,
  troyOuncesToGrams,
  valueHoldings,
} from './valuation';

const NOW = Date.parse('2026-11-02T09:00:00.000Z');
const quote = (overrides: Partial<SpotQuoteInput> = {}): SpotQuoteInput => ({
  gold: 2710.45,
  silver: '31.82',
  platinum: 968.1,
  palladium: 1012.6,
  rhodium: 4725,
  updatedAt: '2026-11-02T08:59:00.000Z',
  ...overrides,
});

describe('weights', () => {
  it('converts between every unit through the exact troy ounce', () => {
    expect(GRAMS_PER_TROY_OUNCE.toFixed()).toBe('31.1034768');
    expect(convertWeight('1', 'ozt', 'g').toFixed()).toBe('31.1034768');
    expect(convertWeight('1', 'kg', 'g').toFixed()).toBe('1000');
    expect(convertWeight('31.1034768', 'g', 'ozt').toFixed()).toBe('1');
    expect(convertWeight('1', 'kg', 'ozt').toDecimalPlaces(8).toFixed()).toBe('32.15074657');
    expect(convertWeight('2', 'ozt', 'kg').toFixed()).toBe('0.0622069536');
    expect(convertWeight('500', 'g', 'kg').toFixed()).toBe('0.5');
    expect(convertWeight('3', 'ozt', 'ozt').toFixed()).toBe('3');
  });

  it('gives the fine troy ounces of a piece from gross weight and purity, in any unit', () => {
    expect(fineWeightOzt('1.0909', 'ozt', '0.9167')?.toFixed()).toBe('1.00002803');
    expect(fineWeightOzt('31.1034768', 'g', '0.999')?.toFixed()).toBe('0.999');
    expect(fineWeightOzt('1', 'kg', '0.999')?.toDecimalPlaces(8).toFixed()).toBe('32.11859582');
    expect(fineWeightOzt(1, 'ozt', 0.9999)?.toFixed()).toBe('0.9999');
  });

  it('has no fine weight without a weight or a purity', () => {
    expect(fineWeightOzt(null, 'ozt', '0.999')).toBeNull();
    expect(fineWeightOzt('1', 'ozt', null)).toBeNull();
    expect(fineWeightOzt('', 'g', '0.999')).toBeNull();
    expect(fineWeightOzt('1', 'g', undefined)).toBeNull();
  });

  it('turns troy ounces into grams', () => {
    expect(troyOuncesToGrams('2').toFixed()).toBe('62.2069536');
  });
});

describe('spot', () => {
  it('reads a metal price as a decimal, from a number or a string', () => {
    expect(spotOf(quote(), 'gold')?.toFixed()).toBe('2710.45');
    expect(spotOf(quote(), 'silver')?.toFixed()).toBe('31.82');
  });

  it('has no spot for copper, no metal, no quote, or a price of 0', () => {
    expect(spotOf(quote(), 'copper')).toBeNull();
    expect(spotOf(quote(), null)).toBeNull();
    expect(spotOf(null, 'gold')).toBeNull();
    expect(spotOf(quote({ palladium: 0 }), 'palladium')).toBeNull();
    expect(spotOf(quote({ gold: '' }), 'gold')).toBeNull();
  });
});

describe('melt value', () => {
  it('is fine ozt × quantity × spot, exactly', () => {
    const melt = meltValue({ fineWeightOzt: '1.00002803', quantity: 10, metal: 'gold' }, quote(), NOW);
    expect(melt.spot).toBe('fresh');
    expect(melt.value?.toFixed()).toBe('27105.259739135');
    expect(moneyText(melt.value)).toBe('27105.26');
  });

  it('keeps its value with a stale spot but says it is stale', () => {
    const melt = meltValue({ fineWeightOzt: '1', quantity: 2, metal: 'silver' }, quote({ updatedAt: '2026-11-01T00:00:00.000Z' }), NOW);
    expect(melt).toEqual({ value: new Decimal('63.64'), spot: 'stale' });
  });

  it('is null, never 0, without a spot, a fine weight, or for copper', () => {
    expect(meltValue({ fineWeightOzt: '1', quantity: 1, metal: 'gold' }, null, NOW)).toEqual({ value: null, spot: 'unavailable' });
    expect(meltValue({ fineWeightOzt: null, quantity: 1, metal: 'gold' }, quote(), NOW).value).toBeNull();
    expect(meltValue({ fineWeightOzt: '0.999', quantity: 20, metal: 'copper' }, quote(), NOW)).toEqual({ value: null, spot: 'fresh' });
  });
});

describe('gain and loss', () => {
  it('is value − cost basis, with the percentage of the cost basis', () => {
    const gain = gainLoss('27105.23', '26185.00');
    expect(gain?.amount.toFixed()).toBe('920.23');
    expect(gain?.percent?.toDecimalPlaces(4).toFixed()).toBe('3.5143');
    const loss = gainLoss('7954.20', '8125.00');
    expect(loss?.amount.toFixed()).toBe('-170.8');
    expect(loss?.percent?.toDecimalPlaces(2).toFixed()).toBe('-2.1');
  });

  it('has no percentage on a cost basis of 0, and no gain without a value or a basis', () => {
    expect(gainLoss('10', '0')).toEqual({ amount: new Decimal(10), percent: null });
    expect(gainLoss(null, '100')).toBeNull();
    expect(gainLoss('100', null)).toBeNull();
  });
});

describe('premium', () => {
  it('is cost basis ÷ fine ozt of the lot − spot at acquisition', () => {
    // 26185.00 for 10 × 1.00002803 ozt at a spot of 2512.40: 2618.43 − 2512.40 per ozt (106.03).
    expect(premiumPerOzt('26185.00', '1.00002803', 10, '2512.40')?.toDecimalPlaces(2).toFixed()).toBe('106.03');
    // Paid under spot: a negative premium.
    expect(premiumPerOzt('25.00', '1', 1, '29.45')?.toFixed()).toBe('-4.45');
  });

  it('is null when the basis, the fine weight or the spot is unknown, or the lot weighs nothing', () => {
    expect(premiumPerOzt(null, '1', 1, '30')).toBeNull();
    expect(premiumPerOzt('30', null, 1, '30')).toBeNull();
    expect(premiumPerOzt('30', '1', 1, null)).toBeNull();
    expect(premiumPerOzt('30', '1', 0, '30')).toBeNull();
  });
});

describe('sums', () => {
  it('adds decimal strings exactly, where binary floating point would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumDecimals(['0.1', '0.2']).toFixed()).toBe('0.3');
    expect(sumDecimals(['26150.00', '35.00', null, undefined, '']).toFixed(2)).toBe('26185.00');
    expect(sumDecimals(Array.from({ length: 1000 }, () => '0.01')).toFixed()).toBe('10');
  });

  it('rounds money for display half up to cents', () => {
    expect(moneyText(new Decimal('2.005'))).toBe('2.01');
    expect(moneyText(new Decimal('-2.005'))).toBe('-2.01');
    expect(moneyText(null)).toBeNull();
  });
});

describe('valueHoldings', () => {
  const holdings: MetalHolding[] = [
    { metal: 'gold', items: 2, pieces: 11, fineOzt: '10.10000001', costBasis: '27000.00', costedFineOzt: '10.10000001' },
    { metal: 'silver', items: 2, pieces: 270, fineOzt: '269.955', costBasis: '8125.00', costedFineOzt: '249.975' },
    { metal: 'copper', items: 1, pieces: 20, fineOzt: '18.2', costBasis: '60.00', costedFineOzt: '18.2' },
  ];

  it('values each metal at its spot and compares the costed ounces with their cost', () => {
    const valued = valueHoldings(holdings, quote(), NOW);
    expect(valued.spot).toBe('fresh');
    const [gold, silver, copper] = valued.metals;
    expect(gold?.meltValue?.toFixed()).toBe('27375.5450271045');
    expect(silver?.meltValue?.toFixed()).toBe('8589.9681');
    expect(silver?.gainLoss?.amount.toFixed()).toBe('-170.7955');
    expect(copper?.meltValue).toBeNull();
    expect(copper?.gainLoss).toBeNull();
    // Melt: gold + silver (copper has no spot). Cost: all three; gain: only metals with a spot.
    expect(valued.meltValue?.toFixed()).toBe('35965.5131271045');
    expect(valued.costBasis.toFixed(2)).toBe('35185.00');
    expect(valued.gainLoss?.amount.toFixed()).toBe('204.7495271045');
  });

  it('has no melt value and no gain without a quote, never 0', () => {
    const valued = valueHoldings(holdings, null, NOW);
    expect(valued.spot).toBe('unavailable');
    expect(valued.meltValue).toBeNull();
    expect(valued.gainLoss).toBeNull();
    expect(valued.costBasis.toFixed(2)).toBe('35185.00');
  });

  it('still values with a stale quote and says so', () => {
    const valued = valueHoldings(holdings, quote({ updatedAt: '2026-10-01T00:00:00.000Z' }), NOW);
    expect(valued.spot).toBe('stale');
    expect(valued.meltValue).not.toBeNull();
  });

  it('has nothing to value in an empty inventory', () => {
    const valued = valueHoldings([], quote(), NOW);
    expect(valued).toMatchObject({ metals: [], meltValue: null, gainLoss: null, spot: 'fresh' });
  });
});

describe('lotFineOzt', () => {
  it('multiplies the fine ozt of one piece by the quantity, exactly', () => {
    expect(lotFineOzt({ fineWeightOzt: '0.999900', quantity: 25 })?.toFixed()).toBe('24.9975');
    expect(lotFineOzt({ fineWeightOzt: '0.1', quantity: 3 })?.toFixed()).toBe('0.3');
  });

  it('is null without a fine weight', () => {
    expect(lotFineOzt({ fineWeightOzt: null, quantity: 4 })).toBeNull();
  });
});
