// The collections pages as they run in the shell, for tests: this remote's routes rendered with
// @bullion/shared/testing (fake shell services recording every call, a fresh QueryClient, the router's
// address in a `location` test id), the mock team signed in with a role, the spot in the store, and
// the contract's msw mocks answering with writes recorded (./render-page).
import { configureApiClient } from '@bullion/api-client';
import { MOCK_API_URL, mockSession, mockStoredSpot } from '@bullion/api-mocks';
import { permissionMap, type GroupRole } from '@bullion/contract';
import { useAppStore, type ShellServices } from '@bullion/shared';
import { CurrentLocation, fakeShellServices, renderInShell } from '@bullion/shared/testing';
import { InventoryApp } from '../app';

export { resetApi, server, writes } from './render-page';

/** Fake shell services whose dialogs answer with `dialog` where given. */
export function fakeServices(dialog: Partial<ShellServices['dialog']> = {}): ShellServices {
  return fakeShellServices({ dialog });
}

/** The mock user in the mock team with `role`. */
export function signInAs(role: GroupRole) {
  const token = mockSession().accessToken;
  const [header, payload = '', signature] = token.split('.');
  const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { group: Record<string, unknown> };
  const encoded = btoa(JSON.stringify({ ...claims, group: { ...claims.group, role, permissions: permissionMap(role) } }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  useAppStore.getState().setAccessToken(`${header}.${encoded}.${signature}`, { group: permissionMap(role) });
}

/** Spot prices in the store (the mock ones with `prices` over them), quoted at `updatedAt`; null: none. */
export function setSpot(prices: Partial<{ gold: number; silver: number }> | null, updatedAt = new Date().toISOString()) {
  if (!prices) return useAppStore.setState({ spotPrices: null });
  useAppStore.setState({ spotPrices: { ...mockStoredSpot(updatedAt), ...prices } });
}

export function renderAt(path: string, services = fakeServices()) {
  configureApiClient({ apiUrl: MOCK_API_URL });
  renderInShell(
    <>
      <InventoryApp />
      <CurrentLocation />
    </>,
    { path, services },
  );
  return services;
}
