import { describe, expect, it } from 'vitest';
import { ownedMeltValue } from './owned-value';

const now = Date.parse('2026-11-24T12:00:00.000Z');
const quote = { gold: 2700, silver: 31.5, platinum: 950, palladium: 1000, rhodium: 4500, updatedAt: '2026-11-24T11:59:00.000Z' };

describe('melt value of what is owned', () => {
  it('values fine ounces at the spot of each metal, exactly', () => {
    const result = ownedMeltValue({ owned: 3, ownedFine: [{ metal: 'gold', fineOzt: '2.0001' }, { metal: 'silver', fineOzt: '0.1' }] }, quote, now);
    expect(result.value?.toFixed(4)).toBe('5403.4200');
    expect(result.spot).toBe('fresh');
  });

  it('says stale when the quote is old, and still values', () => {
    const result = ownedMeltValue({ owned: 1, ownedFine: [{ metal: 'gold', fineOzt: '1' }] }, { ...quote, updatedAt: '2026-11-24T08:00:00.000Z' }, now);
    expect(result).toMatchObject({ spot: 'stale' });
    expect(result.value?.toFixed(2)).toBe('2700.00');
  });

  it('is no value, never $0, without a spot, without fine weight or with nothing owned', () => {
    expect(ownedMeltValue({ owned: 1, ownedFine: [{ metal: 'gold', fineOzt: '1' }] }, null, now)).toMatchObject({ value: null, reason: 'no-spot', spot: 'unavailable' });
    expect(ownedMeltValue({ owned: 1, ownedFine: [{ metal: 'copper', fineOzt: '1' }] }, quote, now)).toMatchObject({ value: null, reason: 'no-spot' });
    expect(ownedMeltValue({ owned: 2, ownedFine: [] }, quote, now)).toMatchObject({ value: null, reason: 'no-fine-weight' });
    expect(ownedMeltValue({ owned: 0, ownedFine: [] }, quote, now)).toMatchObject({ value: null, reason: 'nothing-owned' });
  });
});
