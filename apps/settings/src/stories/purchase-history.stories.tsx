// /settings/purchase-history in each state: invoices and payments, several pages, never paid (empty),
// read only (a member), loading and error.
import { MOCK_API_URL, mockBillingInvoices } from '@bullion/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { SettingsApp } from '../app';
import { asMember } from './billing-story-state';

const meta = {
  title: 'Settings/Purchase history',
  component: SettingsApp,
  parameters: { route: '/settings/purchase-history' },
} satisfies Meta<typeof SettingsApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = <T,>(items: T[], request: Request) => {
  const params = new URL(request.url).searchParams;
  const offset = Number(params.get('offset') ?? 0);
  const limit = Number(params.get('limit') ?? 20);
  return HttpResponse.json({ items: items.slice(offset, offset + limit), total: items.length, offset, limit });
};

export const Filled: Story = { parameters: { expectText: 'LOCAL-0003' } };

/** Two years of monthly invoices: the table pages. */
export const ManyPages: Story = {
  parameters: {
    expectText: 'LOCAL-0124',
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/billing/invoices`, ({ request }) => {
            const template = mockBillingInvoices()[0];
            if (!template) return page([], request);
            const invoices = Array.from({ length: 24 }, (_, index) => ({
              ...template,
              id: `51a0c6a4-1f2e-4b3c-8d4e-${String(index).padStart(12, '0')}`,
              number: `LOCAL-0${String(124 - index)}`,
              createdAt: new Date(Date.UTC(2026, 10 - index, 5)).toISOString(),
            }));
            return page(invoices, request);
          }),
        ],
      },
    },
  },
};

export const NeverPaid: Story = {
  parameters: {
    expectText: 'No invoices yet',
    msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/billing/invoices`, ({ request }) => page([], request)), http.get(`${MOCK_API_URL}/billing/payments`, ({ request }) => page([], request))] } },
  },
};

export const ReadOnly: Story = { loaders: [asMember], parameters: { expectText: 'Only the group’s admins can see invoices, payments and receipts.' } };

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/billing/invoices`, async () => {
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
    expectText: 'The invoices could not be loaded',
    msw: {
      handlers: {
        overrides: [http.get(`${MOCK_API_URL}/billing/invoices`, () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 }))],
      },
    },
  },
};
