// The engine's row checking with a small schema of its own: CSV text coerced to the schema's types,
// rows with errors numbered as in the file, repeated unique values, problems found while reading.
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineImportFields } from './fields';
import { parseCsvText } from './parse-file';
import { choiceLookup, convertCells, mappedFields, readChoice, readDate, readDecimal, readNumber, readText } from './readers';
import { checkWithSchema, issueToError, validateRows } from './validate-rows';

const fields = defineImportFields([
  { key: 'title', label: 'Title', hint: '', synonyms: [], required: true },
  { key: 'form', label: 'Form', hint: '', synonyms: [] },
  { key: 'quantity', label: 'Quantity', hint: '', synonyms: ['qty'] },
  { key: 'cost', label: 'Cost', hint: '', synonyms: [] },
  { key: 'acquiredOn', label: 'Acquired on', hint: '', synonyms: ['date'] },
  { key: 'serial', label: 'Serial number', hint: '', synonyms: [] },
]);

const schema = z.strictObject({
  title: z.string('Title is required.').min(1, 'Title is required.'),
  form: z.enum(['coin', 'bar'], 'Form must be one of coin, bar.').optional(),
  quantity: z.number('Quantity must be a number.').int('Quantity must be a whole number.').min(1).optional(),
  cost: z.string().regex(/^\d+(\.\d{1,2})?$/, 'Cost must be an amount with at most 2 decimals.').optional(),
  acquiredOn: z.iso.date('Use a date as YYYY-MM-DD.').optional(),
  serial: z.string().optional(),
});

const FORMS = choiceLookup({ coin: [], bar: ['ingot'] });
const RULES = { maxRows: 100, noun: 'item', listKey: 'items', exampleColumns: 'Title' };

function validate(csv: string, options?: Parameters<typeof validateRows>[2]) {
  const file = parseCsvText(csv, 'items.csv', RULES);
  const mapping = fields.autoMap(file.columns);
  const decimalComma = file.delimiter === ';';
  const rules = {
    convert: (cells: readonly unknown[]) =>
      convertCells(cells, mappedFields(mapping), (field, value) => {
        if (field === 'form') return { value: readChoice(value, FORMS) };
        if (field === 'quantity') return { value: readNumber(value, decimalComma) };
        if (field === 'cost') return { value: readDecimal(value, decimalComma) };
        if (field === 'acquiredOn') return { value: readDate(value) };
        return { value: readText(value) };
      }),
    check: (input: Record<string, unknown>) => checkWithSchema(schema, input),
    uniqueFields: ['serial'],
    label: fields.label,
  };
  return validateRows(file, rules, options);
}

describe('validateRows', () => {
  it("coerces a CSV row's text to the schema's types", async () => {
    const result = await validate('Title;Form;Qty;Cost;Date\nMaple;Coins;10;1.234,50;3/15/2024');
    expect(result.invalid).toEqual([]);
    expect(result.valid).toEqual([{ row: 1, value: { title: 'Maple', form: 'coin', quantity: 10, cost: '1234.50', acquiredOn: '2024-03-15' } }]);
  });

  it('lists each row with errors under its file row, with every problem by field', async () => {
    const result = await validate(['Title,Form,Qty,Cost,Date', 'Bar,Ingot,2,100,2024-01-02', ',Medal,1.5,12.345,soon', 'Round,,,,,extra'].join('\n'));
    expect(result.valid.map((row) => row.row)).toEqual([1]);
    expect(result.invalid).toEqual([
      {
        row: 2,
        errors: [
          { field: 'title', message: 'Title is required.' },
          { field: 'form', message: 'Form must be one of coin, bar.' },
          { field: 'quantity', message: 'Quantity must be a whole number.' },
          { field: 'cost', message: 'Cost must be an amount with at most 2 decimals.' },
          { field: 'acquiredOn', message: 'Use a date as YYYY-MM-DD.' },
        ],
      },
      { row: 3, errors: [{ field: 'row', message: expect.stringContaining('6 values but the header has 5 columns') }] },
    ]);
  });

  it('refuses a second row with the value of a unique field, naming the first one', async () => {
    const result = await validate('Title,Serial number\nA,S-1\nB,S-2\nC,S-1');
    expect(result.invalid).toEqual([{ row: 3, errors: [{ field: 'serial', message: 'Row 1 has the same serial number "S-1".' }] }]);
  });

  it('reports progress after each chunk and stops when aborted', async () => {
    const csv = `Title\n${Array.from({ length: 25 }, (_, index) => `Item ${index}`).join('\n')}`;
    const progress = vi.fn();
    await validate(csv, { chunkSize: 10, onProgress: progress });
    expect(progress.mock.calls).toEqual([
      [10, 25],
      [20, 25],
      [25, 25],
    ]);
    const controller = new AbortController();
    await expect(validate(csv, { chunkSize: 10, onProgress: () => controller.abort(), signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('issueToError', () => {
  it('names the list item or map entry a problem is about, and the row for a problem without a field', () => {
    const parsed = z.object({ tags: z.array(z.string().min(1, 'A tag cannot be empty.')), meta: z.record(z.string(), z.string()) }).safeParse({ tags: ['a', ''], meta: { sku: 1 } });
    expect(parsed.error?.issues.map(issueToError)).toEqual([
      { field: 'tags', message: 'Item 2: A tag cannot be empty.' },
      { field: 'meta', message: expect.stringMatching(/^sku: /) },
    ]);
    expect(issueToError({ code: 'custom', path: [], message: 'Duplicate.', input: null })).toEqual({ field: 'row', message: 'Duplicate.' });
  });
});
