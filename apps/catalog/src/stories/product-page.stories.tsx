// /products/{id}: filled, not found, edit mode (a product of the signed-in group) and loading.
import { MOCK_API_URL } from '@bullion/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { CatalogApp } from '../app';

const GROUP_PRODUCT = '00000000-0000-4000-8000-000000000001';

const meta = {
  title: 'Catalog/Product page',
  component: CatalogApp,
  parameters: { route: '/products/public-american-gold-eagle-1-oz' },
} satisfies Meta<typeof CatalogApp>;

export default meta;
type Story = StoryObj<typeof meta>;

// The mock team reads titles as '{year} {title}' (its productTitleFormat).
export const Filled: Story = { parameters: { expectText: '2024 American Gold Eagle 1 oz' } };

export const NotFound: Story = {
  parameters: { route: '/products/public-no-such-product', expectText: 'Product not found' },
};

export const EditMode: Story = {
  parameters: { route: `/products/${GROUP_PRODUCT}?edit=true` },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/products/:id`, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
};
