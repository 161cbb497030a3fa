// /price-templates: the list of price templates.
import { PageHeader } from '@bullion/shared';
import { Card, Empty } from 'antd';

export function PriceTemplatesPage() {
  return (
    <>
      <PageHeader title="Price templates" subtitle="Premiums and spreads over spot" />
      <Card>
        <Empty description="No price templates yet" />
      </Card>
    </>
  );
}
