// Login & security in the settings: a new password works at the next log-in; an authenticator added
// here is asked for at the next log-in.
import { logIn, logOut, newUser } from '../support/team';
import { expect, test } from '../support/test';
import { totpCode, typeCode } from '../support/totp';

test('change the password in the settings and log in with the new one', async ({ anonymousPage: page }) => {
  const user = await newUser('security', 'Sam Secure');
  await logIn(page, user);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.goto('/settings/login-and-security');
  await page.getByLabel('Current password').fill(user.password);
  await page.getByLabel('New password', { exact: true }).fill('NewSecret2024');
  await page.getByLabel('Repeat the new password').fill('NewSecret2024');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  await logOut(page);
  await logIn(page, user);
  await expect(page.getByText('Invalid e-mail or password.')).toBeVisible();
  await page.getByLabel('Password').fill('NewSecret2024');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('turn on two-step verification in the settings; the next log-in asks for the app\'s code', async ({ anonymousPage: page }) => {
  const user = await newUser('security', 'Sam Secure');
  await logIn(page, user);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.goto('/settings/login-and-security');
  await expect(page.getByText('Two-step verification is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  const secretField = dialog.getByTestId('authenticator-secret');
  await dialog.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(secretField).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await secretField.innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  await typeCode(page, totpCode(secret));
  await expect(page.getByText('Two-step verification is on')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Authenticator apps' })).toContainText('Authenticator app');

  await logOut(page);
  await logIn(page, user);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  // The next time step's code: the one used to turn two-step on cannot be used again.
  await typeCode(page, totpCode(secret, 1));
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
