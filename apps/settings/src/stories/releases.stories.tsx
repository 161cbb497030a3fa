// /settings/releases in each state: a platform admin's registry (a running canary failing a little
// more than stable, a release waiting in staging, keys and the audit log), a canary doing as well as
// stable, nothing released yet, the page for someone who is not a platform admin, loading and errors.
import { MOCK_API_URL, MOCK_RELEASE_REMOTES, MOCK_RELEASES, mockDb, telemetryKey } from '@bullion/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { SettingsApp } from '../app';

const meta = {
  title: 'Settings/Releases',
  component: SettingsApp,
  parameters: { route: '/settings/releases' },
} satisfies Meta<typeof SettingsApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const serverError = () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 });

export const PlatformAdmin: Story = { parameters: { expectText: 'Canary worse by 2.6 points' } };

export const CanaryAsGoodAsStable: Story = {
  loaders: [
    () => {
      const counts = mockDb.releases.telemetry[telemetryKey('production', MOCK_RELEASE_REMOTES.canary, MOCK_RELEASES.canary['0.2.0'].id)];
      if (counts) counts.failures = 1;
    },
  ],
  parameters: { expectText: 'Canary not worse than stable' },
};

export const NothingReleasedYet: Story = {
  loaders: [
    () => {
      Object.assign(mockDb.releases, { targets: [], keys: [], audit: [], telemetry: {} });
    },
  ],
  parameters: { expectText: 'Nothing released yet' },
};

export const NotAPlatformAdmin: Story = {
  loaders: [
    () => {
      mockDb.releases.platformAdmin = false;
    },
  ],
  parameters: { expectText: 'Only platform admins can see releases' },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/releases/status`, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    expectText: 'The releases could not be loaded',
    msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/releases/status`, serverError), http.get(`${MOCK_API_URL}/releases/rates`, serverError)] } },
  },
};
