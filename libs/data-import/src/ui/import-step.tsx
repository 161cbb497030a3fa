// Step 4: confirm what will be written, send it in one request (one transaction on the server),
// then show what happened: added (updated, skipped) and failed, with every row error.
import { Alert, Button, Descriptions, Flex, Result, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { pluralNoun, type ImportWording } from '../definition';
import type { ImportSummary } from '../import-summary';
import { asSentence, countText, failedRowsText } from '../import-text';
import type { ParsedImportFile } from '../parse-file';
import { rowNumbersNote } from './review-step';
import { RowErrorsTable } from './row-errors-table';
import { StepSection } from './step-section';

export interface ConfirmImportProps {
  wording: ImportWording;
  file: ParsedImportFile;
  importableCount: number;
  leftOutCount: number;
  /** The import's options, as lines of the summary. */
  optionLines: readonly { key: string; label: string; children: ReactNode }[];
  importing: boolean;
  error: Error | null;
  focusOnShow: boolean;
  onBack(): void;
  onImport(): void;
}

export function ConfirmImport({ wording, file, importableCount, leftOutCount, optionLines, importing, error, focusOnShow, onBack, onImport }: ConfirmImportProps) {
  const records = (count: number) => countText(count, wording.noun, pluralNoun(wording));
  return (
    <StepSection title="Confirm the import" focusOnShow={focusOnShow}>
      <Descriptions
        column={1}
        size="small"
        bordered
        style={{ maxWidth: 640 }}
        items={[
          { key: 'file', label: 'File', children: file.fileName },
          { key: 'rows', label: 'Rows to import', children: importableCount.toLocaleString('en-US') },
          { key: 'left-out', label: 'Rows left out (errors)', children: leftOutCount.toLocaleString('en-US') },
          ...optionLines,
        ]}
      />
      <Typography.Paragraph style={{ marginTop: 16 }}>
        The rows are imported in one transaction: if the import fails, nothing is written and you can try again.
      </Typography.Paragraph>
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title="The import failed. Nothing was imported."
          description={`${asSentence(error.message)} No ${wording.noun} was added or changed, because the import runs in one transaction. You can try again.`}
        />
      ) : null}
      {importing ? <Typography.Paragraph role="status">Importing {records(importableCount)}… Keep this page open until it is done.</Typography.Paragraph> : null}
      <Flex justify="space-between" wrap gap={8}>
        <Button onClick={onBack} disabled={importing}>
          Back
        </Button>
        <Button type="primary" loading={importing} onClick={onImport}>
          {error ? 'Try again' : `Import ${records(importableCount)}`}
        </Button>
      </Flex>
    </StepSection>
  );
}

export interface ImportSummaryViewProps {
  wording: ImportWording;
  reportsUpdates: boolean;
  fieldLabel(field: string): string;
  file: ParsedImportFile;
  summary: ImportSummary;
  focusOnShow: boolean;
  onImportAnother(): void;
  onDone(): void;
}

export function ImportSummaryView({ wording, reportsUpdates, fieldLabel, file, summary, focusOnShow, onImportAnother, onDone }: ImportSummaryViewProps) {
  const written = summary.added + summary.updated;
  return (
    <StepSection title="Import finished" focusOnShow={focusOnShow}>
      <Result
        status={summary.failed ? 'warning' : 'success'}
        title={written ? `${countText(written, wording.noun, pluralNoun(wording))} imported from ${file.fileName}` : `No ${wording.noun} was written from ${file.fileName}`}
        subTitle={summary.failed ? failedRowsText(summary.failed) : undefined}
        style={{ paddingBlock: 16 }}
      />
      <Flex gap={48} wrap justify="center" style={{ marginBottom: 24 }}>
        <Statistic title="Added" value={summary.added} />
        {reportsUpdates ? <Statistic title="Updated" value={summary.updated} /> : null}
        {reportsUpdates ? <Statistic title="Skipped" value={summary.skipped} /> : null}
        <Statistic title="Failed" value={summary.failed} />
      </Flex>
      {summary.errors.length ? (
        <>
          <Typography.Paragraph type="secondary">{rowNumbersNote(file, wording)}</Typography.Paragraph>
          <RowErrorsTable rows={summary.errors} label="Rows not imported" fieldLabel={fieldLabel} downloadName={`${file.fileName.replace(/\.[^.]+$/, '')}-not-imported.csv`} />
        </>
      ) : null}
      <Flex gap={8} justify="flex-end" style={{ marginTop: 24 }}>
        <Button onClick={onImportAnother}>Import another file</Button>
        <Button type="primary" onClick={onDone}>
          {wording.doneLabel}
        </Button>
      </Flex>
    </StepSection>
  );
}
