import {
  PendingBoundary,
  queryClient,
  REMOTE_ROUTES,
  SHARED_COLLECTION_ROUTE,
  ShellServicesProvider,
  useDialogQueue,
  useResolvedTheme,
  type RemoteName,
} from '@bullion/shared';
import { AppToaster, PendingIndicator } from '@bullion/ui';
import '@bullion/ui/design-tokens.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { DialogsFollowLocation } from './dialogs/dialogs-follow-location';
import { preloadRemoteAreaPage, RemoteAreaPage } from './federation/remote-area-page';
import { remoteForPath } from './federation/route-ownership';
import { lazyNamed, lazyWithReload } from './errors/lazy-with-reload';
import { lazyWithAntd } from './load-antd-scope';
import { useAskedOnce } from './use-asked-once';
import { PreviewLinkNotice } from './layout/preview-link-notice';
import { isAppPath } from './pages/app-paths';
import { useSecondFactorDemand } from './auth/second-factor-demand';
import { useSessionStore } from './auth/session-store';
import { bindRouterNavigate, shellServices } from './services';
import { ShellContextProvider, useShell, type ShellContextValue } from './shell-context';

// Every page is its own chunk, so the first page downloads only itself: a visitor on /login never
// loads the signed-in layout, the dashboard's charts, the dialogs or antd. Named exports are picked here.
const page = lazyNamed;
/** A page drawn with antd: it comes with antd's theme (antd-scope.tsx), which the login page does without. */
const antdPage = lazyWithAntd;

const LoginPage = page(() => import('./pages/auth/login-page'), 'LoginPage');
const SignupPage = antdPage(() => import('./pages/auth/signup-page'), 'SignupPage');
const VerifyEmailPage = antdPage(() => import('./pages/auth/verify-email-page'), 'VerifyEmailPage');
const ForgotPasswordPage = antdPage(() => import('./pages/auth/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = antdPage(() => import('./pages/auth/reset-password-page'), 'ResetPasswordPage');
const NotFoundGroupPage = antdPage(() => import('./pages/auth/not-found-group-page'), 'NotFoundGroupPage');
const SwitchGroupPage = antdPage(() => import('./pages/auth/switch-group-page'), 'SwitchGroupPage');
const InvitePage = antdPage(() => import('./pages/auth/invite-page'), 'InvitePage');
const SharedCollectionPage = antdPage(() => import('./pages/shared-collection-page'), 'SharedCollectionPage');
const RequireSession = antdPage(() => import('./auth/require-session'), 'RequireSession');
// The signed-in app: guard, header, sidebar, hash dialogs and the remote areas. Plain HTML, so a
// signed-in start draws without antd; its menus, dialogs and notices bring antd's theme themselves.
const SignedInApp = page(() => import('./layout/signed-in-app'), 'SignedInApp');
const AppNotFound = antdPage(() => import('./pages/not-found-page'), 'AppNotFound');
const PublicNotFound = antdPage(() => import('./pages/not-found-page'), 'PublicNotFound');
// The dashboard carries the chart library: its own chunk, loaded when first shown.
const DashboardPage = lazyWithReload(() => import('./pages/dashboard/dashboard-page'));
/**
 * A signed-in start (a stored session): the signed-in app and, on / the dashboard (in an area, the
 * shell's area page) start loading before the session is restored (index.html has already asked for
 * their chunks), so that the first render draws them rather than a fallback.
 */
export function preloadSignedInStart(pathname: string): void {
  void SignedInApp.preload().catch(() => undefined);
  if (pathname === '/') void DashboardPage.preload().catch(() => undefined);
  else if (remoteForPath(pathname)) preloadRemoteAreaPage();
}

// Dialogs load when first asked for: the confirm/info/prompt host, and the two-step demand.
const DialogHost = antdPage(() => import('@bullion/ui/dialog-host'), 'DialogHost');
const SecondFactorModal = antdPage(() => import('./dialogs/second-factor-modal'), 'SecondFactorModal');

function OnDemandDialogs() {
  const dialogsAsked = useAskedOnce(useDialogQueue((state) => state.open.length > 0));
  const secondFactorAsked = useAskedOnce(useSecondFactorDemand((state) => state.demand !== null));
  return (
    <PendingBoundary>
      {dialogsAsked ? <DialogHost /> : null}
      {secondFactorAsked ? <SecondFactorModal /> : null}
    </PendingBoundary>
  );
}

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
  return <RemoteAreaPage key={remote} remote={remote} label={label} loader={loader} services={shellServices} />;
}

/**
 * The signed-in app: guard and layout. An address no page answers is Not Found inside the layout;
 * signed out, it is Not Found on the public layout rather than a trip to the login page.
 */
function AppArea() {
  const { pathname } = useLocation();
  const signedOut = useSessionStore((state) => state.status === 'signed-out');
  if (signedOut && !isAppPath(pathname)) return <PublicNotFound />;
  return <SignedInApp />;
}

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
          <BrowserRouter>
            <NavigationBridge />
            <PendingBoundary>
              <ShellRoutes />
            </PendingBoundary>
            <OnDemandDialogs />
            <DialogsFollowLocation />
          </BrowserRouter>
          <PendingIndicator />
          <AppToaster theme={resolved} />
          <PreviewLinkNotice />
        </QueryClientProvider>
      </ShellServicesProvider>
    </ShellContextProvider>
  );
}
