// The product fields as the import engine matches them to a file's columns.
import { productInputSchema } from '@bullion/contract';
import { assignField, templateCsv } from '@bullion/data-import';
import { describe, expect, it } from 'vitest';
import { IMPORT_FIELDS, PRODUCT_IMPORT_FIELDS } from './import-fields';

const matchColumnName = PRODUCT_IMPORT_FIELDS.match;
const autoMapColumns = PRODUCT_IMPORT_FIELDS.autoMap;
const missingRequiredFields = PRODUCT_IMPORT_FIELDS.missingRequired;

describe('matchColumnName', () => {
  it.each([
    ['Product name', 'title'],
    ['Title', 'title'],
    ['TITLE', 'title'],
    ['Fineness', 'purity'],
    ['Purity', 'purity'],
    ['Gross weight', 'weight'],
    ['Weight (ozt)', 'weight'],
    ['Weight, g', 'weight'],
    ['Unit', 'weightUnit'],
    ['weight_unit', 'weightUnit'],
    ['Fine weight', 'metalContent'],
    ['Fine metal content', 'metalContent'],
    ['Country', 'country'],
    ['Country code', 'country'],
    ['Denomination', 'faceValue'],
    ['Face value', 'faceValue'],
    ['faceValue', 'faceValue'],
    ['Edge', 'edgeDesign'],
    ['Series', 'seriesId'],
    ['Category', 'categoryId'],
    ['category_id', 'categoryId'],
    ['Image', 'obverseImage'],
    ['Obverse image', 'obverseImage'],
    ['Diameter [mm]', 'diameter'],
    ['Name', 'name'],
    ['id', 'id'],
  ])('matches "%s" to %s', (column, field) => {
    expect(matchColumnName(column)).toBe(field);
  });

  it('matches nothing for unrelated names', () => {
    expect(matchColumnName('Supplier SKU')).toBeNull();
    expect(matchColumnName('')).toBeNull();
  });
});

describe('autoMapColumns', () => {
  it('gives each field at most one column, preferring exact names and earlier columns', () => {
    expect(autoMapColumns(['Weight (g)', 'Weight', 'Title', 'Product name', 'Notes'])).toEqual([null, 'weight', 'title', null, null]);
  });

  it('takes a "Name" column as the title when no column is the title', () => {
    expect(autoMapColumns(['Name', 'Metal'])).toEqual(['title', 'metal']);
    expect(autoMapColumns(['Name', 'Title'])).toEqual(['name', 'title']);
  });

  it('prefers field keys, so an exported JSON file maps ids, not the objects beside them', () => {
    expect(autoMapColumns(['category', 'image', 'categoryId', 'obverseImage', 'groupId'])).toEqual([null, null, 'categoryId', 'obverseImage', null]);
  });

  it('maps every column of the downloadable template to its own field', () => {
    const columns = templateCsv(PRODUCT_IMPORT_FIELDS).split(',');
    const mapping = autoMapColumns(columns);
    expect(mapping).toEqual(IMPORT_FIELDS.map((field) => field.key));
  });
});

describe('assignField', () => {
  it('moves a field from the column that had it, and can ignore a column', () => {
    const mapping = autoMapColumns(['Title', 'Name']);
    expect(mapping).toEqual(['title', 'name']);
    expect(assignField(mapping, 1, 'title')).toEqual([null, 'title']);
    expect(assignField(mapping, 0, null)).toEqual([null, 'name']);
  });
});

describe('missingRequiredFields', () => {
  it('asks for the title only', () => {
    expect(missingRequiredFields([null, 'weight']).map((field) => field.key)).toEqual(['title']);
    expect(missingRequiredFields(['title'])).toEqual([]);
  });
});

describe('IMPORT_FIELDS', () => {
  it('offers every field of the product input schema, plus the id of a product to update', () => {
    const keys = IMPORT_FIELDS.map((field) => field.key).sort();
    expect(keys).toEqual([...Object.keys(productInputSchema.shape), 'id'].sort());
  });
});
