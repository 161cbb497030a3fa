// The order pages of the orders area (placeholders for now; price templates have their own stories),
// each rendered at its route with the shared services and the msw mock API of the Storybook preview.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrdersApp } from '../app';

const meta = {
  title: 'Orders/Pages',
  component: OrdersApp,
} satisfies Meta<typeof OrdersApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = { parameters: { route: '/orders', expectText: 'Buy and sell orders' } };

export const NewOrder: Story = { parameters: { route: '/orders/new', expectText: 'Create a buy or sell order' } };

export const Order: Story = { parameters: { route: '/orders/order-1', expectText: 'Order' } };

export const NotFound: Story = { parameters: { route: '/orders/a/b', expectText: 'Not Found' } };
