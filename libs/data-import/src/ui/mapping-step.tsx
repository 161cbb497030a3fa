// Step 2: which file column goes into which field. Columns are matched by name; the user can change
// any of them or leave a column out.
import { Alert, Button, Flex, Select, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import type { ImportWording } from '../definition';
import { assignField, type ColumnMapping, type ImportFieldSet } from '../fields';
import type { ParsedImportFile } from '../parse-file';
import { StepSection } from './step-section';

const IGNORE = '';
const SAMPLE_COUNT = 3;

export interface MappingStepProps {
  fields: ImportFieldSet;
  wording: Pick<ImportWording, 'noun'>;
  file: ParsedImportFile;
  mapping: ColumnMapping;
  focusOnShow: boolean;
  onChange(mapping: ColumnMapping): void;
  /** Back to the upload step; the loaded file is dropped. */
  onBack(): void;
  onNext(): void;
}

interface ColumnRow {
  index: number;
  name: string;
  samples: string[];
}

function sampleText(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** The first few non-empty values of every column. */
function columnSamples(file: ParsedImportFile): string[][] {
  const samples = file.columns.map(() => [] as string[]);
  for (const row of file.rows) {
    let missing = 0;
    samples.forEach((list, index) => {
      if (list.length >= SAMPLE_COUNT) return;
      const text = sampleText(row[index]);
      if (text) list.push(text);
      if (list.length < SAMPLE_COUNT) missing += 1;
    });
    if (!missing) break;
  }
  return samples;
}

export function MappingStep({ fields, wording, file, mapping, focusOnShow, onChange, onBack, onNext }: MappingStepProps) {
  const automatic = useMemo(() => fields.autoMap(file.columns), [fields, file.columns]);
  const rows = useMemo<ColumnRow[]>(() => {
    const samples = columnSamples(file);
    return file.columns.map((name, index) => ({ index, name, samples: samples[index] ?? [] }));
  }, [file]);
  const missing = fields.missingRequired(mapping);
  const imported = mapping.filter(Boolean).length;

  const options = (columnIndex: number) => [
    { value: IGNORE, label: 'Do not import' },
    ...fields.list.map((field) => {
      const usedBy = mapping.findIndex((current, index) => current === field.key && index !== columnIndex);
      const suffix = usedBy === -1 ? '' : ` (now from "${file.columns[usedBy]}")`;
      return { value: field.key, label: `${field.label}${field.required ? ' (required)' : ''}${suffix}` };
    }),
  ];

  return (
    <StepSection title={`Map columns to ${wording.noun} fields`} focusOnShow={focusOnShow}>
      <Typography.Paragraph>
        {file.fileName} has {file.columns.length} columns and {file.rows.length.toLocaleString('en-US')} rows. Columns were matched to fields by their
        names; change any of them, or choose "Do not import" to leave a column out. A field takes one column: choosing a field that another
        column has moves it here.
      </Typography.Paragraph>
      <Table<ColumnRow>
        size="small"
        rowKey="index"
        pagination={false}
        dataSource={rows}
        columns={[
          {
            key: 'column',
            title: 'Column in the file',
            render: (_, row) => (
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong>{row.name}</Typography.Text>
                {mapping[row.index] && mapping[row.index] === automatic[row.index] ? <Tag color="blue">Auto-matched</Tag> : null}
              </Flex>
            ),
          },
          {
            key: 'samples',
            title: 'Sample values',
            render: (_, row) =>
              row.samples.length ? (
                <Typography.Text type="secondary">{row.samples.join(' · ')}</Typography.Text>
              ) : (
                <Typography.Text type="secondary" italic>
                  empty
                </Typography.Text>
              ),
          },
          {
            key: 'field',
            title: 'Import into',
            width: 300,
            render: (_, row) => (
              <Select<string>
                aria-label={`Field for column "${row.name}"`}
                style={{ width: '100%' }}
                showSearch={{ optionFilterProp: 'label' }}
                value={mapping[row.index] ?? IGNORE}
                options={options(row.index)}
                onChange={(value) => onChange(assignField(mapping, row.index, value === IGNORE ? null : value))}
              />
            ),
          },
        ]}
      />
      {missing.length ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 16 }}
          title={`Choose the column that holds the ${missing.map((field) => field.label.toLowerCase()).join(' and ')}: every ${wording.noun} needs one.`}
        />
      ) : null}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 16 }}>
        <Button onClick={onBack}>Choose another file</Button>
        <Flex align="center" gap={12}>
          <Typography.Text type="secondary">
            {imported} of {file.columns.length} columns will be imported
          </Typography.Text>
          <Button type="primary" disabled={missing.length > 0} onClick={onNext}>
            Check the rows
          </Button>
        </Flex>
      </Flex>
    </StepSection>
  );
}
