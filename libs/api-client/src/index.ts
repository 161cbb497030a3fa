// Public surface of @bullion/api-client: the fetch layer and configuration, then one line per
// resource slice (its query keys, calls, query and mutation options). Mocks have their own
// package, @bullion/api-mocks, so production bundles never include msw; the schemas and rules the
// calls parse with are @bullion/contract's.
import { apiConnection } from '@bullion/shared';

export { configureApiClient, getApiUrl, type ApiClientConfig } from './config';
export { apiDownload, apiRequest, ApiHttpError, ApiResponseShapeError, APP_TOKEN_HEADER, type DownloadedFile, type RequestOptions } from './http/client';
export {
  AUTH_STORAGE_KEY,
  configureSupabase,
  currentAccessToken,
  FRESH_SESSION_MIN_VALIDITY_MS,
  hasAuthStateToRestore,
  hasSignInResultInAddress,
  loadSupabase,
  preloadSupabase,
  readStoredSession,
  whenSupabaseCreated,
} from './auth/supabase';
export * from './auth/auth-errors';
export * from './auth/keys';
export * from './auth/settings';
export * from './auth/run-auth-call';
export { runMutation } from './common/mutations';
export * from './access-token';
export * from './account';
export * from './billing';
export * from './customers';
export * from './domains';
export * from './collections';
export * from './datasets';
export * from './groups';
export * from './inventory';
export * from './invites';
export * from './local';
export * from './members';
export * from './orders';
export * from './price-templates';
export * from './products';
export * from './releases';
export * from './spaces';
export * from './spots';
export * from './storage';
export * from './subscriptions';

/**
 * The connection this copy of the library calls through. Each app bundles its own copy of the
 * library, but they must all use the page's one connection, the one the shell configured.
 */
export const API_CLIENT_MARKER = apiConnection;
