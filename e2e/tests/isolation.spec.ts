import { expect, test } from '../support/test';
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
  // Slow, down, throwing on mount and an incompatible contract, for every remote: fault-matrix.spec.ts.
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
