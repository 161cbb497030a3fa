// /settings/message-preferences: the defaults, everything off, loading, and an error.
import { MOCK_API_URL, mockDb } from '@bullion/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { SettingsApp } from '../app';

const meta = {
  title: 'Settings/Message preferences',
  component: SettingsApp,
  parameters: { route: '/settings/message-preferences' },
} satisfies Meta<typeof SettingsApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = { parameters: { expectText: 'Weekly portfolio summary' } };

export const AllOff: Story = {
  loaders: [
    () => {
      mockDb.account = {
        ...mockDb.account,
        settings: { messagePreferences: { orderUpdates: false, weeklySummary: false, priceAlerts: false, productNews: false } },
      };
    },
  ],
  parameters: { expectText: 'Product news' },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/account/message-preferences`, async () => {
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
    expectText: 'Your message preferences could not be loaded',
    msw: {
      handlers: {
        overrides: [http.get(`${MOCK_API_URL}/account/message-preferences`, () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 }))],
      },
    },
  },
};
