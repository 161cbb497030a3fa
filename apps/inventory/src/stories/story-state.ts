// What the inventory stories set before they render: the spot quote in the app store (fresh, stale
// or none) and the signed-in role (the preview signs in the mock team's admin).
import { mockAccessToken, mockDb, mockManyInventoryItems, mockSpots } from '@bullion/api-client/mocks';
import { permissionMap, useAppStore, type GroupRole } from '@bullion/shared';

/** Spot prices as the shell keeps them, quoted `ageMs` ago. */
export function setSpot(ageMs: number | null): void {
  if (ageMs === null) {
    useAppStore.setState({ spotPrices: null });
    return;
  }
  const { gold, silver, platinum, palladium, rhodium } = mockSpots();
  useAppStore.setState({ spotPrices: { gold, silver, platinum, palladium, rhodium, updatedAt: new Date(Date.now() - ageMs).toISOString() } });
}

export const freshSpot = async () => setSpot(0);
export const staleSpot = async () => setSpot(3 * 60 * 60_000);
export const noSpot = async () => setSpot(null);

/** Signs in the mock user with another role of the mock team. */
export function signInAs(role: GroupRole) {
  return async () => {
    const token = mockAccessToken();
    const [header = '', , signature = ''] = token.token.split('.');
    const claims = { ...token, token: undefined, group: { ...token.group, role, permissions: permissionMap(role) } };
    const payload = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    useAppStore.getState().setAccessToken(`${header}.${payload}.${signature}`, { group: permissionMap(role) });
  };
}

/** The mock inventory with `count` held items (the list's scrolling). */
export function manyItems(count: number) {
  return async () => {
    mockDb.inventory = mockManyInventoryItems(count);
  };
}
