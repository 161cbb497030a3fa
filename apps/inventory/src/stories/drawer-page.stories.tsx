// /drawer in every state: filled, empty (it explains the drawer), error, loading, a viewer.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InventoryApp } from '../app';
import { asViewer, emptyApi, failing, filledApi, freshSpot, pending, resetApis } from './spaces-story-setup';

const meta = {
  title: 'Inventory/Drawer',
  component: InventoryApp,
  parameters: { route: '/drawer', msw: { handlers: { overrides: filledApi.handlers() } } },
  loaders: [resetApis, freshSpot],
} satisfies Meta<typeof InventoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { parameters: { expectText: 'Silver rounds from the Saturday show' } };

export const Empty: Story = {
  parameters: { expectText: 'The drawer is empty', msw: { handlers: { overrides: emptyApi.handlers() } } },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { expectText: 'The drawer could not be loaded', msw: { handlers: { overrides: [...failing('/inventory'), ...filledApi.handlers()] } } },
};

export const Loading: Story = { parameters: { msw: { handlers: { overrides: pending('/inventory') } } } };

export const Viewer: Story = {
  loaders: [asViewer],
  parameters: { expectText: 'Silver rounds from the Saturday show' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Silver rounds from the Saturday show', undefined, { timeout: 10_000 });
    await expect(canvas.queryByText('Quick add')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Put away' })).toBeNull();
  },
};
