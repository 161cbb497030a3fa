// Public surface of @bullion/shared: the shell-remote contract and the page-wide singletons. One copy
// on the page (a federation shared singleton, loaded whole): keep it free of UI (that is @bullion/ui,
// which every app bundles for itself) and of heavy dependencies.
import type { InstanceRefs } from './instances';
import { queryClient } from './query-client';
import { useAppStore } from './store';

export {
  SHELL_CONTRACT,
  type ConfirmRequest,
  type DialogService,
  type InfoRequest,
  type NavigationService,
  type ParcelProps,
  type PromptRequest,
  type RemoteContract,
  type RemoteEvent,
  type RemoteParcelModule,
  type RemoteWidgetInputs,
  type RemoteWidgetName,
  type RemoteWidgetProps,
  type RemoteWidgetResults,
  type CatalogSearchRequest,
  type CatalogSelection,
  type CatalogSelectionItem,
  type ResolvedTheme,
  type ShellServices,
  type ThemeChoice,
  type ThemeService,
  type ToastKind,
  type ToastOptions,
  type ToastService,
} from './contract';
export { queryClient, QUERY_DEFAULTS } from './query-client';
export { apiConnection, type ApiConnection } from './api-connection';
export * from './remotes';
export { readAccessTokenClaims, readJwtPayload, isGroupAdminToken, isTokenExpired, type AccessTokenClaims } from './access-token';
export {
  useAppStore,
  selectGroupId,
  selectIsGroupAdmin,
  selectGroupCan,
  initialAppState,
  APP_STORE_KEY,
  type AppState,
  type AppStore,
  type PermissionMap,
} from './store';
export { useGroupPermission, type GroupPermission, type GroupPermissionCheck } from './group-permission';
export { themeService, useResolvedTheme, useThemeChoice, THEME_STORAGE_KEY, DEFAULT_THEME } from './theme';
export { prefersReducedMotion, useReducedMotion } from './reduced-motion';
export { loadSonner, toasterMounted, toastService, useToasterWanted } from './toast';
export { dialogService, dismissQueuedDialogs, useDialogQueue, type DialogRequest } from './dialog';
export { requestCatalogSearch, settleCatalogSearch, useCatalogSearchRequest } from './catalog-search';
export { ShellServicesProvider, ParcelPropsProvider, useShellServices, useParcelProps } from './shell-services-context';
export { APP_TITLE, usePageTitle } from './page-title';
export { registerInstances, readInstanceReport, type InstanceKind, type InstanceRefs, type InstanceReport } from './instances';

/** Identity marker: one object per loaded copy of this library. */
export const SHARED_LIB_MARKER = { lib: '@bullion/shared' } as const;

/** This library's page-wide singletons as the importing app got them (see app-instances.ts). */
export const SHARED_LIB_INSTANCES: InstanceRefs = { 'query-client': queryClient, store: useAppStore, 'shared-lib': SHARED_LIB_MARKER };
export { METAL_COLORS, METAL_LABELS, metalColor, type ColoredMetal } from './metals';
export { formatRelativeTime } from './format';
export {
  HASH_DIALOG_NAMES,
  HASH_DIALOG_STATE_KEY,
  bindShellNavigator,
  hashDialogHash,
  openedInApp,
  openHashDialog,
  parseHashDialog,
  requestTitleDesc,
  settleTitleDesc,
  shellNavigate,
  useTitleDescRequest,
  type HashDialogId,
  type HashDialogName,
  type ParsedHashDialog,
  type ShellNavigateOptions,
  type ShellNavigator,
  type TitleDescRequest,
  type TitleDescValues,
} from './hash-dialog';
export {
  confirmLeave,
  hasUnsavedChanges,
  hasUnsavedChangesOnPage,
  LEAVE_CONFIRMATION,
  stableJson,
  UNSAVED_CHANGES_TEXT,
  useUnsavedChanges,
  type UnsavedChanges,
} from './unsaved-changes';
export {
  PENDING_DELAY_MS,
  PENDING_MIN_DISPLAY_MS,
  PendingBoundary,
  PendingFallback,
  usePendingStore,
  usePendingVisible,
  type PendingTimings,
} from './pending';
export { TOASTER_OPTIONS, type ToasterOptions } from './toaster-options';
export { installHistoryGate } from './leave-guard-history';
export { useNow } from './use-now';
export { useLiveSpot, type LiveSpot } from './live-spot';
export { useDebounced } from './use-debounced';
export { SEARCH_DEBOUNCE_MS, useUrlFilters, type SearchFilters, type UrlFilters } from './use-url-filters';
export { downloadBlob, downloadCsv } from './download-csv';
export { SHARED_COLLECTION_ROUTE, sharedCollectionPath, sharedCollectionUrl } from './shared-collection-link';
export { formatProductTitle, unknownTitlePlaceholders, PRODUCT_TITLE_PLACEHOLDERS, type ProductTitlePlaceholder, type ProductTitleValues } from './product-title';
export { cachedAvatarUrl } from './avatar-url';
