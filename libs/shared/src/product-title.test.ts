import { describe, expect, it } from 'vitest';
import { formatProductTitle, unknownTitlePlaceholders } from './product-title';

const eagle = { title: 'American Silver Eagle', year: 2024, weight: 1, weightUnit: 'oz', metal: 'silver' };

describe('formatProductTitle', () => {
  it('fills the placeholders in the order of the format', () => {
    expect(formatProductTitle('{year} {title} {weight} {weightUnit}', eagle)).toBe('2024 American Silver Eagle 1 oz');
  });

  it('drops missing values and collapses the spaces', () => {
    expect(formatProductTitle('{year} {title} {weight} {weightUnit}', { title: 'Gold bar', year: null })).toBe('Gold bar');
  });

  it('keeps the plain title without a format, or when the format yields nothing', () => {
    expect(formatProductTitle(undefined, eagle)).toBe('American Silver Eagle');
    expect(formatProductTitle('  ', eagle)).toBe('American Silver Eagle');
    expect(formatProductTitle('{year}', { title: 'Bar' })).toBe('Bar');
  });

  it('leaves unknown placeholders as typed and names them', () => {
    expect(formatProductTitle('{title} {mint}', eagle)).toBe('American Silver Eagle {mint}');
    expect(unknownTitlePlaceholders('{title} {mint} {year} {x}')).toEqual(['mint', 'x']);
  });
});
