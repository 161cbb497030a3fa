// Customers end to end (issue 34): the sidebar leads to Customers under Price Templates; a customer's
// page shows their order, with the lifetime figures it makes, and leads to it and back; an admin
// records the customer's Form 8300 identification on that page.
import { freshGroup } from '../support/fresh-user';
import { expectCurrentSidebarEntry, expectMounted, mountedArea, sidebarLink } from '../support/shell';
import { expect, test } from '../support/test';

test('the sidebar leads to Customers, under Price Templates', async ({ page }) => {
  await page.goto('/');
  await sidebarLink(page, 'Customers').click();
  await expect(page).toHaveURL(/\/customers$/);
  await expectMounted(page, 'orders');
  await expect(mountedArea(page, 'orders').getByRole('heading', { name: 'Customers', exact: true })).toBeVisible();
  await expectCurrentSidebarEntry(page, 'Customers');
});

test('a customer page shows the order, its lifetime figures and the identification an admin records', async ({ anonymousPage: page }) => {
  const api = await freshGroup(page, 'customers-page', 'Cora Customers');
  const customer = await api.call<{ id: string }>('POST', '/customers', { name: 'Hattie Lamarr', email: 'hattie@example.com', address: '7 Elm St\nReno, NV 89501' });
  const order = await api.call<{ id: string; number: string; version: number }>('POST', '/orders', {
    side: 'sell',
    customerId: customer.id,
    priceTemplateId: null,
    lines: [{ title: 'Estate jewelry lot', quantity: 1, unitPrice: '1250.00', overrideReason: 'Agreed after inspection' }],
  });
  await api.call('POST', `/orders/${order.id}/quote`, {});
  await api.call('POST', `/orders/${order.id}/confirm`, {});
  await api.call('POST', `/orders/${order.id}/payments`, { method: 'cash', amount: '1250.00' });

  await page.goto('/customers');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('hattie');
  await expect(page).toHaveURL(/\/customers\?q=hattie$/);
  await expect(page.getByTestId('customers-count')).toHaveText('1 customer');
  await page.screenshot({ path: test.info().outputPath('customers-list.png') });
  await page.getByRole('link', { name: 'Hattie Lamarr' }).click();

  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}$`));
  await expect(page.getByRole('heading', { name: 'Hattie Lamarr', exact: true })).toBeVisible();
  await expect(page.getByLabel('Contact', { exact: true })).toContainText('hattie@example.com');
  await expect(page.getByTestId('lifetime-sold-to')).toContainText('$1,250.00');
  await expect(page.getByTestId('lifetime-cash-received')).toContainText('$1,250.00');
  await expect(page.getByTestId('lifetime-bought-from')).toContainText('$0.00');
  const history = page.getByRole('table', { name: 'Orders' });
  await expect(history.getByRole('row', { name: new RegExp(order.number) })).toContainText('Paid');

  await page.getByRole('button', { name: 'Record identification' }).click();
  const form = page.getByRole('dialog', { name: 'Identification of Hattie Lamarr' });
  await form.getByRole('textbox', { name: 'Occupation' }).fill('Retired pilot');
  await form.getByRole('textbox', { name: 'TIN' }).fill('123-45');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toContainText('TIN must be 9 digits (SSN, ITIN or EIN); dashes are fine.');
  await form.getByRole('textbox', { name: 'TIN' }).fill('123-45-6789');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByLabel('Identification (Form 8300)')).toContainText('123-45-6789');
  await page.screenshot({ path: test.info().outputPath('customer-page.png'), fullPage: true });

  await history.getByRole('link', { name: order.number }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${order.number}`) })).toBeVisible();
  await page.getByRole('link', { name: 'Hattie Lamarr' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}$`));
});
