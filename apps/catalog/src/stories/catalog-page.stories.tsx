// The /catalog page in each state it renders: filled, empty, error and loading (msw answers).
import { MOCK_API_URL } from '@bullion/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { CatalogApp } from '../app';

const meta = {
  title: 'Catalog/Catalog page',
  component: CatalogApp,
  parameters: { route: '/catalog' },
} satisfies Meta<typeof CatalogApp>;

export default meta;
type Story = StoryObj<typeof meta>;

// 28 public products and the 3 of the mock group (the list is virtualized: jsdom shows no rows).
export const Filled: Story = { parameters: { expectText: '31 products' } };

export const Empty: Story = {
  parameters: {
    expectText: 'No products match these filters',
    msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/products`, () => HttpResponse.json({ items: [], total: 0, offset: 0, limit: 50 }))] } },
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    expectText: 'The catalog could not be loaded',
    msw: {
      handlers: {
        overrides: [http.get(`${MOCK_API_URL}/products`, () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 }))],
      },
    },
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/products`, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
};
