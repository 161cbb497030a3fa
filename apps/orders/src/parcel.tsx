// The orders remote's one exposed module: its route area as a single-spa parcel, plus the widget the
// shell mounts inline on its dashboard: the orders summary, open quotes and the latest orders (contract 1.6).
// The widget is loaded when first shown (its own chunk): the dashboard fetches this small module and
// the summary's code, not the orders pages.
import { API_CLIENT_MARKER } from '@bullion/api-client';
import { PendingFallback, SHARED_LIB_INSTANCES } from '@bullion/shared';
import { createRemoteParcel, lazyPage } from '@bullion/ui';
import { PlainCard, PlainLoadingState } from '@bullion/ui/plain';
import { registerAppInstances } from '@bullion/shared/app-instances';
import { Suspense } from 'react';
import { OrdersApp, preloadOrdersPath } from './app';

registerAppInstances(__REMOTE_NAME__, { ...SHARED_LIB_INSTANCES, 'api-client': API_CLIENT_MARKER });

// As the inventory's widgets: the placeholder its own loading state shows while the chunk loads; a
// chunk that fails to load throws to the parcel's error boundary (the shell's fallback with Retry).
const OrdersSummary = lazyPage(() => import('./summary/orders-summary-widget'), (module) => module.OrdersSummaryWidget);

function OrdersSummaryWidget() {
  const placeholder = (
    <PlainCard title="Orders">
      <PendingFallback />
      <PlainLoadingState label="Loading the latest orders" rows={4} />
    </PlainCard>
  );
  return (
    <Suspense fallback={placeholder}>
      <OrdersSummary />
    </Suspense>
  );
}

export const { contract, parcel, widgets, preload } = createRemoteParcel({
  contract: { remote: __REMOTE_NAME__, contractRange: __REMOTE_CONTRACT_RANGE__, version: __REMOTE_VERSION__ },
  App: OrdersApp,
  widgets: { 'orders-summary': OrdersSummaryWidget },
  // Contract 1.4: the shell preloads a page's code (its own chunk, app.tsx) on hover and idle.
  preload: preloadOrdersPath,
  widgetPreloads: { 'orders-summary': () => OrdersSummary.preload() },
  // Drawn without antd (@bullion/ui/plain), like the portfolio card: the dashboard loads none of this
  // remote's antd.
  plainWidgets: ['orders-summary'],
});
