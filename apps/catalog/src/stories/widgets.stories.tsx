// The widgets the shell mounts in its dialogs: the product view (#product:{id}) and the catalog
// search, each in a modal-like frame.
import { SHELL_CONTRACT, useShellServices, type ParcelProps } from '@bullion/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductViewWidget } from '../products/product-view-widget';
import { CatalogSearch } from '../search/catalog-search';

function ModalFrame({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card title={title} style={{ maxWidth: 880, margin: '0 auto', boxShadow: '0 6px 16px rgba(0,0,0,.12)' }}>
      {children}
    </Card>
  );
}

function useParcelPropsForStory(): ParcelProps {
  return { contractVersion: SHELL_CONTRACT, remote: 'catalog', services: useShellServices(), emit: () => undefined };
}

function ProductViewFrame({ productId }: { productId: string }) {
  const parcelProps = useParcelPropsForStory();
  return (
    <ModalFrame>
      <ProductViewWidget {...parcelProps} widget="product-view" input={{ productId }} close={fn()} closeTo={fn()} />
    </ModalFrame>
  );
}

const meta = {
  title: 'Catalog/Dialog widgets',
  parameters: { route: '/catalog' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductView: Story = {
  parameters: { expectText: '2024 American Gold Eagle 1 oz' /* the mock team's title format is '{year} {title}' */ },
  render: () => <ProductViewFrame productId="public-american-gold-eagle-1-oz" />,
};

export const CatalogSearchInitial: Story = {
  name: 'Catalog search: initial',
  parameters: { expectText: 'Type at least 3 characters to search' },
  render: () => (
    <ModalFrame>
      <CatalogSearch request={{}} onDone={fn()} />
    </ModalFrame>
  ),
};

export const CatalogSearchResults: Story = {
  name: 'Catalog search: results, one already added',
  render: () => (
    <ModalFrame>
      <CatalogSearch request={{ existingIds: ['public-american-gold-eagle-1-oz'] }} onDone={fn()} />
    </ModalFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByPlaceholderText('Search products'), 'eagle');
    const already = await canvas.findByRole('checkbox', { name: '2024 American Gold Eagle 1 oz (already added)' /* the mock team's title format */ });
    await expect(already).toBeChecked();
    await expect(already).toBeDisabled();
  },
};

export const CatalogSearchNoResults: Story = {
  name: 'Catalog search: no results',
  render: () => (
    <ModalFrame>
      <CatalogSearch request={{}} onDone={fn()} />
    </ModalFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByPlaceholderText('Search products'), 'zzzz');
    await canvas.findByText('No products found for "zzzz"');
  },
};
