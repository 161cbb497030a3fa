import { describe, expect, it } from 'vitest';
import { buildDatasetLookups } from './dataset-lookups';
import { DATASETS_FIXTURE } from './datasets.fixture';
import { convertRow, rowConversion } from './convert-row';
import { PRODUCT_IMPORT_FIELDS, type ImportFieldKey } from './import-fields';

const lookups = buildDatasetLookups(DATASETS_FIXTURE);

function convert(columns: string[], cells: unknown[], delimiter: ',' | ';' | null = ',') {
  return convertRow(cells, rowConversion({ columns, delimiter }, PRODUCT_IMPORT_FIELDS.autoMap(columns) as readonly (ImportFieldKey | null)[], lookups));
}

describe('convertRow', () => {
  it('turns dataset names into the values and ids products store', () => {
    const { input, errors } = convert(
      ['Title', 'Metal', 'Unit', 'Country', 'Strike', 'Type', 'Edge', 'Series', 'Category', 'Packaging', 'Theme'],
      ['Eagle', 'Gold', 'Troy ounce', 'United States', 'Proof', 'Coin', 'Reeded', 'American Eagle', 'Bullion coins', 'Tube', 'Wildlife'],
    );
    expect(errors).toEqual([]);
    expect(input).toEqual({
      title: 'Eagle',
      metal: 'gold',
      weightUnit: 'ozt',
      country: 'USA',
      strike: 'proof',
      type: 'coin',
      edgeDesign: 'reeded',
      seriesId: 1,
      categoryId: 2,
      packagingId: 2,
      themeId: 1,
    });
  });

  it('accepts values, symbols, codes, ids and other spellings', () => {
    const columns = ['Title', 'Metal', 'Unit', 'Country', 'Series', 'Category'];
    expect(convert(columns, ['A', 'AU', 'troy oz', 'us', '2', '3']).input).toMatchObject({ metal: 'gold', weightUnit: 'ozt', country: 'USA', seriesId: 2, categoryId: 3 });
    expect(convert(columns, ['A', 'silver', 'grams', 'GBR', 'queens beasts', 'bullion-coins']).input).toMatchObject({
      metal: 'silver',
      weightUnit: 'g',
      country: 'GBR',
      seriesId: 3,
      categoryId: 2,
    });
    expect(convert(columns, ['A', 'Gold', 'OZT', 'Great Britain', 'American Eagle', 'bars']).input).toMatchObject({ country: 'GBR', categoryId: 3 });
    expect(convert(['Title', 'Country'], ['A', 'cote d ivoire']).input).toMatchObject({ country: 'CIV' });
  });

  it('reports unknown countries and references by name, and leaves other unknown values to the schema', () => {
    const { input, errors } = convert(['Title', 'Country', 'Series', 'Category', 'Metal', 'Strike'], ['A', 'Atlantis', 'Unicorn', '99', 'Mithril', 'Colorized']);
    expect(errors).toEqual([
      { field: 'country', message: '"Atlantis" is not a known country name or ISO code.' },
      { field: 'seriesId', message: '"Unicorn" is not a known series.' },
      { field: 'categoryId', message: 'There is no category with id 99.' },
    ]);
    expect(input).toEqual({ title: 'A', metal: 'Mithril', strike: 'Colorized' });
  });

  it('reads numbers, leaves empty cells out and keeps text that is not a number for the schema', () => {
    const { input } = convert(
      ['Title', 'Year', 'Weight', 'Diameter', 'Inner pack', 'Outer pack', 'Thickness', 'Face value', 'Name'],
      [' Eagle ', '2024', '1,000.5', '32.7 mm', '20', '', 'thin', 50, '   '],
    );
    expect(input).toEqual({ title: 'Eagle', year: 2024, weight: 1000.5, diameter: 32.7, innerPack: 20, thickness: 'thin', faceValue: '50' });
  });

  it('reads decimal commas in semicolon files', () => {
    const { input } = convert(['Title', 'Weight', 'Purity', 'Fine weight'], ['Maple', '31,1035', '0,9999', '1.234,5'], ';');
    expect(input).toEqual({ title: 'Maple', weight: 31.1035, purity: '0.9999', metalContent: 1234.5 });
  });

  it('sets an empty title when the title is missing, so the schema says it is required', () => {
    expect(convert(['Title', 'Metal'], ['', 'Gold']).input).toEqual({ title: '', metal: 'gold' });
  });

  it('takes the weight unit from the weight column header when a row names none', () => {
    expect(convert(['Title', 'Weight (ozt)'], ['Eagle', '1']).input).toEqual({ title: 'Eagle', weight: 1, weightUnit: 'ozt' });
    expect(convert(['Title', 'Weight [g]', 'Unit'], ['Bar', '100', 'kg']).input).toMatchObject({ weightUnit: 'kg' });
    expect(convert(['Title', 'Weight (g)'], ['Bar', '']).input).toEqual({ title: 'Bar' });
  });

  it('splits image lists and reads metadata objects', () => {
    const { input, errors } = convert(
      ['Title', 'Extra images', 'Videos', 'Metadata'],
      ['A', 'https://x.test/1.png | https://x.test/2.png\n/3.png', '', '{"sku":"AGE-1","stock":12}'],
    );
    expect(errors).toEqual([]);
    expect(input).toEqual({ title: 'A', extraImages: ['https://x.test/1.png', 'https://x.test/2.png', '/3.png'], metadata: { sku: 'AGE-1', stock: '12' } });
    expect(convert(['Title', 'Metadata'], ['A', 'sku=1']).errors).toEqual([{ field: 'metadata', message: expect.stringContaining('JSON object') }]);
  });

  it('keeps JSON values as they are where the field takes them', () => {
    const { input } = convert(['title', 'weight', 'extraImages', 'metadata', 'status', 'id'], ['A', 1.5, ['/a.png', ''], { a: 'b' }, 'Draft', 42], null);
    expect(input).toEqual({ title: 'A', weight: 1.5, extraImages: ['/a.png'], metadata: { a: 'b' }, status: 'draft', id: '42' });
  });
});
