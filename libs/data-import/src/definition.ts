// What one kind of import (catalog products, inventory items…) tells the engine: its fields and
// words, how a row's cells become the schema's input and how that input is checked, the options the
// user may choose, and how the server is asked (one call, mode 'validate' for the dry run and
// 'commit' for the import, which the server writes in one transaction).
import type { ReactNode } from 'react';
import type { ColumnMapping, ImportFieldSet } from './fields';
import type { ImportOutcome } from './import-summary';
import type { ImportFileRules, ParsedImportFile } from './parse-file';
import type { ConvertedRow } from './readers';
import type { RowCheck } from './validate-rows';

export type ImportMode = 'validate' | 'commit';

export interface ImportWording extends Omit<ImportFileRules, 'maxRows'> {
  /** Name of the downloadable CSV template, e.g. "product-import-template.csv". */
  templateFileName: string;
  /** Said after how to write the file, e.g. which rows update existing records. */
  uploadNote?: string;
  /** The button that leaves once the import is done, e.g. "Go to catalog". */
  doneLabel: string;
}

/** Choices the user makes for the whole import on the review step (e.g. what to do with existing products). */
export interface ImportOptionsControl<O> {
  initial: O;
  /** The control on the review step; a change runs the server's dry run again. */
  render(value: O, onChange: (value: O) => void): ReactNode;
  /** The choice as lines of the confirm step. */
  describe(value: O): { key: string; label: string; children: ReactNode }[];
}

export interface ImportDefinition<O = undefined, Body = unknown, Result = unknown> {
  fields: ImportFieldSet;
  wording: ImportWording;
  /** Most rows one import takes (the API's limit). */
  maxRows: number;
  /** Whether the server can update or skip existing records: the counts show Updated and Skipped. */
  reportsUpdates: boolean;
  /** The converter of one file's rows, for a mapping (e.g. a unit named in a column's header applies to its cells). */
  rowConverter(file: ParsedImportFile, mapping: ColumnMapping): (cells: readonly unknown[]) => ConvertedRow;
  /** The schema check of a converted row: what is sent, or every problem by field. */
  check(input: Record<string, unknown>): RowCheck;
  /** Fields no two rows may share. */
  uniqueFields?: readonly string[];
  options?: ImportOptionsControl<O>;
  /** The body of the import call. */
  request(rows: Record<string, unknown>[], mode: ImportMode, options: O): Body;
  /**
   * The import call, refreshing what a commit changed (e.g. the slice's mutation options run with
   * runMutation); rejects when the import failed, and then nothing was written.
   */
  send(body: Body): Promise<Result>;
  outcome(result: Result): ImportOutcome;
}

export const fileRules = (definition: Pick<ImportDefinition<never, never, never>, 'wording' | 'maxRows'>): ImportFileRules => ({
  maxRows: definition.maxRows,
  noun: definition.wording.noun,
  pluralNoun: definition.wording.pluralNoun,
  listKey: definition.wording.listKey,
  exampleColumns: definition.wording.exampleColumns,
});

export const pluralNoun = (wording: ImportWording) => wording.pluralNoun ?? `${wording.noun}s`;
