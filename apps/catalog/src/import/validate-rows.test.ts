// The product rows as the import engine validates them: converted with the datasets, checked with
// the product schema, ids and slugs unique.
import { parseCsvText as parseCsv, validateRows, type ParsedImportFile } from '@bullion/data-import';
import { describe, expect, it, vi } from 'vitest';
import { buildDatasetLookups } from './dataset-lookups';
import { DATASETS_FIXTURE } from './datasets.fixture';
import { PRODUCT_IMPORT_FIELDS } from './import-fields';
import { productImportDefinition } from './product-import';
import { validateProductInput } from './validate-rows';

const definition = productImportDefinition(buildDatasetLookups(DATASETS_FIXTURE));
const parseCsvText = (text: string, fileName: string) => parseCsv(text, fileName, { maxRows: definition.maxRows, ...definition.wording });

function validate(file: ParsedImportFile, options?: Parameters<typeof validateRows>[2]) {
  const rules = {
    convert: definition.rowConverter(file, PRODUCT_IMPORT_FIELDS.autoMap(file.columns)),
    check: definition.check,
    uniqueFields: definition.uniqueFields,
    label: PRODUCT_IMPORT_FIELDS.label,
  };
  return validateRows(file, rules, options);
}

describe('validateProductInput', () => {
  it('returns the schema output (purity as a fraction) and keeps the id of a product to update', () => {
    expect(validateProductInput({ id: 'p-1', title: ' Eagle ', purity: '999.9' })).toEqual({ value: { id: 'p-1', title: 'Eagle', purity: 0.9999 } });
  });

  it('reports every problem with its field', () => {
    const result = validateProductInput({ title: '', weight: 'heavy', year: 1500, weightUnit: 'stone', extraImages: ['/storage/v1/object/public/products/g/a.png', 'ftp://b'] });
    expect(result).toEqual({
      errors: expect.arrayContaining([
        { field: 'title', message: 'Title is required.' },
        { field: 'weight', message: 'Weight must be a number.' },
        { field: 'year', message: 'Year must be 1700 or later.' },
        { field: 'weightUnit', message: expect.stringContaining('Weight unit must be one of ozt') },
        { field: 'extraImages', message: 'Item 2: An image must be an https URL, or an http(s) URL or path of a file stored in this app (/storage/v1/object/…).' },
      ]),
    });
  });

  it('refuses a purity above 1 that is not parts per thousand (2, or a percentage)', () => {
    for (const purity of ['2', 2, '99.9', '1000.5']) {
      expect(validateProductInput({ title: 'Eagle', purity }), String(purity)).toEqual({
        errors: [{ field: 'purity', message: expect.stringContaining('Purity must be a fraction above 0 and at most 1') }],
      });
    }
    expect(validateProductInput({ title: 'Eagle', purity: '333' })).toEqual({ value: { title: 'Eagle', purity: 0.333 } });
  });

  it('checks fine content against weight × purity', () => {
    expect(validateProductInput({ title: 'Eagle', weight: 1.0909, purity: 0.9167, metalContent: 1 })).toHaveProperty('value');
    expect(validateProductInput({ title: 'Eagle', weight: 1, purity: 0.5, metalContent: 1 })).toEqual({
      errors: [{ field: 'metalContent', message: expect.stringContaining('Metal content should be weight × purity') }],
    });
  });
});

describe('validateRows', () => {
  it('numbers rows as data rows of the file and puts each row on the valid or the invalid side', async () => {
    const file = parseCsvText(
      [
        'Product name,Metal,Gross weight,Unit,Fineness,Country,Series',
        'American Gold Eagle 1 oz,Gold,1.0909,Troy ounce,0.9167,United States,American Eagle',
        ',Silver,1,ozt,999.9,Canada,Canadian Maple Leaf',
        'Bar,Gold,heavy,g,999.9,Atlantis,',
        '',
        'Maple,Silver,1,ozt,999.9,CA,Canadian Maple Leaf,extra',
      ].join('\n'),
      'mixed.csv',
    );
    const result = await validate(file);
    expect(result.total).toBe(4);
    expect(result.valid).toEqual([
      {
        row: 1,
        value: { title: 'American Gold Eagle 1 oz', metal: 'gold', weight: 1.0909, weightUnit: 'ozt', purity: 0.9167, country: 'USA', seriesId: 1 },
      },
    ]);
    expect(result.invalid).toEqual([
      { row: 2, errors: [{ field: 'title', message: 'Title is required.' }] },
      {
        row: 3,
        errors: [
          { field: 'country', message: '"Atlantis" is not a known country name or ISO code.' },
          { field: 'weight', message: 'Weight must be a number.' },
        ],
      },
      { row: 4, errors: [{ field: 'row', message: expect.stringContaining('8 values but the header has 7 columns') }] },
    ]);
  });

  it('refuses a second row with the same slug or product id', async () => {
    const file = parseCsvText('Title,Slug,Product id\nA,eagle,\nB,eagle,\nC,,p1\nD,,p1', 'dupes.csv');
    const result = await validate(file);
    expect(result.valid.map((row) => row.row)).toEqual([1, 3]);
    expect(result.invalid).toEqual([
      { row: 2, errors: [{ field: 'slug', message: 'Row 1 has the same slug "eagle".' }] },
      { row: 4, errors: [{ field: 'id', message: 'Row 3 has the same product id "p1".' }] },
    ]);
  });

  it('works in chunks, reports progress after each one and stops when aborted', async () => {
    const file = parseCsvText(`Title\n${Array.from({ length: 1200 }, (_, index) => `P${index}`).join('\n')}`, 'chunks.csv');
    const progress = vi.fn();
    await validate(file, { chunkSize: 500, onProgress: progress });
    expect(progress.mock.calls).toEqual([
      [500, 1200],
      [1000, 1200],
      [1200, 1200],
    ]);

    const controller = new AbortController();
    const run = validate(file, { chunkSize: 500, onProgress: () => controller.abort(), signal: controller.signal });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('parses and validates a 10 000-row CSV', async () => {
    const header = 'Product name,Metal,Gross weight,Unit,Fineness,Fine weight,Country,Series,Category,Strike,Year,Diameter,Obverse image';
    const lines = Array.from({ length: 10_000 }, (_, index) => {
      const weight = index % 100 === 99 ? 'n/a' : '1.0909';
      return `"American Gold Eagle 1 oz, #${index + 1}",Gold,${weight},Troy ounce,0.9167,1,United States,American Eagle,Bullion coins,Bullion,2024,32.7,https://img.test/${index}.png`;
    });
    const started = performance.now();
    const file = parseCsvText(`${header}\n${lines.join('\n')}\n`, 'big.csv');
    const result = await validate(file);
    const elapsed = performance.now() - started;

    expect(result.total).toBe(10_000);
    expect(result.valid).toHaveLength(9_900);
    expect(result.invalid).toHaveLength(100);
    expect(result.invalid[0]).toEqual({ row: 100, errors: [{ field: 'weight', message: 'Weight must be a number.' }] });
    expect(result.valid[0]?.value).toMatchObject({ title: 'American Gold Eagle 1 oz, #1', seriesId: 1, categoryId: 2, country: 'USA', strike: 'bullion' });
    // The figure for the record (the test asserts correctness, not speed).
    console.info(`10 000 rows parsed and validated in ${Math.round(elapsed)} ms`);
  });
});
