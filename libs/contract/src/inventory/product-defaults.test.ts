import { describe, expect, it } from 'vitest';
import { inventoryFieldsFromProduct } from './product-defaults';
import { inventoryItemPatchSchema } from './schemas';

const eagle = {
  id: '3f1c5a52-8f0e-4c1b-9d5e-2a7b6c8d9e01',
  title: 'American Gold Eagle 1 oz',
  metal: 'gold',
  type: 'Coin',
  weight: 1.0909,
  weightUnit: 'ozt',
  purity: 0.9167,
  year: 2024,
};

describe('inventoryFieldsFromProduct', () => {
  it('takes title, metal, form, weight, purity and year from the product', () => {
    expect(inventoryFieldsFromProduct(eagle)).toEqual({
      productId: eagle.id,
      title: 'American Gold Eagle 1 oz',
      metal: 'gold',
      form: 'coin',
      weight: '1.0909',
      weightUnit: 'ozt',
      purity: '0.9167',
      year: 2024,
    });
  });

  it('gives a patch the API schema accepts', () => {
    expect(inventoryItemPatchSchema.safeParse(inventoryFieldsFromProduct(eagle)).success).toBe(true);
  });

  it('converts a weight in another unit to exact grams with the datasets', () => {
    const fields = inventoryFieldsFromProduct({ ...eagle, weight: 10, weightUnit: 'dwt' }, { dwt: '1.55517384' });
    expect(fields).toMatchObject({ weight: '15.551738', weightUnit: 'g' });
  });

  it('leaves the weight out when the unit cannot be converted', () => {
    expect(inventoryFieldsFromProduct({ ...eagle, weightUnit: 'tael' })).toMatchObject({ weight: null, weightUnit: 'ozt' });
  });

  it('reads purity in parts per thousand as a fraction', () => {
    expect(inventoryFieldsFromProduct({ ...eagle, purity: '999.9' }).purity).toBe('0.9999');
    expect(inventoryFieldsFromProduct({ ...eagle, purity: 'n/a' }).purity).toBeNull();
    expect(inventoryFieldsFromProduct({ ...eagle, purity: 1200 }).purity).toBeNull();
  });

  it('clears what the product does not know and maps types to forms', () => {
    const fields = inventoryFieldsFromProduct({ ...eagle, metal: 'tin', type: 'Ingot', weight: null, purity: null, year: null });
    expect(fields).toMatchObject({ metal: null, form: 'bar', weight: null, purity: null, year: null });
    expect(inventoryFieldsFromProduct({ ...eagle, type: 'Medal' }).form).toBe('other');
  });
});
