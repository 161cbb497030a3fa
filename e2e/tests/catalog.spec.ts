// The catalog remote end to end (issue 5): browsing and searching, the product modal and page,
// the image placeholder, editing a group product, and the catalog search dialog used from another
// remote's page.
import type { Page } from '@playwright/test';
import { groupApi } from '../support/api';
import { expect, test } from '../support/test';

const rows = (page: Page) => page.locator('a.catalog-row');

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function createGroupProduct(body: Record<string, unknown>) {
  const api = await groupApi();
  const { id } = await api.call<{ id: string }>('POST', '/products', body);
  return id;
}

test('browse and search the catalog; the address reproduces the view', async ({ page }) => {
  await page.goto('/catalog');
  await expect(page.getByTestId('catalog-total')).toHaveText(/^\d[\d,]* products$/);
  const everything = Number((await page.getByTestId('catalog-total').innerText()).replace(/\D/g, ''));
  expect(everything).toBeGreaterThanOrEqual(150);

  await page.getByRole('searchbox', { name: 'Search products' }).fill('maple leaf');
  await expect(page).toHaveURL(/[?&]q=maple(\+|%20)leaf/);
  await expect(rows(page).first()).toContainText(/maple/i);
  const found = Number((await page.getByTestId('catalog-total').innerText()).replace(/\D/g, ''));
  expect(found).toBeLessThan(everything);

  // A filter narrows further and lands in the address too.
  await page.getByRole('combobox', { name: 'Metal' }).click();
  await page.locator('.ant-select-item-option[title="Platinum"]').click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/[?&]metal=platinum/);
  await expect(rows(page).first()).toContainText(/platinum/i);

  // Reloading the address shows the same view.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('maple leaf');
  await expect(rows(page).first()).toContainText(/platinum maple leaf/i);
});

test("open a product's modal from a row, then 'View as page'", async ({ page }) => {
  await page.goto('/catalog?q=american%20gold%20eagle%201%20oz');
  const row = rows(page).filter({ hasText: /^American Gold Eagle 1 oz/ }).first();
  await row.click();
  const modal = page.getByRole('dialog', { name: 'Product' });
  await expect(modal.getByRole('heading', { name: 'American Gold Eagle 1 oz' })).toBeVisible();
  await expect(page).toHaveURL(/#product:/);
  await expect(modal.getByText('1.0909 ozt')).toBeVisible();
  await expect(modal.getByText('United States', { exact: true })).toBeVisible();

  await modal.getByRole('button', { name: 'View as page' }).click();
  await expect(page).toHaveURL(/\/products\/[^/#]+$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'American Gold Eagle 1 oz' })).toBeVisible();
});

test('an image that fails to load shows the placeholder coin', async ({ page }) => {
  const id = await createGroupProduct({ title: 'Broken Image Bar 10 g', obverseImage: '/api/catalog-art/no-such-product/obverse.svg' });
  await page.goto(`/products/${id}`);
  await expect(page.getByRole('heading', { name: 'Broken Image Bar 10 g' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Broken Image Bar 10 g, obverse (no image)' })).toBeVisible();
  // No image at all: the placeholder too.
  await expect(page.getByRole('img', { name: 'Broken Image Bar 10 g, reverse (no image)' })).toBeVisible();
});

test('edit and save a group product; leaving with unsaved changes asks first', async ({ page }) => {
  const id = await createGroupProduct({
    title: 'Edit Me Round 1 oz',
    metal: 'silver',
    type: 'round',
    weight: 1,
    weightUnit: 'ozt',
    purity: 0.999,
    metalContent: 0.999,
  });
  await page.goto('/catalog');
  await page.goto(`/products/${id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\?edit=true$/);

  const title = page.getByRole('textbox', { name: 'Title' });
  await title.fill('Edited Round 1 oz');
  await expect(page.getByText('You have unsaved changes')).toBeVisible();

  // Browser Back with unsaved changes: asked, and Stay keeps the form as it was.
  await page.goBack();
  const leave = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(leave).toContainText('You have unsaved changes. Are you sure you want to leave?');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${id}\\?edit=true$`));
  await expect(title).toHaveValue('Edited Round 1 oz');

  // A value the schema refuses is explained at the field.
  const content = page.getByRole('spinbutton', { name: 'Fine metal content' });
  await content.fill('2');
  await expect(page.getByText('Metal content cannot exceed the gross weight.')).toBeVisible();
  await content.fill('0.999');

  // An obverse image goes to the group's folder of the products bucket.
  await page.locator('input[type="file"]').first().setInputFiles({ name: 'obverse.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(page.getByRole('img', { name: 'Obverse', exact: true })).toHaveAttribute('src', /\/storage\/v1\/object\/public\/products\//);

  await page.getByTestId('unsaved-changes-bar').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/products/${id}$`));
  await expect(page.getByRole('heading', { name: 'Edited Round 1 oz' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Edited Round 1 oz' })).toBeVisible();
  const obverse = page.getByRole('img', { name: 'Edited Round 1 oz, obverse', exact: true });
  await expect(obverse).toHaveAttribute('src', /\/storage\/v1\/object\/public\/products\//);
  await expect.poll(() => obverse.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
});

test("the catalog search dialog from another remote's page: texts, selection and what comes back", async ({ page }) => {
  const api = await groupApi();
  const collection = await api.call<{ id: string }>('POST', '/collections', { title: `Krugerrands ${Date.now()}` });
  await page.goto(`/collections/${collection.id}`);
  await page.getByRole('button', { name: 'Add products' }).click();
  const dialog = page.getByRole('dialog', { name: 'Catalog search' });
  await expect(page).toHaveURL(/#search$/);
  await expect(dialog.getByText('Type at least 3 characters to search')).toBeVisible();
  const input = dialog.getByRole('textbox', { name: 'Search products' });

  await input.fill(' kr ');
  await expect(dialog.getByText('Type at least 3 characters to search')).toBeVisible();
  await input.fill('qqzzxx');
  await expect(dialog.getByText('No products found for "qqzzxx"')).toBeVisible();

  await input.fill('krugerrand');
  const first = dialog.getByRole('checkbox', { name: /^Select .*Krugerrand/ }).nth(0);
  const second = dialog.getByRole('checkbox', { name: /^Select .*Krugerrand/ }).nth(1);
  const firstName = (await first.getAttribute('aria-label'))?.replace(/^Select /, '') ?? '';
  const secondName = (await second.getAttribute('aria-label'))?.replace(/^Select /, '') ?? '';
  expect(firstName).not.toBe('');
  expect(secondName).not.toBe('');
  await first.check();
  await dialog.getByText(secondName, { exact: true }).click();
  const counter = dialog.getByRole('button', { name: /^2\/\d+ variants selected$/ });
  await expect(counter).toBeVisible();

  // The counter toggles a filter to the selected rows.
  await counter.click();
  await expect(dialog.getByRole('checkbox')).toHaveCount(2);
  await counter.click();
  await expect(dialog.getByRole('checkbox')).not.toHaveCount(2);

  await dialog.getByRole('button', { name: 'Add to collection' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/collections/${collection.id}$`));
  const picked = page.getByRole('list', { name: 'Entries' });
  await expect(picked).toContainText(firstName);
  await expect(picked).toContainText(secondName);

  // Opened again: products already in the list are checked and disabled.
  await page.getByRole('button', { name: 'Add products' }).click();
  await dialog.getByRole('textbox', { name: 'Search products' }).fill('krugerrand');
  const already = dialog.getByRole('checkbox', { name: `${firstName} (already added)` });
  await expect(already).toBeChecked();
  await expect(already).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
});

test('import a CSV with one bad row: the bad row is reported, the good ones are imported', async ({ page }) => {
  const stamp = Date.now();
  const csv = [
    'Title,Metal,Gross weight,Unit,Purity,Fine metal content,Country,Year',
    `Import Test Bar A ${stamp},Gold,10,g,0.9999,9.999,Switzerland,2024`,
    `Import Test Bar B ${stamp},Silver,1,ozt,999,0.999,USA,2023`,
    `Import Test Bar C ${stamp},Unobtainium,1,ozt,0.999,0.999,USA,2023`,
  ].join('\n');
  await page.goto('/products/import');
  await page.locator('input[type="file"]').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the rows' }).click();

  const review = page.getByRole('region', { name: 'Review the rows' });
  await expect(review.getByText('Rows in the file')).toBeVisible();
  await expect(review).toContainText('Metal must be one of');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Import 2 products' }).click();

  const summary = page.getByRole('region', { name: 'Import finished' });
  await expect(summary.getByText('2 products imported from products.csv')).toBeVisible();
  await expect(summary).toContainText('Added');
  await expect(summary).toContainText('Metal must be one of');

  await summary.getByRole('button', { name: 'Go to catalog' }).click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(String(stamp));
  await expect(rows(page)).toHaveCount(2);
});
