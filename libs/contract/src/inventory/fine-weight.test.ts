import { describe, expect, it } from 'vitest';
import { fineOztOf } from '../price-templates/pricing';
import { declaredFineOzt, itemDeclaredFineOzt, lineDeclaredFineOzt, pieceFineOzt } from './fine-weight';
import { meltValue } from './valuation';

const UNITS = [
  { value: 'ozt', grams: '31.1034768' },
  { value: 'g', grams: '1' },
  { value: 'dwt', grams: '1.55517384' },
];
const eagle = { weight: '1', weightUnit: 'ozt' as const, purity: '0.999' };
const tenthMaple = { weight: '0.1007', weightUnit: 'ozt' as const, purity: '0.9999' };

describe('one fine weight', () => {
  it("a product's declared content, in troy ounces from its own unit", () => {
    expect(declaredFineOzt({ metalContent: 1, weightUnit: 'ozt' })).toBe('1');
    expect(declaredFineOzt({ metalContent: '31.1034768', weightUnit: 'g' })).toBe('1');
    expect(declaredFineOzt({ metalContent: '19.98', weightUnit: 'dwt' }, { dwt: '1.55517384' })).toBe('0.999');
    // Unknown unit, or nothing declared: no declared content.
    expect(declaredFineOzt({ metalContent: '5', weightUnit: 'tola' })).toBeNull();
    expect(declaredFineOzt({ metalContent: null, weightUnit: 'ozt' })).toBeNull();
    expect(declaredFineOzt({ metalContent: '0', weightUnit: 'ozt' })).toBeNull();
  });

  it('a piece counts its declared content, and weight × purity only without one', () => {
    expect(pieceFineOzt({ ...eagle, declaredFineOzt: '1' })?.toFixed()).toBe('1');
    expect(pieceFineOzt(eagle)?.toFixed()).toBe('0.999');
    expect(pieceFineOzt({ ...tenthMaple, declaredFineOzt: '0.1' })?.toFixed()).toBe('0.1');
    expect(pieceFineOzt({ weight: null, weightUnit: 'ozt', purity: '0.999' })).toBeNull();
    expect(pieceFineOzt({ weight: null, weightUnit: 'ozt', purity: null, declaredFineOzt: '1' })?.toFixed()).toBe('1');
  });

  it("an item keeps its product's declared content only while its weight, unit and purity are the product's", () => {
    const product = { ...eagle, declaredFineOzt: '1' };
    expect(itemDeclaredFineOzt(eagle, product)).toBe('1');
    expect(itemDeclaredFineOzt({ ...eagle, weight: '1.000000' }, product)).toBe('1');
    expect(itemDeclaredFineOzt({ ...eagle, weight: '0.98' }, product)).toBeNull();
    expect(itemDeclaredFineOzt({ ...eagle, purity: '0.9' }, product)).toBeNull();
    expect(itemDeclaredFineOzt({ weight: '31.1034768', weightUnit: 'g', purity: '0.999' }, product)).toBeNull();
    expect(itemDeclaredFineOzt(eagle, { ...eagle, declaredFineOzt: null })).toBeNull();
  });

  it('a bought line keeps the fine ounces it priced when its weight × purity says otherwise', () => {
    expect(lineDeclaredFineOzt({ ...eagle, fineOztPerUnit: '1' })).toBe('1');
    expect(lineDeclaredFineOzt({ ...eagle, fineOztPerUnit: '0.999' })).toBeNull();
    expect(lineDeclaredFineOzt({ ...eagle, fineOztPerUnit: null })).toBeNull();
  });

  it('the same coin is worth the same as a catalog line and as an inventory item', () => {
    const spot = { gold: '2650', silver: '59.22', platinum: '990', palladium: '1010', rhodium: '4500', updatedAt: new Date(0).toISOString() };
    const lineFine = fineOztOf({ weight: 1, weightUnit: 'ozt', purity: 0.999, metalContent: 1 }, UNITS);
    const item = { ...eagle, declaredFineOzt: itemDeclaredFineOzt(eagle, { ...eagle, declaredFineOzt: declaredFineOzt({ metalContent: 1, weightUnit: 'ozt' }) }) };
    const itemFine = pieceFineOzt(item)?.toFixed() ?? null;
    expect(itemFine).toBe(lineFine);
    const melt = (fine: string | null) => meltValue({ fineWeightOzt: fine, quantity: 1, metal: 'silver' }, spot, 0).value?.toFixed(2);
    expect(melt(itemFine)).toBe('59.22');
    expect(melt(lineFine)).toBe('59.22');
    // Ten 1/10 oz Maple Leafs: 1 ozt, not 1.0069.
    const maples = pieceFineOzt({ ...tenthMaple, declaredFineOzt: declaredFineOzt({ metalContent: '0.1', weightUnit: 'ozt' }) });
    expect(maples?.times(10).toFixed()).toBe('1');
  });
});
