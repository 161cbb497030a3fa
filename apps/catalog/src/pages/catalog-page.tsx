import { PageHeader } from '@bullion/shared';
import { Button, Card, Empty, Input } from 'antd';
import { Link, useSearchParams } from 'react-router';

/** /catalog: free search parameters live in the URL so a link reproduces the view. */
export function CatalogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  return (
    <>
      <PageHeader
        title="Catalog"
        subtitle="Bullion and coin products"
        actions={
          <Link to="/products/import">
            <Button>Import products</Button>
          </Link>
        }
      />
      <Card>
        <Input.Search
          aria-label="Search products"
          placeholder="Search products"
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
        <Empty description={q ? `No products found for "${q}"` : 'No products in the catalog yet'} />
      </Card>
    </>
  );
}
