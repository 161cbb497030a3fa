// /price-templates in each state it renders: filled, empty, error, loading, and read only (a viewer).
import { MOCK_API_URL, mockPriceTemplates } from '@bullion/api-mocks';
import { PERMISSION_REFUSALS } from '@bullion/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { OrdersApp } from '../app';
import { asViewer } from './story-state';

const meta = {
  title: 'Orders/Price templates',
  component: OrdersApp,
  parameters: { route: '/price-templates' },
} satisfies Meta<typeof OrdersApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { parameters: { expectText: 'Retail counter' } };

export const Empty: Story = {
  parameters: {
    expectText: 'No price templates yet',
    msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/price-templates`, () => HttpResponse.json({ items: [] }))] } },
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    expectText: 'The price templates could not be loaded',
    msw: {
      handlers: {
        overrides: [http.get(`${MOCK_API_URL}/price-templates`, () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 }))],
      },
    },
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/price-templates`, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
};

export const ReadOnly: Story = {
  loaders: [asViewer],
  parameters: { expectText: PERMISSION_REFUSALS['orders.write'] },
};

export const NoDefault: Story = {
  parameters: {
    expectText: 'No default price template',
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/price-templates`, () => HttpResponse.json({ items: mockPriceTemplates().map((template) => ({ ...template, isDefault: false })) })),
        ],
      },
    },
  },
};
