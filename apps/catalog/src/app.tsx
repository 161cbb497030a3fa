import { NotFound } from '@bullion/ui';
import { Route, Routes } from 'react-router';
import { CatalogPage } from './pages/catalog-page';
import { ProductImportPage } from './pages/product-import-page';
import { ProductPage } from './pages/product-page';

/** The catalog area: /catalog and /products/*. */
export function CatalogApp() {
  return (
    <Routes>
      <Route path="/catalog" element={<CatalogPage />} />
      <Route path="/products/import" element={<ProductImportPage />} />
      <Route path="/products/:productId" element={<ProductPage />} />
      <Route path="/products/*" element={<NotFound />} />
      {/* Outside the area while the shell unmounts this parcel: render nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
