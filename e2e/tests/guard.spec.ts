import { expect, test } from '../support/test';

test('a visitor without a session is sent to /login with the original address as redirect', async ({ anonymousPage: page }) => {
  await page.goto('/inventory?q=gold');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/inventory?q=gold')}`);
});

test('a signed-in user with one group gets its access token and lands on the page asked for', async ({ page }) => {
  await page.goto('/collections');
  await expect(page.locator('.remote-area[data-remote="inventory"]')).toBeVisible();
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('app-store') ?? '{}').state?.accessToken as string);
  expect(token.split('.')).toHaveLength(3);
});
