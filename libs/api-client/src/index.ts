// Public surface of @bullion/api-client: typed calls, zod schemas and query options for the API.
export { configureApiClient, getApiUrl } from './config';
export { passwordSchema, PASSWORD_MIN_LENGTH, PASSWORD_RULE_TEXT } from './auth/password';

/** Identity marker: one object per loaded copy of this library. */
export const API_CLIENT_MARKER = { lib: '@bullion/api-client' } as const;
