// /collections/{collectionId}: one collection. Products are picked with the catalog search dialog
// the catalog remote offers through the shell (dialogService.searchCatalog); until the collections
// API exists the picked products live in this page only, which the page says.
import { PageHeader, useShellServices, type CatalogSelectionItem } from '@bullion/shared';
import { productImageUrl } from '@bullion/api-client';
import { Alert, Avatar, Button, Card, Descriptions, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';

export function CollectionPage() {
  const { collectionId = '' } = useParams();
  const { dialog } = useShellServices();
  const [products, setProducts] = useState<CatalogSelectionItem[]>([]);

  const addProducts = async () => {
    const selection = await dialog.searchCatalog({ existingIds: products.map((product) => product.id), confirmLabel: 'Add to collection' });
    if (selection?.products.length) setProducts((current) => [...current, ...selection.products]);
  };

  return (
    <>
      <PageHeader
        title="Collection"
        subtitle={`Collection ${collectionId}`}
        actions={
          <Link to="/collections">
            <Button>Back to collections</Button>
          </Link>
        }
      />
      <Card title="Details" style={{ marginBottom: 16 }}>
        <Descriptions column={1} items={[{ key: 'id', label: 'Collection id', children: collectionId }]} />
      </Card>
      <Card
        title="Products"
        extra={
          <Button type="primary" onClick={() => void addProducts()}>
            Add products
          </Button>
        }
      >
        {products.length ? (
          <>
            <Alert type="info" showIcon title="Collections are not saved yet: the picked products stay on this page until you leave it." style={{ marginBottom: 12 }} />
            <ul aria-label="Collection products" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {products.map((product) => (
                <li key={product.id}>
                  <Flex align="center" gap={12} style={{ padding: '8px 0' }}>
                    <Avatar shape="square" src={productImageUrl(product.obverseImage) ?? undefined} alt="" />
                    <Typography.Text style={{ flex: 1 }}>{product.title}</Typography.Text>
                    <Button size="small" onClick={() => dialog.openProduct(product.id)}>
                      View
                    </Button>
                    <Button size="small" danger onClick={() => setProducts((current) => current.filter((item) => item.id !== product.id))}>
                      Remove
                    </Button>
                  </Flex>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <Empty description="No products in this collection yet" />
        )}
      </Card>
    </>
  );
}
