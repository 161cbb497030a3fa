import { PageHeader } from '@bullion/shared';
import { Button, Card, Descriptions } from 'antd';
import { Link, useParams } from 'react-router';

/** /products/{productId}: the full product page. */
export function ProductPage() {
  const { productId = '' } = useParams();
  return (
    <>
      <PageHeader
        title="Product name"
        subtitle={`Product ${productId}`}
        actions={
          <Link to="/catalog">
            <Button>Back to catalog</Button>
          </Link>
        }
      />
      <Card title="Details">
        <Descriptions column={1} items={[{ key: 'id', label: 'Product id', children: productId }]} />
      </Card>
    </>
  );
}
