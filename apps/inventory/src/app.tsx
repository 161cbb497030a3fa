import { PendingBoundary } from '@bullion/shared';
import { NotFound } from '@bullion/ui';
import { Route, Routes } from 'react-router';
import { lazyPage } from '@bullion/ui';

// Every page is its own chunk, loaded when first shown (lazyPage, @bullion/ui): the parcel itself stays small.
const CollectionPage = lazyPage(() => import('./pages/collection-page'), (module) => module.CollectionPage);
const CollectionsPage = lazyPage(() => import('./pages/collections-page'), (module) => module.CollectionsPage);
const DrawerPage = lazyPage(() => import('./pages/drawer-page'), (module) => module.DrawerPage);
const InventoryImportPage = lazyPage(() => import('./pages/inventory-import-page'), (module) => module.InventoryImportPage);
const InventoryItemPage = lazyPage(() => import('./pages/inventory-item-page'), (module) => module.InventoryItemPage);
const InventoryPage = lazyPage(() => import('./pages/inventory-page'), (module) => module.InventoryPage);
const StorageSpaceInventoryPage = lazyPage(() => import('./pages/storage-space-inventory-page'), (module) => module.StorageSpaceInventoryPage);
const StorageSpacesPage = lazyPage(() => import('./pages/storage-spaces-page'), (module) => module.StorageSpacesPage);

/** The inventory area: /inventory/*, /collections/*, /drawer and /spaces/*. */
export function InventoryApp() {
  return (
    <PendingBoundary>
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
    </PendingBoundary>
  );
}

/** Loads every page of the area ahead of its first showing (tests render them at once after it). */
export function preloadInventoryPages(): Promise<unknown> {
  return Promise.all([CollectionPage.preload(), CollectionsPage.preload(), DrawerPage.preload(), InventoryImportPage.preload(), InventoryItemPage.preload(), InventoryPage.preload(), StorageSpaceInventoryPage.preload(), StorageSpacesPage.preload()]);
}
