import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../http/client';
import { accessTokenSchema, type AccessToken } from './schemas';

/** An app access token for the group, or null when the API refuses it (the caller says so; no error toast). */
export async function requestAccessToken(groupId: string): Promise<AccessToken | null> {
  try {
    return await apiRequest('/auth/token', { method: 'POST', body: { groupId }, schema: accessTokenSchema, reportErrors: false });
  } catch (error) {
    console.warn('[api-client] access token request failed', error);
    return null;
  }
}

/**
 * Requesting a token writes nothing a query reads, but which group every call answers for comes
 * from the token held: after holding a token for another group, every cached query is refetched.
 */
export function refetchForNewAccessToken(client: QueryClient): Promise<void> {
  return client.invalidateQueries();
}
