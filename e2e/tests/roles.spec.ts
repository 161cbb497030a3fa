// A viewer of a team (issue 34): what the role may not do is there but disabled, with the reason in
// words (never a permission id), and the dashboard shows the team's open quotes to everyone in it.
import { scrollToOrdersCard } from '../support/shell';
import { expect, test } from '../support/test';
import { addTeamMember, adminOfNewTeam, logInToTeam, newUser } from '../support/team';

const ORDERS_REFUSAL = /can view orders, customers and price templates but not create or change them/;

test('a viewer sees no enabled New order, told why, and the dashboard lists an open quote made through the API', async ({ anonymousPage: page }) => {
  const teamName = `Viewer Desk ${Date.now()}`;
  const { teamId, api } = await adminOfNewTeam('roles-admin', teamName);
  const token = await api.groupToken(teamId);
  const as = async <T>(method: string, path: string, body?: unknown) => {
    const answer = await api.call<T>(method, path, body, token);
    if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  // The admin quotes a sale: silver at 10 % over melt, a lot of the team's, a customer.
  const side = (premium: string) => ({ premiumKind: 'percent', tiers: [{ minQuantity: 1, premium }], tierMode: 'volume', rounding: { increment: '0.01', mode: 'nearest' }, minimumUnitPrice: null });
  await as('POST', '/price-templates', { name: 'Counter', rules: [{ id: 'silver', match: { metal: 'silver' }, ask: side('10'), bid: side('-5') }] });
  const lot = await as<{ id: string }>('POST', '/inventory', { title: 'Maple Stack 1 oz', metal: 'silver', form: 'coin', weight: '1', weightUnit: 'ozt', purity: '0.9999', quantity: 10, cost: '400.00', status: 'stock' });
  const customer = await as<{ id: string }>('POST', '/customers', { name: 'Quinn Quote' });
  const order = await as<{ id: string; number: string }>('POST', '/orders', { side: 'sell', customerId: customer.id, lines: [{ inventoryItemId: lot.id, quantity: 2 }] });
  await as('POST', `/orders/${order.id}/quote`, {});

  const viewer = await newUser('roles-viewer', 'Vera Viewer');
  await addTeamMember(api, teamId, viewer, 'viewer');
  await logInToTeam(page, viewer, teamName);

  // The dashboard's orders card: the quote, its customer, and its time left (the e2e servers hold a
  // quote for 20 s, so it may have run out already).
  await page.goto('/');
  await scrollToOrdersCard(page);
  const quote = page.getByRole('list', { name: 'Open quotes' }).getByRole('listitem').filter({ hasText: order.number });
  await expect(quote).toContainText('Sell · Quinn Quote');
  await expect(quote).toContainText(/Expires in \d+:\d\d|Expired/);
  await expect(page.getByRole('list', { name: 'Latest orders' }).getByRole('link', { name: order.number })).toBeVisible();

  // /orders: New order is a disabled button, not a link, and says why on hover and on focus.
  await page.getByRole('link', { name: 'View all orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const newOrder = page.getByRole('button', { name: 'New order' });
  await expect(newOrder).toBeDisabled();
  await expect(page.getByRole('link', { name: 'New order' })).toHaveCount(0);
  await expect(newOrder).toHaveAccessibleDescription(ORDERS_REFUSAL);
  // A disabled button takes no pointer: the reason shows from the place around it.
  const action = newOrder.locator('xpath=..');
  const reason = page.getByRole('tooltip').filter({ hasText: ORDERS_REFUSAL });
  // From elsewhere: the click on View all orders left the pointer where New order now is.
  await page.mouse.move(0, 0);
  await action.hover();
  await expect(reason).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(reason).toBeHidden();
  await action.focus();
  await expect(reason).toBeVisible();
  await expect(page.getByText(/orders\.write/)).toHaveCount(0);

  // The same sentence where the page cannot be used at all.
  await page.goto('/orders/new');
  await expect(page.getByText('You cannot create orders in this group')).toBeVisible();
  await expect(page.getByText(ORDERS_REFUSAL)).toBeVisible();
});
