// /products/import: add or update catalog products from a CSV or JSON file. Only
// members whose group role may write the catalog can import.
import { datasetsQueryOptions } from '@bullion/api-client';
import { confirmLeave, selectGroupId, useAppStore, useGroupPermission } from '@bullion/shared';
import { LoadError, LoadingState, PageHeader, ReadOnlyNotice } from '@bullion/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';
import { ProductImportWizard } from '../import/product-import';

/** Leaves for /catalog, asking first while a loaded file is not imported yet. */
function useLeaveToCatalog() {
  const navigate = useNavigate();
  return async () => {
    if (await confirmLeave()) await navigate('/catalog');
  };
}

function ImportWithDatasets({ onGoToCatalog }: { onGoToCatalog(): void }) {
  const datasets = useQuery(datasetsQueryOptions());
  if (datasets.isPending) return <LoadingState label="Loading the reference data" rows={3} />;
  if (datasets.isError) {
    return (
      <LoadError
        title="The import cannot start"
        description={`The reference data (metals, units, countries, series…) that file values are matched with could not be loaded: ${datasets.error.message}`}
        onRetry={() => void datasets.refetch()}
      />
    );
  }
  return <ProductImportWizard datasets={datasets.data} onGoToCatalog={onGoToCatalog} />;
}

export function ProductImportPage() {
  const leaveToCatalog = useLeaveToCatalog();
  const groupId = useAppStore(selectGroupId);
  const { allowed: canWrite } = useGroupPermission('catalog.write');

  let content;
  if (!groupId) {
    content = <Alert type="info" showIcon title="Choose a group first" description="Products are imported into the group you work in. Choose one with the group switcher in the sidebar." />;
  } else if (!canWrite) {
    content = <ReadOnlyNotice variant="page" permission="catalog.write" title="You cannot import products in this group" />;
  } else {
    content = <ImportWithDatasets onGoToCatalog={() => void leaveToCatalog()} />;
  }

  return (
    <>
      <PageHeader
        title="Import products"
        subtitle="Add or update catalog products from a CSV or JSON file"
        actions={<Button onClick={() => void leaveToCatalog()}>Back to catalog</Button>}
      />
      {content}
    </>
  );
}
