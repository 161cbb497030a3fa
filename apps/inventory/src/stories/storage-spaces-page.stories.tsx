// /spaces in every state: filled, empty, error, loading, a viewer, and the spot stale or missing.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InventoryApp } from '../app';
import { failing, freshSpot, noSpot, nothingHeld, pending, signInAs, staleSpot } from './story-state';

const meta = {
  title: 'Inventory/Storage spaces',
  component: InventoryApp,
  parameters: { route: '/spaces' },
  loaders: [freshSpot],
} satisfies Meta<typeof InventoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { parameters: { expectText: 'First National box 214' } };

export const Empty: Story = { loaders: [nothingHeld], parameters: { expectText: 'No storage spaces yet' } };

export const LoadError: Story = {
  name: 'Error',
  parameters: { expectText: 'The storage spaces could not be loaded', msw: { handlers: { overrides: failing('/spaces') } } },
};

export const Loading: Story = { parameters: { msw: { handlers: { overrides: pending('/spaces') } } } };

export const Viewer: Story = {
  loaders: [signInAs('viewer')],
  parameters: { expectText: 'First National box 214' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('First National box 214');
    await expect(canvas.getByRole('button', { name: 'New space' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  },
};

export const StaleSpot: Story = {
  name: 'Spot stale',
  loaders: [staleSpot],
  parameters: { expectText: 'stale' },
};

export const NoSpot: Story = {
  name: 'Spot unavailable',
  loaders: [noSpot],
  parameters: { expectText: 'Spot prices are unavailable, so melt values are not shown.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('First National box 214');
    await expect(canvas.queryByText('$0.00')).toBeNull();
  },
};
