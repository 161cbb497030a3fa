// After the group's plan changes (a trial, a checkout, the portal, an attached subscription), the app
// access token's `plan` claim is stale: ask for a new token for the same group and hold it, as the
// shell does. A group that demands a second factor answers with a demand the shell meets on the next
// group switch; here the held token simply stays.
import { requestAccessToken } from '@bullion/api-client';
import { useAppStore } from '@bullion/shared';

export async function refreshAppToken(groupId: string | null): Promise<boolean> {
  if (!groupId) return false;
  try {
    const token = await requestAccessToken(groupId);
    if (!token) return false;
    useAppStore.getState().setAccessToken(token.token, { user: token.permissions ?? {}, group: token.group?.permissions ?? {} });
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends the browser to a provider page (checkout, portal). An address of this app (the mock API
 * answers the return address at once) is followed inside the app instead of reloading it.
 */
export function goToProvider(url: string, navigate: (to: string) => void): void {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin) {
    navigate(`${target.pathname}${target.search}${target.hash}`);
    return;
  }
  window.location.assign(target.href);
}
