import { PendingBoundary } from '@bullion/shared';
import { NotFound } from '@bullion/ui';
import { Route, Routes } from 'react-router';
import { lazyPage } from '@bullion/ui';

// Every page is its own chunk, loaded when first shown (lazyPage, @bullion/ui): the parcel itself stays small.
const CatalogPage = lazyPage(() => import('./pages/catalog-page'), (module) => module.CatalogPage);
const ProductImportPage = lazyPage(() => import('./pages/product-import-page'), (module) => module.ProductImportPage);
const ProductPage = lazyPage(() => import('./pages/product-page'), (module) => module.ProductPage);

/** The catalog area: /catalog and /products/*. */
export function CatalogApp() {
  return (
    <PendingBoundary>
      <Routes>
        <Route path="/catalog" element={<CatalogPage />} />
        <Route path="/products/import" element={<ProductImportPage />} />
        <Route path="/products/:productId" element={<ProductPage />} />
        <Route path="/products/*" element={<NotFound />} />
        {/* Outside the area while the shell unmounts this parcel: render nothing. */}
        <Route path="*" element={null} />
      </Routes>
    </PendingBoundary>
  );
}

/** Loads every page of the area ahead of its first showing (tests render them at once after it). */
export function preloadCatalogPages(): Promise<unknown> {
  return Promise.all([CatalogPage.preload(), ProductImportPage.preload(), ProductPage.preload()]);
}
