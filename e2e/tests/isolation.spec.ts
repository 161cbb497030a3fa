import { PORTS } from '@bullion/shared/remotes';
import { expect, test } from '../support/test';
import { REMOTE_TIMEOUT_MS } from '../support/env';
import { startApp, stopApp } from '../support/servers';
import { areaHost, expectMounted, mountedArea, sidebarLink } from '../support/shell';

test.describe('failure isolation', () => {
  test.afterEach(async () => {
    // Leave every server running for the next test, whatever happened.
    await startApp('orders').catch(() => undefined);
  });

  test('a stopped remote shows a fallback in its area; the rest works; Retry after restart mounts it', async ({ page }) => {
    await stopApp('orders');
    await page.goto('/price-templates');
    const host = areaHost(page, 'orders');
    // Named by the page asked for, after one automatic fresh attempt.
    await expect(host.getByText('Price templates is unavailable right now')).toBeVisible();
    await expect(host.getByRole('button', { name: 'Retry' })).toBeVisible();

    // The header, the sidebar and the other areas keep working.
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Toggle theme' })).toBeVisible();
    await page.keyboard.press('Escape');
    await sidebarLink(page, 'Catalog').click();
    await expectMounted(page, 'catalog');
    await sidebarLink(page, 'Price Templates').click();
    await expect(host.getByRole('button', { name: 'Retry' })).toBeVisible();

    await startApp('orders');
    await host.getByRole('button', { name: 'Retry' }).click();
    await expectMounted(page, 'orders');
    await expect(mountedArea(page, 'orders').getByRole('heading', { name: 'Price templates' })).toBeVisible();
  });

  test('a remote slower than the time-out shows the fallback; Retry loads it for real', async ({ page }) => {
    let stall = true;
    await page.route(`**/localhost:${PORTS.inventory}/**`, async (route) => {
      if (stall) await new Promise((resolve) => setTimeout(resolve, REMOTE_TIMEOUT_MS + 2_000));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/inventory');
    const host = areaHost(page, 'inventory');
    await expect(host.getByText('Inventory is taking too long to load')).toBeVisible({ timeout: REMOTE_TIMEOUT_MS + 5_000 });
    await expect(page.getByRole('heading', { name: 'Bullion Desk' }).or(page.getByText('Bullion Desk').first())).toBeVisible();

    stall = false;
    await host.getByRole('button', { name: 'Retry' }).click();
    await expectMounted(page, 'inventory');
  });
});

test('a failed load of the shell code reloads the page once, then shows a message instead of looping', async ({ page }) => {
  let documentLoads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documentLoads += 1;
  });
  await page.route(/\/assets\/bootstrap-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/');
  await expect(page.getByText('Bullion Desk could not load.')).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(documentLoads).toBe(2);
});
