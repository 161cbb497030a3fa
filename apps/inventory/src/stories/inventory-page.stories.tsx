// The /inventory page in each state it renders: filled (fresh, stale and missing spot), with disposed
// items, 10 000 items, empty, no matches, error, loading, and as a viewer (msw answers).
import { MOCK_API_URL } from '@bullion/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { InventoryApp } from '../app';
import { failing, freshSpot, manyItems, noSpot, pending, signInAs, staleSpot } from './story-state';

const meta = {
  title: 'Inventory/Inventory page',
  component: InventoryApp,
  parameters: { route: '/inventory' },
  loaders: [freshSpot],
} satisfies Meta<typeof InventoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

// 15 held items (the table is virtualised: jsdom shows no rows, the count tells).
export const Filled: Story = { parameters: { expectText: '15 items' } };

export const StaleSpot: Story = { loaders: [staleSpot], parameters: { expectText: 'Stale spot' } };

export const SpotUnavailable: Story = {
  loaders: [noSpot],
  parameters: {
    expectText: 'Spot unavailable',
    msw: { handlers: { overrides: failing('/spots') } },
  },
};

export const WithDisposed: Story = { parameters: { route: '/inventory?status=drawer,stock,disposed', expectText: '16 items' } };

export const Filtered: Story = { parameters: { route: '/inventory?metal=gold&form=coin&sort=title', expectText: '4 items' } };

export const TenThousandItems: Story = { loaders: [manyItems(10_000)], parameters: { expectText: '10,000 items' } };

export const Viewer: Story = { loaders: [signInAs('viewer')], parameters: { expectText: '15 items' } };

export const Empty: Story = {
  parameters: {
    expectText: 'No inventory items yet',
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/inventory`, () => HttpResponse.json({ items: [], total: 0, offset: 0, limit: 100 })),
          http.get(`${MOCK_API_URL}/inventory/summary`, () => HttpResponse.json({ metals: [], items: 0, pieces: 0, costBasis: '0.00', unvalued: 0, drawer: 0 })),
          http.get(`${MOCK_API_URL}/inventory/history`, () => HttpResponse.json({ days: [] })),
        ],
      },
    },
  },
};

export const NoMatches: Story = { parameters: { route: '/inventory?q=kilo%20rhodium', expectText: 'No inventory items found for "kilo rhodium"' } };

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    expectText: 'The inventory could not be loaded',
    msw: {
      handlers: {
        overrides: failing('/inventory', '/inventory/summary', '/inventory/history'),
      },
    },
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: pending('/inventory', '/inventory/summary', '/inventory/history'),
      },
    },
  },
};
