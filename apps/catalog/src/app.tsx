import { PendingBoundary } from '@bullion/shared';
import { lazyPage, NotFound, preloadPath } from '@bullion/ui';
import { useRoutes, type RouteObject } from 'react-router';

// Every page is its own chunk, loaded when first shown or preloaded by the shell (lazyPage,
// @bullion/ui): the parcel itself stays small.
const CatalogPage = lazyPage(() => import('./pages/catalog-page'), (module) => module.CatalogPage);
const ProductImportPage = lazyPage(() => import('./pages/product-import-page'), (module) => module.ProductImportPage);
const ProductPage = lazyPage(() => import('./pages/product-page'), (module) => module.ProductPage);

/** The catalog area's routes: /catalog and /products/*. */
export const CATALOG_ROUTES: RouteObject[] = [
  { path: '/catalog', element: <CatalogPage /> },
  { path: '/products/import', element: <ProductImportPage /> },
  { path: '/products/:productId', element: <ProductPage /> },
  { path: '/products/*', element: <NotFound /> },
  // Outside the area while the shell unmounts this parcel: render nothing.
  { path: '*', element: null },
];

/** The catalog area. */
export function CatalogApp() {
  return <PendingBoundary>{useRoutes(CATALOG_ROUTES)}</PendingBoundary>;
}

/** Contract 1.4: loads the code of the page the area shows at `path` (the shell's hover and idle preload). */
export function preloadCatalogPath(path: string): Promise<void> {
  return preloadPath(CATALOG_ROUTES, path);
}
