import { describe, expect, it } from 'vitest';
import { choiceLookup, convertCells, readChoice, readDate, readDecimal, readList, readNumber, readPurity, readText } from './readers';

describe('readNumber', () => {
  it.each([
    ['1.0909', ',', 1.0909],
    ['.5', ',', 0.5],
    ['1,000', ',', 1000],
    ['31,1', ',', 31.1],
    ['1,000', ';', 1],
    ['1.000,25', ';', 1000.25],
    ["1'000", ',', 1000],
    ['one', ',', 'one'],
    ['1.2.3', ',', '1.2.3'],
  ])('reads %s (%s file) as %s', (text, delimiter, expected) => {
    expect(readNumber(text, delimiter === ';')).toBe(expected);
  });
});

describe('readPurity', () => {
  it('reads percentages and karats, and passes the rest to the schema', () => {
    expect(readPurity('99.99%')).toBeCloseTo(0.9999);
    expect(readPurity('22K')).toBe(0.9167);
    expect(readPurity('24 kt')).toBe(1);
    expect(readPurity('999.9')).toBe('999.9');
    expect(readPurity('0,9167')).toBe('0.9167');
    expect(readPurity(0.999)).toBe(0.999);
  });
});

describe('readDecimal', () => {
  it.each([
    ['1234.50', ',', '1234.50'],
    ['1,234.50', ',', '1234.50'],
    ['$1,234.50', ',', '1234.50'],
    ['US$ 99', ',', '99'],
    ['1.234,50', ';', '1234.50'],
    ['1 234,50 USD', ';', '1234.50'],
    ['.5', ',', '0.5'],
    ['+3', ',', '3'],
    ['31.10347680', ',', '31.10347680'],
  ])('keeps %s (%s file) exact as %s', (text, delimiter, expected) => {
    expect(readDecimal(text, delimiter === ';')).toBe(expected);
  });

  it('passes text that is not a number, and JSON numbers, to the schema as they are', () => {
    expect(readDecimal(' about 20 ', false)).toBe('about 20');
    expect(readDecimal(12.5, false)).toBe(12.5);
  });
});

describe('readDate', () => {
  it.each([
    ['2024-03-15', '2024-03-15'],
    ['2024/3/5', '2024-03-05'],
    ['3/15/2024', '2024-03-15'],
    ['15.03.2024', '2024-03-15'],
    ['2024-03-15T10:00:00Z', '2024-03-15'],
    ['2024-03-15 10:00:00', '2024-03-15'],
  ])('reads %s as %s', (text, expected) => {
    expect(readDate(text)).toBe(expected);
  });

  it('leaves other text for the schema to refuse', () => {
    expect(readDate('March 15')).toBe('March 15');
    expect(readDate(20240315)).toBe(20240315);
  });
});

describe('readChoice', () => {
  const forms = choiceLookup({ coin: [], bar: ['ingot'], round: [] });

  it('matches values and their other spellings whatever the case, spacing or plural', () => {
    expect(readChoice('Coin', forms)).toBe('coin');
    expect(readChoice(' BARS ', forms)).toBe('bar');
    expect(readChoice('Ingot', forms)).toBe('bar');
  });

  it('passes an unknown word on as trimmed text, for the schema to list the choices', () => {
    expect(readChoice(' Medal ', forms)).toBe('Medal');
  });
});

describe('readText and readList', () => {
  it('trims text and turns JSON numbers and booleans into text', () => {
    expect(readText('  Eagle ')).toBe('Eagle');
    expect(readText(42)).toBe('42');
    expect(readText(['x'])).toEqual(['x']);
  });

  it('splits lists on | and spaces and drops empty items', () => {
    expect(readList('a | b  c')).toEqual(['a', 'b', 'c']);
    expect(readList(['a', ' ', 'b '])).toEqual(['a', 'b']);
  });
});

describe('convertCells', () => {
  it('reads the mapped cells, leaves blank cells and empty lists out and collects read errors', () => {
    const converted = convertCells(['Bar', '', '2', 'x', ' '], [[0, 'title'], [1, 'notes'], [2, 'quantity'], [3, 'space'], [4, 'tags']] as const, (field, value) => {
      if (field === 'quantity') return { value: readNumber(value, false) };
      if (field === 'space') return { error: `"${String(value)}" is not a storage space.` };
      if (field === 'tags') return { value: [] };
      return { value: readText(value) };
    });
    expect(converted).toEqual({ input: { title: 'Bar', quantity: 2 }, errors: [{ field: 'space', message: '"x" is not a storage space.' }] });
  });
});
