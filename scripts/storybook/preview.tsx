// The Storybook preview every remote uses (re-exported by apps/<remote>/.storybook/preview.tsx): every story renders as it would inside the shell, with the real
// shared services (toasts, dialogs, theme), a fresh QueryClient, a MemoryRouter and a signed-in mock
// session, and the API answered by the same msw mocks the standalone page uses
// (`@bullion/api-mocks`). Per story: `parameters.route` (initial path) and
// `parameters.msw.handlers.overrides` (handlers tried before the defaults).
import { configureApiClient } from '@bullion/api-client';
import { handlers, MOCK_API_URL, mockSession, resetMockDb } from '@bullion/api-mocks';
import {
  dialogService,
  ShellServicesProvider,
  themeService,
  toastService,
  useAppStore,
  useDialogQueue,
  type ShellServices,
} from '@bullion/shared';
import { antdThemeConfig, DialogHost } from '@bullion/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useMemo, useState, type ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
// antd's tokens as CSS variables (light), as the shell has them: what plain widgets are drawn with.
import '@bullion/ui/design-tokens.css';

configureApiClient({ apiUrl: MOCK_API_URL });

/** The real shared services; navigation goes through the story's MemoryRouter. */
function StoryServices({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const services = useMemo<ShellServices>(
    () => ({
      toast: toastService,
      dialog: dialogService,
      theme: themeService,
      navigation: { navigate: (to, options) => void navigate(to, { replace: options?.replace }) },
    }),
    [navigate],
  );
  return <ShellServicesProvider value={services}>{children}</ShellServicesProvider>;
}

function StoryFrame({ route, children }: { route: string; children: ReactNode }) {
  // A fresh client per story, so loading / error / filled states never leak between stories.
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider theme={antdThemeConfig('light')}>
        <AntdApp>
          <MemoryRouter initialEntries={[route]}>
            <StoryServices>
              {children}
              <DialogHost />
            </StoryServices>
          </MemoryRouter>
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

const withShell: Decorator = (Story, context) => {
  const route = typeof context.parameters.route === 'string' ? context.parameters.route : '/';
  return (
    <StoryFrame key={context.id} route={route}>
      <Story />
    </StoryFrame>
  );
};

/** Before each story: the mock data as shipped, no open dialogs, the mock session signed in. */
export async function resetStoryState(): Promise<void> {
  resetMockDb();
  useDialogQueue.setState({ open: [] });
  const session = mockSession();
  useAppStore.getState().setAccessToken(session.accessToken, session.permissions);
}

const preview: Preview = {
  decorators: [withShell],
  loaders: [resetStoryState, mswLoader()],
  parameters: {
    layout: 'padded',
    // `overrides` is listed first so a story's handlers win over the defaults.
    msw: { handlers: { overrides: [], defaults: handlers } },
  },
};

export default preview;
