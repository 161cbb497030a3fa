// Public surface of @bullion/ui: the components every app renders with its own copy of antd.
// Not a federation shared module (scripts/vite/federation.ts): each app bundles only what it imports,
// and the page-wide state these components show (dialog queue, pending count, unsaved-changes
// registry, theme) lives in the '@bullion/shared' singletons they import by package name.
export { antdThemeConfig } from './antd-theme';
export { DialogHost } from './dialog-host';
export { createRemoteParcel, type RemoteParcelOptions, type RemoteWidgetComponents } from './remote-parcel';
export { PendingIndicator, type PendingIndicatorProps } from './pending-indicator';
export { UnsavedChangesBar, type UnsavedChangesBarProps } from './unsaved-changes-bar';
export { PageHeader, type PageHeaderProps } from './page-header';
export { LoadError, type LoadErrorProps } from './page-state/load-error';
export { LoadingState, type LoadingLayout, type LoadingStateProps } from './page-state/loading-state';
export { NotFoundState, type NotFoundStateProps } from './page-state/not-found-state';
export { EmptyState, type EmptyStateProps } from './page-state/empty-state';
export { CHECK_CONNECTION, NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE } from './page-state/texts';
export { NotFound } from './not-found';
export { avatarColor, hashString, initialsOf } from './initials-avatar';
export { AppToaster } from './toaster';
export { AfterFirstPaint, type AfterFirstPaintProps } from './after-first-paint';
export { isLazyPage, lazyPage, type LazyPage } from './lazy-page';
export { allPages, pagesForPath, preloadAllPages, preloadPath } from './route-preload';
export { LinkButton, ReadOnlyNotice, RoleGate, type LinkButtonProps, type ReadOnlyNoticeProps, type RoleGateProps } from './role-gate';
