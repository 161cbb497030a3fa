// /collections/{collectionId}: one collection.
import { PageHeader } from '@bullion/shared';
import { Button, Card, Descriptions, Empty } from 'antd';
import { Link, useParams } from 'react-router';

export function CollectionPage() {
  const { collectionId = '' } = useParams();
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
      <Card title="Items">
        <Empty description="No items in this collection yet" />
      </Card>
    </>
  );
}
