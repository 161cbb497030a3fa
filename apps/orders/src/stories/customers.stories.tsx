// /customers and /customers/{customerId} in each state they render: the list (and a search with no
// match, and none at all), a customer as an admin (identification, Form 8300 filing) and as a
// member, a customer without orders, not found, error and loading.
import { MOCK_API_URL, MOCK_CUSTOMER_IDS } from '@bullion/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { OrdersApp } from '../app';
import { signInAs } from './story-state';

const meta = {
  title: 'Orders/Customers',
  component: OrdersApp,
  parameters: { route: '/customers' },
} satisfies Meta<typeof OrdersApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const customer = (id: string) => ({ route: `/customers/${id}` });

export const List: Story = { parameters: { expectText: '6 customers' } };

export const NoMatch: Story = { name: 'Search without a match', parameters: { route: '/customers?q=zzz', expectText: 'No customers found for "zzz"' } };

export const Empty: Story = {
  name: 'No customers yet',
  parameters: {
    expectText: 'No customers yet',
    msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/customers`, () => HttpResponse.json({ items: [], total: 0, offset: 0, limit: 100 }))] } },
  },
};

export const AsAdmin: Story = { name: 'A customer, as an admin (identification, Form 8300)', parameters: { ...customer(MOCK_CUSTOMER_IDS.janeDoe), expectText: 'Identification (Form 8300)' } };

export const AsMember: Story = {
  name: 'A customer, as a member (identification on file only)',
  loaders: [signInAs('member')],
  parameters: { ...customer(MOCK_CUSTOMER_IDS.janeDoe), expectText: 'Identification (Form 8300): on file. Only the group’s admins can see or change a customer’s identification (Form 8300).' },
};

export const WithoutOrders: Story = { name: 'A customer without orders', parameters: { ...customer(MOCK_CUSTOMER_IDS.walkIn), expectText: 'No orders with Walk-in (no name given) yet' } };

export const NotFound: Story = { parameters: { route: '/customers/c1000000-0000-4000-8000-00000000dead', expectText: 'Customer not found' } };

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    ...customer(MOCK_CUSTOMER_IDS.janeDoe),
    expectText: 'The customer could not be loaded',
    msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/customers/:id`, () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 }))] } },
  },
};

export const Loading: Story = {
  parameters: {
    ...customer(MOCK_CUSTOMER_IDS.janeDoe),
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/customers/:id`, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
};
