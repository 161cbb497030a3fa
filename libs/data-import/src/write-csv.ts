// The one way the app writes CSV (exports and the import wizard's downloads), so every file is safe
// to open in a spreadsheet: a text cell that starts with =, +, -, @, a tab or a carriage return is
// written with a leading apostrophe (papaparse's escapeFormulae), so the spreadsheet shows it as text
// instead of running it as a formula. A plain decimal number (`-12.50`) is left as it is: a
// spreadsheet reads it as the number it is, and it runs nothing.
import Papa from 'papaparse';

export type CsvCell = string | number | null | undefined;

/** Starts like a formula, and is not just a signed decimal number. */
const FORMULA_START = /^(?![+-]?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

/** CSV text of a header row and data rows; null and undefined cells are empty. */
export function writeCsv(fields: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((row) => row.map((cell) => cell ?? '')) },
    { escapeFormulae: FORMULA_START },
  );
}
