import { describe, expect, it } from 'vitest';
import { rowErrorsCsv } from './csv-downloads';
import { commonProblems, groupRowErrors, mergeRowErrors, summarizeImport, toFileRowErrors } from './import-summary';

const error = (field: string, message = `${field} is wrong.`) => ({ field, message });

describe('toFileRowErrors', () => {
  it('turns the server row numbers (places in the request) into file rows', () => {
    expect(toFileRowErrors([{ row: 2, errors: [error('slug')] }], [3, 7, 9])).toEqual([{ row: 7, errors: [error('slug')] }]);
  });
});

describe('mergeRowErrors', () => {
  it('joins the errors of a row from every list and sorts by row', () => {
    expect(mergeRowErrors([{ row: 5, errors: [error('title')] }, { row: 1, errors: [error('year')] }], [{ row: 5, errors: [error('slug')] }])).toEqual([
      { row: 1, errors: [error('year')] },
      { row: 5, errors: [error('title'), error('slug')] },
    ]);
  });
});

describe('groupRowErrors', () => {
  it('groups errors given one message at a time by row; an error without a field concerns the row', () => {
    expect(
      groupRowErrors([
        { row: 2, field: 'metal', message: 'Unknown metal.' },
        { row: 1, field: null, message: 'Duplicate item.' },
        { row: 2, field: 'weight', message: 'Too heavy.' },
      ]),
    ).toEqual([
      { row: 1, errors: [error('row', 'Duplicate item.')] },
      { row: 2, errors: [error('metal', 'Unknown metal.'), error('weight', 'Too heavy.')] },
    ]);
  });
});

describe('summarizeImport', () => {
  it('counts the rows left out before sending as failed and lists every error by file row', () => {
    const summary = summarizeImport(
      { added: 2, updated: 1, skipped: 0, failed: 1, errors: [{ row: 4, errors: [error('id', 'No product with this id in your group.')] }] },
      { sentRows: [1, 2, 4, 6], leftOut: [{ row: 3, errors: [error('title')] }, { row: 5, errors: [error('weight')] }] },
    );
    expect(summary).toEqual({
      added: 2,
      updated: 1,
      skipped: 0,
      failed: 3,
      errors: [
        { row: 3, errors: [error('title')] },
        { row: 5, errors: [error('weight')] },
        { row: 6, errors: [error('id', 'No product with this id in your group.')] },
      ],
    });
  });
});

describe('commonProblems', () => {
  it('lists the most frequent problems first', () => {
    const invalid = [
      { row: 1, errors: [error('weight'), error('title')] },
      { row: 2, errors: [error('weight')] },
      { row: 3, errors: [error('country')] },
    ];
    expect(commonProblems(invalid, 2)).toEqual([
      { field: 'weight', message: 'weight is wrong.', rows: 2 },
      { field: 'title', message: 'title is wrong.', rows: 1 },
    ]);
  });
});

describe('rowErrorsCsv', () => {
  it('writes one line per problem with the field label', () => {
    const label = (field: string) => ({ weightUnit: 'Weight unit', row: 'Row' })[field] ?? field;
    expect(rowErrorsCsv([{ row: 3, errors: [error('weightUnit', 'Unknown, sorry.'), error('row', 'Too many values.')] }], label)).toBe(
      'Row,Field,Problem\r\n3,Weight unit,"Unknown, sorry."\r\n3,Row,Too many values.',
    );
  });
});
