// Login & security in the settings: a new password works at the next log-in.
import type { Page } from '@playwright/test';
import { menuSettled } from '../support/shell';
import { createConfirmedUser } from '../support/auth';
import { expect, test } from '../support/test';

let users = 0;

async function newUser() {
  const user = { email: `security-${Date.now()}-${++users}@bullion.test`, password: 'SecurityUser1', fullName: 'Sam Secure' };
  await createConfirmedUser(user);
  return user;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
}

test('change the password in the settings and log in with the new one', async ({ anonymousPage: page }) => {
  const user = await newUser();
  await logIn(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.goto('/settings/login-and-security');
  await page.getByLabel('Current password').fill(user.password);
  await page.getByLabel('New password', { exact: true }).fill('NewSecret2024');
  await page.getByLabel('Repeat the new password').fill('NewSecret2024');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  await logOut(page);
  await logIn(page, user.email, user.password);
  await expect(page.getByText('Invalid e-mail or password.')).toBeVisible();
  await page.getByLabel('Password').fill('NewSecret2024');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
