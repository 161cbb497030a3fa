// Step 1: choose a CSV or JSON file; the template and the field list say what it may contain.
import { Alert, Collapse, Flex, Spin, Table, Typography, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { csvHref, templateCsv } from '../csv-downloads';
import { fileRules, pluralNoun, type ImportDefinition } from '../definition';
import type { ImportField, ImportFieldSet } from '../fields';
import { countText } from '../import-text';
import { ImportFileError, readImportFile, type ParsedImportFile } from '../parse-file';
import { StepSection } from './step-section';

export interface UploadStepProps {
  definition: Pick<ImportDefinition<never, never, never>, 'fields' | 'wording' | 'maxRows'>;
  focusOnShow: boolean;
  onLoaded(file: ParsedImportFile): void;
}

function FieldList({ fields }: { fields: ImportFieldSet }) {
  return (
    <Table<ImportField>
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={fields.list as ImportField[]}
      columns={[
        { key: 'label', title: 'Column', dataIndex: 'label', width: 160, render: (label: string) => <Typography.Text strong>{label}</Typography.Text> },
        { key: 'hint', title: 'What to enter', dataIndex: 'hint' },
        {
          key: 'synonyms',
          title: 'Also recognised as',
          render: (_, field) => field.synonyms.map((name) => `"${name}"`).join(', ') || '—',
        },
      ]}
    />
  );
}

export function UploadStep({ definition, focusOnShow, onLoaded }: UploadStepProps) {
  const { fields, wording, maxRows } = definition;
  const [reading, setReading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const templateHref = useMemo(() => csvHref(templateCsv(fields)), [fields]);

  const load = async (file: File) => {
    setError(null);
    setReading(file.name);
    try {
      onLoaded(await readImportFile(file, fileRules(definition)));
    } catch (cause) {
      setError(cause instanceof ImportFileError ? cause.message : `"${file.name}" could not be read: ${(cause as Error).message}`);
    } finally {
      setReading(null);
    }
  };

  return (
    <StepSection title="Upload a file" focusOnShow={focusOnShow}>
      <Typography.Paragraph>
        Choose a CSV or JSON file with up to {countText(maxRows, wording.noun, pluralNoun(wording))}. In a CSV file the first row holds the column
        names and values are separated by commas or semicolons; a JSON file holds a list of {wording.noun} objects (or {`{"${wording.listKey}": [...]}`}).
        {wording.uploadNote ? ` ${wording.uploadNote}` : null}
      </Typography.Paragraph>
      <Typography.Paragraph>
        <a href={templateHref} download={wording.templateFileName}>
          Download the CSV template
        </a>{' '}
        (the header row with every column the import recognises).
      </Typography.Paragraph>
      <Spin spinning={reading !== null} description={reading ? `Reading ${reading}…` : undefined}>
        <Upload.Dragger
          accept=".csv,.json,text/csv,application/json"
          multiple={false}
          showUploadList={false}
          disabled={reading !== null}
          beforeUpload={(file) => {
            void load(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Flex vertical gap={4} style={{ padding: '16px 8px' }}>
            <Typography.Text strong>Click or drag a CSV or JSON file here</Typography.Text>
            <Typography.Text type="secondary">One file at a time; it is read in your browser and nothing is saved until you confirm the import.</Typography.Text>
          </Flex>
        </Upload.Dragger>
      </Spin>
      {error ? <Alert type="error" showIcon title="This file cannot be imported" description={error} style={{ marginTop: 16 }} /> : null}
      <Collapse style={{ marginTop: 16 }} items={[{ key: 'fields', label: 'Which columns can the file have?', children: <FieldList fields={fields} /> }]} />
    </StepSection>
  );
}
