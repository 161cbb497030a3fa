// Validates every row of an import file with the product schema, in chunks that give the browser
// time to paint between them, so a 10 000-row file keeps the page responsive and shows progress.
import { productInputSchema, type ProductImportRowError } from '@bullion/api-client';
import type { z } from 'zod';
import { convertRow, type FieldError, type RowConversion } from './convert-row';
import type { ParsedImportFile } from './parse-file';

export type RowErrors = ProductImportRowError;

export interface ValidRow {
  /** 1-based data row of the file. */
  row: number;
  /** What is sent to the API: the schema's output (trimmed, purity as a fraction) plus any `id`. */
  product: Record<string, unknown>;
}

export interface RowsValidation {
  total: number;
  valid: ValidRow[];
  invalid: RowErrors[];
}

export const VALIDATION_CHUNK_SIZE = 500;

function issueToError(issue: z.core.$ZodIssue): FieldError {
  const [field, ...rest] = issue.path;
  if (field === undefined) return { field: 'row', message: issue.message };
  // A list item or metadata entry: say which one.
  const item = typeof rest[0] === 'number' ? `Item ${rest[0] + 1}: ` : typeof rest[0] === 'string' ? `${rest[0]}: ` : '';
  return { field: String(field), message: `${item}${issue.message}` };
}

/** Checks one converted row; the `id` column is not a product field, so it is checked here. */
export function validateProductInput(input: Record<string, unknown>): { product: Record<string, unknown> } | { errors: FieldError[] } {
  const { id, ...fields } = input;
  const errors: FieldError[] = [];
  if (id !== undefined && (typeof id !== 'string' || id.length > 100)) {
    errors.push({ field: 'id', message: 'Product id must be the text id of a product, at most 100 characters.' });
  }
  const parsed = productInputSchema.safeParse(fields);
  if (!parsed.success) errors.push(...parsed.error.issues.map(issueToError));
  if (errors.length) return { errors };
  const product: Record<string, unknown> = { ...(parsed.data as Record<string, unknown>) };
  if (id !== undefined) product['id'] = id;
  return { product };
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
 * Converts and validates every row. Problems found while reading the file and repeated ids or
 * slugs (one import cannot write the same product twice) are row errors too.
 */
export async function validateRows(
  file: Pick<ParsedImportFile, 'rows' | 'rowProblems'>,
  conversion: RowConversion,
  { chunkSize = VALIDATION_CHUNK_SIZE, onProgress, signal }: ValidateRowsOptions = {},
): Promise<RowsValidation> {
  const total = file.rows.length;
  const valid: ValidRow[] = [];
  const invalid: RowErrors[] = [];
  const readProblems = new Map<number, string>();
  for (const problem of file.rowProblems) readProblems.set(problem.row, problem.message);
  const firstRowOf = { id: new Map<unknown, number>(), slug: new Map<unknown, number>() };

  for (let start = 0; start < total; start += chunkSize) {
    signal?.throwIfAborted();
    const end = Math.min(start + chunkSize, total);
    for (let index = start; index < end; index++) {
      const row = index + 1;
      const { input, errors } = convertRow(file.rows[index] ?? [], conversion);
      const problem = readProblems.get(row);
      if (problem) errors.unshift({ field: 'row', message: problem });
      const checked = validateProductInput(input);
      if ('errors' in checked) {
        const converted = new Set(errors.map((error) => error.field));
        // A value the conversion rejected is reported once, with the conversion's message.
        errors.push(...checked.errors.filter((error) => !converted.has(error.field)));
      } else if (!errors.length) {
        for (const key of ['id', 'slug'] as const) {
          const value = checked.product[key];
          if (value === undefined || value === null) continue;
          const first = firstRowOf[key].get(value);
          if (first === undefined) firstRowOf[key].set(value, row);
          else errors.push({ field: key, message: `Row ${first} has the same ${key === 'id' ? 'product id' : 'slug'} "${String(value)}".` });
        }
      }
      if (errors.length) invalid.push({ row, errors });
      else if (!('errors' in checked)) valid.push({ row, product: checked.product });
    }
    onProgress?.(end, total);
    if (end < total) await yieldToBrowser();
  }
  return { total, valid, invalid };
}
