// What the inventory stories set before they render, on the contract's mock API (the preview resets
// its state before each story): the spot quote in the app store (fresh, stale or none), the
// signed-in role (the preview signs in the mock team's admin), how much the group holds, and routes
// that fail or never answer.
import { MOCK_API_URL, mockDb, mockManyInventoryItems, mockSession, mockStoredSpot } from '@bullion/api-mocks';
import { type GroupRole } from '@bullion/contract';
import { useAppStore } from '@bullion/shared';
import { delay, http, HttpResponse } from 'msw';

/** Spot prices as the shell keeps them, quoted `ageMs` ago. */
export function setSpot(ageMs: number | null): void {
  useAppStore.setState({ spotPrices: ageMs === null ? null : mockStoredSpot(new Date(Date.now() - ageMs).toISOString()) });
}

export const freshSpot = async () => setSpot(0);
export const staleSpot = async () => setSpot(3 * 60 * 60_000);
export const noSpot = async () => setSpot(null);

/** Signs in the mock user with another role of the mock team. */
export function signInAs(role: GroupRole) {
  return async () => {
    const session = mockSession(role);
    useAppStore.getState().setAccessToken(session.accessToken, session.permissions);
  };
}

/** The mock inventory with `count` held items (the list's scrolling). */
export function manyItems(count: number) {
  return async () => {
    mockDb.inventory = mockManyInventoryItems(count);
  };
}

/** A group that has set nothing up yet: no storage spaces, no items. */
export const nothingHeld = async () => {
  mockDb.spaces = [];
  mockDb.inventory = [];
  mockDb.inventoryLedger = [];
};

const serverError = () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 });

/** GET of each path answers 500. */
export const failing = (...paths: string[]) => paths.map((path) => http.get(`${MOCK_API_URL}${path}`, serverError));

/** GET of each path never answers. */
export const pending = (...paths: string[]) =>
  paths.map((path) =>
    http.get(`${MOCK_API_URL}${path}`, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
