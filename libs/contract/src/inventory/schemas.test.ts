import { describe, expect, it } from 'vitest';
import { spacePatchSchema } from '../spaces/schemas';
import { inventoryItemInputSchema, inventoryItemPatchSchema, portfolioHistorySchema } from './schemas';

describe('inventory and space write schemas', () => {
  it('leave the fields a PATCH does not name absent, so they are not cleared', () => {
    expect(inventoryItemPatchSchema.parse({ tax: '5.00', version: 2 })).toEqual({ tax: '5.00', version: 2 });
    expect(spacePatchSchema.parse({ name: 'Box 215' })).toEqual({ name: 'Box 215' });
  });

  it('turn blank text into null, which clears the field', () => {
    expect(inventoryItemPatchSchema.parse({ notes: '  ', source: null })).toEqual({ notes: null, source: null });
    expect(spacePatchSchema.parse({ notes: '' })).toEqual({ notes: null });
  });

  it('keep text as given, trimmed', () => {
    expect(inventoryItemInputSchema.parse({ title: ' Kilo bar ', notes: ' Sealed ' })).toEqual({ title: 'Kilo bar', notes: 'Sealed' });
  });
});

describe('portfolio history schema', () => {
  it('takes days with the day’s quote as decimal text, without one (null), and from a server that sends none', () => {
    const spot = { gold: '2710.4500', silver: '31.8200', platinum: '968.1000', palladium: '1012.6000', rhodium: '4725.0000' };
    const days = [
      { date: '2026-11-01', meltValue: '100.00', costBasis: '90.00', spot },
      { date: '2026-11-02', meltValue: null, costBasis: '90.00', spot: null },
      { date: '2026-11-03', meltValue: '101.00', costBasis: '90.00' },
    ];
    expect(portfolioHistorySchema.parse({ days }).days.map((day) => day.spot)).toEqual([spot, null, undefined]);
    expect(() => portfolioHistorySchema.parse({ days: [{ ...days[0], spot: { ...spot, gold: 2710.45 } }] })).toThrow();
  });
});
