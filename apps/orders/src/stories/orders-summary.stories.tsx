// The orders-summary widget the shell mounts on its dashboard (contract 1.6), in each state: open
// quotes (one still holding, one expired) and the latest orders, no open quotes, no orders yet for a
// member and for a viewer, loading and a failed list. In the dashboard's narrow column, as the shell shows it.
import { MOCK_API_URL } from '@bullion/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { OrdersSummaryWidget } from '../summary/orders-summary-widget';
import { signInAs } from './story-state';

function DashboardColumn() {
  return (
    <div style={{ maxWidth: 380 }}>
      <OrdersSummaryWidget />
    </div>
  );
}

const meta = {
  title: 'Orders/Orders summary widget',
  render: () => <DashboardColumn />,
  parameters: { route: '/' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const sideTotals = { orders: 0, total: '0.00', paid: '0.00', refunded: '0.00', balanceDue: '0.00' };
const emptyPage = { items: [], total: 0, offset: 0, limit: 5, totals: { sell: sideTotals, buy: sideTotals } };
const noOrders = [http.get(`${MOCK_API_URL}/orders`, () => HttpResponse.json(emptyPage))];

export const Filled: Story = {
  name: 'Open quotes and the latest orders',
  play: async ({ canvasElement }) => {
    const quotes = within(await within(canvasElement).findByRole('list', { name: 'Open quotes' }));
    await expect(quotes.getByText(/^Expires in/)).toBeTruthy();
    await expect(quotes.getByText('Expired')).toBeTruthy();
    await expect(within(canvasElement).getByRole('link', { name: 'View all orders' })).toBeTruthy();
  },
};

export const NoOpenQuotes: Story = {
  name: 'No open quotes',
  parameters: {
    expectText: 'No open quotes right now.',
    msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/orders`, ({ request }) => (new URL(request.url).searchParams.get('status') === 'quoted' ? HttpResponse.json(emptyPage) : undefined))] } },
  },
};

export const NoOrders: Story = { name: 'No orders yet (a member)', parameters: { expectText: 'New order', msw: { handlers: { overrides: noOrders } } } };

export const NoOrdersViewer: Story = {
  name: 'No orders yet (a viewer)',
  loaders: [signInAs('viewer')],
  parameters: { expectText: 'No orders yet. Quotes, sales and purchases show here once they are made.', msw: { handlers: { overrides: noOrders } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/^No orders yet/);
    await expect(within(canvasElement).queryByRole('link', { name: 'New order' })).toBeNull();
  },
};

export const LoadError: Story = {
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
