import { configureApiClient, inventoryKeys } from '@bullion/api-client';
import { MOCK_API_URL } from '@bullion/api-mocks';
import { hasUnsavedChangesOnPage, useAppStore } from '@bullion/shared';
import { CurrentLocation, renderInShell, signInToGroup } from '@bullion/shared/testing';
import { act, cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEALER_CSV, inventoryImportHandlers, SHELF_2_ID, type ImportCalls } from '../testing/inventory-import-fixtures';
import { InventoryImportPage } from './inventory-import-page';

// antd tables are slow to render in jsdom, more so when every test file runs at once.
configure({ asyncUtilTimeout: 5000 });

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApiClient({ apiUrl: MOCK_API_URL });
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
  useAppStore.getState().clearAccessToken();
});
afterAll(() => server.close());

function renderPage() {
  return renderInShell(
    <Routes>
      <Route path="/inventory/import" element={<InventoryImportPage />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    { path: '/inventory/import' },
  );
}

/** Once the storage spaces have loaded and the upload step shows, drops the file on it. */
async function upload(container: HTMLElement, text: string, name: string) {
  await screen.findByRole('heading', { name: 'Upload a file' });
  const input = container.querySelector('input[type="file"]');
  await act(async () => {
    fireEvent.change(input as HTMLInputElement, { target: { files: [new File([text], name)] } });
  });
}

const statistic = (title: string) => screen.getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content-value')?.textContent;

describe('inventory import page', () => {
  it('maps, checks, imports the valid rows in one call, refreshes the inventory and says so', async () => {
    signInToGroup('group-1', { 'inventory.write': true });
    const calls: ImportCalls = { bodies: [] };
    server.use(...inventoryImportHandlers({ calls }));
    const { container, client, services } = renderPage();
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    await upload(container, DEALER_CSV, 'dealer.csv');
    expect(await screen.findByRole('heading', { name: 'Map columns to item fields' })).toBeTruthy();
    expect(hasUnsavedChangesOnPage()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));

    expect(await screen.findByText('Server check: 2 items would be added.')).toBeTruthy();
    expect(statistic('Rows in the file')).toBe('5');
    expect(statistic('Ready to import')).toBe('2');
    expect(statistic('With errors')).toBe('3');
    const review = within(screen.getByRole('region', { name: 'Review the rows' }));
    expect(review.getAllByText(/"Garage" is not a storage space of this group/).length).toBeGreaterThan(0);
    expect(calls.bodies[0]).toMatchObject({ mode: 'validate', rows: [{ title: '2024 American Gold Eagle 1 oz', spaceId: SHELF_2_ID, cost: '24500.00' }, { title: 'Valcambi 100 g bar' }] });

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Import 2 items' }));
    expect(await screen.findByText('2 items imported from dealer.csv')).toBeTruthy();
    expect(calls.bodies.at(-1)).toMatchObject({ mode: 'commit' });
    expect(statistic('Added')).toBe('2');
    expect(statistic('Failed')).toBe('3');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: inventoryKeys.all });
    expect(services.toast.show).toHaveBeenCalledWith('success', '2 items imported', { description: '3 rows could not be imported; the import page lists them.' });
    expect(hasUnsavedChangesOnPage()).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Go to inventory' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/inventory');
  });

  it('says nothing was imported when the commit fails', async () => {
    signInToGroup('group-1', { 'inventory.write': true });
    server.use(...inventoryImportHandlers({ commitStatus: 503 }));
    const { container } = renderPage();
    await upload(container, JSON.stringify([{ title: 'Bar', metal: 'silver' }]), 'items.json');
    fireEvent.click(await screen.findByRole('button', { name: 'Check the rows' }));
    expect(await screen.findByText('Every row is valid: 1 item can be imported.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Import 1 item' }));
    expect(await screen.findByText('The import failed. Nothing was imported.')).toBeTruthy();
    expect(screen.getByText(/No item was added or changed/)).toBeTruthy();
  });

  it('still imports when the storage spaces cannot be loaded, and says what that means', async () => {
    signInToGroup('group-1', { 'inventory.write': true });
    server.use(...inventoryImportHandlers({ spaces: null }));
    renderPage();
    expect(await screen.findByText('The storage spaces could not be loaded')).toBeTruthy();
    expect(screen.getByText('Upload a file')).toBeTruthy();
  });

  it('explains instead of showing the wizard to a role that may not write inventory', () => {
    signInToGroup('group-1', { 'inventory.write': false });
    const { container } = renderPage();
    expect(screen.getByText('You cannot import inventory in this group')).toBeTruthy();
    expect(container.querySelector('input[type="file"]')).toBeNull();
  });
});
