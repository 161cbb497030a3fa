// /settings/privacy-settings: ready, loading, the account failing to load, and a refused deletion.
import { MOCK_API_URL, mockDb, signInMockSupabase } from '@bullion/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { SettingsApp } from '../app';

const meta = {
  title: 'Settings/Privacy settings',
  component: SettingsApp,
  parameters: { route: '/settings/privacy-settings' },
  loaders: [() => signInMockSupabase(mockDb.auth)],
} satisfies Meta<typeof SettingsApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = { parameters: { expectText: 'Download my data' } };

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/account`, async () => {
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
    expectText: 'Your account could not be loaded',
    msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/account`, () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 }))] } },
  },
};

export const LastAdminRefused: Story = {
  parameters: {
    expectText: 'Delete my account',
    msw: {
      handlers: {
        overrides: [
          http.delete(`${MOCK_API_URL}/account`, () =>
            HttpResponse.json({ error: { code: 'last_admin', message: 'You are the only admin of "Gold Traders", which has other members.' } }, { status: 409 }),
          ),
        ],
      },
    },
  },
};
