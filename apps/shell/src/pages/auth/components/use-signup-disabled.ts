// Whether the auth server takes new accounts (GoTrue's disable_signup, read once). Closed, it refuses
// every sign-up, an invited address's too, so no page offers one. Until the settings are known, or
// if they cannot be read, sign-up stays offered: the server's own answer to a sign-up still holds.
import { authSettingsQueryOptions } from '@bullion/api-client';
import { useQuery } from '@tanstack/react-query';

export function useSignupDisabled(): { disabled: boolean; pending: boolean } {
  const settings = useQuery(authSettingsQueryOptions());
  return { disabled: settings.data?.disable_signup === true, pending: settings.isPending };
}
