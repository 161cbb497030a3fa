import { mockInventoryItem } from '@bullion/api-mocks';
import { describe, expect, it } from 'vitest';
import { fineOztHeld, valueItems, valueSpaceHoldings } from './holdings-value';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const quote = { gold: 2710.45, silver: '31.82', platinum: 968.1, palladium: 1012.6, rhodium: 4725, updatedAt: '2026-11-24T11:59:00.000Z' };
const stale = { ...quote, updatedAt: '2026-11-24T10:00:00.000Z' };

describe('valueSpaceHoldings', () => {
  const holdings = [
    { metal: 'gold' as const, fineOzt: '11.00003' },
    { metal: 'silver' as const, fineOzt: '24.975' },
  ];

  it('is Σ fine ozt × spot of each metal, exactly', () => {
    const { value, spot, unvalued } = valueSpaceHoldings(holdings, quote, NOW);
    // 11.00003 × 2710.45 + 24.975 × 31.82 = 29815.0313135 + 794.7045
    expect(value?.toFixed()).toBe('30609.7358135');
    expect(spot).toBe('fresh');
    expect(unvalued).toEqual([]);
  });

  it('follows the spot: a new quote gives a new value', () => {
    const higher = valueSpaceHoldings(holdings, { ...quote, gold: 2800 }, NOW);
    expect(higher.value?.toFixed()).toBe('31594.7885');
  });

  it('names a metal without a spot price instead of valuing it at 0', () => {
    const { value, unvalued } = valueSpaceHoldings([...holdings, { metal: 'copper', fineOzt: '18.2' }], quote, NOW);
    expect(value?.toFixed()).toBe('30609.7358135');
    expect(unvalued).toEqual(['copper']);
  });

  it('has no value at all without a spot, never $0', () => {
    expect(valueSpaceHoldings(holdings, null, NOW)).toEqual({ value: null, spot: 'unavailable', unvalued: [] });
  });

  it('still values with a stale spot and says it is stale', () => {
    const result = valueSpaceHoldings(holdings, stale, NOW);
    expect(result.spot).toBe('stale');
    expect(result.value?.toFixed()).toBe('30609.7358135');
  });

  it('values an empty space at 0 when the spot is known', () => {
    expect(valueSpaceHoldings([], quote, NOW).value?.toFixed()).toBe('0');
  });
});

describe('valueItems', () => {
  const items = [
    mockInventoryItem({ id: 'a', title: 'Eagles', metal: 'gold', fineWeightOzt: '1.00003', quantity: 2 }),
    mockInventoryItem({ id: 'b', title: 'Rounds', metal: 'copper', fineWeightOzt: '0.91', quantity: 20 }),
    mockInventoryItem({ id: 'c', title: 'Unknown lot', quantity: 1 }),
  ];

  it('sums the melt value of the items with a fine weight and a spot', () => {
    const { value, unvalued } = valueItems(items, quote, NOW);
    expect(value?.toFixed()).toBe('5421.062627');
    expect(unvalued).toEqual(['copper']);
  });

  it('has no value without a spot', () => {
    expect(valueItems(items, null, NOW).value).toBeNull();
  });
});

describe('fineOztHeld', () => {
  it('sums fine ozt of one metal or of all', () => {
    const holdings = [
      { metal: 'gold' as const, fineOzt: '1.5' },
      { metal: 'silver' as const, fineOzt: '100.25' },
    ];
    expect(fineOztHeld(holdings, 'gold').toFixed()).toBe('1.5');
    expect(fineOztHeld(holdings).toFixed()).toBe('101.75');
  });
});
