// Logging in: the guard's redirect round trip, errors, and an already signed-in visitor.
import { E2E_USER } from '../support/auth';
import { expect, test } from '../support/test';

test('guard round trip: a protected address → /login?redirect=… → log in → back on that address', async ({ anonymousPage: page }) => {
  await page.goto('/inventory?q=x');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/inventory?q=x')}`);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    `/signup?redirect=${encodeURIComponent('/inventory?q=x')}`,
  );

  await page.getByLabel('E-mail').fill(E2E_USER.email);
  await page.getByLabel('Password').fill(E2E_USER.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL('/inventory?q=x');
  await expect(page.locator('.remote-area[data-remote="inventory"]')).toBeVisible();
});

test('wrong credentials and an invalid address are explained', async ({ anonymousPage: page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByLabel('Password').fill('x');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();

  await page.getByLabel('E-mail').fill(`nobody-${Date.now()}@bullion.test`);
  await page.getByLabel('Password').fill('Wrong12345');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid e-mail or password.')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('a signed-in visitor of /login goes straight to the redirect target', async ({ page }) => {
  await page.goto('/login?redirect=%2Fcollections');
  await expect(page).toHaveURL('/collections');
});

test('a redirect to another site is not followed', async ({ page }) => {
  await page.goto(`/login?redirect=${encodeURIComponent('https://example.com/')}`);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
