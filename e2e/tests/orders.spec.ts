// Orders end to end (issue 13): a sale from inventory through quote, payment and completion, a
// purchase completed into the drawer, an expired quote, and the printed receipt.
import type { Page } from '@playwright/test';
import type { GroupApi } from '../support/api';
import { countPrints, freshGroup, money, printCalls } from '../support/fresh-user';
import { expect, test } from '../support/test';

/** A new user's desk with one default template. */
async function freshDesk(page: Page, name: string): Promise<GroupApi> {
  const api = await freshGroup(page, name, 'Olly Orders');
  // Silver sells at 10 % over melt and is bought at 5 % under it.
  const side = (premium: string) => ({ premiumKind: 'percent', tiers: [{ minQuantity: 1, premium }], tierMode: 'volume', rounding: { increment: '0.01', mode: 'nearest' }, minimumUnitPrice: null });
  await api.call('POST', '/price-templates', { name: 'Counter', rules: [{ id: 'silver', match: { metal: 'silver' }, ask: side('10'), bid: side('-5') }] });
  return api;
}


async function newCustomer(page: Page, name: string) {
  await page.getByRole('button', { name: 'New customer…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New customer' });
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(dialog).toBeHidden();
}

test('sell part of a lot from inventory: quote, pay, hand over, complete; the pieces are disposed with their realised gain', async ({ anonymousPage: page }) => {
  const api = await freshDesk(page, 'orders-sell');
  const { id: lotId } = await api.call<{ id: string }>('POST', '/inventory', { title: 'Maple Stack 1 oz', metal: 'silver', form: 'coin', weight: '1', weightUnit: 'ozt', purity: '0.9999', quantity: 10, cost: '400.00', status: 'stock' });

  await page.goto('/orders/new');
  await newCustomer(page, 'Jane Buyer');
  await expect(page.getByRole('combobox', { name: 'Price template' })).toBeVisible();
  await page.getByRole('button', { name: 'Sell from inventory' }).click();
  const pick = page.getByRole('dialog', { name: 'Sell from inventory' });
  await pick.getByRole('checkbox', { name: 'Sell Maple Stack 1 oz' }).check();
  await pick.getByRole('button', { name: 'Add 1 to the order' }).click();
  await page.getByRole('spinbutton', { name: 'Quantity of Maple Stack 1 oz' }).fill('3');
  await expect(page.getByRole('row', { name: /Maple Stack 1 oz/ }).getByRole('cell').nth(3)).toHaveText(/^\$\d/);
  await page.getByRole('button', { name: 'Save and quote' }).click();

  await expect(page.getByRole('heading', { name: /^SO-\d+ Sell Quoted/ })).toBeVisible();
  await expect(page.getByRole('timer')).toContainText('quote expires in');
  const total = money(await page.getByRole('row', { name: /Maple Stack 1 oz/ }).getByRole('cell').nth(3).innerText());
  expect(total).toBeGreaterThan(100);
  const orderUrl = page.url();

  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Confirmed/ })).toBeVisible();
  await page.getByRole('button', { name: 'Record payment' }).click();
  const payment = page.getByRole('dialog', { name: /payment/i });
  await payment.getByText('Wire', { exact: true }).click();
  await expect(payment.getByRole('radio', { name: 'Wire' })).toBeChecked();
  await payment.getByRole('textbox', { name: /Amount/ }).fill(total.toFixed(2));
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('heading', { name: /Paid/ })).toBeVisible();
  await page.getByRole('button', { name: 'Mark handed over' }).click();
  await expect(page.getByRole('heading', { name: /Fulfilled/ })).toBeVisible();
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Complete/ }).click();
  await expect(page.getByRole('heading', { name: /Completed/ })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Status timeline' });
  for (const step of ['Created', 'Quoted', 'Confirmed', 'Paid', 'Completed']) await expect(timeline).toContainText(step);

  // The lot kept 7 pieces; the 3 sold are a disposed lot of their own with the gain over $40 each.
  await page.goto(`/inventory/${lotId}`);
  await expect(page.getByText('Silver · Coin · 7 pieces')).toBeVisible();
  await expect(page.getByTestId('item-history').getByRole('listitem').first()).toContainText(`realised +$${(total - 120).toFixed(2)}`);
  await page.goto('/inventory?status=disposed');
  const sold = page.getByRole('row', { name: /Maple Stack 1 oz/ });
  await expect(sold).toHaveCount(1);
  await sold.getByRole('link', { name: 'Maple Stack 1 oz' }).click();
  const disposition = page.getByTestId('item-disposition');
  await expect(disposition).toContainText('Jane Buyer');
  await expect(disposition).toContainText(`+$${(total - 120).toFixed(2)}`);
  expect(orderUrl).toMatch(/\/orders\/[0-9a-f-]{36}$/);
});

test('buy from a customer: completing the purchase puts the metal in the drawer at the price paid, each coin the fine ounce the line priced', async ({ anonymousPage: page }) => {
  await freshDesk(page, 'orders-buy');
  await page.goto('/orders/new');
  await page.getByText('Buy: we buy', { exact: true }).click();
  await newCustomer(page, 'Sam Seller');
  await page.getByRole('button', { name: 'Add from the catalog' }).click();
  const search = page.getByRole('dialog', { name: 'Catalog search' });
  await search.getByRole('textbox', { name: 'Search products' }).fill('american silver eagle 1 oz');
  await search.getByRole('checkbox', { name: 'Select American Silver Eagle 1 oz', exact: true }).check();
  await search.getByRole('button', { name: 'Add to order' }).click();
  await page.getByRole('spinbutton', { name: 'Quantity of American Silver Eagle 1 oz' }).fill('20');
  const lineTotal = page.getByRole('row', { name: /American Silver Eagle 1 oz/ }).getByRole('cell').nth(3);
  await expect(lineTotal).toHaveText(/^\$\d/);
  await page.getByRole('button', { name: 'Save and quote' }).click();

  await expect(page.getByRole('heading', { name: /^BO-\d+ Buy Quoted/ })).toBeVisible();
  const total = money(await lineTotal.innerText());
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('button', { name: 'Record payment' }).click();
  const payment = page.getByRole('dialog', { name: /payment/i });
  await payment.getByText('Check', { exact: true }).click();
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('heading', { name: /Paid/ })).toBeVisible();
  await page.getByRole('button', { name: 'Mark received' }).click();
  await expect(page.getByRole('heading', { name: /Fulfilled/ })).toBeVisible();
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByRole('heading', { name: /Completed/ })).toBeVisible();

  // One fine weight: the catalog line priced each Silver Eagle at its declared 1 fine ounce (not its
  // 1 ozt × .999), and the item it became holds the same, so its melt is 20 × the silver spot.
  const line = page.getByRole('row', { name: /American Silver Eagle 1 oz/ });
  await expect(line).toContainText('1.0000 ozt fine each');
  await page.clock.install();
  await line.getByRole('link', { name: 'The item received' }).click();
  await expect(page.getByText('as its catalog product declares')).toBeVisible();
  const silver = money(await page.getByTestId('spot-strip').locator('[data-metal="silver"] .spot-price').innerText());
  const melt = page.locator('.ant-statistic').filter({ hasText: 'Melt value' }).locator('.ant-statistic-content');
  await expect.poll(async () => money(await melt.innerText())).toBeCloseTo(20 * silver, 2);

  // Received metal waits in the drawer, its cost the price paid.
  await page.goto('/drawer');
  const received = page.getByRole('list', { name: 'Drawer items' }).getByRole('listitem').filter({ hasText: 'American Silver Eagle 1 oz' });
  await expect(received).toContainText(`20 pieces · paid $${total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
});

test('an expired quote must be quoted again before it is confirmed', async ({ anonymousPage: page }) => {
  // It waits out the quote's 20 s lifetime: 22.6 s in a fresh-clone npm test.
  test.setTimeout(45_000);
  const api = await freshDesk(page, 'orders-expiry');
  const { id: lotId } = await api.call<{ id: string }>('POST', '/inventory', { title: 'Maple Stack 1 oz', metal: 'silver', form: 'coin', weight: '1', weightUnit: 'ozt', purity: '0.9999', quantity: 10, cost: '400.00', status: 'stock' });
  const { id: customerId } = await api.call<{ id: string }>('POST', '/customers', { name: 'Late Larry' });
  const { id } = await api.call<{ id: string }>('POST', '/orders', { side: 'sell', customerId, lines: [{ inventoryItemId: lotId, quantity: 2 }] });
  await api.call('POST', `/orders/${id}/quote`, {});

  // The e2e servers hold a quote for 20 s (ORDER_QUOTE_TTL_SECONDS).
  await page.goto(`/orders/${id}`);
  await expect(page.getByRole('timer')).toContainText('quote expires in');
  await expect(page.getByText('Quote expired – re-quote')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Re-quote' }).first().click();
  await expect(page.getByRole('timer')).toContainText('quote expires in');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Confirmed/ })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Status timeline' });
  await expect(timeline.getByText('Quoted', { exact: true })).toHaveCount(2);
});

test('the receipt prints with the group name, the lines and the payments', async ({ anonymousPage: page }) => {
  const api = await freshDesk(page, 'orders-receipt');
  const { id: lotId } = await api.call<{ id: string }>('POST', '/inventory', { title: 'Receipt Round 1 oz', metal: 'silver', form: 'round', weight: '1', weightUnit: 'ozt', purity: '0.999', quantity: 5, cost: '200.00', status: 'stock' });
  const { id: customerId } = await api.call<{ id: string }>('POST', '/customers', { name: 'Rita Receipt' });
  const { id } = await api.call<{ id: string }>('POST', '/orders', { side: 'sell', customerId, lines: [{ inventoryItemId: lotId, quantity: 5 }] });
  await api.call('POST', `/orders/${id}/quote`, {});
  const confirmed = await api.call<{ totals: { total: string } }>('POST', `/orders/${id}/confirm`, {});
  await api.call('POST', `/orders/${id}/payments`, { method: 'card', amount: confirmed.totals.total });
  await countPrints(page);

  await page.goto(`/orders/${id}`);
  await page.getByRole('button', { name: 'Print receipt' }).click();
  expect(await printCalls(page)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  const receipt = page.getByTestId('order-receipt');
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText("Olly's desk");
  await expect(receipt).toContainText('Rita Receipt');
  await expect(receipt).toContainText('Receipt Round 1 oz');
  await expect(receipt).toContainText(/Card/);
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
});

test('refund a paid order in part, then in full, then cancel it: each step in the timeline', async ({ anonymousPage: page }) => {
  const api = await freshDesk(page, 'orders-refund');
  const { id: customerId } = await api.call<{ id: string }>('POST', '/customers', { name: 'Rhea Refund' });
  const line = { title: 'Gold bar 1 oz', metal: 'gold', form: 'bar', quantity: 1, unitPrice: '2500.00', overrideReason: 'Agreed price', meltReason: 'Agreed with the customer' };
  const { id } = await api.call<{ id: string }>('POST', '/orders', { side: 'sell', customerId, lines: [line] });
  await api.call('POST', `/orders/${id}/quote`, {});
  await api.call('POST', `/orders/${id}/confirm`, {});
  await api.call('POST', `/orders/${id}/payments`, { method: 'wire', amount: '2500.00', reference: 'Wire 77' });

  await page.goto(`/orders/${id}`);
  await expect(page.getByRole('heading', { name: /Paid/ })).toBeVisible();
  // Money is held: the order is refunded before it can be cancelled.
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();
  await page.getByRole('button', { name: 'Refund…' }).click();
  let refund = page.getByRole('dialog', { name: 'Refund the customer' });
  await expect(refund.getByRole('textbox', { name: 'Refund amount' })).toHaveValue('2500.00');
  await refund.getByText('Wire', { exact: true }).click();
  await refund.getByRole('textbox', { name: 'Refund amount' }).fill('500');
  await refund.getByRole('textbox', { name: 'Refund reference' }).fill('Wire back 1');
  await refund.getByRole('textbox', { name: 'Refund reason' }).fill('Price adjusted');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund).toBeHidden();
  const timeline = page.getByRole('region', { name: 'Status timeline' });
  await expect(timeline.getByText('$500.00 · Wire · Wire back 1 · Price adjusted')).toBeVisible();
  // The refund's row in the payments table (the printable receipt, hidden on screen, lists it too).
  await expect(page.getByRole('row', { name: /Wire back 1/ })).toContainText('−$500.00');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();

  await page.getByRole('button', { name: 'Refund…' }).click();
  refund = page.getByRole('dialog', { name: 'Refund the customer' });
  await expect(refund.getByRole('textbox', { name: 'Refund amount' })).toHaveValue('2000.00');
  await refund.getByText('Check', { exact: true }).click();
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund).toBeHidden();
  await expect(timeline.getByText('Refunded', { exact: true })).toHaveCount(2);

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const cancel = page.getByRole('dialog', { name: /Cancel order SO-/ });
  await cancel.getByRole('textbox').fill('Customer returned the bar');
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('heading', { name: /Cancelled/ })).toBeVisible();
  await expect(timeline.getByText('Customer returned the bar')).toBeVisible();
  const order = await api.call<{ status: string; totals: { paid: string; refunded: string } }>('GET', `/orders/${id}`);
  expect(order).toMatchObject({ status: 'cancelled', totals: { paid: '2500.00', refunded: '2500.00' } });
});
