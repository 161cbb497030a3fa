// Step 3: every row checked with the import's schema (and then by the server's dry run), the rows
// with errors listed with their problems, and the import's own options (if any).
import { Alert, Button, Flex, Progress, Spin, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { pluralNoun, type ImportWording } from '../definition';
import { commonProblems, type ImportOutcome } from '../import-summary';
import { asSentence, countText } from '../import-text';
import type { ParsedImportFile } from '../parse-file';
import type { RowErrors } from '../validate-rows';
import { RowErrorsTable } from './row-errors-table';
import { StepSection } from './step-section';
import type { RowsValidationState } from './use-rows-validation';

export type ServerCheckState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; result: ImportOutcome }
  | { status: 'error'; error: Error };

export interface ReviewStepProps {
  wording: ImportWording;
  reportsUpdates: boolean;
  fieldLabel(field: string): string;
  file: ParsedImportFile;
  validation: RowsValidationState;
  serverCheck: ServerCheckState;
  /** Rows that will be sent, and rows left out with their errors (the schema's and the server's). */
  importableCount: number;
  leftOut: readonly RowErrors[];
  /** The import's options control, if it has one. */
  options?: ReactNode;
  focusOnShow: boolean;
  onBack(): void;
  onNext(): void;
}

export function rowNumbersNote(file: ParsedImportFile, wording: ImportWording): string {
  return file.format === 'csv'
    ? 'Row numbers count the data rows of the file: row 1 is the first row under the header, and empty lines are not counted.'
    : `Row numbers count the ${pluralNoun(wording)} of the file: row 1 is the first ${wording.noun} in the list.`;
}

function ServerCheck({ state, wording, reportsUpdates }: { state: ServerCheckState; wording: ImportWording; reportsUpdates: boolean }) {
  switch (state.status) {
    case 'pending':
      return (
        <Flex gap={8} align="center" role="status">
          <Spin size="small" />
          <Typography.Text>Checking the rows with the server…</Typography.Text>
        </Flex>
      );
    case 'error':
      return (
        <Alert
          type="warning"
          showIcon
          title="The server check could not run"
          description={`${asSentence(state.error.message)} You can still import: the server checks every row again when you do.`}
        />
      );
    case 'success': {
      const { added, updated, skipped } = state.result;
      const wouldAdd = `Server check: ${countText(added, wording.noun, pluralNoun(wording))} would be added`;
      return (
        <Typography.Paragraph role="status">
          {reportsUpdates ? `${wouldAdd}, ${updated.toLocaleString('en-US')} updated and ${skipped.toLocaleString('en-US')} skipped.` : `${wouldAdd}.`}
        </Typography.Paragraph>
      );
    }
    default:
      return null;
  }
}

export function ReviewStep(props: ReviewStepProps) {
  const { wording, reportsUpdates, fieldLabel, file, validation, serverCheck, importableCount, leftOut, options, focusOnShow, onBack, onNext } = props;

  if (validation.status === 'error') {
    return (
      <StepSection title="Review the rows" focusOnShow={focusOnShow}>
        <Alert type="error" showIcon title="The rows could not be checked" description={validation.error.message} />
        <Button onClick={onBack} style={{ marginTop: 16 }}>
          Back
        </Button>
      </StepSection>
    );
  }
  if (validation.status !== 'done') {
    const done = validation.status === 'running' ? validation.done : 0;
    const total = validation.status === 'running' ? validation.total : file.rows.length;
    return (
      <StepSection title="Review the rows" focusOnShow={focusOnShow}>
        <div role="status" aria-live="polite">
          <Typography.Paragraph>
            Checking row {done.toLocaleString('en-US')} of {total.toLocaleString('en-US')}…
          </Typography.Paragraph>
        </div>
        <Progress percent={total ? Math.floor((done / total) * 100) : 0} aria-label="Rows checked" />
      </StepSection>
    );
  }

  const { total } = validation.result;
  const problems = commonProblems(leftOut);
  return (
    <StepSection title="Review the rows" focusOnShow={focusOnShow}>
      <Flex gap={48} wrap style={{ marginBottom: 16 }}>
        <Statistic title="Rows in the file" value={total} />
        <Statistic title="Ready to import" value={importableCount} />
        <Statistic title="With errors" value={leftOut.length} />
      </Flex>
      <Flex vertical gap={12}>
        <ServerCheck state={serverCheck} wording={wording} reportsUpdates={reportsUpdates} />
        {leftOut.length === 0 ? (
          <Alert type="success" showIcon title={`Every row is valid: ${countText(total, wording.noun, pluralNoun(wording))} can be imported.`} />
        ) : (
          <Alert
            type={importableCount ? 'warning' : 'error'}
            showIcon
            title={
              importableCount
                ? `${countText(leftOut.length, 'row')} with errors will be left out. Fix them in the file and import it again, or import the ${countText(importableCount, 'valid row')} now.`
                : 'No row can be imported. Fix the rows in the file, or go back and change the column mapping.'
            }
          />
        )}
        {problems.length ? (
          <div>
            <Typography.Text strong>Most frequent problems</Typography.Text>
            <ul style={{ marginTop: 4 }}>
              {problems.map((problem) => (
                <li key={`${problem.field}:${problem.message}`}>
                  {fieldLabel(problem.field)}: {problem.message} ({countText(problem.rows, 'row')})
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {leftOut.length ? (
          <>
            <Typography.Text type="secondary">{rowNumbersNote(file, wording)}</Typography.Text>
            <RowErrorsTable rows={leftOut} label="Rows with errors" fieldLabel={fieldLabel} downloadName={`${file.fileName.replace(/\.[^.]+$/, '')}-errors.csv`} />
          </>
        ) : null}
        {options}
      </Flex>
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 24 }}>
        <Button onClick={onBack}>Back</Button>
        <Button type="primary" disabled={importableCount === 0 || serverCheck.status === 'pending'} onClick={onNext}>
          Continue
        </Button>
      </Flex>
    </StepSection>
  );
}
