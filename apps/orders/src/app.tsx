import { PendingBoundary } from '@bullion/shared';
import { NotFound } from '@bullion/ui';
import { Route, Routes } from 'react-router';
import { lazyPage } from '@bullion/ui';

// Every page is its own chunk, loaded when first shown (lazyPage, @bullion/ui): the parcel itself stays small.
const NewOrderPage = lazyPage(() => import('./pages/new-order-page'), (module) => module.NewOrderPage);
const OrderPage = lazyPage(() => import('./pages/order-page'), (module) => module.OrderPage);
const OrdersPage = lazyPage(() => import('./pages/orders-page'), (module) => module.OrdersPage);
const PriceTemplatePage = lazyPage(() => import('./pages/price-template-page'), (module) => module.PriceTemplatePage);
const PriceTemplatesPage = lazyPage(() => import('./pages/price-templates-page'), (module) => module.PriceTemplatesPage);

/** The orders area: /orders/* and /price-templates/*. */
export function OrdersApp() {
  return (
    <PendingBoundary>
      <Routes>
        <Route path="/orders" element={<OrdersPage />} />
        <Route path="/orders/new" element={<NewOrderPage />} />
        <Route path="/orders/:orderId" element={<OrderPage />} />
        <Route path="/orders/*" element={<NotFound />} />
        <Route path="/price-templates" element={<PriceTemplatesPage />} />
        <Route path="/price-templates/:priceTemplateId" element={<PriceTemplatePage />} />
        <Route path="/price-templates/*" element={<NotFound />} />
        {/* Outside the area while the shell unmounts this parcel: render nothing. */}
        <Route path="*" element={null} />
      </Routes>
    </PendingBoundary>
  );
}

/** Loads every page of the area ahead of its first showing (tests render them at once after it). */
export function preloadOrdersPages(): Promise<unknown> {
  return Promise.all([NewOrderPage.preload(), OrderPage.preload(), OrdersPage.preload(), PriceTemplatePage.preload(), PriceTemplatesPage.preload()]);
}
