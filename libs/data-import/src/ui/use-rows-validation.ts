// Runs the chunked row validation for the current file and mapping, with progress, and stops it
// when they change or the page goes away.
import { useEffect, useState } from 'react';
import type { ImportDefinition } from '../definition';
import type { ColumnMapping } from '../fields';
import type { ParsedImportFile } from '../parse-file';
import { validateRows, type RowsValidation } from '../validate-rows';

export type RowsValidationState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; result: RowsValidation }
  | { status: 'error'; error: Error };

type RowsDefinition = Pick<ImportDefinition<never, never, never>, 'fields' | 'rowConverter' | 'check' | 'uniqueFields'>;

/** Validates while `enabled`; turning it off drops the result, so a new mapping is checked afresh. */
export function useRowsValidation(file: ParsedImportFile | null, mapping: ColumnMapping, definition: RowsDefinition, enabled: boolean): RowsValidationState {
  const [state, setState] = useState<RowsValidationState>({ status: 'idle' });

  useEffect(() => {
    if (!enabled || !file) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'running', done: 0, total: file.rows.length });
    const rules = {
      convert: definition.rowConverter(file, mapping),
      check: definition.check,
      uniqueFields: definition.uniqueFields,
      label: definition.fields.label,
    };
    validateRows(file, rules, {
      signal: controller.signal,
      onProgress: (done, total) => setState({ status: 'running', done, total }),
    }).then(
      (result) => setState({ status: 'done', result }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
  }, [file, mapping, definition, enabled]);

  return state;
}
