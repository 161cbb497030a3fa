import {
  antdThemeConfig,
  DialogHost,
  PendingBoundary,
  PendingIndicator,
  queryClient,
  REMOTE_ROUTES,
  SHARED_COLLECTION_ROUTE,
  ShellServicesProvider,
  TOASTER_OPTIONS,
  useResolvedTheme,
  type RemoteName,
} from '@bullion/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { Toaster } from 'sonner';
import { DialogsFollowLocation } from './dialogs/dialogs-follow-location';
import { lazyWithReload } from './errors/lazy-with-reload';
import { RemoteArea } from './federation/remote-area';
import { PreviewLinkNotice } from './layout/preview-banner';
import { ProtectedLayout } from './layout/protected-layout';
import { ProtectedRoute } from './auth/protected-route';
import { RequireSession } from './auth/require-session';
import { ForgotPasswordPage } from './pages/auth/forgot-password-page';
import { InvitePage } from './pages/auth/invite-page';
import { LoginPage } from './pages/auth/login-page';
import { NotFoundGroupPage } from './pages/auth/not-found-group-page';
import { AppNotFound, isAppPath, PublicNotFound } from './pages/not-found-page';
import { ResetPasswordPage } from './pages/auth/reset-password-page';
import { SharedCollectionPage } from './pages/shared-collection-page';
import { SignupPage } from './pages/auth/signup-page';
import { SwitchGroupPage } from './pages/auth/switch-group-page';
import { SecondFactorModal } from './dialogs/second-factor-modal';
import { VerifyEmailPage } from './pages/auth/verify-email-page';
import { useSessionStore } from './auth/session-store';
import { bindRouterNavigate, shellServices } from './services';
import { ShellContextProvider, useShell, type ShellContextValue } from './shell-context';

/** Lets parcels navigate through the shell's router. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    bindRouterNavigate((to, options) => navigate(to, options));
    return () => bindRouterNavigate(null);
  }, [navigate]);
  return null;
}

function RemoteAreaRoute({ remote, label }: { remote: RemoteName; label: string }) {
  const { loader } = useShell();
  return <RemoteArea key={remote} remote={remote} label={label} loader={loader} services={shellServices} />;
}

/**
 * The signed-in app: guard and layout. An address no page answers is Not Found inside the layout;
 * signed out, it is Not Found on the public layout rather than a trip to the login page.
 */
function AppArea() {
  const { pathname } = useLocation();
  const signedOut = useSessionStore((state) => state.status === 'signed-out');
  if (signedOut && !isAppPath(pathname)) return <PublicNotFound />;
  return (
    <ProtectedRoute>
      <ProtectedLayout />
    </ProtectedRoute>
  );
}

// The dashboard carries the chart library: its own chunk, loaded when first shown.
const DashboardPage = lazyWithReload(() => import('./pages/dashboard/dashboard-page'));

export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/verify-email" element={<VerifyEmailPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/not-found-group" element={<NotFoundGroupPage />} />
      <Route
        path="/switch-group"
        element={
          <RequireSession>
            <SwitchGroupPage />
          </RequireSession>
        }
      />
      <Route path="/invite/:code" element={<InvitePage />} />
      {/* A collection's share link: public, signed in or not; the inventory remote's widget shows it. */}
      <Route path={SHARED_COLLECTION_ROUTE} element={<SharedCollectionPage />} />
      <Route element={<AppArea />}>
        <Route
          index
          element={
            <PendingBoundary>
              <DashboardPage />
            </PendingBoundary>
          }
        />
        {REMOTE_ROUTES.map(({ remote, path, label }) => (
          <Route key={path} path={path} element={<RemoteAreaRoute remote={remote} label={label} />} />
        ))}
        <Route path="*" element={<AppNotFound />} />
      </Route>
    </Routes>
  );
}

export function ShellApp({ shell }: { shell: ShellContextValue }) {
  const resolved = useResolvedTheme();
  useEffect(() => {
    document.documentElement.dataset.theme = resolved;
    document.documentElement.style.colorScheme = resolved;
  }, [resolved]);

  return (
    <ShellContextProvider value={shell}>
      <ShellServicesProvider value={shellServices}>
        <QueryClientProvider client={queryClient}>
          <ConfigProvider theme={antdThemeConfig(resolved)}>
            <AntdApp component={false}>
              <BrowserRouter>
                <NavigationBridge />
                <PendingBoundary>
                  <ShellRoutes />
                </PendingBoundary>
                <DialogHost />
                <SecondFactorModal />
                <DialogsFollowLocation />
              </BrowserRouter>
              <PendingIndicator />
              <Toaster theme={resolved} {...TOASTER_OPTIONS} hotkey={[...TOASTER_OPTIONS.hotkey]} richColors />
              <PreviewLinkNotice />
            </AntdApp>
          </ConfigProvider>
        </QueryClientProvider>
      </ShellServicesProvider>
    </ShellContextProvider>
  );
}
