// The outcome of an import as the user sees it: the server's counts plus the rows that were left
// out before sending, with every row error numbered as in the file.
import type { RowErrors } from './validate-rows';

/** What the server answered for an import (or its dry run), in the engine's terms. */
export interface ImportOutcome {
  added: number;
  updated: number;
  skipped: number;
  /** Rows the server refused. */
  failed: number;
  /** Numbered by their place in the request (1-based). */
  errors: RowErrors[];
}

/** Row errors given one message at a time (`field` null for the whole row), grouped by row. */
export function groupRowErrors(errors: readonly { row: number; field: string | null; message: string }[]): RowErrors[] {
  return mergeRowErrors(errors.map(({ row, field, message }) => ({ row, errors: [{ field: field ?? 'row', message }] })));
}

/**
 * The server numbers rows by their place in the request (1-based); `sentRows[i]` is the file row
 * of the i-th row sent.
 */
export function toFileRowErrors(errors: readonly RowErrors[], sentRows: readonly number[]): RowErrors[] {
  return errors.map((error) => ({ row: sentRows[error.row - 1] ?? error.row, errors: error.errors }));
}

/** One entry per row, sorted by row, with the errors of every list for that row. */
export function mergeRowErrors(...lists: readonly (readonly RowErrors[])[]): RowErrors[] {
  const byRow = new Map<number, RowErrors['errors']>();
  for (const list of lists) {
    for (const { row, errors } of list) byRow.set(row, [...(byRow.get(row) ?? []), ...errors]);
  }
  return [...byRow.entries()].sort(([a], [b]) => a - b).map(([row, errors]) => ({ row, errors }));
}

export interface ImportSummary {
  added: number;
  updated: number;
  skipped: number;
  /** Rows the server refused plus rows left out because of errors found before sending. */
  failed: number;
  errors: RowErrors[];
}

export function summarizeImport(
  result: ImportOutcome,
  { sentRows, leftOut }: { sentRows: readonly number[]; leftOut: readonly RowErrors[] },
): ImportSummary {
  return {
    added: result.added,
    updated: result.updated,
    skipped: result.skipped,
    failed: result.failed + leftOut.length,
    errors: mergeRowErrors(leftOut, toFileRowErrors(result.errors, sentRows)),
  };
}

export interface CommonProblem {
  field: string;
  message: string;
  rows: number;
}

/** The most frequent problems, so a file with thousands of bad rows shows what to fix first. */
export function commonProblems(invalid: readonly RowErrors[], limit = 5): CommonProblem[] {
  const counts = new Map<string, CommonProblem>();
  for (const { errors } of invalid) {
    for (const { field, message } of errors) {
      const key = `${field}\u0000${message}`;
      const entry = counts.get(key) ?? { field, message, rows: 0 };
      entry.rows += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.rows - a.rows).slice(0, limit);
}
