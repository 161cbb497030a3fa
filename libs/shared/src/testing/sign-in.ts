// A signed-in group member for tests: an app access token whose claims the app reads (unsigned; no
// API checks it in a unit test) and the group permissions the store keeps beside it.
import type { GroupPermission } from '@bullion/contract';
import { useAppStore } from '../store';

const base64Url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** Holds a token for `groupId` whose role grants exactly `groupPermissions`. */
export function signInToGroup(groupId: string, groupPermissions: Partial<Record<GroupPermission, boolean>>): void {
  const claims = { sub: 'user-1', exp: Math.floor(Date.now() / 1000) + 3600, group: { id: groupId, role: 'member', permissions: groupPermissions, plan: 'free' } };
  useAppStore.getState().setAccessToken(`${base64Url({ alg: 'HS256' })}.${base64Url(claims)}.signature`, { group: groupPermissions });
}
