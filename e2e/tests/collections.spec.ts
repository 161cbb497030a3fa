// Collections end to end (issue 14): a set of catalog products, what is owned counted from the
// inventory, its order, a read-only share link seen signed out, and deleting it.
import { freshGroup } from '../support/fresh-user';
import { expect, test } from '../support/test';

test('create a collection, fill it from the catalog, own one entry, reorder, share it and delete it', async ({ anonymousPage: page, browser }) => {
  // The longest journey (two browsers, eleven steps): 26.1 s in a fresh-clone npm test, 31.3 s with a typecheck beside it.
  test.setTimeout(60_000);
  await freshGroup(page, 'collections', 'Cole Collector');

  await page.goto('/collections');
  await page.getByRole('button', { name: 'New collection' }).click();
  const prompt = page.getByRole('dialog', { name: 'New collection' });
  await prompt.getByRole('textbox', { name: 'Title' }).fill('Gold Eagles');
  await prompt.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/collections\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Gold Eagles' })).toBeVisible();

  // Three products through the catalog search.
  const eagles = ['American Gold Eagle 1 oz', 'American Gold Eagle 1/2 oz', 'American Gold Eagle 1/4 oz'];
  await page.getByRole('button', { name: 'Add products' }).click();
  const search = page.getByRole('dialog', { name: 'Catalog search' });
  await search.getByRole('textbox', { name: 'Search products' }).fill('american gold eagle');
  for (const title of eagles) await search.getByRole('checkbox', { name: `Select ${title}`, exact: true }).check();
  await search.getByRole('button', { name: 'Add to collection' }).click();
  await expect(page.getByText('Added 3 products to the collection')).toBeVisible();
  const entries = page.getByRole('list', { name: 'Entries' }).getByRole('listitem');
  await expect(entries).toHaveCount(3);
  await expect(page.getByRole('progressbar', { name: /Gold Eagles: 0% complete/ })).toBeVisible();

  // Opened again, the products already in the collection are checked and disabled.
  await page.getByRole('button', { name: 'Add products' }).click();
  await search.getByRole('textbox', { name: 'Search products' }).fill('american gold eagle');
  for (const title of eagles) {
    const held = search.getByRole('checkbox', { name: `${title} (already added)` });
    await expect(held).toBeChecked();
    await expect(held).toBeDisabled();
  }
  await search.getByRole('button', { name: 'Close', exact: true }).last().click();

  // Owning one entry (an inventory item for it) completes a third of the collection.
  await page.getByRole('button', { name: 'Add American Gold Eagle 1/4 oz to inventory' }).click();
  const pieces = page.getByRole('dialog', { name: 'Add "American Gold Eagle 1/4 oz" to the inventory' });
  await pieces.getByRole('button', { name: 'Add to inventory' }).click();
  await expect(page.getByText('Added 1 × "American Gold Eagle 1/4 oz" to the drawer')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /Gold Eagles: 33(\.\d)?% complete/ })).toBeVisible();
  await expect(entries.filter({ hasText: 'American Gold Eagle 1/4 oz' })).toContainText('Complete');

  // A missing entry starts a buy order for it.
  await page.getByRole('button', { name: 'Start a buy order for American Gold Eagle 1/2 oz' }).click();
  await expect(page).toHaveURL(/\/orders\/new\?side=buy&product=/);
  await expect(page.getByRole('radio', { name: 'Buy: we buy' })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Quantity of American Gold Eagle 1/2 oz' })).toHaveValue('1');
  // The started order is unsaved: going back asks first.
  await page.goBack();
  await page.getByRole('dialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { name: 'Gold Eagles' })).toBeVisible();

  // Reorder: the last entry moves up, and the order is kept.
  await page.getByRole('button', { name: 'Move American Gold Eagle 1/4 oz up' }).click();
  await expect(entries.nth(1)).toContainText('American Gold Eagle 1/4 oz');
  await page.reload();
  await expect(entries.nth(1)).toContainText('American Gold Eagle 1/4 oz');
  await expect(entries.nth(2)).toContainText('American Gold Eagle 1/2 oz');

  // A read-only link, opened signed out.
  await page.getByRole('switch', { name: 'Share a read-only link' }).click();
  const link = page.getByRole('textbox', { name: 'Share link' });
  await expect(link).toHaveValue(/\/shared\/collections\/.+/);
  const url = await link.inputValue();
  const outsider = await browser.newContext();
  const shared = await outsider.newPage();
  await shared.goto(url);
  await expect(shared.getByRole('heading', { name: 'Gold Eagles' })).toBeVisible();
  await expect(shared.getByText('American Gold Eagle 1/2 oz')).toBeVisible();
  await expect(shared.getByText(/33(\.\d)?%/).first()).toBeVisible();
  await expect(shared.getByText('$')).toHaveCount(0);
  await outsider.close();

  // Deleted after the confirmation.
  await page.getByRole('link', { name: 'Back to collections' }).click();
  await page.getByRole('button', { name: 'Delete Gold Eagles' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Collection "Gold Eagles" deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gold Eagles' })).toHaveCount(0);
  const gone = await browser.newContext();
  const after = await gone.newPage();
  await after.goto(url);
  await expect(after.getByText('This collection is not shared')).toBeVisible();
  await gone.close();
});
