// Price templates end to end (issue 13): a template with quantity tiers, priced in the live preview.
import { freshGroup, goldSpot, money } from '../support/fresh-user';
import { expect, test } from '../support/test';

const firstLine = (text: string) => text.split('\n')[0] ?? '';

test('create a template with quantity tiers; the preview prices follow the quantity', async ({ anonymousPage: page }) => {
  await freshGroup(page, 'pricing', 'Pat Pricing');
  await page.goto('/price-templates');
  await page.getByRole('button', { name: 'Create the first one' }).click();
  const create = page.getByRole('dialog', { name: 'New price template' });
  await create.getByRole('textbox', { name: 'Name' }).fill('Retail counter');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Price template created')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Retail counter/ })).toContainText('Default');

  // One rule: gold sells at 5 % over melt, 3 % from 10 pieces.
  await page.getByRole('button', { name: 'Add a rule' }).click();
  await expect(page.getByRole('combobox', { name: 'Rule 1 metal' })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Rule 1 ask tier 1 premium' }).fill('5');
  await page.getByRole('button', { name: 'Rule 1 ask add tier' }).click();
  await page.getByRole('spinbutton', { name: 'Rule 1 ask tier 2 from quantity' }).fill('10');
  await page.getByRole('spinbutton', { name: 'Rule 1 ask tier 2 premium' }).fill('3');
  await expect(page.getByText('You have unsaved changes')).toBeVisible();

  // The preview prices the rules being edited, before they are saved.
  await page.getByRole('searchbox', { name: 'Search products to preview' }).fill('American Gold Buffalo 1 oz');
  await expect(page).toHaveURL(/[?&]q=American/);
  const row = page.getByRole('row', { name: /^American Gold Buffalo 1 oz Gold/ });
  const ask = row.getByRole('cell').nth(2);
  await expect(ask).toContainText('$');
  const oneText = firstLine(await ask.innerText());
  const one = money(oneText);
  expect(Math.abs(one - (await goldSpot(page)) * 1.05)).toBeLessThan(one * 0.003);

  await page.getByRole('spinbutton', { name: 'Quantity', exact: true }).fill('10');
  await expect(page).toHaveURL(/[?&]quantity=10/);
  await expect(ask).not.toContainText(oneText);
  const ten = money(firstLine(await ask.innerText()));
  expect(ten).toBeLessThan(one);
  expect(Math.abs(ten - (await goldSpot(page)) * 1.03)).toBeLessThan(ten * 0.003);

  await page.getByTestId('unsaved-changes-bar').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('You have unsaved changes')).toBeHidden();
  // The address keeps the preview's view; the saved rules price it after a reload.
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Quantity', exact: true })).toHaveValue('10');
  await expect(page.getByText(/1 rule/)).toBeVisible();
  await expect(ask).toContainText('$');
  expect(money(firstLine(await ask.innerText()))).toBeLessThan(one);
});
