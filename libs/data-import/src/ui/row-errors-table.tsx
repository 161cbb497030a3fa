// The rows that cannot be imported, with every problem by field: paginated, so 10 000 rows stay
// light, and downloadable as CSV to fix the file.
import { downloadCsv } from '@bullion/shared';
import { Button, Flex, Table, Typography } from 'antd';
import { rowErrorsCsv } from '../csv-downloads';
import { countText } from '../import-text';
import type { RowErrors } from '../validate-rows';

export interface RowErrorsTableProps {
  rows: readonly RowErrors[];
  /** Name of the downloaded file, e.g. "products-errors.csv". */
  downloadName: string;
  label: string;
  /** A field's name as people read it. */
  fieldLabel(field: string): string;
}

export function RowErrorsTable({ rows, downloadName, label, fieldLabel }: RowErrorsTableProps) {
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Text strong>
          {label}: {countText(rows.length, 'row')}
        </Typography.Text>
        <Button onClick={() => downloadCsv(downloadName, rowErrorsCsv(rows, fieldLabel))}>Download the errors (CSV)</Button>
      </Flex>
      <Table<RowErrors>
        aria-label={label}
        size="small"
        rowKey="row"
        dataSource={rows as RowErrors[]}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true, showTotal: (total) => countText(total, 'row') }}
        columns={[
          { key: 'row', title: 'Row', dataIndex: 'row', width: 90 },
          {
            key: 'errors',
            title: 'Problems',
            render: (_, { errors }) => (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {errors.map((error, index) => (
                  <li key={index}>
                    <Typography.Text strong>{fieldLabel(error.field)}</Typography.Text>: {error.message}
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
    </>
  );
}
