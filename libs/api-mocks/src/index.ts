// @bullion/api-mocks: the mock API (msw handlers, fixtures, in-memory state) for standalone
// remotes, Storybook and tests. Kept out of the main entry so production bundles never include msw.
// Each resource slice owns its handlers and fixtures (`<resource>/mocks/`); this file lists the slices.
import { http, type HttpHandler } from 'msw';
import { accessTokenMocks } from './access-token/handlers';
import { accountMocks } from './account/handlers';
import { authMocks } from './auth/handlers';
import { billingMocks } from './billing/handlers';
import { documentMocks } from './documents/handlers';
import { domainMocks } from './domains/handlers';
import { customerMocks } from './customers/handlers';
import { collectionMocks } from './collections/handlers';
import { datasetMocks } from './datasets/handlers';
import { groupMocks } from './groups/handlers';
import { inventoryMocks } from './inventory/handlers';
import { inviteMocks } from './invites/handlers';
import { localMocks } from './local/handlers';
import { memberMocks } from './members/handlers';
import { form8300Mocks } from './orders/form-8300-handlers';
import { orderMocks } from './orders/handlers';
import { priceTemplateMocks } from './price-templates/handlers';
import { productMocks } from './products/handlers';
import { releaseMocks } from './releases/handlers';
import { spaceMocks } from './spaces/handlers';
import { spotMocks } from './spots/handlers';
import { storageMocks } from './storage/handlers';
import { subscriptionMocks } from './subscriptions/handlers';
import { apiError, MOCK_API_URL, type MockSlice } from './http';

export { mockDb, resetMockDb, type MockDb } from './db';
export { apiError, invalid, jsonBody, MOCK_API_URL, MOCK_NOW, type MockCall, type MockSlice } from './http';
export * from './access-token/fixtures';
export * from './account/fixtures';
export * from './auth/fixtures';
export * from './billing/fixtures';
export * from './customers/fixtures';
export * from './collections/fixtures';
export { mockCollectionView } from './collections/handlers';
export * from './datasets/fixtures';
export { mockPdf } from './documents/handlers';
export * from './domains/fixtures';
export { MOCK_TAKEN_SUBDOMAIN } from './domains/handlers';
export * from './groups/fixtures';
export * from './inventory/fixtures';
export * from './invites/fixtures';
export * from './members/fixtures';
export * from './orders/fixtures';
export * from './price-templates/fixtures';
export * from './products/fixtures';
export * from './releases/fixtures';
export * from './spaces/fixtures';
export * from './spots/fixtures';

/** Every resource's mocks: a new resource adds its slice here. */
export const MOCK_SLICES: readonly MockSlice[] = [
  accountMocks,
  authMocks,
  accessTokenMocks,
  groupMocks,
  memberMocks,
  inviteMocks,
  subscriptionMocks,
  billingMocks,
  domainMocks,
  spotMocks,
  datasetMocks,
  localMocks,
  productMocks,
  spaceMocks,
  inventoryMocks,
  priceTemplateMocks,
  customerMocks,
  orderMocks,
  documentMocks,
  form8300Mocks,
  collectionMocks,
  storageMocks,
  releaseMocks,
];

export interface MockHandlerOptions {
  /** The API base the client is configured with; default the dev API (MOCK_API_URL). */
  apiUrl?: string;
  /**
   * A page's own handlers for routes no slice answers yet (a remote working ahead of a slice's
   * mocks): tried after every slice, before the `not_mocked` answer.
   */
  fallbacks?: readonly HttpHandler[];
}

/**
 * Every handler of the mock API. The last one answers any other path under the API base with 404
 * `not_mocked`, so a call without a mock fails visibly instead of reaching a real API.
 */
export function createMockHandlers({ apiUrl = MOCK_API_URL, fallbacks = [] }: MockHandlerOptions = {}): HttpHandler[] {
  const api = apiUrl.replace(/\/$/, '');
  return [
    ...MOCK_SLICES.flatMap((slice) => slice.handlers(api)),
    ...fallbacks,
    http.all(`${api}/*`, ({ request }) => apiError(404, 'not_mocked', `No mock for ${request.method} ${new URL(request.url).pathname}.`)),
  ];
}

/** The handlers under the default API base. */
export const handlers: HttpHandler[] = createMockHandlers();
