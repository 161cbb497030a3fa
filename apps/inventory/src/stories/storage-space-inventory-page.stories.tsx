// /spaces/inventory in every state: filled, items selected across spaces, empty, error, loading, a viewer.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, within } from 'storybook/test';
import { InventoryApp } from '../app';
import { asViewer, emptyApi, failing, filledApi, freshSpot, pending, resetApis } from './spaces-story-setup';

const meta = {
  title: 'Inventory/Storage space inventory',
  component: InventoryApp,
  parameters: { route: '/spaces/inventory', msw: { handlers: { overrides: filledApi.handlers() } } },
  loaders: [resetApis, freshSpot],
} satisfies Meta<typeof InventoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { parameters: { expectText: 'Not in a space' } };

export const SelectedAcrossSpaces: Story = {
  name: 'Items selected across spaces',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fireEvent.click(await canvas.findByLabelText('Select Engelhard 10 oz silver bar', undefined, { timeout: 10_000 }));
    fireEvent.click(canvas.getByLabelText('Select South African Krugerrand 1 oz'));
    await expect(await canvas.findByText('2 items selected')).toBeTruthy();
    await expect(canvas.getByText('Move to…')).toBeTruthy();
  },
};

export const Empty: Story = {
  parameters: { expectText: 'Nothing is held yet', msw: { handlers: { overrides: emptyApi.handlers() } } },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { expectText: 'The space inventory could not be loaded', msw: { handlers: { overrides: [...failing('/inventory'), ...filledApi.handlers()] } } },
};

export const Loading: Story = { parameters: { msw: { handlers: { overrides: pending('/spaces', '/inventory') } } } };

export const Viewer: Story = {
  loaders: [asViewer],
  parameters: { expectText: 'Not in a space' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Not in a space', undefined, { timeout: 10_000 });
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
  },
};
