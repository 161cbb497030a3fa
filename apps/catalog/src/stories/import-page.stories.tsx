// /products/import: the upload step (the first step of the wizard) and its reference-data error.
import { MOCK_API_URL } from '@bullion/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { CatalogApp } from '../app';

const meta = {
  title: 'Catalog/Import page',
  component: CatalogApp,
  parameters: { route: '/products/import' },
} satisfies Meta<typeof CatalogApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UploadStep: Story = { parameters: { expectText: 'Upload a file' } };

export const DatasetsError: Story = {
  name: 'Reference data error',
  parameters: {
    msw: {
      handlers: {
        overrides: [http.get(`${MOCK_API_URL}/datasets`, () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 }))],
      },
    },
  },
};
