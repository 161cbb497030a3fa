// /inventory: the inventory list; free search parameters live in the URL so a link reproduces the view.
import { PageHeader } from '@bullion/shared';
import { Card, Empty, Input } from 'antd';
import { useSearchParams } from 'react-router';

export function InventoryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  return (
    <>
      <PageHeader title="Inventory" subtitle="Items held in stock" />
      <Card>
        <Input.Search
          aria-label="Search inventory"
          placeholder="Search inventory"
          defaultValue={q}
          allowClear
          onSearch={(value) => {
            const next = new URLSearchParams(searchParams);
            if (value.trim()) next.set('q', value.trim());
            else next.delete('q');
            setSearchParams(next);
          }}
          style={{ maxWidth: 420, marginBottom: 16 }}
        />
        <Empty description={q ? `No inventory items found for "${q}"` : 'No inventory items yet'} />
      </Card>
    </>
  );
}
