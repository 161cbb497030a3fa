// The protected layout's header: spot strip and modal (Ctrl+S), theme, error toasts, log out.
import { gotoSettledDashboard, menuSettled } from '../support/shell';
import { expect, test } from '../support/test';
import { API_ORIGIN, AUTH_STORAGE_KEY } from '../support/auth';

const SPOT_TIME = /Last updated \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (am|pm)/;

test('the header shows the spot strip with gold, silver, platinum and palladium in USD', async ({ page }) => {
  await gotoSettledDashboard(page);
  const strip = page.getByTestId('spot-strip');
  for (const metal of ['Gold', 'Silver', 'Platinum', 'Palladium']) {
    await expect(strip).toContainText(new RegExp(`${metal}\\s*\\$[\\d,]+\\.\\d{2}`));
  }
});

test("Ctrl+S opens the spots modal with 'Last updated' as MM/DD/YYYY h:mm a, not the browser's save dialog", async ({ page }) => {
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  await gotoSettledDashboard(page);
  await expect(page.getByTestId('spot-strip')).toContainText('$');
  // Record whether the shortcut's default action was prevented (the browser's "Save page as").
  await page.evaluate(() => {
    window.addEventListener('keydown', (event) => {
      (window as unknown as { savePrevented?: boolean }).savePrevented = event.defaultPrevented;
    });
  });

  await page.keyboard.press('Control+s');
  const modal = page.getByRole('dialog', { name: 'Spot prices' });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/#spots$/);
  for (const metal of ['Gold', 'Silver', 'Platinum', 'Palladium']) await expect(modal).toContainText(metal);
  await expect(modal.getByTestId('spots-updated')).toHaveText(SPOT_TIME);
  expect(await page.evaluate(() => (window as unknown as { savePrevented?: boolean }).savePrevented)).toBe(true);

  await modal.getByRole('button', { name: 'Close' }).first().click();
  await expect(modal).toBeHidden();
  await expect(page).not.toHaveURL(/#/);

  // ⌘+S as on a Mac.
  await page.keyboard.press('Meta+s');
  await expect(page.getByRole('dialog', { name: 'Spot prices' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { savePrevented?: boolean }).savePrevented)).toBe(true);
  expect(downloads).toEqual([]);
});

test('clicking the spot strip opens the spots modal', async ({ page }) => {
  await page.goto('/inventory');
  await page.getByTestId('spot-strip').getByRole('button').click();
  await expect(page.getByRole('dialog', { name: 'Spot prices' })).toBeVisible();
  await expect(page).toHaveURL(/\/inventory#spots$/);
});

test('the theme chosen in the user menu persists across a reload', async ({ page }) => {
  await gotoSettledDashboard(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'User menu' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: 'Toggle theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('spot-strip')).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: 'Toggle theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the system theme choice follows the operating system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoSettledDashboard(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'User menu' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: 'Match system theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('system');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test("the user menu shows the user's name and e-mail", async ({ page }) => {
  await gotoSettledDashboard(page);
  await page.getByRole('button', { name: 'User menu' }).click();
  await menuSettled(page);
  const menu = page.locator('.user-menu-popup');
  await expect(menu).toContainText('Erin Example');
  await expect(menu).toContainText('e2e-user@bullion.test');
  await expect(page.getByRole('button', { name: 'User menu' })).toContainText('EE');
});

test('a failed API call shows an error toast with its status, and the strip says the prices are unavailable', async ({ page }) => {
  await page.route(`${API_ORIGIN}/api/spots`, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal_error', message: 'Feed down.' } }) }),
  );
  await gotoSettledDashboard(page);
  // (Every page part that reads the spot prices may ask once, so there can be more than one toast.)
  await expect(page.getByText('Request failed (500)').first()).toBeVisible();
  const strip = page.getByTestId('spot-strip');
  await expect(strip).toContainText('unavailable');
  await expect(strip).toContainText('Gold—');
});

test('log out from the user menu goes to /login', async ({ page }) => {
  await page.goto('/collections');
  await page.getByRole('button', { name: 'User menu' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Signed out for real: the stored session and the app access token are gone.
  // The page changes first, then the sign-out clears the stored session (auth/log-out.ts).
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('app-store') ?? '{}').state?.accessToken)).toBe('');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the spot strip shows whole prices (symbols, gold and silver) and the chart keeps its labels whole', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByTestId('spot-strip');
    await expect(strip.locator('.spot-price').first()).not.toHaveText('…');
    const stripBox = await strip.boundingBox();
    if (!stripBox) throw new Error('the strip is not shown');
    const prices = strip.locator('.spot-item:visible');
    expect(await prices.count()).toBeGreaterThanOrEqual(2);
    for (const item of await prices.all()) {
      const box = await item.boundingBox();
      if (!box) throw new Error('a price is not laid out');
      expect(box.x).toBeGreaterThanOrEqual(stripBox.x - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(stripBox.x + stripBox.width + 0.5);
    }
    await expect(strip.locator('.spot-item[data-metal="gold"] .spot-symbol')).toBeVisible();

    const card = page.getByTestId('spot-history-card');
    const heading = card.locator('.bd-card-title');
    expect(await heading.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const chart = card.getByTestId('spot-history-chart');
    if (await chart.isVisible()) {
      // The chart library is a chunk of its own: the chart is drawn once it has loaded and its place
      // is on screen (a phone scrolls to it).
      await chart.scrollIntoViewIfNeeded();
      const chartBox = await chart.boundingBox();
      // Every axis label lies whole inside the chart (the last time label used to be clipped).
      if (!chartBox) throw new Error('the chart is not laid out');
      await expect(chart.locator('svg text').first()).toBeVisible();
      const labels = await chart.locator('svg text').all();
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) {
        const box = await label.boundingBox();
        if (box) expect(box.x + box.width).toBeLessThanOrEqual(chartBox.x + chartBox.width + 0.5);
      }
    }
  });
});
