// The inventory remote's one exposed module: its route area as a single-spa parcel, plus the widgets
// the shell mounts inline: the portfolio summary on its dashboard (contract 1.2) and a shared
// collection on its public share-link page (contract 1.3).
import { API_CLIENT_MARKER } from '@bullion/api-client';
import { SHARED_LIB_INSTANCES } from '@bullion/shared';
import { createRemoteParcel } from '@bullion/ui';
import { registerAppInstances } from '@bullion/shared/app-instances';
import { InventoryApp } from './app';
import { SharedCollectionWidget } from './collections/shared-collection-widget';
import { PortfolioSummaryWidget } from './portfolio/portfolio-summary-widget';

registerAppInstances(__REMOTE_NAME__, { ...SHARED_LIB_INSTANCES, 'api-client': API_CLIENT_MARKER });

export const { contract, parcel, widgets } = createRemoteParcel({
  contract: { remote: __REMOTE_NAME__, contractRange: __REMOTE_CONTRACT_RANGE__, version: __REMOTE_VERSION__ },
  App: InventoryApp,
  widgets: { 'portfolio-summary': PortfolioSummaryWidget, 'shared-collection': SharedCollectionWidget },
});
