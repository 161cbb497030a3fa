// /spaces: the storage spaces.
import { PageHeader } from '@bullion/shared';
import { Card, Empty } from 'antd';
import { SpacesSwitch } from '../components/spaces-switch';

export function StorageSpacesPage() {
  return (
    <>
      <PageHeader title="Storage spaces" subtitle="Vaults, safes and shelves" />
      <SpacesSwitch current="spaces" />
      <Card>
        <Empty description="No storage spaces yet" />
      </Card>
    </>
  );
}
