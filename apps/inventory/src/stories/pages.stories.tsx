// Every page of the inventory area (placeholder pages for now), rendered at its route with the shared
// services and the msw mock API of the Storybook preview.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { InventoryApp } from '../app';

const meta = {
  title: 'Inventory/Pages',
  component: InventoryApp,
} satisfies Meta<typeof InventoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collections: Story = { parameters: { route: '/collections', expectText: 'Groups of inventory items' } };

export const Collection: Story = { parameters: { route: '/collections/collection-1', expectText: 'Collection' } };

export const Drawer: Story = { parameters: { route: '/drawer', expectText: 'Items set aside at the desk' } };

export const StorageSpaces: Story = { parameters: { route: '/spaces', expectText: 'Vaults, safes and shelves' } };

export const StorageSpaceInventory: Story = { parameters: { route: '/spaces/inventory', expectText: 'What each storage space holds' } };

export const NotFound: Story = { parameters: { route: '/inventory/a/b', expectText: 'Not Found' } };
