// /collections/{collectionId} in each state it renders: a shared collection partly owned (fresh,
// stale and missing spot), graded entries listed by year, stacking goals listed by completion, no
// entries yet, as a member (no share switch) and as a viewer, not found, error and loading.
import { PERMISSION_REFUSALS } from '@bullion/contract';
import { MOCK_API_URL, MOCK_COLLECTION_IDS } from '@bullion/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { InventoryApp } from '../app';
import { freshSpot, noSpot, signInAs, staleSpot } from './story-state';

const meta = {
  title: 'Collections/Collection page',
  component: InventoryApp,
  parameters: { route: `/collections/${MOCK_COLLECTION_IDS.goldCoins}` },
  loaders: [freshSpot],
} satisfies Meta<typeof InventoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const serverError = () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 });

/** Shared, 2 of 6 owned: the share link, the shopping list, drag handles. */
export const Filled: Story = { parameters: { expectText: 'Copy link' } };

export const StaleSpot: Story = { loaders: [staleSpot], parameters: { expectText: 'Stale spot' } };

export const SpotUnavailable: Story = {
  loaders: [noSpot],
  parameters: {
    expectText: 'Spot unavailable',
    msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/spots`, serverError)] } },
  },
};

/** Only MS70 counts; listed by year, so no drag handles. */
export const GradedByYear: Story = { parameters: { route: `/collections/${MOCK_COLLECTION_IDS.gradedEagles}`, expectText: 'Only first-strike labels.' } };

export const StackingGoals: Story = { parameters: { route: `/collections/${MOCK_COLLECTION_IDS.silverStack}`, expectText: 'Silver stacking goals' } };

export const NoEntries: Story = { parameters: { route: `/collections/${MOCK_COLLECTION_IDS.lunarSeries}`, expectText: 'No products in this collection yet' } };

export const Member: Story = { loaders: [signInAs('member')], parameters: { expectText: 'An admin has shared this collection with a link.' } };

export const Viewer: Story = { loaders: [signInAs('viewer')], parameters: { expectText: PERMISSION_REFUSALS['inventory.write'] } };

export const NotFound: Story = { parameters: { route: '/collections/c0000000-0000-4000-8000-000000009999', expectText: 'Collection not found' } };

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    expectText: 'The collection could not be loaded',
    msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/collections/:id`, serverError)] } },
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/collections/:id`, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
};
