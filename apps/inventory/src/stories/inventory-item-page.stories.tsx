// /inventory/{id} in each state: a held lot (fresh, stale and missing spot), an item in the drawer,
// one without cost basis, a disposed lot, editing, as a viewer, not found, error and loading.
import { MOCK_ITEM_IDS } from '@bullion/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { InventoryApp } from '../app';
import { failing, freshSpot, noSpot, pending, signInAs, staleSpot } from './story-state';

const meta = {
  title: 'Inventory/Item page',
  component: InventoryApp,
  parameters: { route: `/inventory/${MOCK_ITEM_IDS.goldEagles}` },
  loaders: [freshSpot],
} satisfies Meta<typeof InventoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { parameters: { expectText: 'Premium paid' } };

export const StaleSpot: Story = { loaders: [staleSpot], parameters: { expectText: 'Stale spot' } };

export const SpotUnavailable: Story = {
  loaders: [noSpot],
  parameters: {
    expectText: 'Spot unavailable',
    msw: { handlers: { overrides: failing('/spots') } },
  },
};

export const InTheDrawer: Story = { parameters: { route: `/inventory/${MOCK_ITEM_IDS.sovereigns}`, expectText: 'In the drawer' } };

export const WithoutCostBasis: Story = { parameters: { route: `/inventory/${MOCK_ITEM_IDS.libertads}`, expectText: 'Inherited' } };

export const Disposed: Story = { parameters: { route: `/inventory/${MOCK_ITEM_IDS.soldBritannias}`, expectText: 'Realised gain' } };

export const Editing: Story = { parameters: { route: `/inventory/${MOCK_ITEM_IDS.goldEagles}?edit=true`, expectText: 'Edit item' } };

export const Viewer: Story = { loaders: [signInAs('viewer')], parameters: { expectText: 'Premium paid' } };

export const NotFound: Story = { parameters: { route: '/inventory/a1000000-0000-4000-8000-000000009999', expectText: 'Inventory item not found' } };

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    expectText: 'The item could not be loaded',
    msw: { handlers: { overrides: failing('/inventory/:id') } },
  },
};

export const Loading: Story = { parameters: { msw: { handlers: { overrides: pending('/inventory/:id') } } } };
