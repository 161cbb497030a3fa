// /settings/billing-and-plans: Billing & plans.
import { PageHeader } from '@bullion/shared';
import { Card, Empty } from 'antd';

export function BillingAndPlansPage() {
  return (
    <>
      <PageHeader title="Billing & plans" subtitle="Your plan and payment method" />
      <Card>
        <Empty description="No billing details yet" />
      </Card>
    </>
  );
}
