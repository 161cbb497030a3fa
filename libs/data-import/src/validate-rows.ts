// Converts and validates every row of an import file with the import's schema, in chunks that give
// the browser time to paint between them, so a 10 000-row file keeps the page responsive and shows
// progress.
import type { z } from 'zod';
import type { ParsedImportFile } from './parse-file';
import type { ConvertedRow, FieldError } from './readers';

export interface RowErrors {
  /** 1-based data row of the file. */
  row: number;
  errors: FieldError[];
}

export interface ValidRow {
  /** 1-based data row of the file. */
  row: number;
  /** What is sent to the API: the schema's output (plus what the import adds, such as an id). */
  value: Record<string, unknown>;
}

export interface RowsValidation {
  total: number;
  valid: ValidRow[];
  invalid: RowErrors[];
}

/** The outcome of checking one converted row. */
export type RowCheck = { value: Record<string, unknown> } | { errors: FieldError[] };

export interface RowRules {
  /** The cells of one row (of the file and mapping validated) → the input the schema checks. */
  convert(cells: readonly unknown[]): ConvertedRow;
  check(input: Record<string, unknown>): RowCheck;
  /** Fields no two rows may share (one import cannot write the same record twice). */
  uniqueFields?: readonly string[];
  /** A field's name as people read it, for the messages about repeated values. */
  label(field: string): string;
}

export const VALIDATION_CHUNK_SIZE = 500;

/** A zod issue as a row error: the field it concerns (`row` for the whole row) and its message. */
export function issueToError(issue: z.core.$ZodIssue): FieldError {
  const [field, ...rest] = issue.path;
  if (field === undefined) return { field: 'row', message: issue.message };
  // A list item or a map entry: say which one.
  const item = typeof rest[0] === 'number' ? `Item ${rest[0] + 1}: ` : typeof rest[0] === 'string' ? `${rest[0]}: ` : '';
  return { field: String(field), message: `${item}${issue.message}` };
}

/** Checks an input with a schema: its output, or every problem by field. */
export function checkWithSchema(schema: z.ZodType, input: Record<string, unknown>): RowCheck {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { errors: parsed.error.issues.map(issueToError) };
  return { value: { ...(parsed.data as Record<string, unknown>) } };
}

/** Lets the browser handle input and paint before the next chunk. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface ValidateRowsOptions {
  chunkSize?: number;
  /** Rows checked so far and the total, after each chunk. */
  onProgress?: (done: number, total: number) => void;
  /** Stops between chunks (the user went back or left): the promise rejects with an AbortError. */
  signal?: AbortSignal;
}

/**
 * Converts and validates every row. Problems found while reading the file and repeated values of
 * unique fields are row errors too; a value the conversion rejected is reported once, with the
 * conversion's message.
 */
export async function validateRows(
  file: Pick<ParsedImportFile, 'rows' | 'rowProblems'>,
  rules: RowRules,
  { chunkSize = VALIDATION_CHUNK_SIZE, onProgress, signal }: ValidateRowsOptions = {},
): Promise<RowsValidation> {
  const total = file.rows.length;
  const valid: ValidRow[] = [];
  const invalid: RowErrors[] = [];
  const readProblems = new Map<number, string>();
  for (const problem of file.rowProblems) readProblems.set(problem.row, problem.message);
  const firstRowOf = new Map((rules.uniqueFields ?? []).map((field) => [field, new Map<unknown, number>()]));

  for (let start = 0; start < total; start += chunkSize) {
    signal?.throwIfAborted();
    const end = Math.min(start + chunkSize, total);
    for (let index = start; index < end; index++) {
      const row = index + 1;
      const { input, errors } = rules.convert(file.rows[index] ?? []);
      const problem = readProblems.get(row);
      if (problem) errors.unshift({ field: 'row', message: problem });
      const checked = rules.check(input);
      if ('errors' in checked) {
        const converted = new Set(errors.map((error) => error.field));
        errors.push(...checked.errors.filter((error) => !converted.has(error.field)));
      } else if (!errors.length) {
        for (const [field, seen] of firstRowOf) {
          const value = checked.value[field];
          if (value === undefined || value === null) continue;
          const first = seen.get(value);
          if (first === undefined) seen.set(value, row);
          else errors.push({ field, message: `Row ${first} has the same ${rules.label(field).toLowerCase()} "${String(value)}".` });
        }
      }
      if (errors.length) invalid.push({ row, errors });
      else if (!('errors' in checked)) valid.push({ row, value: checked.value });
    }
    onProgress?.(end, total);
    if (end < total) await yieldToBrowser();
  }
  return { total, valid, invalid };
}
