// Files the import wizard offers for download, built in the browser: the CSV template and the list
// of row errors.
import type { ImportFieldSet } from './fields';
import type { RowErrors } from './validate-rows';
import { writeCsv } from './write-csv';

/** The header row of every importable field, with the names the column matching recognises. */
export function templateCsv(fields: ImportFieldSet): string {
  return writeCsv(fields.list.map((field) => field.label), []);
}

/** One line per problem: row, field, message. */
export function rowErrorsCsv(rows: readonly RowErrors[], label: (field: string) => string): string {
  const data = rows.flatMap(({ row, errors }) => errors.map(({ field, message }) => [row, label(field), message]));
  return writeCsv(['Row', 'Field', 'Problem'], data);
}

/** A link target for the text, with a BOM so spreadsheet programs read it as UTF-8. */
export function csvHref(csv: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\ufeff${csv}`)}`;
}
