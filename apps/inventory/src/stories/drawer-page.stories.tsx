// /drawer in every state: filled, empty (it explains the drawer), error, loading, a viewer.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InventoryApp } from '../app';
import { failing, freshSpot, nothingHeld, pending, signInAs } from './story-state';

const meta = {
  title: 'Inventory/Drawer',
  component: InventoryApp,
  parameters: { route: '/drawer' },
  loaders: [freshSpot],
} satisfies Meta<typeof InventoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { parameters: { expectText: 'Estate lot: 1908 Sovereign' } };

export const Empty: Story = { loaders: [nothingHeld], parameters: { expectText: 'The drawer is empty' } };

export const LoadError: Story = {
  name: 'Error',
  parameters: { expectText: 'The drawer could not be loaded', msw: { handlers: { overrides: failing('/inventory') } } },
};

export const Loading: Story = { parameters: { msw: { handlers: { overrides: pending('/inventory') } } } };

export const Viewer: Story = {
  loaders: [signInAs('viewer')],
  parameters: { expectText: 'Estate lot: 1908 Sovereign' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Estate lot: 1908 Sovereign');
    await expect(canvas.queryByText('Quick add')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Put away' })).toBeNull();
  },
};
