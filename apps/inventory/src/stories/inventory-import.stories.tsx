// /inventory/import: the shared import engine with the inventory definition, in each state:
// the upload step, the mapping of a dealer's CSV, the review with row errors, the finished import,
// storage spaces that fail to load, and a role that may not import. The API is answered by this
// file's own handlers (testing/inventory-import-fixtures.ts).
import { useAppStore } from '@bullion/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InventoryApp } from '../app';
import { DEALER_CSV, inventoryImportHandlers } from '../testing/inventory-import-fixtures';

const meta = {
  title: 'Inventory/Import page',
  component: InventoryApp,
  // The play functions walk the wizard: antd renders slowly in the unit tests' jsdom.
  parameters: { route: '/inventory/import', msw: { handlers: { overrides: inventoryImportHandlers() } }, testTimeout: 30_000 },
} satisfies Meta<typeof InventoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;


async function uploadDealerCsv(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Upload a file' });
  const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File([DEALER_CSV], 'dealer.csv', { type: 'text/csv' }));
  await canvas.findByRole('heading', { name: 'Map columns to item fields' });
  return canvas;
}

async function reviewDealerCsv(canvasElement: HTMLElement) {
  const canvas = await uploadDealerCsv(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Check the rows' }));
  await canvas.findByText('Server check: 2 items would be added.');
  return canvas;
}

export const UploadStep: Story = { parameters: { expectText: 'Download the CSV template' } };

export const MappingStep: Story = {
  name: 'Map columns of a dealer CSV',
  play: async ({ canvasElement }) => {
    const canvas = await uploadDealerCsv(canvasElement);
    await expect(canvas.getAllByText('Auto-matched')).toHaveLength(9);
  },
};

export const ReviewWithErrors: Story = {
  name: 'Review: rows with errors',
  play: async ({ canvasElement }) => {
    const canvas = await reviewDealerCsv(canvasElement);
    await expect(canvas.getAllByText(/"Garage" is not a storage space of this group/).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(/Use a date as YYYY-MM-DD/).length).toBeGreaterThan(0);
  },
};

export const Imported: Story = {
  name: 'Import finished',
  play: async ({ canvasElement }) => {
    const canvas = await reviewDealerCsv(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Import 2 items' }));
    await canvas.findByText('2 items imported from dealer.csv');
    await expect(canvas.getByRole('button', { name: 'Go to inventory' })).toBeTruthy();
  },
};

export const SpacesUnavailable: Story = {
  name: 'Storage spaces cannot be loaded',
  parameters: { msw: { handlers: { overrides: inventoryImportHandlers({ spaces: null }) } }, expectText: 'The storage spaces could not be loaded' },
};

export const NotAllowed: Story = {
  name: 'Role without inventory.write',
  loaders: [
    async () => {
      useAppStore.setState((state) => ({ groupPermissions: { ...state.groupPermissions, 'inventory.write': false } }));
    },
  ],
  parameters: { expectText: 'You cannot import inventory in this group' },
};
