// The pages of the inventory area without stories of their own, rendered at their route with the
// shared services and the msw mock API of the Storybook preview (the drawer, the storage spaces and
// the collections have theirs).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { InventoryApp } from '../app';

const meta = {
  title: 'Inventory/Pages',
  component: InventoryApp,
} satisfies Meta<typeof InventoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = { parameters: { route: '/inventory/a/b', expectText: 'Not Found' } };
