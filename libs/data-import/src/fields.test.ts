import { describe, expect, it } from 'vitest';
import { assignField, defineImportFields, normalizeColumnName } from './fields';

const fields = defineImportFields([
  { key: 'title', label: 'Title', hint: '', synonyms: ['item name'], required: true, requiredUnless: ['productId'], takesColumnOf: 'name' },
  { key: 'productId', label: 'Catalog product', hint: '', synonyms: ['product id'] },
  { key: 'name', label: 'Name', hint: '', synonyms: [] },
  { key: 'weight', label: 'Weight', hint: '', synonyms: ['gross weight'] },
  { key: 'quantity', label: 'Quantity', hint: '', synonyms: ['qty', 'pieces'] },
]);

describe('column names', () => {
  it('compare without case, accents, spaces and punctuation', () => {
    expect(normalizeColumnName('Qté-Pièces_2')).toBe('qtepieces2');
  });

  it('match a field by key, label, synonym, or a name with a unit note', () => {
    expect(fields.match('productId')).toBe('productId');
    expect(fields.match('Catalog product')).toBe('productId');
    expect(fields.match('QTY')).toBe('quantity');
    expect(fields.match('Weight (ozt)')).toBe('weight');
    expect(fields.match('Gross weight, g')).toBe('weight');
    expect(fields.match('Supplier')).toBeNull();
  });
});

describe('autoMap', () => {
  it('gives each field one column, exact names before names with a note, earlier columns first', () => {
    expect(fields.autoMap(['Weight (g)', 'Weight', 'Qty', 'Pieces', 'Notes'])).toEqual([null, 'weight', 'quantity', null, null]);
  });

  it('takes a column for a field that has none from the field it names (a Name column as the title)', () => {
    expect(fields.autoMap(['Name', 'Qty'])).toEqual(['title', 'quantity']);
    expect(fields.autoMap(['Name', 'Title'])).toEqual(['name', 'title']);
  });
});

describe('missingRequired', () => {
  it('asks for a required field unless a field that stands in for it has a column', () => {
    expect(fields.missingRequired(['weight']).map((field) => field.key)).toEqual(['title']);
    expect(fields.missingRequired(['productId', 'weight'])).toEqual([]);
    expect(fields.missingRequired(['title'])).toEqual([]);
  });
});

describe('assignField', () => {
  it('moves a field from the column that had it, and can leave a column out', () => {
    expect(assignField(['title', 'name'], 1, 'title')).toEqual([null, 'title']);
    expect(assignField(['title', 'name'], 0, null)).toEqual([null, 'name']);
  });
});

describe('labels', () => {
  it('name fields as people read them; a whole-row problem is on "Row"', () => {
    expect(fields.label('productId')).toBe('Catalog product');
    expect(fields.label('row')).toBe('Row');
    expect(fields.label('unknown')).toBe('unknown');
  });
});
