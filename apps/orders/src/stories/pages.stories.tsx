// Every page of the orders area (placeholder pages for now), rendered at its route with the shared
// services and the msw mock API of the Storybook preview.
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

export const PriceTemplates: Story = { parameters: { route: '/price-templates', expectText: 'Premiums and spreads over spot' } };

export const PriceTemplate: Story = { parameters: { route: '/price-templates/template-1', expectText: 'Price template' } };

export const NotFound: Story = { parameters: { route: '/orders/a/b', expectText: 'Not Found' } };
