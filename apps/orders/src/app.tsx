import { NotFound } from '@bullion/ui';
import { Route, Routes } from 'react-router';
import { NewOrderPage } from './pages/new-order-page';
import { OrderPage } from './pages/order-page';
import { OrdersPage } from './pages/orders-page';
import { PriceTemplatePage } from './pages/price-template-page';
import { PriceTemplatesPage } from './pages/price-templates-page';

/** The orders area: /orders/* and /price-templates/*. */
export function OrdersApp() {
  return (
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
  );
}
