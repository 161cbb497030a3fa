// /settings/account in each state: initials, a picture, an e-mail change waiting for its codes,
// loading, and the profile failing to load.
import { MOCK_API_URL, mockDb, signInMockSupabase } from '@bullion/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { SettingsApp } from '../app';

const meta = {
  title: 'Settings/Account',
  component: SettingsApp,
  parameters: { route: '/settings/account' },
  loaders: [() => signInMockSupabase(mockDb.auth)],
} satisfies Meta<typeof SettingsApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = { parameters: { expectText: 'AL' } };

export const WithPicture: Story = {
  loaders: [
    () => {
      mockDb.account = { ...mockDb.account, avatarUrl: 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="%23c9a227"/></svg>' };
    },
  ],
  parameters: { expectText: 'Change picture' },
};

export const EmailChangeWaiting: Story = {
  loaders: [
    () => {
      mockDb.auth.newEmail = 'ada@newmail.example';
      return signInMockSupabase(mockDb.auth);
    },
  ],
  parameters: { expectText: 'A change to ada@newmail.example is waiting for its codes.' },
};

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
    expectText: 'Your profile could not be loaded',
    msw: {
      handlers: {
        overrides: [http.get(`${MOCK_API_URL}/account`, () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 }))],
      },
    },
  },
};
