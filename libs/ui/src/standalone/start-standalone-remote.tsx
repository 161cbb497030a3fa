// A minimal host page for one remote running on its own (`npx nx serve <remote>`): the real shared
// services, a signed-in session, a top bar with the remote's pages (from the list of remotes), and
// the remote's own parcel mounted the way the shell mounts it. The mock API is the caller's
// (msw lives in @bullion/api-client, which depends on this library). Development only: reachable
// as '@bullion/ui/standalone', never from the library's main entry, so no production build has it.
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider, Flex, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, useNavigate } from 'react-router';
import { start as startSingleSpa } from 'single-spa';
import { antdThemeConfig } from '../antd-theme';
import { SHELL_CONTRACT, type ParcelProps, type RemoteEvent, type RemoteParcelModule, type ShellServices } from '@bullion/shared';
import { DialogHost } from '../dialog-host';
import { AppToaster } from '../toaster';
import { LoadError } from '../page-state/load-error';
import { dialogService } from '@bullion/shared';
import { bindShellNavigator, shellNavigate } from '@bullion/shared';
import { installHistoryGate } from '@bullion/shared';
import { queryClient } from '@bullion/shared';
import { REMOTES, remoteHome, type RemoteName } from '@bullion/shared';
import { useAppStore, type PermissionMap } from '@bullion/shared';
import { themeService, useReducedMotion, useResolvedTheme } from '@bullion/shared';
import { toastService } from '@bullion/shared';
import { ParcelMount } from './parcel-mount';
// antd's tokens as CSS variables, light and dark by the root's data-theme, as the shell has them:
// what a plain widget (@bullion/ui/plain) is drawn with.
import '../design-tokens.css';
import { StandaloneHashDialogs } from './standalone-dialogs';

export interface StandaloneRoute {
  label: string;
  to: string;
}

export interface StandaloneSession {
  /** An app access token (its claims are read for the group id and role). */
  accessToken: string;
  permissions?: { user?: PermissionMap; group?: PermissionMap };
}

export interface StandaloneRemoteOptions {
  /** The remote's `./parcel` module: its area and widgets, as the shell would load them. */
  module: RemoteParcelModule;
  /** Starts the mock API and configures the API client for it; resolves the signed-in session. */
  startMockApi(): Promise<StandaloneSession>;
}

interface StandaloneHostProps {
  remote: RemoteName;
  module: RemoteParcelModule;
  routes: readonly StandaloneRoute[];
}

const services: ShellServices = {
  toast: toastService,
  dialog: dialogService,
  theme: themeService,
  navigation: { navigate: (to, options) => shellNavigate(to, options) },
};

/** Hash dialogs and guarded links navigate through this router, as they do through the shell's. */
function NavigatorBinding() {
  const navigate = useNavigate();
  useEffect(() => bindShellNavigator((to, options) => navigate(to, options)), [navigate]);
  return null;
}

function TopBar({ remote, routes }: Omit<StandaloneHostProps, 'module'>) {
  return (
    <header style={{ borderBottom: '1px solid rgba(128,128,128,.3)', padding: '10px 24px' }}>
      <Flex gap={20} align="center" wrap>
        <Typography.Text strong data-testid="standalone-title">
          {remote} — standalone (mock API)
        </Typography.Text>
        <nav aria-label="Routes of this remote">
          <Flex gap={16} wrap>
            {routes.map((route) => (
              <NavLink key={route.to} to={route.to} style={({ isActive }) => ({ fontWeight: isActive ? 600 : 400 })}>
                {route.label}
              </NavLink>
            ))}
          </Flex>
        </nav>
      </Flex>
    </header>
  );
}

function StandaloneHost({ remote, module, routes }: StandaloneHostProps) {
  const resolved = useResolvedTheme();
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    document.documentElement.dataset.theme = resolved;
  }, [resolved]);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const fail = useCallback((error: unknown) => {
    console.error(`[standalone] the ${remote} area failed`, error);
    setFailure(error ?? new Error('unknown error'));
  }, [remote]);
  const parcelProps = useMemo<ParcelProps>(
    () => ({
      contractVersion: SHELL_CONTRACT,
      remote,
      services,
      emit: (event: RemoteEvent) => {
        if (event.type === 'error') fail(event.error);
        if (event.type === 'title') document.title = `${event.title} · ${remote} standalone`;
      },
    }),
    [remote, fail],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={antdThemeConfig(resolved, { reducedMotion })}>
        <AntdApp>
          <BrowserRouter>
            <NavigatorBinding />
            <TopBar remote={remote} routes={routes} />
            <main style={{ padding: 24 }}>
              {failure ? (
                <LoadError
                  layout="page"
                  title={`${remote} stopped working`}
                  description={failure instanceof Error ? failure.message : String(failure)}
                  retryLabel="Retry"
                  onRetry={() => (setFailure(null), setAttempt((value) => value + 1))}
                />
              ) : (
                <ParcelMount config={module.parcel} props={parcelProps} mountKey={String(attempt)} onError={fail} />
              )}
            </main>
            <StandaloneHashDialogs module={module} parcelProps={parcelProps} />
            <DialogHost />
            <AppToaster theme={resolved} />
          </BrowserRouter>
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

/**
 * Starts the mock API, signs the mock session in and renders the standalone host into #root, with
 * the remote's pages from the list of remotes in its top bar; `/` leads to the first of them.
 */
export async function startStandaloneRemote({ module, startMockApi }: StandaloneRemoteOptions): Promise<void> {
  const remote = module.contract.remote;
  const session = await startMockApi();
  useAppStore.getState().setAccessToken(session.accessToken, session.permissions);
  if (window.location.pathname === '/') window.history.replaceState(null, '', remoteHome(remote));
  // As in the shell: the leave guard's gate first, then single-spa, so every router follows the URL.
  installHistoryGate();
  startSingleSpa({ urlRerouteOnly: true });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const routes = REMOTES[remote].pages.map(({ label, to }) => ({ label, to }));
  createRoot(container).render(<StandaloneHost remote={remote} module={module} routes={routes} />);
}
