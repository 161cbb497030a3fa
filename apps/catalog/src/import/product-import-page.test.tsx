import type * as ApiClient from '@bullion/api-client';
import { datasetsQueryOptions, importProducts } from '@bullion/api-client';
import { type ProductImportBody, type ProductImportResult } from '@bullion/contract';
import { hasUnsavedChangesOnPage, useAppStore } from '@bullion/shared';
import { CurrentLocation, renderInShell, signInToGroup, testQueryClient } from '@bullion/shared/testing';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATASETS_FIXTURE } from './datasets.fixture';
import { ProductImportPage } from '../pages/product-import-page';

vi.mock('@bullion/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  importProducts: vi.fn(),
}));

const importMock = vi.mocked(importProducts);

// antd tables are slow to render in jsdom, more so when every test file runs at once.
configure({ asyncUtilTimeout: 5000 });

/** Rows 2 (no title) and 4 (weight "one") fail in the browser; the server's check refuses row 3. */
const CSV = [
  'Product name;Metal;Weight (ozt);Fineness;Country;Series;Slug;Supplier code',
  'American Gold Eagle 1 oz;Gold;1,0909;0,9167;United States;American Eagle;age-1oz;S1',
  ';Silver;1;999;Canada;;maple;S2',
  'Britannia 1 oz;Silver;1;999;United Kingdom;;britannia-1oz;S3',
  'Maple Leaf 1 oz;Silver;one;999,9;CA;Canadian Maple Leaf;maple-1oz;S4',
  'Krugerrand 1 oz;Gold;1,0909;0,9167;South Africa;;krugerrand-1oz;S5',
].join('\n');

function result(body: ProductImportBody, patch: Partial<ProductImportResult> = {}): ProductImportResult {
  return { mode: body.mode ?? 'commit', added: body.rows.length, updated: 0, skipped: 0, failed: 0, errors: [], ...patch };
}

function renderPage() {
  const client = testQueryClient();
  client.setQueryData(datasetsQueryOptions().queryKey, DATASETS_FIXTURE);
  return renderInShell(
    <Routes>
      <Route path="/products/import" element={<ProductImportPage />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    { path: '/products/import', client },
  );
}

async function upload(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

const statistic = (title: string) => screen.getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content-value')?.textContent;

beforeEach(() => {
  signInToGroup('group-1', { 'catalog.write': true });
  importMock.mockReset();
});

afterEach(() => {
  cleanup();
  useAppStore.getState().clearAccessToken();
});

describe('product import page', () => {
  it('uploads, maps, reviews and imports the valid rows, then sums up with every row error', async () => {
    importMock.mockImplementation(async (body) =>
      body.mode === 'validate'
        ? result(body, { added: 2, failed: 1, errors: [{ row: 2, errors: [{ field: 'slug', message: 'Another group owns this slug.' }] }] })
        : result(body, { added: 1, skipped: 1 }),
    );
    const { container } = renderPage();
    expect(screen.getByRole('link', { name: 'Download the CSV template' }).getAttribute('download')).toBe('product-import-template.csv');

    await upload(container, new File([CSV], 'mint.csv', { type: 'text/csv' }));

    // Map columns: matched by name, an unknown column is left out.
    expect(await screen.findByRole('heading', { name: 'Map columns to product fields' })).toBeTruthy();
    expect(hasUnsavedChangesOnPage()).toBe(true);
    expect(screen.getAllByText('Auto-matched')).toHaveLength(7);
    const supplier = screen.getByRole('combobox', { name: 'Field for column "Supplier code"' });
    expect(supplier.closest('.ant-select')?.textContent).toContain('Do not import');
    expect(screen.getByRole('combobox', { name: 'Field for column "Fineness"' }).closest('.ant-select')?.textContent).toContain('Purity');
    fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));

    // Review: the browser's errors and the server's, by file row.
    expect(await screen.findByText('Server check: 2 products would be added, 0 updated and 0 skipped.')).toBeTruthy();
    expect(statistic('Rows in the file')).toBe('5');
    expect(statistic('Ready to import')).toBe('2');
    expect(statistic('With errors')).toBe('3');
    const errors = screen.getByRole('region', { name: 'Review the rows' });
    expect(within(errors).getByText(/row 1 is the first row under the header/)).toBeTruthy();
    expect(within(errors).getAllByText('Title is required.', { exact: false }).length).toBeGreaterThan(0);
    expect(within(errors).getAllByText('Weight must be a number.', { exact: false }).length).toBeGreaterThan(0);
    expect(within(errors).getAllByText('Another group owns this slug.', { exact: false }).length).toBeGreaterThan(0);
    const check = importMock.mock.calls[0]?.[0];
    expect(check).toMatchObject({ mode: 'validate', onExisting: 'update' });
    expect(check?.rows.map((row) => row['slug'])).toEqual(['age-1oz', 'britannia-1oz', 'krugerrand-1oz']);
    expect(check?.rows[0]).toEqual({ title: 'American Gold Eagle 1 oz', metal: 'gold', weight: 1.0909, weightUnit: 'ozt', purity: 0.9167, country: 'USA', seriesId: 1, slug: 'age-1oz' });

    fireEvent.click(screen.getByRole('radio', { name: 'Skip the row' }));
    await waitFor(() => expect(importMock).toHaveBeenLastCalledWith(expect.objectContaining({ mode: 'validate', onExisting: 'skip' })));
    await screen.findByText('Server check: 2 products would be added, 0 updated and 0 skipped.');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // Confirm and import.
    expect(await screen.findByRole('heading', { name: 'Confirm the import' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 products' }));
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeTruthy();
    const commit = importMock.mock.calls.at(-1)?.[0];
    expect(commit).toMatchObject({ mode: 'commit', onExisting: 'skip' });
    expect(commit?.rows.map((row) => row['slug'])).toEqual(['age-1oz', 'krugerrand-1oz']);

    expect(statistic('Added')).toBe('1');
    expect(statistic('Updated')).toBe('0');
    expect(statistic('Skipped')).toBe('1');
    expect(statistic('Failed')).toBe('3');
    const rows = within(screen.getByRole('heading', { name: 'Import finished' }).closest('section') as HTMLElement)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(rows).toEqual(['2', '3', '4']);
    expect(hasUnsavedChangesOnPage()).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Go to catalog' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/catalog');
  });

  it('says nothing was imported when the import call fails, and can try again', async () => {
    importMock.mockImplementation(async (body) => {
      if (body.mode === 'validate') return result(body);
      throw new Error('The database is not reachable');
    });
    const { container } = renderPage();
    await upload(container, new File([JSON.stringify({ products: [{ title: 'Eagle', metal: 'Gold' }] })], 'export.json'));
    fireEvent.click(await screen.findByRole('button', { name: 'Check the rows' }));
    expect(await screen.findByText('Every row is valid: 1 product can be imported.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Import 1 product' }));

    expect(await screen.findByText('The import failed. Nothing was imported.')).toBeTruthy();
    expect(screen.getByText(/The database is not reachable\. No product was added or changed/)).toBeTruthy();
    expect(hasUnsavedChangesOnPage()).toBe(true);
    importMock.mockImplementation(async (body) => result(body));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 product imported from export.json')).toBeTruthy();
  });

  it('asks for the title column before checking rows, and lets the user choose it', async () => {
    importMock.mockImplementation(async (body) => result(body));
    const { container } = renderPage();
    await upload(container, new File(['Label,Metal\nEagle,Gold'], 'labels.csv'));
    expect(await screen.findByText('Choose the column that holds the title: every product needs one.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Check the rows' }) as HTMLButtonElement).disabled).toBe(true);

    const select = screen.getByRole('combobox', { name: 'Field for column "Label"' });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('Title (required)'));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Check the rows' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect(await screen.findByText('Every row is valid: 1 product can be imported.')).toBeTruthy();
  });

  it('explains why a file cannot be read', async () => {
    const { container } = renderPage();
    await upload(container, new File(['American Eagle,1.0909,0.9167\nMaple,1,0.9999'], 'headless.csv'));
    expect(await screen.findByText('This file cannot be imported')).toBeTruthy();
    expect(screen.getByText(/must hold the column names/)).toBeTruthy();
    expect(hasUnsavedChangesOnPage()).toBe(false);
  });

  it('explains instead of showing the wizard to members who may not write the catalog', () => {
    signInToGroup('group-1', { 'catalog.write': false });
    const { container } = renderPage();
    expect(screen.getByText('You cannot import products in this group')).toBeTruthy();
    expect(container.querySelector('input[type="file"]')).toBeNull();
  });

  it('asks to choose a group without a group token', () => {
    useAppStore.getState().clearAccessToken();
    renderPage();
    expect(screen.getByText('Choose a group first')).toBeTruthy();
  });
});
