import { PendingBoundary } from '@bullion/shared';
import { lazyPage, NotFound, preloadPath } from '@bullion/ui';
import { useRoutes, type RouteObject } from 'react-router';

// Every page is its own chunk, loaded when first shown or preloaded by the shell (lazyPage,
// @bullion/ui): the parcel itself stays small.
const CustomerPage = lazyPage(() => import('./pages/customer-page'), (module) => module.CustomerPage);
const CustomersPage = lazyPage(() => import('./pages/customers-page'), (module) => module.CustomersPage);
const NewOrderPage = lazyPage(() => import('./pages/new-order-page'), (module) => module.NewOrderPage);
const OrderPage = lazyPage(() => import('./pages/order-page'), (module) => module.OrderPage);
const OrdersPage = lazyPage(() => import('./pages/orders-page'), (module) => module.OrdersPage);
const PriceTemplatePage = lazyPage(() => import('./pages/price-template-page'), (module) => module.PriceTemplatePage);
const PriceTemplatesPage = lazyPage(() => import('./pages/price-templates-page'), (module) => module.PriceTemplatesPage);

/** The orders area's routes: /orders/*, /customers/* and /price-templates/*. */
export const ORDERS_ROUTES: RouteObject[] = [
  { path: '/orders', element: <OrdersPage /> },
  { path: '/orders/new', element: <NewOrderPage /> },
  { path: '/orders/:orderId', element: <OrderPage /> },
  { path: '/orders/*', element: <NotFound /> },
  { path: '/customers', element: <CustomersPage /> },
  { path: '/customers/:customerId', element: <CustomerPage /> },
  { path: '/customers/*', element: <NotFound /> },
  { path: '/price-templates', element: <PriceTemplatesPage /> },
  { path: '/price-templates/:priceTemplateId', element: <PriceTemplatePage /> },
  { path: '/price-templates/*', element: <NotFound /> },
  // Outside the area while the shell unmounts this parcel: render nothing.
  { path: '*', element: null },
];

/** The orders area. */
export function OrdersApp() {
  return <PendingBoundary>{useRoutes(ORDERS_ROUTES)}</PendingBoundary>;
}

/** Contract 1.4: loads the code of the page the area shows at `path` (the shell's hover and idle preload). */
export function preloadOrdersPath(path: string): Promise<void> {
  return preloadPath(ORDERS_ROUTES, path);
}
