// Step 4: confirm what will be written, send it in one request (one transaction on the server),
// then show what happened: added, updated, skipped and failed, with every row error.
import { Alert, Button, Descriptions, Flex, Result, Statistic, Typography } from 'antd';
import { asSentence, countText } from './import-text';
import type { ImportSummary } from './import-summary';
import type { ParsedImportFile } from './parse-file';
import { rowNumbersNote, type OnExisting } from './review-step';
import { RowErrorsTable } from './row-errors-table';
import { StepSection } from './step-section';

export interface ConfirmImportProps {
  file: ParsedImportFile;
  importableCount: number;
  leftOutCount: number;
  onExisting: OnExisting;
  importing: boolean;
  error: Error | null;
  focusOnShow: boolean;
  onBack(): void;
  onImport(): void;
}

export function ConfirmImport({ file, importableCount, leftOutCount, onExisting, importing, error, focusOnShow, onBack, onImport }: ConfirmImportProps) {
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
          {
            key: 'existing',
            label: 'Rows matching existing products',
            children: onExisting === 'update' ? 'Update the product' : 'Skip the row',
          },
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
          description={`${asSentence(error.message)} No product was added or changed, because the import runs in one transaction. You can try again.`}
        />
      ) : null}
      {importing ? (
        <Typography.Paragraph role="status">
          Importing {countText(importableCount, 'product')}… Keep this page open until it is done.
        </Typography.Paragraph>
      ) : null}
      <Flex justify="space-between" wrap gap={8}>
        <Button onClick={onBack} disabled={importing}>
          Back
        </Button>
        <Button type="primary" loading={importing} onClick={onImport}>
          {error ? 'Try again' : `Import ${countText(importableCount, 'product')}`}
        </Button>
      </Flex>
    </StepSection>
  );
}

export interface ImportSummaryViewProps {
  file: ParsedImportFile;
  summary: ImportSummary;
  focusOnShow: boolean;
  onImportAnother(): void;
  onGoToCatalog(): void;
}

export function ImportSummaryView({ file, summary, focusOnShow, onImportAnother, onGoToCatalog }: ImportSummaryViewProps) {
  const written = summary.added + summary.updated;
  return (
    <StepSection title="Import finished" focusOnShow={focusOnShow}>
      <Result
        status={summary.failed ? 'warning' : 'success'}
        title={written ? `${countText(written, 'product')} imported from ${file.fileName}` : `No product was written from ${file.fileName}`}
        subTitle={summary.failed ? `${countText(summary.failed, 'row')} could not be imported; they are listed below.` : undefined}
        style={{ paddingBlock: 16 }}
      />
      <Flex gap={48} wrap justify="center" style={{ marginBottom: 24 }}>
        <Statistic title="Added" value={summary.added} />
        <Statistic title="Updated" value={summary.updated} />
        <Statistic title="Skipped" value={summary.skipped} />
        <Statistic title="Failed" value={summary.failed} />
      </Flex>
      {summary.errors.length ? (
        <>
          <Typography.Paragraph type="secondary">{rowNumbersNote(file)}</Typography.Paragraph>
          <RowErrorsTable rows={summary.errors} label="Rows not imported" downloadName={`${file.fileName.replace(/\.[^.]+$/, '')}-not-imported.csv`} />
        </>
      ) : null}
      <Flex gap={8} justify="flex-end" style={{ marginTop: 24 }}>
        <Button onClick={onImportAnother}>Import another file</Button>
        <Button type="primary" onClick={onGoToCatalog}>
          Go to catalog
        </Button>
      </Flex>
    </StepSection>
  );
}
