// The account's own settings pages: where the user is signed in (sign out every other session),
// exporting their data, and deleting the account (refused while they are a team's last admin).
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { latestCode } from '../support/auth';
import { adminOfNewTeam, logIn, logInToTeam, logOut, mailbox, newUser, userApi } from '../support/team';

test('sign out all other sessions: the other browser is sent to the log-in page', async ({ anonymousPage: page, browser }) => {
  // Two browsers, each signing in: 22.1 s in a fresh-clone npm test, 32.4 s with a typecheck beside it.
  test.setTimeout(60_000);
  const user = await newUser('sessions', 'Sasha Sessions');
  const otherContext = await browser.newContext();
  try {
    const other = await otherContext.newPage();
    await logIn(other, user);
    await expect(other.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    await logIn(page, user);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.goto('/settings/login-and-security');
    // This browser, the other one, and the session confirming the e-mail address opened.
    const sessions = page.getByRole('list', { name: 'Sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(3);
    await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await page.getByRole('dialog', { name: 'Sign out all other sessions?' }).getByRole('button', { name: 'Sign out all others' }).click();
    await expect(page.getByText('2 sessions signed out')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    // This browser carries on; the other one has to log in again.
    await page.goto('/inventory');
    await expect(page.getByRole('heading', { name: 'Inventory' })).toBeVisible();
    await other.goto('/inventory');
    await expect(other.getByRole('heading', { name: 'Log in' })).toBeVisible();
  } finally {
    await otherContext.close();
  }
});

test('export my data: a JSON file with the account and what the user keeps', async ({ anonymousPage: page }) => {
  const user = await newUser('export', 'Eddie Export');
  const api = await userApi(user);
  const groups = await api.call<{ id: string; type: string }[]>('GET', '/groups');
  const personal = groups.body.find((group) => group.type === 'personal');
  const token = await api.groupToken(personal?.id ?? '');
  const created = await api.call('POST', '/products', { title: 'Export Eagle 1 oz', metal: 'gold', weight: 1, weightUnit: 'ozt', purity: 0.9167 }, token);
  expect(created.status).toBe(201);

  await logIn(page, user);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/settings/privacy-settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bullion-desk-export-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(page.getByText('Your data is downloading')).toBeVisible();
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as unknown;
  const text = JSON.stringify(exported);
  expect(text).toContain(user.email);
  expect(text).toContain('Eddie Export');
  expect(text).toContain('Export Eagle 1 oz');
});

test('delete my account: refused while the last admin of a team with members, then gone for good', async ({ anonymousPage: page }) => {
  const teamName = `Keepers ${Date.now()}`;
  const { admin: user, teamId, api } = await adminOfNewTeam('leaver', teamName);
  const member = await newUser('stayer', 'Stan Stayer');
  const invite = await api.call<{ code: string }>('POST', `/groups/${teamId}/invites`, {}, await api.groupToken(teamId));
  expect((await (await userApi(member)).call('POST', `/invites/${invite.body.code}/accept`, {})).status).toBe(200);

  await logIn(page, user);
  await expect(page.getByRole('heading', { name: 'Choose a group' })).toBeVisible();
  await page.getByRole('button', { name: /, Personal/ }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/settings/privacy-settings');
  const confirmField = page.getByLabel(`Type ${user.email} to confirm`);
  const deleteButton = page.getByRole('button', { name: 'Delete my account' });
  await expect(deleteButton).toBeDisabled();
  await confirmField.fill('someone-else@bullion.test');
  await expect(deleteButton).toBeDisabled();
  await confirmField.fill(user.email);
  await deleteButton.click();
  await expect(page.getByText('Your account was not deleted')).toBeVisible();
  await expect(page.getByText(`You are the only admin of "${teamName}", which has other members.`, { exact: false })).toBeVisible();

  // With the other member gone, nothing holds the account back.
  const token = await api.groupToken(teamId);
  const members = await api.call<{ id: number; user?: { email: string } }[]>('GET', `/groups/${teamId}/members`, undefined, token);
  const stayer = members.body.find((entry) => entry.user?.email === member.email);
  expect(stayer).toBeTruthy();
  expect((await api.call('DELETE', `/groups/${teamId}/members`, { memberIds: [stayer?.id] }, token)).status).toBe(200);

  await deleteButton.click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await logIn(page, user);
  await expect(page.getByText('Invalid e-mail or password.')).toBeVisible();
});

test('an order update e-mail carries a one-click unsubscribe link that turns those e-mails off', async ({ anonymousPage: page }) => {
  const teamName = `Mail Desk ${Date.now()}`;
  const { teamId, api } = await adminOfNewTeam('mail-admin', teamName);
  const member = await newUser('mail-member', 'Mia Member');
  const token = await api.groupToken(teamId);
  const invite = await api.call<{ code: string }>('POST', `/groups/${teamId}/invites`, {}, token);
  expect((await (await userApi(member)).call('POST', `/invites/${invite.body.code}/accept`, {})).status).toBe(200);

  // The admin quotes an order: the member hears of it by e-mail.
  const customer = await api.call<{ id: string }>('POST', '/customers', { name: 'Una Subscribe' }, token);
  const line = { title: 'Gold bar 1 oz', metal: 'gold', form: 'bar', quantity: 1, unitPrice: '2500.00', overrideReason: 'Agreed price' };
  const order = await api.call<{ id: string; number: string }>('POST', '/orders', { side: 'sell', customerId: customer.body.id, lines: [line] }, token);
  expect(order.status).toBe(201);
  expect((await api.call('POST', `/orders/${order.body.id}/quote`, {}, token)).status).toBe(200);
  const subject = `Order ${order.body.number} is now quoted — ${teamName}`;
  await expect.poll(async () => (await mailbox(member.email)).map((mail) => mail.subject)).toContain(subject);
  const mail = (await mailbox(member.email)).find((entry) => entry.subject === subject);
  const unsubscribe = /Unsubscribe: (\S+)/.exec(mail?.text ?? '')?.[1];
  expect(unsubscribe).toBeTruthy();

  // The link works without signing in: one click.
  await page.goto(unsubscribe ?? '');
  await expect(page.getByRole('heading', { name: 'Unsubscribe from order updates?' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

  // The member's settings show it off; the other e-mails stay as they were.
  await logInToTeam(page, member, teamName);
  await page.goto('/settings/message-preferences');
  const emails = page.getByRole('list', { name: 'E-mails' });
  await expect(emails.getByRole('switch', { name: 'Order updates' })).not.toBeChecked();
  await expect(emails.getByRole('switch', { name: 'Weekly portfolio summary' })).toBeChecked();
});

test('change the e-mail address with a code from each address, then log in with the new one', async ({ anonymousPage: page }) => {
  const user = await newUser('mover', 'Max Mover');
  const next = `moved-${Date.now()}@bullion.test`;
  await logIn(page, user);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/settings/account');
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
  await page.getByLabel('New e-mail address').fill(next);
  await page.getByRole('button', { name: 'Send codes' }).click();
  await expect(page.getByText(`We sent a 6-digit code to each address. Enter both to move your account to ${next}.`)).toBeVisible();

  const codeOf = async (address: string) => {
    await expect.poll(async () => (await mailbox(address)).some((mail) => /e-mail/i.test(mail.subject) && /\d{6}/.test(mail.text))).toBe(true);
    return latestCode(address);
  };
  const boxes = page.getByLabel('OTP Input 1');
  await boxes.nth(0).fill(await codeOf(user.email));
  // The second complete code sends both at once: no button to press.
  await boxes.nth(1).fill(await codeOf(next));
  await expect(page.getByText('E-mail address changed')).toBeVisible();
  await expect(page.getByText(next, { exact: true })).toBeVisible();

  await logOut(page);
  await logIn(page, user);
  await expect(page.getByText('Invalid e-mail or password.')).toBeVisible();
  await logIn(page, { email: next, password: user.password });
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
