// /orders/new in each state it renders: an empty sale, a purchase, a customer preselected, lines from
// inventory priced live (fresh, stale and missing spot: never $0), a manual price without its reason,
// a custom line being described,
// a viewer, price templates that cannot be loaded, and loading.
import { MOCK_API_URL, MOCK_CUSTOMER_IDS } from '@bullion/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { OrdersApp } from '../app';
import { signInAs, spotOf } from './story-state';

const meta = {
  title: 'Orders/New order',
  component: OrdersApp,
  parameters: { route: `/orders/new?customer=${MOCK_CUSTOMER_IDS.janeDoe}` },
  loaders: [spotOf(0)],
} satisfies Meta<typeof OrdersApp>;

export default meta;
type Story = StoryObj<typeof meta>;


/** Adds the silver maples from inventory through the picker (a dialog under <body>). */
async function sellMaples(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await page.findByText('Sell from inventory'));
  await userEvent.click(await body.findByRole('checkbox', { name: 'Sell Canadian Silver Maple Leaf 1 oz', hidden: true }));
  await userEvent.click(body.getByText('Add 1 to the order'));
  await page.findByText('Canadian Silver Maple Leaf 1 oz', { selector: 'span' });
  return page;
}

export const Empty: Story = { name: 'New sale', parameters: { route: '/orders/new', expectText: 'No lines yet' } };

export const Purchase: Story = { parameters: { route: '/orders/new?side=buy', expectText: 'We buy from the customer (priced at the bid).' } };

export const CustomerChosen: Story = { parameters: { expectText: 'Jane Doe' } };

export const WithLines: Story = {
  name: 'Lines priced live',
  parameters: { testTimeout: 40_000 },
  play: async ({ canvasElement }) => {
    const page = await sellMaples(canvasElement);
    await expect(page.getByText(/^Live prices at the spot of/)).toBeTruthy();
  },
};

export const StaleSpot: Story = {
  loaders: [spotOf(90)],
  parameters: { testTimeout: 40_000 },
  play: async ({ canvasElement }) => {
    const page = await sellMaples(canvasElement);
    await expect(page.getByText('Stale spot')).toBeTruthy();
  },
};

export const SpotUnavailable: Story = {
  loaders: [spotOf(null)],
  parameters: { testTimeout: 40_000 },
  play: async ({ canvasElement }) => {
    const page = await sellMaples(canvasElement);
    await expect(page.getByText('Spot prices are unavailable')).toBeTruthy();
    await expect(page.getByText('Spot unavailable')).toBeTruthy();
    await expect(page.queryByText('$0.00')).toBeNull();
  },
};

export const ManualPriceNeedsReason: Story = {
  name: 'Manual price without a reason',
  parameters: { testTimeout: 40_000 },
  play: async ({ canvasElement }) => {
    const page = await sellMaples(canvasElement);
    await userEvent.click(page.getByText('Override price'));
    await userEvent.click(page.getByText('Save as draft'));
    await page.findByText('A manual unit price needs a reason.');
  },
};

export const CustomLine: Story = {
  name: 'Adding a custom line',
  parameters: { route: `/orders/new?customer=${MOCK_CUSTOMER_IDS.janeDoe}&side=buy`, testTimeout: 40_000 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByText('Custom line'));
    await userEvent.type(await body.findByLabelText('Custom line title'), 'Sterling flatware, assorted');
    await userEvent.type(body.getByLabelText('Custom line weight'), '1250');
    await userEvent.type(body.getByLabelText('Custom line purity'), '0.925');
    await body.findByText(/ozt fine each/);
  },
};

export const Viewer: Story = { loaders: [signInAs('viewer')], parameters: { expectText: 'You cannot create orders in this group' } };

export const TemplatesError: Story = {
  name: 'Price templates cannot be loaded',
  parameters: {
    expectText: 'The price templates could not be loaded',
    msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/price-templates`, () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 }))] } },
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/price-templates`, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
};
