// /price-templates/{priceTemplateId}: one price template; free search parameters live in the URL.
import { PageHeader } from '@bullion/shared';
import { Button, Card, Descriptions, Empty, Input } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';

export function PriceTemplatePage() {
  const { priceTemplateId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  return (
    <>
      <PageHeader
        title="Price template"
        subtitle={`Price template ${priceTemplateId}`}
        actions={
          <Link to="/price-templates">
            <Button>Back to price templates</Button>
          </Link>
        }
      />
      <Card title="Details" style={{ marginBottom: 16 }}>
        <Descriptions column={1} items={[{ key: 'id', label: 'Price template id', children: priceTemplateId }]} />
      </Card>
      <Card title="Products">
        <Input.Search
          aria-label="Search products in this template"
          placeholder="Search products in this template"
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
        <Empty description={q ? `No products found for "${q}"` : 'No products priced by this template yet'} />
      </Card>
    </>
  );
}
