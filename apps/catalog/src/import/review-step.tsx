// Step 3: every row checked with the product schema (and then by the server), the rows with errors
// listed with their problems, and the choice of what to do with rows that match existing products.
import type { ProductImportResult } from '@bullion/api-client';
import { Alert, Button, Flex, Progress, Radio, Spin, Statistic, Typography } from 'antd';
import { useId } from 'react';
import { asSentence, countText } from './import-text';
import { fieldLabel } from './import-fields';
import { commonProblems } from './import-summary';
import type { ParsedImportFile } from './parse-file';
import { RowErrorsTable } from './row-errors-table';
import { StepSection } from './step-section';
import type { RowsValidationState } from './use-rows-validation';
import type { RowErrors } from './validate-rows';

export type OnExisting = 'update' | 'skip';

export type ServerCheckState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; result: ProductImportResult }
  | { status: 'error'; error: Error };

export interface ReviewStepProps {
  file: ParsedImportFile;
  validation: RowsValidationState;
  serverCheck: ServerCheckState;
  /** Rows that will be sent, and rows left out with their errors (the schema's and the server's). */
  importableCount: number;
  leftOut: readonly RowErrors[];
  onExisting: OnExisting;
  focusOnShow: boolean;
  onExistingChange(value: OnExisting): void;
  onBack(): void;
  onNext(): void;
}

export function rowNumbersNote(file: ParsedImportFile): string {
  return file.format === 'csv'
    ? 'Row numbers count the data rows of the file: row 1 is the first row under the header, and empty lines are not counted.'
    : 'Row numbers count the products of the file: row 1 is the first product in the list.';
}

function ServerCheck({ state }: { state: ServerCheckState }) {
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
      return (
        <Typography.Paragraph role="status">
          Server check: {countText(added, 'product')} would be added, {updated.toLocaleString('en-US')} updated and {skipped.toLocaleString('en-US')}{' '}
          skipped.
        </Typography.Paragraph>
      );
    }
    default:
      return null;
  }
}

export function ReviewStep(props: ReviewStepProps) {
  const { file, validation, serverCheck, importableCount, leftOut, onExisting, focusOnShow, onExistingChange, onBack, onNext } = props;
  const onExistingLabel = useId();

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
        <ServerCheck state={serverCheck} />
        {leftOut.length === 0 ? (
          <Alert type="success" showIcon title={`Every row is valid: ${countText(total, 'product')} can be imported.`} />
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
            <Typography.Text type="secondary">{rowNumbersNote(file)}</Typography.Text>
            <RowErrorsTable rows={leftOut} label="Rows with errors" downloadName={`${file.fileName.replace(/\.[^.]+$/, '')}-errors.csv`} />
          </>
        ) : null}
        <div>
          <Typography.Text strong id={onExistingLabel}>
            When a row matches an existing product of your group (same product id or slug)
          </Typography.Text>
          <div style={{ marginTop: 8 }}>
            <Radio.Group
              aria-labelledby={onExistingLabel}
              value={onExisting}
              onChange={(event) => onExistingChange(event.target.value as OnExisting)}
              options={[
                { value: 'update', label: 'Update the product' },
                { value: 'skip', label: 'Skip the row' },
              ]}
            />
          </div>
        </div>
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
