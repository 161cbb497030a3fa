// /price-templates/{id} in each state it renders: the editor beside a live preview at a fresh spot,
// a stale spot, no spot, a template without rules, a viewer's read-only view, no products matching
// the preview's filters, a failed preview, and loading, error and not found.
import { MOCK_API_URL, MOCK_EMPTY_TEMPLATE_ID, MOCK_PRICE_TEMPLATE_ID } from '@bullion/api-mocks';
import { PERMISSION_REFUSALS } from '@bullion/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { OrdersApp } from '../app';
import { asViewer, spotOf } from './story-state';

const failing = (path: string) =>
  http.get(`${MOCK_API_URL}${path}`, () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 }));

const meta = {
  title: 'Orders/Price template',
  component: OrdersApp,
  parameters: { route: `/price-templates/${MOCK_PRICE_TEMPLATE_ID}` },
  loaders: [spotOf(0)],
} satisfies Meta<typeof OrdersApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The preview panel (below 1200 px the page shows one panel at a time). */
const previewRoute = (search = '') => `/price-templates/${MOCK_PRICE_TEMPLATE_ID}?panel=preview${search}`;

export const Filled: Story = { parameters: { expectText: 'Gold · Bars' } };

// The American Gold Eagle 1 oz at the product rule's ask, $129 over melt at the mock spot.
export const Preview: Story = { parameters: { route: previewRoute(), expectText: '$2,839.53' } };

export const Quantity: Story = { parameters: { route: previewRoute('&metal=silver&quantity=25'), expectText: 'Rule 3 · tier 20–99 (graduated)' } };

export const StaleSpot: Story = { loaders: [spotOf(90)], parameters: { route: previewRoute(), expectText: 'Stale spot' } };

export const SpotUnavailable: Story = { loaders: [spotOf(null)], parameters: { route: previewRoute(), expectText: 'Spot prices are unavailable' } };

export const NoRules: Story = {
  parameters: { route: `/price-templates/${MOCK_EMPTY_TEMPLATE_ID}`, expectText: 'No rules yet: no product gets a price from this template.' },
};

export const ReadOnly: Story = { loaders: [asViewer], parameters: { expectText: PERMISSION_REFUSALS['orders.write'] } };

export const NoMatchingProducts: Story = {
  parameters: { route: previewRoute('&q=unobtainium'), expectText: 'No products match these filters' },
};

export const PreviewError: Story = {
  parameters: { route: previewRoute(), expectText: 'The products could not be loaded', msw: { handlers: { overrides: [failing('/price-templates/:id/preview')] } } },
};

export const NotFound: Story = { parameters: { route: '/price-templates/20000000-0000-4000-8000-00000000dead', expectText: 'Price template not found' } };

export const LoadError: Story = {
  name: 'Error',
  parameters: { expectText: 'The price template could not be loaded', msw: { handlers: { overrides: [failing('/price-templates/:id')] } } },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/price-templates/:id`, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
};
