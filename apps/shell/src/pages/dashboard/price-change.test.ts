import { describe, expect, it } from 'vitest';
import { formatChange, relativeChange } from './price-change';

describe('price change over the chart range', () => {
  it('is the change from the first to the last point', () => {
    expect(relativeChange([4000, 4010, 4040])).toBeCloseTo(0.01);
    expect(relativeChange([50, 49])).toBeCloseTo(-0.02);
  });

  it('is unknown with fewer than two points', () => {
    expect(relativeChange([])).toBeNull();
    expect(relativeChange([4000])).toBeNull();
  });

  it('is shown with a sign and two decimals', () => {
    expect(formatChange(0.01234)).toBe('+1.23 %');
    expect(formatChange(-0.02)).toBe('-2.00 %');
    expect(formatChange(null)).toBe('—');
  });
});
