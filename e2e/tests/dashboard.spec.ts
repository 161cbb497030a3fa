import { localUrl } from '@bullion/shared/remotes';
import { scrollToOrdersCard } from '../support/shell';
import { expect, test } from '../support/test';

test('the dashboard shows spot prices, their history and the group at a glance', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  for (const metal of ['gold', 'silver', 'platinum', 'palladium']) {
    await expect(page.getByTestId(`spot-card-${metal}`)).toContainText(/\$\d{1,3}(,\d{3})*\.\d{2}/);
  }
  await expect(page.getByTestId('spot-card-gold')).toContainText('Simulated');

  const card = page.getByTestId('spot-history-card');
  const chart = page.getByTestId('spot-history-chart');
  // The chart is drawn once its place comes on screen: scrolled to, as a user would.
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('.recharts-line-curve')).toBeVisible();
  await card.getByText('7 days', { exact: true }).click();
  await expect(chart.locator('.recharts-line-curve')).toBeVisible();
  await card.getByText('Silver', { exact: true }).click();
  await expect(chart.locator('.recharts-line-curve')).toHaveAttribute('stroke', '#6B7785'); // silver with enough contrast on white

  await expect(page.getByText('Members')).toBeVisible();
  await expect(page.getByRole('main').getByText("Erin's desk")).toBeVisible();
});

test("the dashboard's orders card falls back when the orders remote is down, the rest works, and Retry brings it back", async ({ page }) => {
  const ordersRemote = new RegExp(`^http://(localhost|127\\.0\\.0\\.1):${new URL(localUrl('orders')).port}/`);
  await page.route(ordersRemote, (route) => route.abort());
  await page.goto('/');
  await scrollToOrdersCard(page);
  const fallback = page.getByTestId('orders-fallback');
  await expect(fallback).toContainText('Orders summary is unavailable right now');
  await expect(page.getByTestId('portfolio-summary')).toBeVisible();
  await expect(page.getByTestId('spot-card-gold')).toContainText('$');
  await page.unroute(ordersRemote);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('orders-summary')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View all orders' }).or(page.getByText(/^No orders yet/))).toBeVisible();
});
