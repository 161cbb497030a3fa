// The standalone host of this remote (dev only, loaded by main.ts): the mock API in a service worker,
// the API client pointed at it, a signed-in mock session, and the remote's own parcel in a minimal
// host page with the real shared services (README, "Working on one remote").
import { configureApiClient } from '@bullion/api-client';
import { MOCK_API_URL, mockSession } from '@bullion/api-client/mocks';
import { startMockApi } from '@bullion/api-client/mocks/browser';
import { startStandaloneRemote, toastService } from '@bullion/shared';
import * as remoteModule from './parcel';

export async function startStandalone(): Promise<void> {
  await startMockApi({ apiUrl: MOCK_API_URL, serviceWorkerUrl: '/mockServiceWorker.js' });
  configureApiClient({
    apiUrl: MOCK_API_URL,
    onHttpError: (error) => toastService.show('error', `Request failed (${error.status})`, { description: error.message }),
  });
  startStandaloneRemote({
    remote: 'orders',
    module: remoteModule,
    session: mockSession(),
    routes: [
      { label: 'Orders', to: '/orders' },
      { label: 'New order', to: '/orders/new' },
      { label: 'Price templates', to: '/price-templates' },
    ],
  });
}
