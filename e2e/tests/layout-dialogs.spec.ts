// Dialogs controlled by the URL hash: each opens from its URL and closes with the
// browser's Back button; closing one opened in the app goes back in history.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const DIALOGS = [
  { hash: 'team-upgrade', title: 'Try Teams free for 14 days', buttons: ["Start my team's free trial", 'Not now', 'Learn more about teams'] },
  { hash: 'pro-upgrade', title: 'Try Pro free for 14 days', buttons: ['Start my pro free trial', 'Not now', 'Learn more about Pro'] },
  { hash: 'create-team', title: 'Create a team', buttons: ['Create team', 'Cancel'] },
  { hash: 'spots', title: 'Spot prices', buttons: ['Close'] },
  { hash: 'title-desc', title: 'Title and description', buttons: ['Submit', 'Cancel'] },
  { hash: 'search', title: 'Catalog search', buttons: ['Close', 'Add selected'], text: 'Type at least 3 characters to search' },
  { hash: 'product:123', title: 'Product', buttons: ['View as page', 'Close'], text: 'Product not found' },
] as const;

async function openApp(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByTestId('spot-strip')).toBeVisible();
}

for (const dialog of DIALOGS) {
  test(`#${dialog.hash} opens from its URL and closes with browser Back`, async ({ page }) => {
    await openApp(page);
    await page.goto(`/#${dialog.hash}`);
    const modal = page.getByRole('dialog', { name: dialog.title, exact: true });
    await expect(modal).toBeVisible();
    for (const button of dialog.buttons) await expect(modal.getByRole('button', { name: button, exact: true }).first()).toBeVisible();
    if ('text' in dialog) await expect(modal).toContainText(dialog.text);

    await page.goBack();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL('/');
  });
}

test('a deep link opens its dialog on a fresh load; closing it stays in the app without the hash', async ({ page }) => {
  await page.goto('/inventory#team-upgrade');
  const modal = page.getByRole('dialog', { name: 'Try Teams free for 14 days' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Not now' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL('/inventory');
});

test('a dialog opened in the app closes back in history', async ({ page }) => {
  await openApp(page, '/collections');
  await page.getByTestId('spot-strip').getByRole('button').click();
  await expect(page).toHaveURL('/collections#spots');
  await page.getByRole('dialog', { name: 'Spot prices' }).getByRole('button', { name: 'Close' }).first().click();
  await expect(page).toHaveURL('/collections');
  // Closing went back: one more Back leaves the page the dialog was opened on... to where we came from.
  const length = await page.evaluate(() => window.history.length);
  expect(length).toBeGreaterThanOrEqual(2);
});

test("#product:{id}: 'View as page' goes to the product's page", async ({ page }) => {
  await openApp(page);
  await page.goto('/#product:123');
  await page.getByRole('dialog', { name: 'Product' }).getByRole('button', { name: 'View as page' }).click();
  await expect(page).toHaveURL('/products/123');
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is hidden; #menu opens the navigation drawer from its URL and Back closes it', async ({ page }) => {
    await openApp(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.goto('/#menu');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByTestId('group-switcher')).toBeVisible();
    for (const item of ['Dashboard', 'Inventory', 'Storage spaces', 'Collections', 'Price Templates', 'Orders', 'Customers', 'Catalog']) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await page.goBack();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/');
  });

  test('the menu button opens the drawer; choosing a page closes it without a history entry for the menu', async ({ page }) => {
    await openApp(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page).toHaveURL('/#menu');
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('menuitem', { name: 'Collections' }).click();
    await expect(page).toHaveURL('/collections');
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
  });

  test('swiping left closes the drawer', async ({ page }) => {
    await openApp(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const swipeArea = page.getByTestId('mobile-menu');
    await expect(swipeArea).toBeVisible();
    // Wait for the drawer to finish sliding in.
    await expect.poll(async () => (await swipeArea.boundingBox())?.x).toBe(0);
    const box = await swipeArea.boundingBox();
    if (!box) throw new Error('no drawer');
    // A real touch swipe from right to left, through the DevTools protocol.
    const cdp = await page.context().newCDPSession(page);
    const y = Math.round(box.y + box.height / 2);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y }] });
    await touch('touchStart', 240);
    for (const x of [220, 190, 150, 110, 70]) await touch('touchMove', x);
    await touch('touchEnd');
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
    await expect(page).toHaveURL('/');
  });
});
