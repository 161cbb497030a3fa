import { NotFound } from '@bullion/ui';
import { Navigate, Route, Routes } from 'react-router';
import { SettingsLayout } from './settings-layout';
import { lazyPage } from '@bullion/ui';

// The layout (menu or picker) is part of the parcel; every page is its own chunk, loaded when first
// shown (lazyPage, @bullion/ui) inside the layout's PendingBoundary, so the menu stays while one loads.
const AccountPage = lazyPage(() => import('./pages/account-page'), (module) => module.AccountPage);
const BillingAndPlansPage = lazyPage(() => import('./pages/billing-and-plans-page'), (module) => module.BillingAndPlansPage);
const DomainsPage = lazyPage(() => import('./pages/domains-page'), (module) => module.DomainsPage);
const GroupPage = lazyPage(() => import('./pages/group-page'), (module) => module.GroupPage);
const LoginAndSecurityPage = lazyPage(() => import('./pages/login-and-security-page'), (module) => module.LoginAndSecurityPage);
const MessagePreferencesPage = lazyPage(() => import('./pages/message-preferences-page'), (module) => module.MessagePreferencesPage);
const PeoplePage = lazyPage(() => import('./pages/people-page'), (module) => module.PeoplePage);
const PrivacySettingsPage = lazyPage(() => import('./pages/privacy-settings-page'), (module) => module.PrivacySettingsPage);
const PurchaseHistoryPage = lazyPage(() => import('./pages/purchase-history-page'), (module) => module.PurchaseHistoryPage);

/** The settings area: /settings/*, a menu on the left and the chosen page on the right. */
export function SettingsApp() {
  return (
    <Routes>
      <Route path="/settings" element={<SettingsLayout />}>
        <Route index element={<Navigate to="/settings/account" replace />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="login-and-security" element={<LoginAndSecurityPage />} />
        <Route path="message-preferences" element={<MessagePreferencesPage />} />
        <Route path="privacy-settings" element={<PrivacySettingsPage />} />
        <Route path="people" element={<PeoplePage />} />
        <Route path="billing-and-plans" element={<BillingAndPlansPage />} />
        <Route path="domains" element={<DomainsPage />} />
        <Route path="purchase-history" element={<PurchaseHistoryPage />} />
        <Route path="group" element={<GroupPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
      {/* Outside the area while the shell unmounts this parcel: render nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}

/** Loads every page of the area ahead of its first showing (tests render them at once after it). */
export function preloadSettingsPages(): Promise<unknown> {
  return Promise.all([AccountPage.preload(), BillingAndPlansPage.preload(), DomainsPage.preload(), GroupPage.preload(), LoginAndSecurityPage.preload(), MessagePreferencesPage.preload(), PeoplePage.preload(), PrivacySettingsPage.preload(), PurchaseHistoryPage.preload()]);
}
