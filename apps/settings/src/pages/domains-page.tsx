// /settings/domains: Domains.
import { PageHeader } from '@bullion/shared';
import { Card, Empty } from 'antd';

export function DomainsPage() {
  return (
    <>
      <PageHeader title="Domains" subtitle="Custom domains for your storefront" />
      <Card>
        <Empty description="No domains yet" />
      </Card>
    </>
  );
}
