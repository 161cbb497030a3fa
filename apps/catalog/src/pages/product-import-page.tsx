import { PageHeader } from '@bullion/shared';
import { Card, Steps } from 'antd';

/** /products/import: upload → map columns → validate → import. */
export function ProductImportPage() {
  return (
    <>
      <PageHeader title="Import products" subtitle="CSV or JSON" />
      <Card>
        <Steps
          current={0}
          items={[{ title: 'Upload' }, { title: 'Map columns' }, { title: 'Validate' }, { title: 'Import' }]}
        />
      </Card>
    </>
  );
}
