// Forgot password → code from the mailbox → new password: the reset is requested by e-mail, the
// one-time code sent there opens the new-password form, and the new password replaces the old one.
// An account with two-step verification goes through its authenticator's code on the way, from the
// code and from the e-mailed link alike.
import { localUrl } from '@bullion/shared/remotes';
import type { Page } from '@playwright/test';
import { API_ORIGIN, createConfirmedUser, latestCode, latestLink, passwordSession } from '../support/auth';
import { expect, test } from '../support/test';
import { enrolAuthenticator, totpCode } from '../support/totp';

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

/** A confirmed account with two-step verification on; answers it with its authenticator's secret. */
async function twoStepUser(name: string) {
  const user = { email: `${name}-${Date.now()}@bullion.test`, password: 'TwoStep12345', fullName: `${name} Example` };
  await createConfirmedUser(user);
  const session = (await passwordSession(user.email, user.password)) as { access_token: string };
  return { ...user, secret: await enrolAuthenticator(session.access_token) };
}

async function requestReset(page: Page, email: string) {
  await page.goto(`/forgot-password?email=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await page.getByRole('button', { name: 'Enter the code' }).click();
  await expect(page).toHaveURL(`/reset-password?email=${encodeURIComponent(email)}`);
}

async function chooseNewPassword(page: Page, password: string) {
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await expect(page).toHaveURL('/');
}

test('an account with two-step verification: the reset code, then the authenticator code, then the new password', async ({ anonymousPage: page }) => {
  const user = await twoStepUser('reset-totp-code');
  await requestReset(page, user.email);
  await page.getByLabel('OTP Input 1').fill(await latestCode(user.email));

  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(page.getByText(/Enter the 6-digit code from your authenticator app to choose a new password/)).toBeVisible();
  // The code of the next time step: the one that turned two-step on cannot be used again.
  await page.getByLabel('OTP Input 1').fill(totpCode(user.secret, 1));

  await chooseNewPassword(page, 'Resetcode123');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(passwordSession(user.email, 'Resetcode123')).resolves.toHaveProperty('access_token');
  await expect(passwordSession(user.email, user.password)).rejects.toThrow(/400/);
});

test('through the link: the tab waiting for the code moves on too, a wrong authenticator code is typed over, and the right one verifies at once', async ({
  anonymousPage: page,
}) => {
  const user = await twoStepUser('reset-totp-link');
  await requestReset(page, user.email);
  await expect(page.getByText('Enter your e-mail address and the 6-digit code from the reset e-mail.')).toBeVisible();

  // The link, opened from the mail in another tab of the same browser, uses the code up.
  const linkTab = await page.context().newPage();
  await linkTab.goto(await latestLink(user.email));
  await expect(linkTab).toHaveURL(/\/reset-password/);
  await expect(linkTab.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  // The first tab is not left asking for that used-up code.
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveCount(0);

  const verifications: string[] = [];
  linkTab.on('request', (request) => {
    if (request.method() === 'POST' && /\/auth\/v1\/factors\/[^/]+\/verify$/.test(request.url())) verifications.push(request.postDataJSON().code as string);
  });
  const right = totpCode(user.secret, 1);
  const wrong = right === '000000' ? '111111' : '000000';
  // Typed key by key, as a person does: the sixth digit submits.
  await linkTab.getByLabel('OTP Input 1').click();
  await linkTab.keyboard.type(wrong);
  await expect(linkTab.getByText('That code is not right. Enter the code your authenticator app shows now.')).toBeVisible();
  // The boxes emptied themselves and the first one has the focus: the right code goes over the wrong one.
  for (let box = 1; box <= 6; box += 1) await expect(linkTab.getByLabel(`OTP Input ${box}`)).toHaveValue('');
  await expect(linkTab.getByLabel('OTP Input 1')).toBeFocused();
  await linkTab.keyboard.type(right);

  await chooseNewPassword(linkTab, 'Resetlink123');
  expect(verifications).toEqual([wrong, right]);
  await expect(passwordSession(user.email, 'Resetlink123')).resolves.toHaveProperty('access_token');
});
