// Reads an import file (CSV or JSON) into column names and rows of cells, with errors that tell
// the user what is wrong with the file and how to fix it, in the words of what is imported.
import Papa from 'papaparse';

export type ImportFileFormat = 'csv' | 'json';

/** A problem with one row found while reading the file (not a field value problem). */
export interface RowProblem {
  /** 1-based data row: row 1 is the first row under the header (or the first item of a JSON list). */
  row: number;
  message: string;
}

export interface ParsedImportFile {
  fileName: string;
  format: ImportFileFormat;
  /** The CSV delimiter found; with `;` a comma in a number is the decimal separator. */
  delimiter: ',' | ';' | '\t' | null;
  columns: string[];
  /** One entry per data row: the cells in column order (strings for CSV, JSON values for JSON). */
  rows: unknown[][];
  rowProblems: RowProblem[];
}

/** What a file of one import holds, for its limits and its messages. */
export interface ImportFileRules {
  /** Most rows one import takes. */
  maxRows: number;
  /** What one row is: "product". */
  noun: string;
  /** Default the noun with an s. */
  pluralNoun?: string;
  /** A JSON file may hold its list under this key: `{"products": [...]}`. */
  listKey: string;
  /** Column names quoted when the header row is missing: "Title, Metal, Weight". */
  exampleColumns: string;
}

const plural = (rules: ImportFileRules) => rules.pluralNoun ?? `${rules.noun}s`;

/** The file cannot be imported at all; the message says why and what to do. */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}

/** Well above 10 000 rows of generous data; a bigger file is almost surely not an import. */
export const MAX_IMPORT_FILE_BYTES = 50 * 1024 * 1024;

const count = (value: number) => value.toLocaleString('en-US');

export function importFileFormat(fileName: string): ImportFileFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'json' ? extension : null;
}

/**
 * File bytes as text: UTF-8 (a BOM is dropped), or Windows-1252 when the bytes are not UTF-8,
 * which is what spreadsheet programs on Windows often save as "CSV".
 */
export function decodeImportBytes(bytes: ArrayBuffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export async function readImportFile(file: File, rules: ImportFileRules): Promise<ParsedImportFile> {
  const format = importFileFormat(file.name);
  if (!format) {
    throw new ImportFileError(`"${file.name}" is not a CSV or JSON file. Choose a file ending in .csv or .json (save a spreadsheet as CSV first).`);
  }
  if (file.size === 0) throw new ImportFileError(`"${file.name}" is empty.`);
  if (file.size > MAX_IMPORT_FILE_BYTES) {
    throw new ImportFileError(`"${file.name}" is larger than ${MAX_IMPORT_FILE_BYTES / 1024 / 1024} MB. Split it into smaller files.`);
  }
  let text: string;
  try {
    text = decodeImportBytes(await file.arrayBuffer());
  } catch {
    throw new ImportFileError(`"${file.name}" could not be read. Check that the file is not open in another program and try again.`);
  }
  return format === 'csv' ? parseCsvText(text, file.name, rules) : parseJsonText(text, file.name, rules);
}

function checkNotBinary(text: string, fileName: string) {
  if (text.includes('\u0000')) {
    throw new ImportFileError(`"${fileName}" is not a text file. If it is a spreadsheet, save it as CSV and upload that.`);
  }
}

function checkRowCount(rows: number, fileName: string, rules: ImportFileRules) {
  if (rows === 0) throw new ImportFileError(`"${fileName}" has no ${rules.noun} rows.`);
  if (rows > rules.maxRows) {
    throw new ImportFileError(`"${fileName}" has ${count(rows)} rows; at most ${count(rules.maxRows)} can be imported at once. Split it into smaller files.`);
  }
}

/** Column names are words; a first row of numbers or addresses is data, so the header is missing. */
const LOOKS_LIKE_DATA = /^(?:[-+]?[\d\s.,]*\d[\d\s.,%]*|https?:\/\/.*)$/i;

export function parseCsvText(text: string, fileName: string, rules: ImportFileRules): ParsedImportFile {
  checkNotBinary(text, fileName);
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const result = Papa.parse<string[]>(source, {
    header: false,
    delimiter: '',
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
  });
  const quoteError = result.errors.find((error) => error.type === 'Quotes');
  if (quoteError) {
    const near = quoteError.row != null && quoteError.row > 0 ? ` (data row ${quoteError.row})` : '';
    throw new ImportFileError(`"${fileName}" could not be read as CSV: a quoted value is not closed${near}. Check the quotes in the file.`);
  }
  const [rawHeader, ...body] = result.data;
  if (!rawHeader) throw new ImportFileError(`"${fileName}" is empty.`);
  const header = rawHeader.map((name) => name.trim());

  const dataLike = header.find((name) => name !== '' && LOOKS_LIKE_DATA.test(name));
  if (dataLike !== undefined) {
    throw new ImportFileError(
      `The first row of "${fileName}" must hold the column names (such as ${rules.exampleColumns}), but it holds values such as "${dataLike}". Add a header row: the template shows one.`,
    );
  }
  checkRowCount(body.length, fileName, rules);

  // A column without a name is kept out, unless it holds values: then the header is incomplete.
  const kept: number[] = [];
  header.forEach((name, index) => {
    if (name !== '') {
      kept.push(index);
      return;
    }
    if (body.some((row) => (row[index] ?? '').trim() !== '')) {
      throw new ImportFileError(`Column ${index + 1} of "${fileName}" has values but no name in the header row. Give it a name, or delete it.`);
    }
  });
  const columns = kept.map((index) => header[index] as string);
  checkUniqueColumns(columns, fileName);

  const rowProblems: RowProblem[] = [];
  const rows = body.map((cells, index) => {
    if (cells.length > header.length) {
      rowProblems.push({
        row: index + 1,
        message: `The row has ${cells.length} values but the header has ${header.length} columns; check the delimiters and quotes in this row.`,
      });
    }
    return kept.map((column) => cells[column] ?? '');
  });
  const delimiter = result.meta.delimiter;
  return {
    fileName,
    format: 'csv',
    delimiter: delimiter === ';' || delimiter === '\t' ? delimiter : ',',
    columns,
    rows,
    rowProblems,
  };
}

function checkUniqueColumns(columns: string[], fileName: string) {
  const seen = new Set<string>();
  for (const column of columns) {
    const key = column.toLowerCase();
    if (seen.has(key)) throw new ImportFileError(`The column "${column}" appears twice in "${fileName}". Each column needs its own name.`);
    seen.add(key);
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON list of records, or an object with such a list under the rules' key (what an export gives). */
export function parseJsonText(text: string, fileName: string, rules: ImportFileRules): ParsedImportFile {
  checkNotBinary(text, fileName);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ImportFileError(`"${fileName}" is not valid JSON: ${(error as Error).message}`);
  }
  const listed = isPlainObject(data) ? data[rules.listKey] : undefined;
  const list = Array.isArray(data) ? data : Array.isArray(listed) ? (listed as unknown[]) : null;
  if (!list) throw new ImportFileError(`"${fileName}" must hold a list of ${plural(rules)}, or an object with a "${rules.listKey}" list.`);
  checkRowCount(list.length, fileName, rules);

  const columnSet = new Set<string>();
  list.forEach((item, index) => {
    if (!isPlainObject(item)) {
      throw new ImportFileError(`Item ${index + 1} of "${fileName}" is not an object of ${rules.noun} fields.`);
    }
    for (const key of Object.keys(item)) columnSet.add(key);
  });
  const columns = [...columnSet];
  const rows = (list as Record<string, unknown>[]).map((item) => columns.map((column) => item[column]));
  return { fileName, format: 'json', delimiter: null, columns, rows, rowProblems: [] };
}
