// /settings/purchase-history: Purchase history.
import { PageHeader } from '@bullion/shared';
import { Card, Empty } from 'antd';

export function PurchaseHistoryPage() {
  return (
    <>
      <PageHeader title="Purchase history" subtitle="Invoices and receipts" />
      <Card>
        <Empty description="No purchases yet" />
      </Card>
    </>
  );
}
