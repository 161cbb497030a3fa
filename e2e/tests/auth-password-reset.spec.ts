// Forgot password → code from the mailbox → new password: the reset is requested by e-mail, the
// one-time code sent there opens the new-password form, and the new password replaces the old one.
import { localUrl } from '@bullion/shared/remotes';
import { API_ORIGIN, latestCode, passwordSession } from '../support/auth';
import { expect, test } from '../support/test';

/**
 * A confirmed account that has had no e-mail yet (the API sends one e-mail per address per minute),
 * made through the local Google stand-in: /authorize, then the stand-in's form.
 */
async function createGoogleUser(email: string, fullName: string) {
  const authorize = await fetch(`${API_ORIGIN}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(`${localUrl('shell')}/`)}`, {
    redirect: 'manual',
  });
  const standIn = new URL(authorize.headers.get('location') ?? '', API_ORIGIN);
  const state = standIn.searchParams.get('state') ?? '';
  const done = await fetch(`${API_ORIGIN}/auth/v1/local-oauth/google`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ state, email, full_name: fullName }),
  });
  expect(done.status).toBe(303);
}

test('forgot password → code from the mailbox → new password → signed in, and the new password works', async ({ anonymousPage: page }) => {
  const email = `reset-${Date.now()}@bullion.test`;
  await createGoogleUser(email, 'Robin Reset');

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(`/forgot-password?email=${encodeURIComponent(email)}`);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText('If an account exists for this address, we sent a code and a link.')).toBeVisible();
  await page.getByRole('button', { name: 'Enter the code' }).click();

  await expect(page).toHaveURL(`/reset-password?email=${encodeURIComponent(email)}`);
  await page.getByLabel('OTP Input 1').fill(await latestCode(email));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Newpass123');
  await page.getByLabel('Confirm new password').fill('Newpass124');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText("The passwords don't match.")).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Newpass123');
  await page.getByRole('button', { name: 'Change password' }).click();

  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(passwordSession(email, 'Newpass123')).resolves.toHaveProperty('access_token');
});

test('the forgot-password answer does not reveal whether an account exists', async ({ anonymousPage: page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill(`nobody-${Date.now()}@bullion.test`);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText('If an account exists for this address, we sent a code and a link.')).toBeVisible();
});
