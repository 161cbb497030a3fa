// /orders in each state it renders: every order with per-side totals, a filtered view, the Form 8300
// review view, one customer's orders with their details, thousands of orders (the virtualised list),
// no match, no orders yet, a viewer, error and loading. The Not Found of an unknown /orders/… path too.
// (The story test's jsdom has no layout, so the virtualised rows are not drawn there: the stories
// expect the count and the totals, which are.)
import { MOCK_API_URL, MOCK_CUSTOMER_IDS, mockDb } from '@bullion/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { OrdersApp } from '../app';
import { signInAs } from './story-state';

const meta = {
  title: 'Orders/Orders list',
  component: OrdersApp,
  parameters: { route: '/orders' },
} satisfies Meta<typeof OrdersApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const emptyPage = { items: [], total: 0, offset: 0, limit: 100, totals: { sell: { orders: 0, total: '0.00', paid: '0.00', refunded: '0.00', balanceDue: '0.00' }, buy: { orders: 0, total: '0.00', paid: '0.00', refunded: '0.00', balanceDue: '0.00' } } };

export const Filled: Story = { parameters: { expectText: '9 orders' } };

export const Filtered: Story = { name: 'Filtered (purchases, completed)', parameters: { route: '/orders?side=buy&status=completed', expectText: '1 order' } };

export const Form8300Review: Story = { name: 'Form 8300 review', parameters: { route: '/orders?flagged=true', expectText: 'Orders flagged for Form 8300 review' } };

export const CustomerOrders: Story = {
  name: "A customer's orders",
  parameters: { route: `/orders?customer=${MOCK_CUSTOMER_IDS.marcoRossi}`, expectText: 'Prefers wire transfers. Collects Philharmonics.' },
};

export const CustomerWithoutOrders: Story = {
  name: 'A customer without orders',
  parameters: { route: `/orders?customer=${MOCK_CUSTOMER_IDS.walkIn}`, expectText: 'No orders for this customer yet' },
};

/** 3 000 orders: the list renders only the rows on screen and fetches the pages they fall in. */
export const ManyOrders: Story = {
  loaders: [
    () => {
      const [first] = mockDb.orders;
      if (!first) return;
      mockDb.orders = Array.from({ length: 3000 }, (_, index) => ({
        ...structuredClone(first),
        id: `e2000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
        number: `SO-${String(index + 1).padStart(6, '0')}`,
        createdAt: new Date(Date.parse('2026-01-01T09:00:00Z') + index * 3_600_000).toISOString(),
      }));
    },
  ],
  parameters: { expectText: '3,000 orders' },
};

export const NoMatch: Story = { parameters: { route: '/orders?q=unobtainium', expectText: 'No orders found for "unobtainium"' } };

export const Empty: Story = {
  name: 'No orders yet',
  parameters: { expectText: 'No orders yet', msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/orders`, () => HttpResponse.json(emptyPage))] } } },
};

export const Viewer: Story = {
  loaders: [signInAs('viewer')],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText('9 orders');
    // Disabled, not a link, with the reason on hover and focus.
    await expect(page.getByRole('button', { name: 'New order' })).toBeDisabled();
    await expect(page.queryByRole('link', { name: 'New order' })).toBeNull();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    expectText: 'The orders could not be loaded',
    msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/orders`, () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 }))] } },
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/orders`, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
};

export const NotFound: Story = { parameters: { route: '/orders/a/b', expectText: 'Not Found' } };
