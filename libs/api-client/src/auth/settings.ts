// The auth server's settings (GET /auth/v1/settings): read without supabase-js, so that the login and
// sign-up pages know whether the server takes new accounts before anyone uses a form.
import { authSettingsSchema, type AuthSettings } from '@bullion/contract';
import { queryOptions } from '@tanstack/react-query';
import { httpSettings } from '../http/client';
import { authKeys } from './keys';
import { authPublicKey, authServerUrl } from './supabase';

async function fetchAuthSettings(signal: AbortSignal): Promise<AuthSettings> {
  const key = authPublicKey();
  if (!key) throw new Error('The auth client is not configured yet: the shell configures it from config.json at start-up.');
  const server = authServerUrl() ?? new URL(httpSettings().apiUrl).origin;
  const response = await fetch(`${server.replace(/\/$/, '')}/auth/v1/settings`, { headers: { apikey: key, accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`GET /auth/v1/settings answered ${response.status}`);
  return authSettingsSchema.parse(await response.json());
}

/** The settings change only with the server's configuration: read once per page load. */
export function authSettingsQueryOptions() {
  return queryOptions({
    queryKey: authKeys.settings(),
    queryFn: ({ signal }) => fetchAuthSettings(signal),
    staleTime: Infinity,
    retry: false,
  });
}
