import { NotFound } from '@bullion/ui';
import { Route, Routes } from 'react-router';
import { CollectionPage } from './pages/collection-page';
import { CollectionsPage } from './pages/collections-page';
import { DrawerPage } from './pages/drawer-page';
import { InventoryImportPage } from './pages/inventory-import-page';
import { InventoryItemPage } from './pages/inventory-item-page';
import { InventoryPage } from './pages/inventory-page';
import { StorageSpaceInventoryPage } from './pages/storage-space-inventory-page';
import { StorageSpacesPage } from './pages/storage-spaces-page';

/** The inventory area: /inventory/*, /collections/*, /drawer and /spaces/*. */
export function InventoryApp() {
  return (
    <Routes>
      <Route path="/inventory" element={<InventoryPage />} />
      <Route path="/inventory/import" element={<InventoryImportPage />} />
      <Route path="/inventory/:id" element={<InventoryItemPage />} />
      <Route path="/inventory/*" element={<NotFound />} />
      <Route path="/collections" element={<CollectionsPage />} />
      <Route path="/collections/:collectionId" element={<CollectionPage />} />
      <Route path="/collections/*" element={<NotFound />} />
      <Route path="/drawer" element={<DrawerPage />} />
      <Route path="/drawer/*" element={<NotFound />} />
      <Route path="/spaces" element={<StorageSpacesPage />} />
      <Route path="/spaces/inventory" element={<StorageSpaceInventoryPage />} />
      <Route path="/spaces/*" element={<NotFound />} />
      {/* Outside the area while the shell unmounts this parcel: render nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
