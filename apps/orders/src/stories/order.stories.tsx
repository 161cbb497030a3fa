// /orders/{orderId} in each state it renders: an order in every status (a draft, a running quote, an
// expired quote, confirmed and part paid, paid in cash and flagged for Form 8300 review, fulfilled,
// a completed sale and purchase, cancelled), a draft being edited, as a member and a viewer, the payment form, the printed
// receipt, not found, error and loading.
import { MOCK_API_URL, MOCK_ORDER_IDS, mockDb, mockOrders } from '@bullion/api-mocks';
import { PERMISSION_REFUSALS } from '@bullion/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fireEvent, within } from 'storybook/test';
import { OrdersApp } from '../app';
import { Receipt } from '../order/receipt';
import { signInAs, spotOf } from './story-state';

const meta = {
  title: 'Orders/Order',
  component: OrdersApp,
  parameters: { route: `/orders/${MOCK_ORDER_IDS.confirmed}` },
} satisfies Meta<typeof OrdersApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (id: string) => ({ route: `/orders/${id}` });

export const Draft: Story = { parameters: { ...at(MOCK_ORDER_IDS.draft), expectText: 'Prices are indicative, at the spot when the order was last saved. Quoting locks them at the latest spot for 15 minutes.' } };

export const EditingDraft: Story = {
  name: 'Draft being edited',
  loaders: [spotOf(0)],
  parameters: { route: `/orders/${MOCK_ORDER_IDS.draft}?edit=true`, expectText: 'Canadian Silver Maple Leaf 1 oz' },
};

export const Quoted: Story = { name: 'Quoted (countdown)', parameters: { ...at(MOCK_ORDER_IDS.quoted), expectText: 'Confirm before it expires.' } };

export const QuoteExpired: Story = { parameters: { ...at(MOCK_ORDER_IDS.expiredQuote), expectText: 'Quote expired – re-quote' } };

export const ConfirmedPartPaid: Story = { name: 'Confirmed, part paid', parameters: { expectText: 'Deposit, wire ref. 1102-ROSSI' } };

export const Form8300Review: Story = { name: 'Paid in cash: Form 8300 review', parameters: { ...at(MOCK_ORDER_IDS.paidCash), expectText: 'Review the payments and file Form 8300 with the IRS within 15 days where required.' } };

export const Fulfilled: Story = { parameters: { ...at(MOCK_ORDER_IDS.fulfilledCash), expectText: 'Complete' } };

export const CompletedSale: Story = { parameters: { ...at(MOCK_ORDER_IDS.completedSale), expectText: 'The item sold' } };

export const CompletedPurchase: Story = { name: 'Completed purchase (an admin may reverse it)', parameters: { ...at(MOCK_ORDER_IDS.completedPurchase), expectText: 'Reverse' } };

export const CompletedAsMember: Story = {
  name: 'Completed, as a member (no reverse)',
  loaders: [signInAs('member')],
  parameters: at(MOCK_ORDER_IDS.completedPurchase),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText('The item received');
    await expect(page.queryByText('Reverse')).toBeNull();
  },
};

export const Cancelled: Story = { parameters: { ...at(MOCK_ORDER_IDS.cancelled), expectText: 'Customer changed her mind.' } };

export const Viewer: Story = { loaders: [signInAs('viewer')], parameters: { expectText: PERMISSION_REFUSALS['orders.write'] } };

export const RecordPayment: Story = {
  name: 'Recording a payment',
  parameters: { testTimeout: 40_000 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    fireEvent.click(await page.findByText('Record payment'));
    fireEvent.click(await body.findByText('Cash'));
    fireEvent.change(body.getByLabelText('Amount'), { target: { value: '15000' } });
    await body.findByText(/flags the order for Form 8300 review/);
  },
};

/** The receipt as it prints (on screen the print-only copy is hidden). */
export const Receipt_: Story = {
  name: 'Printed receipt',
  render: () => {
    const order = mockDb.orders.find((candidate) => candidate.id === MOCK_ORDER_IDS.confirmed) ?? mockOrders()[0];
    if (!order) return <p>No order</p>;
    return (
      <div style={{ maxWidth: '7.3in', padding: '0.6in', background: '#fff', boxShadow: '0 0 0 1px #ddd' }}>
        <Receipt order={order} groupName="Sterling & Sons" printedAt={new Date('2026-11-02T15:00:00Z')} />
      </div>
    );
  },
  parameters: { expectText: 'Sterling & Sons' },
};

export const NotFound: Story = { parameters: { route: '/orders/e1000000-0000-4000-8000-00000000dead', expectText: 'Order not found' } };

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    expectText: 'The order could not be loaded',
    msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/orders/:id`, () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 }))] } },
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/orders/:id`, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
};
