import { PendingBoundary } from '@bullion/shared';
import { lazyPage, NotFound, preloadPath } from '@bullion/ui';
import { useRoutes, type RouteObject } from 'react-router';

// Every page is its own chunk, loaded when first shown or preloaded by the shell (lazyPage,
// @bullion/ui): the parcel itself stays small.
const CollectionPage = lazyPage(() => import('./pages/collection-page'), (module) => module.CollectionPage);
const CollectionsPage = lazyPage(() => import('./pages/collections-page'), (module) => module.CollectionsPage);
const DrawerPage = lazyPage(() => import('./pages/drawer-page'), (module) => module.DrawerPage);
const InventoryImportPage = lazyPage(() => import('./pages/inventory-import-page'), (module) => module.InventoryImportPage);
const InventoryItemPage = lazyPage(() => import('./pages/inventory-item-page'), (module) => module.InventoryItemPage);
const InventoryPage = lazyPage(() => import('./pages/inventory-page'), (module) => module.InventoryPage);
const StorageSpaceInventoryPage = lazyPage(() => import('./pages/storage-space-inventory-page'), (module) => module.StorageSpaceInventoryPage);
const StorageSpacesPage = lazyPage(() => import('./pages/storage-spaces-page'), (module) => module.StorageSpacesPage);

/** The inventory area's routes: /inventory/*, /collections/*, /drawer and /spaces/*. */
export const INVENTORY_ROUTES: RouteObject[] = [
  { path: '/inventory', element: <InventoryPage /> },
  { path: '/inventory/import', element: <InventoryImportPage /> },
  { path: '/inventory/:id', element: <InventoryItemPage /> },
  { path: '/inventory/*', element: <NotFound /> },
  { path: '/collections', element: <CollectionsPage /> },
  { path: '/collections/:collectionId', element: <CollectionPage /> },
  { path: '/collections/*', element: <NotFound /> },
  { path: '/drawer', element: <DrawerPage /> },
  { path: '/drawer/*', element: <NotFound /> },
  { path: '/spaces', element: <StorageSpacesPage /> },
  { path: '/spaces/inventory', element: <StorageSpaceInventoryPage /> },
  { path: '/spaces/*', element: <NotFound /> },
  // Outside the area while the shell unmounts this parcel: render nothing.
  { path: '*', element: null },
];

/** The inventory area. */
export function InventoryApp() {
  return <PendingBoundary>{useRoutes(INVENTORY_ROUTES)}</PendingBoundary>;
}

/** Contract 1.4: loads the code of the page the area shows at `path` (the shell's hover and idle preload). */
export function preloadInventoryPath(path: string): Promise<void> {
  return preloadPath(INVENTORY_ROUTES, path);
}
