import { describe, expect, it } from 'vitest';
import {
  customLineFineOzt,
  customLineSource,
  itemLineRefusal,
  itemLineSource,
  orderLineDescription,
  orderLineSnapshot,
  productLineSource,
  productLineSourceFromFields,
  type LineItem,
  type LineReference,
} from './line-snapshot';

const reference: LineReference = {
  weightUnits: [
    { value: 'ozt', grams: '31.1034768' },
    { value: 'g', grams: '1' },
    { value: 'oz', grams: '28.349523125' },
  ],
  // 3 (American Eagles) under 2 (bullion coins) under 1 (coins)
  categories: [
    { id: 1, parentId: null },
    { id: 2, parentId: 1 },
    { id: 3, parentId: 2 },
  ],
};

const eagle = {
  id: 'public-american-gold-eagle-1-oz',
  title: 'American Gold Eagle 1 oz',
  groupId: null,
  obverseImage: null,
  metal: 'gold',
  type: 'coin',
  categoryId: 3,
  weight: 1.0909,
  weightUnit: 'ozt',
  purity: 0.9167,
  metalContent: 1,
  year: 2024,
};

const maples: LineItem = {
  id: 'a1000000-0000-4000-8000-000000000002',
  productId: 'public-american-gold-eagle-1-oz',
  title: 'Canadian Silver Maple Leaf 1 oz',
  metal: 'silver',
  form: 'coin',
  weight: '1',
  weightUnit: 'ozt',
  purity: '0.9999',
  fineWeightOzt: '0.9999',
};

describe('productLineSource', () => {
  it('takes what an item would from the product, and its form, fine ounces and category path from pricing', () => {
    expect(productLineSource(eagle, reference)).toEqual({
      kind: 'product',
      productId: 'public-american-gold-eagle-1-oz',
      inventoryItemId: null,
      title: 'American Gold Eagle 1 oz',
      metal: 'gold',
      form: 'coin',
      weight: '1.0909',
      weightUnit: 'ozt',
      purity: '0.9167',
      fineOztPerUnit: '1',
      categoryPath: [3, 2, 1],
    });
  });

  it('records a weight in another unit in exact grams, and fine ounces from weight × purity without a stated content', () => {
    const source = productLineSource({ ...eagle, weight: 1, weightUnit: 'oz', purity: '0.999', metalContent: null }, reference);
    expect(source).toMatchObject({ weight: '28.349523', weightUnit: 'g', purity: '0.999', fineOztPerUnit: '0.910546875' });
  });

  it('titles the line with the group’s title format, cut to what a line holds, or the product’s title when that is blank', () => {
    expect(productLineSource(eagle, reference, (product) => `  ${product.year} ${product.title} `).title).toBe('2024 American Gold Eagle 1 oz');
    expect(productLineSource(eagle, reference, () => 'x'.repeat(250)).title).toHaveLength(200);
    expect(productLineSource(eagle, reference, () => '  ').title).toBe('American Gold Eagle 1 oz');
  });

  it('makes a product type without a rule form (a medal) form other, and an ingot a bar', () => {
    expect(productLineSource({ ...eagle, type: 'Medal' }, reference).form).toBe('other');
    expect(productLineSource({ ...eagle, type: ' Ingot ' }, reference).form).toBe('bar');
  });
});

describe('productLineSourceFromFields', () => {
  it('takes the fields as given (the API reads them with the product) and the rest from pricing', () => {
    const fields = { title: 'Britannia', metal: 'silver' as const, weight: '31.103477', weightUnit: 'g' as const, purity: '0.999' };
    const source = productLineSourceFromFields(fields, { productId: 'p1', form: null, fineOzt: '0.999', categoryPath: [2] });
    expect(source).toEqual({ kind: 'product', productId: 'p1', inventoryItemId: null, ...fields, form: 'other', fineOztPerUnit: '0.999', categoryPath: [2] });
  });
});

describe('itemLineSource', () => {
  it('takes the lot’s own fields; its product gives the category path', () => {
    const { id, fineWeightOzt, ...fields } = maples;
    expect(itemLineSource(maples, { categoryId: 2 }, reference)).toEqual({ kind: 'item', inventoryItemId: id, ...fields, fineOztPerUnit: fineWeightOzt, categoryPath: [2, 1] });
  });

  it('has no category path without a known product', () => {
    expect(itemLineSource(maples, null, reference).categoryPath).toEqual([]);
    expect(itemLineSource(maples, { categoryId: null }, reference).categoryPath).toEqual([]);
  });
});

describe('customLineSource', () => {
  it('computes the fine ounces exactly from weight, unit and purity', () => {
    expect(customLineSource({ title: 'Scrap ring', metal: 'gold', form: null, weight: '5.2', weightUnit: 'g', purity: '0.585' })).toEqual({
      kind: 'custom',
      productId: null,
      inventoryItemId: null,
      title: 'Scrap ring',
      metal: 'gold',
      form: null,
      weight: '5.2',
      weightUnit: 'g',
      purity: '0.585',
      fineOztPerUnit: '0.0978025711',
      categoryPath: [],
    });
  });

  it('treats what a line body leaves out as unknown, the unit as ozt', () => {
    expect(customLineSource({ title: 'Flatware' })).toMatchObject({ metal: null, form: null, weight: null, weightUnit: 'ozt', purity: null, fineOztPerUnit: null });
  });

  it('has fine ounces only with a weight and a purity, rounded to 10 places half even, never 0', () => {
    expect(customLineFineOzt('31.1034768', 'g', '1')).toBe('1');
    expect(customLineFineOzt(null, 'g', '0.585')).toBeNull();
    expect(customLineFineOzt('1', 'ozt', null)).toBeNull();
    expect(customLineFineOzt('0.00000000001', 'ozt', '0.5')).toBeNull();
  });
});

describe('itemLineRefusal', () => {
  it('refuses a lot disposed of, or one holding fewer pieces than the line', () => {
    expect(itemLineRefusal({ title: 'Maples', status: 'disposed', quantity: 5 }, 1)).toBe('Maples was disposed of and cannot be sold.');
    expect(itemLineRefusal({ title: 'Maples', status: 'stock', quantity: 1 }, 3)).toBe('the lot of Maples holds 1 piece, not 3.');
    expect(itemLineRefusal({ title: 'Maples', status: 'drawer', quantity: 2 }, 3)).toBe('the lot of Maples holds 2 pieces, not 3.');
  });

  it('lets a held lot sell up to all its pieces', () => {
    expect(itemLineRefusal({ title: 'Maples', status: 'stock', quantity: 3 }, 3)).toBeNull();
  });
});

describe('orderLineSnapshot', () => {
  const source = itemLineSource(maples, null, reference);

  it('keeps the source with the line’s quantity, and no manual price without one', () => {
    expect(orderLineSnapshot({ quantity: 4 }, source)).toEqual({ ...source, quantity: 4, manualUnitPrice: null, overrideReason: null, meltReason: null });
    expect(orderLineSnapshot({ quantity: 4, meltReason: 'Scratched' }, source).meltReason).toBe('Scratched');
  });

  it('takes the title and manual price (with its reason) the line gives', () => {
    expect(orderLineSnapshot({ title: 'Maples, tube of 4', quantity: 4, unitPrice: '35.50', overrideReason: 'Regular customer' }, source)).toMatchObject({
      title: 'Maples, tube of 4',
      manualUnitPrice: '35.50',
      overrideReason: 'Regular customer',
    });
  });
});

describe('orderLineDescription', () => {
  it('keeps what a line says it is and drops the rest', () => {
    const snapshot = orderLineSnapshot({ quantity: 2 }, itemLineSource(maples, { categoryId: 2 }, reference));
    const { categoryPath, quantity, manualUnitPrice, overrideReason, meltReason, ...described } = snapshot;
    expect([categoryPath, quantity, manualUnitPrice, overrideReason, meltReason]).toEqual([[2, 1], 2, null, null, null]);
    expect(orderLineDescription(snapshot)).toEqual(described);
  });
});
