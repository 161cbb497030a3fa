// /spaces/inventory in every state: filled, items selected across spaces, empty, error, loading, a viewer.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, within } from 'storybook/test';
import { InventoryApp } from '../app';
import { failing, freshSpot, nothingHeld, pending, signInAs } from './story-state';

const meta = {
  title: 'Inventory/Storage space inventory',
  component: InventoryApp,
  parameters: { route: '/spaces/inventory' },
  loaders: [freshSpot],
} satisfies Meta<typeof InventoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { parameters: { expectText: 'Not in a space' } };

export const SelectedAcrossSpaces: Story = {
  name: 'Items selected across spaces',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fireEvent.click(await canvas.findByLabelText('Select Mexican Silver Libertad 1 oz'));
    fireEvent.click(canvas.getByLabelText('Select Austrian Silver Philharmonic 1 oz'));
    await expect(await canvas.findByText('2 items selected')).toBeTruthy();
    await expect(canvas.getByText('Move to…')).toBeTruthy();
  },
};

export const Empty: Story = { loaders: [nothingHeld], parameters: { expectText: 'Nothing is held yet' } };

export const LoadError: Story = {
  name: 'Error',
  parameters: { expectText: 'The space inventory could not be loaded', msw: { handlers: { overrides: failing('/inventory') } } },
};

export const Loading: Story = { parameters: { msw: { handlers: { overrides: pending('/spaces', '/inventory') } } } };

export const Viewer: Story = {
  loaders: [signInAs('viewer')],
  parameters: { expectText: 'Not in a space' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Not in a space');
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
  },
};
