import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { writeCsv } from './write-csv';

/** The cells as a spreadsheet reads them back (quotes removed). */
const cells = (csv: string) => Papa.parse<string[]>(csv).data;

describe('writeCsv', () => {
  it('writes a cell =1+1 as text: an apostrophe first, so a spreadsheet shows it instead of computing 2', () => {
    const csv = writeCsv(['Title'], [['=1+1']]);
    expect(cells(csv)).toEqual([['Title'], ["'=1+1"]]);
  });

  it('escapes every cell that starts like a formula: = + - @ tab and carriage return', () => {
    const risky = ['=HYPERLINK("http://evil","x")', '+1+1', '-1+1', '@SUM(A1)', '\t=1', '\r=1', '-cmd|calc'];
    const read = cells(writeCsv(['A'], risky.map((value) => [value])));
    expect(read.slice(1).map(([value]) => value)).toEqual(risky.map((value) => `'${value}`));
  });

  it('leaves ordinary text, numbers and signed decimals as they are, and writes null as empty', () => {
    const csv = writeCsv(['Title', 'Gain', 'Quantity', 'Notes', 'Price'], [['1 oz Eagle', '-12.50', 3, null, '+4']]);
    expect(cells(csv)).toEqual([
      ['Title', 'Gain', 'Quantity', 'Notes', 'Price'],
      ['1 oz Eagle', '-12.50', '3', '', '+4'],
    ]);
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(writeCsv(['A'], [['a, "b"\nc']])).toBe('A\r\n"a, ""b""\nc"');
  });
});
