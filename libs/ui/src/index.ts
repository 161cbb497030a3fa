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
export { LoadError, type LoadErrorProps } from './load-error';
export { NotFound } from './not-found';
export { avatarColor, hashString, initialsOf } from './initials-avatar';
export { AppToaster } from './toaster';
export { AfterFirstPaint, type AfterFirstPaintProps } from './after-first-paint';
export { isLazyPage, lazyPage, type LazyPage } from './lazy-page';
export { allPages, pagesForPath, preloadAllPages, preloadPath } from './route-preload';
