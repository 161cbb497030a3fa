// /collections in each state it renders: filled (fresh, stale and missing spot), searched, no
// matches, empty, as a viewer, error and loading (msw answers).
import { PERMISSION_REFUSALS } from '@bullion/contract';
import { MOCK_API_URL } from '@bullion/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { InventoryApp } from '../app';
import { freshSpot, noSpot, signInAs, staleSpot } from './story-state';

const meta = {
  title: 'Collections/Collections page',
  component: InventoryApp,
  parameters: { route: '/collections' },
  loaders: [freshSpot],
} satisfies Meta<typeof InventoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const serverError = () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 });

export const Filled: Story = { parameters: { expectText: 'Gold bullion coins of the world' } };

export const StaleSpot: Story = { loaders: [staleSpot], parameters: { expectText: 'Stale spot' } };

export const SpotUnavailable: Story = {
  loaders: [noSpot],
  parameters: {
    expectText: 'Spot unavailable',
    msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/spots`, serverError)] } },
  },
};

export const Searched: Story = { parameters: { route: '/collections?q=eagles&sort=title', expectText: 'Graded American Gold Eagles' } };

export const NoMatches: Story = { parameters: { route: '/collections?q=kilo%20rhodium', expectText: 'No collections found for "kilo rhodium"' } };

export const Empty: Story = {
  parameters: {
    expectText: 'No collections yet',
    msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/collections`, () => HttpResponse.json({ items: [], total: 0, offset: 0, limit: 48 }))] } },
  },
};

export const Viewer: Story = { loaders: [signInAs('viewer')], parameters: { expectText: PERMISSION_REFUSALS['inventory.write'] } };

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    expectText: 'The collections could not be loaded',
    msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/collections`, serverError)] } },
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/collections`, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
};
