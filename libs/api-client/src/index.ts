// Public surface of @bullion/api-client. The typed calls arrive with the backend issue.
export { configureApiClient, getApiUrl } from './config';

/** Identity marker: one object per loaded copy of this library. */
export const API_CLIENT_MARKER = { lib: '@bullion/api-client' } as const;
