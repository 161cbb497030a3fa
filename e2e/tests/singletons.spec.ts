import { REMOTE_NAMES } from '@bullion/shared/remotes';
import { expect, test } from '../support/test';
import { expectMounted, menuSettled, sidebarLink } from '../support/shell';

interface InstanceReport {
  apps: string[];
  distinct: Record<string, number>;
}

// antd is not among them: each app bundles the antd components it uses (a shared module is loaded
// whole); the theme reaches each app's copy through the contract (the next test).
test('one React, one react-dom, one router, one QueryClient, one store across the shell and all four remotes', async ({ page }) => {
  await page.goto('/');
  // Visit every area in one page session, so all four remotes are loaded side by side.
  await sidebarLink(page, 'Catalog').click();
  await expectMounted(page, 'catalog');
  await sidebarLink(page, 'Inventory').click();
  await expectMounted(page, 'inventory');
  await sidebarLink(page, 'Price Templates').click();
  await expectMounted(page, 'orders');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expectMounted(page, 'settings');

  const report = await page.evaluate(
    () => (window as unknown as { __BULLION_DEBUG__: { instances(): InstanceReport } }).__BULLION_DEBUG__.instances(),
  );
  expect(report.apps).toEqual([...REMOTE_NAMES, 'shell'].sort());
  expect(report.distinct).toEqual({
    react: 1,
    'react-dom': 1,
    'react-router': 1,
    'react-query': 1,
    'query-client': 1,
    zustand: 1,
    store: 1,
    'single-spa': 1,
    'shared-lib': 1,
    'api-client': 1,
  });
});

test('toggling the theme in the header re-themes a mounted remote', async ({ page }) => {
  await page.goto('/catalog');
  await expectMounted(page, 'catalog');
  await expect(page.getByTestId('catalog-total')).toBeVisible();
  const card = page.locator('.remote-area[data-remote="catalog"] .ant-card').first();
  const lightBackground = await card.evaluate((element) => getComputedStyle(element).backgroundColor);

  await page.getByRole('button', { name: 'User menu' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: 'Toggle theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => card.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(lightBackground);
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
});
