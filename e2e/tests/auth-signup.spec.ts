// Sign-up with e-mail confirmation by a 6-digit code from the local mailbox: the account can sign
// in only once the code is entered.
import { API_ORIGIN, ANON_KEY, latestCode } from '../support/auth';
import { expect, test } from '../support/test';

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@bullion.test`;

test('sign-up → code from the mailbox → verify → the dashboard of the new account', async ({ anonymousPage: page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await expect(page.getByText('At least 8 characters, letters and digits only')).toBeVisible();
  await page.getByLabel('Full name').fill('Sam Signup');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('weakpass');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password needs at least one uppercase letter.')).toBeVisible();
  await page.getByLabel('Password').fill('Signup1234');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}`);
  await expect(page.getByText(/If this address is new, we sent a 6-digit code to/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code \(\d+ s\)/ })).toBeDisabled();

  const code = await latestCode(email);
  const tried: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/auth\/v1\/verify(\?|$)/.test(request.url())) tried.push(request.postDataJSON().token as string);
  });
  // Typed key by key: a wrong code, then the right one over it, which verifies at the first try.
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('OTP Input 1').click();
  await page.keyboard.type(wrong);
  await expect(page.getByText(/This code is wrong or has expired/)).toBeVisible();
  await expect(page.getByLabel('OTP Input 1')).toHaveValue('');
  await expect(page.getByLabel('OTP Input 1')).toBeFocused();
  await page.keyboard.type(code);

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(tried).toEqual([wrong, code]);
});

test('an unconfirmed address is led from the login to the code page and into the app', async ({ anonymousPage: page }) => {
  const email = uniqueEmail('unconfirmed');
  const response = await fetch(`${API_ORIGIN}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Pending1234', data: { full_name: 'Pat Pending' } }),
  });
  expect(response.ok).toBe(true);

  await page.goto('/login?redirect=%2Fcollections');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('Pending1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Your e-mail address is not confirmed yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Enter the code' }).click();

  await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}&redirect=%2Fcollections`);
  await page.getByLabel('OTP Input 1').fill(await latestCode(email));
  await expect(page).toHaveURL('/collections');
});

test('/verify-email without an email parameter asks for the address', async ({ anonymousPage: page }) => {
  await page.goto('/verify-email');
  await expect(page.getByLabel('E-mail')).toHaveValue('');
  await page.getByRole('button', { name: 'Verify e-mail' }).click();
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
  await expect(page.getByText('Enter the 6-digit code from the e-mail.')).toBeVisible();
});
