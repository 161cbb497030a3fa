import type { SpotQuote } from '@bullion/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { APP_STORE_KEY, initialAppState, useAppStore } from './store';

const prices: SpotQuote = {
  gold: 2400.5,
  silver: 29.1,
  platinum: 980,
  palladium: 1010,
  rhodium: 4700,
  updatedAt: '2024-05-01T10:00:00Z',
};

function persisted(): Record<string, unknown> {
  const raw = localStorage.getItem(APP_STORE_KEY);
  expect(raw).not.toBeNull();
  return (JSON.parse(raw as string) as { state: Record<string, unknown> }).state;
}

describe('useAppStore', () => {
  beforeEach(() => {
    useAppStore.setState(initialAppState);
    localStorage.clear();
  });

  it('persists under the localStorage key "app-store"', () => {
    expect(APP_STORE_KEY).toBe('app-store');
    useAppStore.getState().setAccessToken('token-1');
    expect(localStorage.getItem('app-store')).not.toBeNull();
  });

  it('persists exactly accessToken, spotPrices, permissions, groupPermissions and cacheId', () => {
    const store = useAppStore.getState();
    store.setAccessToken('token-1', { user: { 'products.edit': true }, group: { 'team.admin': false } });
    store.setSpotPrices(prices);
    store.incrementCacheId();

    const state = persisted();
    expect(Object.keys(state).sort()).toEqual(['accessToken', 'cacheId', 'groupPermissions', 'permissions', 'spotPrices']);
    expect(state).toEqual({
      accessToken: 'token-1',
      spotPrices: prices,
      permissions: { 'products.edit': true },
      groupPermissions: { 'team.admin': false },
      cacheId: 2,
    });
  });

  it('starts with cacheId 1 and increments it by one each time', () => {
    expect(useAppStore.getState().cacheId).toBe(1);
    useAppStore.getState().incrementCacheId();
    expect(useAppStore.getState().cacheId).toBe(2);
    useAppStore.getState().incrementCacheId();
    expect(useAppStore.getState().cacheId).toBe(3);
    expect(persisted().cacheId).toBe(3);
  });

  it('starts signed out with no permissions and no spot prices', () => {
    const state = useAppStore.getState();
    expect(state.accessToken).toBe('');
    expect(state.permissions).toEqual({});
    expect(state.groupPermissions).toEqual({});
    expect(state.spotPrices).toBeNull();
  });

  it('setAccessToken stores the token with the user and group permissions', () => {
    useAppStore.getState().setAccessToken('abc', { user: { 'inventory.view': true }, group: { 'orders.create': true } });
    const state = useAppStore.getState();
    expect(state.accessToken).toBe('abc');
    expect(state.permissions).toEqual({ 'inventory.view': true });
    expect(state.groupPermissions).toEqual({ 'orders.create': true });
  });

  it('setAccessToken without permissions replaces earlier permissions with none', () => {
    useAppStore.getState().setAccessToken('abc', { user: { 'inventory.view': true }, group: { 'orders.create': true } });
    useAppStore.getState().setAccessToken('def');
    const state = useAppStore.getState();
    expect(state.accessToken).toBe('def');
    expect(state.permissions).toEqual({});
    expect(state.groupPermissions).toEqual({});
  });

  it('clearAccessToken empties the token and both permission maps, in memory and in storage', () => {
    useAppStore.getState().setAccessToken('abc', { user: { 'inventory.view': true }, group: { 'orders.create': true } });
    useAppStore.getState().setSpotPrices(prices);
    useAppStore.getState().clearAccessToken();

    const state = useAppStore.getState();
    expect(state.accessToken).toBe('');
    expect(state.permissions).toEqual({});
    expect(state.groupPermissions).toEqual({});
    // Spot prices are not tied to the session.
    expect(state.spotPrices).toEqual(prices);
    expect(persisted()).toMatchObject({ accessToken: '', permissions: {}, groupPermissions: {} });
  });

  it('restores the persisted state on rehydration', async () => {
    localStorage.setItem(
      APP_STORE_KEY,
      JSON.stringify({
        state: { accessToken: 'from-disk', spotPrices: prices, permissions: { a: true }, groupPermissions: { b: true }, cacheId: 7 },
        version: 0,
      }),
    );
    await useAppStore.persist.rehydrate();
    const state = useAppStore.getState();
    expect(state.accessToken).toBe('from-disk');
    expect(state.spotPrices).toEqual(prices);
    expect(state.permissions).toEqual({ a: true });
    expect(state.groupPermissions).toEqual({ b: true });
    expect(state.cacheId).toBe(7);
  });
});
