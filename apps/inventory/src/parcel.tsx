// The inventory remote's one exposed module: its route area as a single-spa parcel, plus the widgets
// the shell mounts inline: the portfolio summary on its dashboard (contract 1.2) and a shared
// collection on its public share-link page (contract 1.3).
// Pages and widgets are loaded when first shown (app.tsx, below): the dashboard fetches this small
// module and the portfolio summary's code, not the inventory pages.
import { API_CLIENT_MARKER } from '@bullion/api-client';
import { PendingFallback, SHARED_LIB_INSTANCES, type RemoteWidgetProps } from '@bullion/shared';
import { createRemoteParcel, lazyPage } from '@bullion/ui';
import { PlainCard, PlainLoadingState } from '@bullion/ui/plain';
import { registerAppInstances } from '@bullion/shared/app-instances';
import { Suspense } from 'react';
import { InventoryApp, preloadInventoryPath } from './app';

registerAppInstances(__REMOTE_NAME__, { ...SHARED_LIB_INSTANCES, 'api-client': API_CLIENT_MARKER });

// Each widget's code is its own chunk. While it loads, the widget shows the placeholder its own
// loading state shows (the shell's loading placeholder hides once the parcel draws) and the shell's
// top progress bar follows (PendingFallback); a chunk that fails to load throws to the parcel's
// error boundary, which reports it to the shell (the widget's fallback with Retry).
// A failed load is forgotten, so that the shell's Retry loads it again (lazyPage).
const PortfolioSummary = lazyPage(() => import('./portfolio/portfolio-summary-widget'), (module) => module.PortfolioSummaryWidget);
const SharedCollection = lazyPage(() => import('./collections/shared-collection-widget'), (module) => module.SharedCollectionWidget);

function PortfolioSummaryWidget() {
  const placeholder = (
    <PlainCard title="Portfolio">
      <PendingFallback />
      <PlainLoadingState label="Loading the portfolio summary" rows={4} />
    </PlainCard>
  );
  return (
    <Suspense fallback={placeholder}>
      <PortfolioSummary />
    </Suspense>
  );
}

function SharedCollectionWidget(props: RemoteWidgetProps<'shared-collection'>) {
  const placeholder = (
    <PlainCard>
      <PendingFallback />
      <PlainLoadingState label="Loading the shared collection" rows={4} />
    </PlainCard>
  );
  return (
    <Suspense fallback={placeholder}>
      <SharedCollection {...props} />
    </Suspense>
  );
}

export const { contract, parcel, widgets, preload } = createRemoteParcel({
  contract: { remote: __REMOTE_NAME__, contractRange: __REMOTE_CONTRACT_RANGE__, version: __REMOTE_VERSION__ },
  App: InventoryApp,
  widgets: { 'portfolio-summary': PortfolioSummaryWidget, 'shared-collection': SharedCollectionWidget },
  // Contract 1.4: the shell preloads a page's code (its own chunk, app.tsx) on hover and idle.
  preload: preloadInventoryPath,
  // Contract 1.5: a signed-in start on the dashboard loads the portfolio summary's code with this module.
  widgetPreloads: { 'portfolio-summary': () => PortfolioSummary.preload(), 'shared-collection': () => SharedCollection.preload() },
  // The portfolio card is drawn without antd (@bullion/ui/plain): the dashboard loads none of this
  // remote's antd.
  plainWidgets: ['portfolio-summary'],
});
