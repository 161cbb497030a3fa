import { NotFound } from '@bullion/ui';
import { Navigate, Route, Routes } from 'react-router';
import { AccountPage } from './pages/account-page';
import { BillingAndPlansPage } from './pages/billing-and-plans-page';
import { DomainsPage } from './pages/domains-page';
import { GroupPage } from './pages/group-page';
import { LoginAndSecurityPage } from './pages/login-and-security-page';
import { MessagePreferencesPage } from './pages/message-preferences-page';
import { PeoplePage } from './pages/people-page';
import { PrivacySettingsPage } from './pages/privacy-settings-page';
import { PurchaseHistoryPage } from './pages/purchase-history-page';
import { SettingsLayout } from './settings-layout';

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
