import { lazyPage, NotFound, preloadPath } from '@bullion/ui';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { SettingsLayout } from './settings-layout';

// The layout (menu or picker) is part of the parcel; every page is its own chunk, loaded when first
// shown or preloaded by the shell (lazyPage, @bullion/ui) inside the layout's PendingBoundary, so
// the menu stays while one loads.
const AccountPage = lazyPage(() => import('./pages/account-page'), (module) => module.AccountPage);
const BillingAndPlansPage = lazyPage(() => import('./pages/billing-and-plans-page'), (module) => module.BillingAndPlansPage);
const DomainsPage = lazyPage(() => import('./pages/domains-page'), (module) => module.DomainsPage);
const GroupPage = lazyPage(() => import('./pages/group-page'), (module) => module.GroupPage);
const LoginAndSecurityPage = lazyPage(() => import('./pages/login-and-security-page'), (module) => module.LoginAndSecurityPage);
const MessagePreferencesPage = lazyPage(() => import('./pages/message-preferences-page'), (module) => module.MessagePreferencesPage);
const PeoplePage = lazyPage(() => import('./pages/people-page'), (module) => module.PeoplePage);
const PrivacySettingsPage = lazyPage(() => import('./pages/privacy-settings-page'), (module) => module.PrivacySettingsPage);
const PurchaseHistoryPage = lazyPage(() => import('./pages/purchase-history-page'), (module) => module.PurchaseHistoryPage);
const ReleasesPage = lazyPage(() => import('./pages/releases-page'), (module) => module.ReleasesPage);

/** The settings area's routes: /settings/*, a menu on the left and the chosen page on the right. */
export const SETTINGS_ROUTES: RouteObject[] = [
  {
    path: '/settings',
    element: <SettingsLayout />,
    children: [
      { index: true, element: <Navigate to="/settings/account" replace /> },
      { path: 'account', element: <AccountPage /> },
      { path: 'login-and-security', element: <LoginAndSecurityPage /> },
      { path: 'message-preferences', element: <MessagePreferencesPage /> },
      { path: 'privacy-settings', element: <PrivacySettingsPage /> },
      { path: 'people', element: <PeoplePage /> },
      { path: 'billing-and-plans', element: <BillingAndPlansPage /> },
      { path: 'domains', element: <DomainsPage /> },
      { path: 'purchase-history', element: <PurchaseHistoryPage /> },
      { path: 'group', element: <GroupPage /> },
      { path: 'releases', element: <ReleasesPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
  // Outside the area while the shell unmounts this parcel: render nothing.
  { path: '*', element: null },
];

/** The settings area. */
export function SettingsApp() {
  return useRoutes(SETTINGS_ROUTES);
}

/** Contract 1.4: loads the code of the page the area shows at `path` (/settings: the account page it leads to). */
export function preloadSettingsPath(path: string): Promise<void> {
  return preloadPath(SETTINGS_ROUTES, path);
}
