import { inventoryItemInputSchema } from '@bullion/contract';
import { parseCsvText, parseJsonText, validateRows, type ParsedImportFile } from '@bullion/data-import';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEALER_CSV, SHELF_2_ID, SPACES } from '../testing/inventory-import-fixtures';
import { INVENTORY_IMPORT_FIELD_LIST, INVENTORY_IMPORT_FIELDS } from './inventory-import-fields';
import { checkInventoryItem, inventoryImportDefinition, readFineness, readItems, spaceFinder } from './inventory-import';

const definition = inventoryImportDefinition({ spaces: SPACES, client: new QueryClient() });
const rules = { maxRows: definition.maxRows, ...definition.wording };

function validate(file: ParsedImportFile) {
  return validateRows(file, {
    convert: definition.rowConverter(file, INVENTORY_IMPORT_FIELDS.autoMap(file.columns)),
    check: definition.check,
    label: INVENTORY_IMPORT_FIELDS.label,
  });
}

describe('inventory import fields', () => {
  it('offer every field of inventoryItemInputSchema', () => {
    const keys = INVENTORY_IMPORT_FIELD_LIST.map((field) => field.key).sort();
    expect(keys).toEqual(Object.keys(inventoryItemInputSchema.shape).sort());
  });

  it('map the columns of a dealer export by name', () => {
    const file = parseCsvText(DEALER_CSV, 'dealer.csv', rules);
    expect(INVENTORY_IMPORT_FIELDS.autoMap(file.columns)).toEqual(['title', 'metal', 'quantity', 'weight', 'purity', 'cost', 'acquiredOn', 'spaceId', 'serialNumbers']);
  });

  it('need a title column unless the file names catalog products', () => {
    expect(INVENTORY_IMPORT_FIELDS.missingRequired(['metal']).map((field) => field.key)).toEqual(['title']);
    expect(INVENTORY_IMPORT_FIELDS.missingRequired(['productId'])).toEqual([]);
  });
});

describe('inventory rows from a CSV', () => {
  it("coerce the cells to the schema's types and list the rows with errors", async () => {
    const result = await validate(parseCsvText(DEALER_CSV, 'dealer.csv', rules));
    expect(result.valid).toEqual([
      {
        row: 1,
        value: {
          title: '2024 American Gold Eagle 1 oz',
          metal: 'gold',
          quantity: 10,
          weight: '1.0909',
          weightUnit: 'ozt',
          purity: '0.9167',
          cost: '24500.00',
          acquiredOn: '2024-03-15',
          spaceId: SHELF_2_ID,
        },
      },
      {
        row: 2,
        value: {
          title: 'Valcambi 100 g bar',
          metal: 'gold',
          quantity: 1,
          weight: '100',
          weightUnit: 'g',
          purity: '0.9999',
          cost: '8150.00',
          acquiredOn: '2024-03-15',
          serialNumbers: ['VC-1001', 'VC-1002'],
        },
      },
    ]);
    expect(result.invalid).toEqual([
      { row: 3, errors: [{ field: 'metal', message: 'Metal must be one of gold, silver, platinum, palladium, rhodium, copper.' }] },
      { row: 4, errors: [{ field: 'acquiredOn', message: 'Use a date as YYYY-MM-DD.' }] },
      { row: 5, errors: [{ field: 'spaceId', message: expect.stringContaining('"Garage" is not a storage space of this group') }] },
    ]);
  });

  it('read a JSON export as it is, numbers included', async () => {
    const file = parseJsonText(JSON.stringify({ items: [{ title: 'Bar', metal: 'silver', weight: 1000, weightUnit: 'ozt', purity: 0.999, quantity: 2, cost: 31000.5, tags: ['stack', 'monster box'] }] }), 'export.json', rules);
    const result = await validate(file);
    expect(result.invalid).toEqual([]);
    expect(result.valid[0]?.value).toEqual({ title: 'Bar', metal: 'silver', weight: '1000', weightUnit: 'ozt', purity: '0.999', quantity: 2, cost: '31000.5', tags: ['stack', 'monster box'] });
  });

  it('report what the schema refuses, by field', () => {
    expect(checkInventoryItem({ metal: 'gold' })).toEqual({ errors: [{ field: 'title', message: 'Title is required (or choose a catalog product).' }] });
    expect(checkInventoryItem({ title: 'A', quantity: 1.5, cost: '12.345', weightUnit: 'oz' })).toEqual({
      errors: expect.arrayContaining([
        { field: 'quantity', message: 'Quantity must be a whole number.' },
        { field: 'weightUnit', message: 'Weight unit must be one of ozt, g, kg.' },
        { field: 'cost', message: expect.stringContaining('Cost must be a number ≥ 0') },
      ]),
    });
  });
});

describe('readFineness', () => {
  it.each([
    ['0.9999', false, '0.9999'],
    ['.9167', false, '0.9167'],
    ['999.9', false, '0.9999'],
    ['999,9', true, '0.9999'],
    ['99.99%', false, '0.9999'],
    ['22K', false, '0.9167'],
    ['24 kt', false, '1'],
    ['1', false, '1'],
  ])('reads %s (decimal comma: %s) as the fraction %s, exactly', (text, decimalComma, expected) => {
    expect(readFineness(text, decimalComma)).toBe(expected);
  });

  it('reads JSON numbers and leaves other text to the schema', () => {
    expect(readFineness(999.9, false)).toBe('0.9999');
    expect(readFineness('fine', false)).toBe('fine');
  });
});

describe('readItems', () => {
  it('splits serial numbers and tags on | , and ; but keeps spaces inside them', () => {
    expect(readItems('VC 1001 | VC 1002; VC-3,')).toEqual(['VC 1001', 'VC 1002', 'VC-3']);
    expect(readItems(['a', ''])).toEqual(['a']);
  });
});

describe('spaceFinder', () => {
  const find = spaceFinder(SPACES);

  it('finds a space by path, by a name only it has, or takes an id as it is', () => {
    expect(find('Home safe / Shelf 2')).toEqual({ value: SHELF_2_ID });
    expect(find('home safe > shelf 2')).toEqual({ value: SHELF_2_ID });
    expect(find('Shelf 2')).toEqual({ value: SHELF_2_ID });
    expect(find('0b7c1a52-3f0e-4d7b-9d7e-6f1a2b3c4d99')).toEqual({ value: '0b7c1a52-3f0e-4d7b-9d7e-6f1a2b3c4d99' });
  });

  it('asks for the path of a name several spaces have', () => {
    expect(find('Shelf 1')).toEqual({ error: '"Shelf 1" names 2 storage spaces; write its path, such as "Bank box / Shelf 1".' });
  });

  it('says a name cannot be matched while the spaces could not be loaded', () => {
    expect(spaceFinder(null)('Home safe')).toEqual({ error: expect.stringContaining('could not be loaded') });
  });
});
