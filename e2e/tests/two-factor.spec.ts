// Two-step verification (TOTP) in the browser: a team that requires it walks a member through adding
// an authenticator app, and from then on /login asks for the app's code after the password. The codes
// are computed here from the secret the page shows, as an authenticator app would.
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { menuSettled } from '../support/shell';
import { ANON_KEY, API_ORIGIN, createConfirmedUser, passwordSession } from '../support/auth';
import { expect, test } from '../support/test';
import { totpCode, typeCode } from '../support/totp';

const PASSWORD = 'TwoStep12345';
let users = 0;

async function call<T>(path: string, init: { method?: string; bearer?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${API_ORIGIN}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: ANON_KEY,
      ...(init.bearer ? { authorization: `Bearer ${init.bearer}` } : {}),
      ...(init.token ? { token: init.token } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

async function newUser(name: string) {
  const user = { email: `${name}-${Date.now()}-${++users}@bullion.test`, password: PASSWORD, fullName: `${name} Example` };
  await createConfirmedUser(user);
  const session = (await passwordSession(user.email, user.password)) as { access_token: string };
  return { ...user, accessToken: session.access_token };
}

/** Adds and verifies an authenticator through the auth API; answers the aal2 access token. */
async function enrolThroughApi(accessToken: string): Promise<string> {
  const factor = await call<{ id: string; totp: { secret: string } }>('/auth/v1/factors', {
    method: 'POST',
    bearer: accessToken,
    body: { factor_type: 'totp', friendly_name: 'Admin phone' },
  });
  const challenge = await call<{ id: string }>(`/auth/v1/factors/${factor.id}/challenge`, { method: 'POST', bearer: accessToken, body: {} });
  const session = await call<{ access_token: string }>(`/auth/v1/factors/${factor.id}/verify`, {
    method: 'POST',
    bearer: accessToken,
    body: { challenge_id: challenge.id, code: totpCode(factor.totp.secret) },
  });
  return session.access_token;
}

/** A team whose admin (with two-step) requires two-step of every member, and a member just invited. */
async function teamRequiringTwoStep(teamName: string) {
  const admin = await newUser('admin');
  const { id: teamId } = await call<{ id: string }>('/api/groups', { method: 'POST', bearer: admin.accessToken, body: { name: teamName } });
  const adminAal2 = await enrolThroughApi(admin.accessToken);
  const { token } = await call<{ token: string }>('/api/auth/token', { method: 'POST', bearer: adminAal2, body: { groupId: teamId } });
  const { code } = await call<{ code: string }>(`/api/groups/${teamId}/invites`, { method: 'POST', bearer: adminAal2, token, body: {} });
  await call(`/api/groups/${teamId}`, { method: 'PATCH', bearer: adminAal2, token, body: { requireMfa: true } });

  const member = await newUser('member');
  await call(`/api/invites/${code}/accept`, { method: 'POST', bearer: member.accessToken, body: {} });
  return member;
}

async function logIn(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a team that requires two-step verification has its member add an authenticator; then /login asks for its code', async ({
  anonymousPage: page,
}) => {
  const member = await teamRequiringTwoStep(`Vault Keepers ${Date.now()}`);

  await page.goto('/login');
  await logIn(page, member);
  await expect(page.getByRole('heading', { name: 'Choose a group' })).toBeVisible();
  await page.getByRole('button', { name: /^Vault Keepers .*, Team/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Two-step verification required' });
  await expect(dialog.getByText(/Vault Keepers \d+ asks every member to use two-step verification/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const qr = dialog.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  const secret = (await dialog.getByTestId('authenticator-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  // The QR code is what a phone's camera reads: the otpauth address with the same secret.
  const png = PNG.sync.read(await qr.screenshot());
  const scanned = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';
  expect(scanned).toMatch(/^otpauth:\/\/totp\//);
  expect(scanned).toContain(`secret=${secret}`);

  // The sixth digit submits. A wrong code is refused at the field; the right one turns two-step on
  // and opens the team.
  await typeCode(page, totpCode(secret, 4));
  await expect(dialog.getByText('That code is not right. Enter the code your authenticator app shows now.')).toBeVisible();
  await typeCode(page, totpCode(secret));
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('group-switcher')).toContainText('Vault Keepers');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

  // The password alone no longer opens the app: the code step follows, and a direct address waits.
  await logIn(page, member);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await page.goto('/inventory');
  await expect(page).toHaveURL(/\/login\?redirect=%2Finventory/);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  // The code of the next time step: the one used to turn two-step on cannot be used again.
  await typeCode(page, totpCode(secret, 1));
  await expect(page).toHaveURL(/\/inventory$|\/switch-group/);
});
