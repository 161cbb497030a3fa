// The pages of the inventory area without stories of their own, rendered at their route with the
// shared services and the msw mock API of the Storybook preview (the drawer and the storage spaces
// have theirs: drawer-page, storage-spaces-page and storage-space-inventory-page stories).
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

export const NotFound: Story = { parameters: { route: '/inventory/a/b', expectText: 'Not Found' } };
