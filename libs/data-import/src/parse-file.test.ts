import { describe, expect, it } from 'vitest';
import * as parse from './parse-file';
import { decodeImportBytes, ImportFileError, type ImportFileRules } from './parse-file';

/** The product import's rules (the catalog's words). */
const PRODUCTS: ImportFileRules = { maxRows: 10_000, noun: 'product', listKey: 'products', exampleColumns: 'Title, Metal, Weight' };
const parseCsvText = (text: string, fileName: string) => parse.parseCsvText(text, fileName, PRODUCTS);
const parseJsonText = (text: string, fileName: string) => parse.parseJsonText(text, fileName, PRODUCTS);
const readImportFile = (file: File) => parse.readImportFile(file, PRODUCTS);

describe('parseCsvText', () => {
  it('reads the header row and quoted values with delimiters, quotes and line breaks inside', () => {
    const csv = 'Title,Description,Weight\n"Eagle, 1 oz","Says ""In God We Trust""\non two lines",1.0909\n';
    const file = parseCsvText(csv, 'products.csv');
    expect(file.columns).toEqual(['Title', 'Description', 'Weight']);
    expect(file.rows).toEqual([['Eagle, 1 oz', 'Says "In God We Trust"\non two lines', '1.0909']]);
    expect(file.delimiter).toBe(',');
    expect(file.rowProblems).toEqual([]);
  });

  it('drops a byte order mark before the first column name', () => {
    const file = parseCsvText('\ufeffTitle,Metal\nEagle,Gold', 'bom.csv');
    expect(file.columns).toEqual(['Title', 'Metal']);
  });

  it('detects a semicolon delimiter, even with commas inside values', () => {
    const file = parseCsvText('Title;Weight;Purity\nMaple, 1 oz;31,1035;0,9999\nKrugerrand;1,0909;0,9167', 'semicolon.csv');
    expect(file.delimiter).toBe(';');
    expect(file.columns).toEqual(['Title', 'Weight', 'Purity']);
    expect(file.rows[0]).toEqual(['Maple, 1 oz', '31,1035', '0,9999']);
  });

  it('detects a tab delimiter', () => {
    const file = parseCsvText('Title\tMetal\nEagle\tGold', 'tabs.csv');
    expect(file.delimiter).toBe('\t');
    expect(file.rows).toEqual([['Eagle', 'Gold']]);
  });

  it('skips empty lines, so row numbers count data rows only', () => {
    const file = parseCsvText('Title,Metal\n\nEagle,Gold\n   \n,\nMaple,Silver\n\n', 'gaps.csv');
    expect(file.rows).toEqual([
      ['Eagle', 'Gold'],
      ['Maple', 'Silver'],
    ]);
  });

  it('fills missing trailing values with empty text and reports rows with more values than columns', () => {
    const file = parseCsvText('Title,Metal\nEagle\nMaple,Silver,extra', 'ragged.csv');
    expect(file.rows).toEqual([
      ['Eagle', ''],
      ['Maple', 'Silver'],
    ]);
    expect(file.rowProblems).toEqual([{ row: 2, message: expect.stringContaining('3 values but the header has 2 columns') }]);
  });

  it('ignores unnamed empty columns and refuses unnamed columns with values', () => {
    expect(parseCsvText('Title,,Metal,\nEagle,,Gold,', 'trailing.csv').columns).toEqual(['Title', 'Metal']);
    expect(() => parseCsvText('Title,,Metal\nEagle,x,Gold', 'gap.csv')).toThrow('Column 2 of "gap.csv" has values but no name');
  });

  it('refuses a file whose first row holds values instead of column names', () => {
    expect(() => parseCsvText('American Eagle,1.0909,0.9167\nMaple,1,0.9999', 'no-header.csv')).toThrow(
      /first row of "no-header.csv" must hold the column names.*"1.0909"/,
    );
  });

  it('refuses a file without data rows, an empty file and repeated column names', () => {
    expect(() => parseCsvText('Title,Metal\n', 'header-only.csv')).toThrow('"header-only.csv" has no product rows.');
    expect(() => parseCsvText('', 'empty.csv')).toThrow('"empty.csv" is empty.');
    expect(() => parseCsvText('Title,title\nA,B', 'twice.csv')).toThrow('The column "title" appears twice');
  });

  it('refuses more than 10 000 rows', () => {
    const csv = `Title\n${Array.from({ length: 10_001 }, (_, index) => `Product ${index}`).join('\n')}`;
    expect(() => parseCsvText(csv, 'big.csv')).toThrow('"big.csv" has 10,001 rows; at most 10,000 can be imported at once.');
    expect(parseCsvText(csv.slice(0, csv.lastIndexOf('\n')), 'ok.csv').rows).toHaveLength(10_000);
  });

  it('refuses an unclosed quote and binary content', () => {
    expect(() => parseCsvText('Title,Metal\n"Eagle,Gold\nMaple,Silver', 'quote.csv')).toThrow(/quoted value is not closed/);
    expect(() => parseCsvText('PK\u0003\u0004\u0000\u0000', 'sheet.csv')).toThrow(/is not a text file/);
  });
});

describe('parseJsonText', () => {
  it('reads a list of objects; the columns are every key in order of appearance', () => {
    const file = parseJsonText(JSON.stringify([{ title: 'Eagle', weight: 1.0909 }, { title: 'Maple', metal: 'silver', extraImages: ['/a.png'] }]), 'p.json');
    expect(file.format).toBe('json');
    expect(file.columns).toEqual(['title', 'weight', 'metal', 'extraImages']);
    expect(file.rows).toEqual([
      ['Eagle', 1.0909, undefined, undefined],
      ['Maple', undefined, 'silver', ['/a.png']],
    ]);
  });

  it('reads an object with a products list', () => {
    expect(parseJsonText('{"products":[{"title":"Eagle"}]}', 'export.json').rows).toEqual([['Eagle']]);
  });

  it('explains what is wrong with other JSON', () => {
    expect(() => parseJsonText('{"title": ', 'broken.json')).toThrow(/"broken.json" is not valid JSON/);
    expect(() => parseJsonText('{"items":[]}', 'shape.json')).toThrow('must hold a list of products, or an object with a "products" list');
    expect(() => parseJsonText('[{"title":"A"}, 42]', 'mixed.json')).toThrow('Item 2 of "mixed.json" is not an object');
    expect(() => parseJsonText('[]', 'none.json')).toThrow('"none.json" has no product rows.');
    expect(() => parseJsonText(JSON.stringify(Array.from({ length: 10_001 }, () => ({ title: 'x' }))), 'big.json')).toThrow(/10,001 rows/);
  });
});

describe('the words and limits of another import', () => {
  const ITEMS: ImportFileRules = { maxRows: 2, noun: 'item', listKey: 'items', exampleColumns: 'Title, Metal, Quantity' };

  it('reads its list key, names its rows and applies its row limit', () => {
    expect(parse.parseJsonText('{"items":[{"title":"Bar"}]}', 'export.json', ITEMS).rows).toEqual([['Bar']]);
    expect(() => parse.parseJsonText('{"products":[]}', 'p.json', ITEMS)).toThrow('must hold a list of items, or an object with a "items" list');
    expect(() => parse.parseCsvText('Title\n', 'none.csv', ITEMS)).toThrow('"none.csv" has no item rows.');
    expect(() => parse.parseCsvText('Title\nA\nB\nC', 'three.csv', ITEMS)).toThrow('has 3 rows; at most 2 can be imported at once');
    expect(() => parse.parseCsvText('1,2\n3,4', 'headless.csv', ITEMS)).toThrow('(such as Title, Metal, Quantity)');
  });
});

describe('readImportFile', () => {
  it('reads CSV and JSON files by their extension', async () => {
    const csv = await readImportFile(new File(['Title\nEagle'], 'products.CSV', { type: 'text/csv' }));
    expect(csv.rows).toEqual([['Eagle']]);
    const json = await readImportFile(new File(['[{"title":"Eagle"}]'], 'products.json'));
    expect(json.rows).toEqual([['Eagle']]);
  });

  it('refuses other file types and empty files with a message that says what to do', async () => {
    await expect(readImportFile(new File(['x'], 'products.xlsx'))).rejects.toThrow(/not a CSV or JSON file.*save a spreadsheet as CSV/);
    await expect(readImportFile(new File([], 'empty.csv'))).rejects.toBeInstanceOf(ImportFileError);
  });

  it('reads Windows-1252 text when the bytes are not UTF-8', () => {
    const bytes = new Uint8Array([0x54, 0x69, 0x74, 0x6c, 0x65, 0x0a, 0x43, 0xf4, 0x74, 0x65]); // "Title\nCôte"
    expect(decodeImportBytes(bytes.buffer)).toBe('Title\nCôte');
    const utf8 = new TextEncoder().encode('\ufeffTitle\nCôte');
    expect(decodeImportBytes(utf8.buffer as ArrayBuffer)).toBe('Title\nCôte');
  });
});
