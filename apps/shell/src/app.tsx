import { antdThemeConfig, NotFound, queryClient, ShellServicesProvider, useResolvedTheme, type RemoteName } from '@bullion/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { Toaster } from 'sonner';
import { DialogHost } from './dialogs/dialog-host';
import { RemoteArea } from './federation/remote-area';
import { REMOTE_ROUTES } from './federation/route-ownership';
import { ProtectedLayout } from './layout/protected-layout';
import { DashboardPage } from './pages/dashboard-page';
import { PublicPage } from './pages/public-page';
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

function RemoteAreaRoute({ remote }: { remote: RemoteName }) {
  const { loader } = useShell();
  return <RemoteArea key={remote} remote={remote} loader={loader} services={shellServices} />;
}

function InvitePage() {
  const { pathname } = useLocation();
  return <PublicPage title="Join a group">Invitation {pathname.split('/').pop()}</PublicPage>;
}

const PUBLIC_PAGES: readonly { path: string; title: string }[] = [
  { path: '/login', title: 'Log in' },
  { path: '/signup', title: 'Sign up' },
  { path: '/verify-email', title: 'Verify your e-mail' },
  { path: '/forgot-password', title: 'Forgot password' },
  { path: '/reset-password', title: 'Reset password' },
  { path: '/not-found-group', title: 'Group not found' },
  { path: '/switch-group', title: 'Choose a group' },
];

export function ShellRoutes() {
  return (
    <Routes>
      {PUBLIC_PAGES.map(({ path, title }) => (
        <Route key={path} path={path} element={<PublicPage title={title} />} />
      ))}
      <Route path="/invite/:code" element={<InvitePage />} />
      <Route element={<ProtectedLayout />}>
        <Route index element={<DashboardPage />} />
        {(Object.entries(REMOTE_ROUTES) as [RemoteName, readonly string[]][]).flatMap(([remote, patterns]) =>
          patterns.map((pattern) => <Route key={pattern} path={pattern} element={<RemoteAreaRoute remote={remote} />} />),
        )}
      </Route>
      <Route path="*" element={<NotFound />} />
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
                <ShellRoutes />
                <DialogHost />
              </BrowserRouter>
              <Toaster theme={resolved} position="bottom-right" visibleToasts={3} />
            </AntdApp>
          </ConfigProvider>
        </QueryClientProvider>
      </ShellServicesProvider>
    </ShellContextProvider>
  );
}
