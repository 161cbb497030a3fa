import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isGroupAdminToken, readAccessTokenClaims } from './access-token';
import type { GroupPermission, SpotQuote } from '@bullion/contract';

export const APP_STORE_KEY = 'app-store';

export type PermissionMap = Record<string, boolean>;

export interface AppState {
  accessToken: string;
  /** The latest spot quote, kept by the shell's feed (read with useLiveSpot). */
  spotPrices: SpotQuote | null;
  permissions: PermissionMap;
  groupPermissions: PermissionMap;
  cacheId: number;
}

export interface AppActions {
  /** Setting the token also sets the user and group permissions it carries. */
  setAccessToken(token: string, permissions?: { user?: PermissionMap; group?: PermissionMap }): void;
  clearAccessToken(): void;
  setSpotPrices(spotPrices: SpotQuote): void;
  incrementCacheId(): void;
}

export type AppStore = AppState & AppActions;

export const initialAppState: AppState = {
  accessToken: '',
  spotPrices: null,
  permissions: {},
  groupPermissions: {},
  cacheId: 1,
};

/** The one application store, persisted under `app-store` (token, permissions, spot prices) so a reload keeps them. */
export const useAppStore = create<AppStore>()(
  persist(
    (set) => ({
      ...initialAppState,
      setAccessToken: (accessToken, permissions) =>
        set({
          accessToken,
          permissions: permissions?.user ?? {},
          groupPermissions: permissions?.group ?? {},
        }),
      clearAccessToken: () => set({ accessToken: '', permissions: {}, groupPermissions: {} }),
      setSpotPrices: (spotPrices) => set({ spotPrices }),
      incrementCacheId: () => set((state) => ({ cacheId: state.cacheId + 1 })),
    }),
    {
      name: APP_STORE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ accessToken, spotPrices, permissions, groupPermissions, cacheId }) => ({
        accessToken,
        spotPrices,
        permissions,
        groupPermissions,
        cacheId,
      }),
    },
  ),
);

/** The group the held access token is for, or null. */
export const selectGroupId = (state: AppState): string | null => readAccessTokenClaims(state.accessToken)?.group?.id ?? null;

/** Group admin when the token's group role is admin. */
export const selectIsGroupAdmin = (state: AppState): boolean => isGroupAdminToken(state.accessToken);

/** Whether the current group's role grants a permission, e.g. `selectGroupCan('catalog.write')`. */
export const selectGroupCan =
  (permission: GroupPermission) =>
  (state: AppState): boolean =>
    state.groupPermissions[permission] === true;
