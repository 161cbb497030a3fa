// The settings pages of a team, as its admin uses them: people (invite by e-mail, accept from the
// mailbox in another browser, change role, remove), plans (a Pro trial, an upgrade through the local
// checkout), domains (refused on Free, accepted on Pro) and the group (name and picture in the sidebar).
import { Buffer } from 'node:buffer';
import { expect, test } from '../support/test';
import { adminOfNewTeam, logInToTeam, mailbox, newUser, userApi } from '../support/team';

// A 2×2 PNG, red: small enough to inline, a real picture to upload.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('invite a person by e-mail; they accept from the mailbox link; change their role; remove them', async ({ anonymousPage: page, browser }) => {
  // Two browsers, a sign-up from the mailbox link and three role changes: 20.6 s in a fresh-clone npm test, 32.1 s with a typecheck beside it.
  test.setTimeout(60_000);
  const teamName = `Vault Crew ${Date.now()}`;
  const { admin } = await adminOfNewTeam('people-admin', teamName);
  const invitee = await newUser('invitee', 'Ira Invitee');

  await logInToTeam(page, admin, teamName);
  await page.goto('/settings/people');
  await expect(page.getByRole('heading', { name: 'People' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite people' }).first().click();
  const dialog = page.getByRole('dialog', { name: `Invite people to ${teamName}` });
  await dialog.getByLabel('E-mail address').fill(invitee.email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText(`We e-mailed an invitation to ${invitee.email}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(invitee.email);

  const mail = (await mailbox(invitee.email)).find((entry) => entry.subject.includes(teamName));
  expect(mail?.subject).toBe(`Alex Admin invited you to ${teamName} on Bullion Desk`);
  expect(mail?.link).toBeTruthy();

  // The invitee, in a browser of their own, opens the link from the mail and joins.
  const inviteeContext = await browser.newContext();
  try {
    const other = await inviteeContext.newPage();
    await other.goto(new URL(mail?.link ?? '').pathname);
    await expect(other.getByRole('heading', { name: teamName })).toBeVisible();
    await other.getByRole('button', { name: 'Log in to join' }).click();
    await other.getByLabel('E-mail').fill(invitee.email);
    await other.getByLabel('Password').fill(invitee.password);
    await other.getByRole('button', { name: 'Log in' }).click();
    await other.getByRole('button', { name: `Join ${teamName}` }).click();
    await expect(other.getByText(`You joined ${teamName}`)).toBeVisible();
  } finally {
    await inviteeContext.close();
  }

  // The admin sees them as a member, the invitation gone; makes them a viewer, then removes them.
  await page.reload();
  const row = page.getByRole('row', { name: /Ira Invitee/ });
  await expect(row).toContainText('Member');
  await expect(page.getByText('No pending invitations')).toBeVisible();
  await page.getByRole('combobox', { name: 'Role of Ira Invitee' }).click();
  await page.locator('.ant-select-item-option[title="Viewer"]').click();
  await expect(page.getByText('Ira Invitee is now viewer')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: /Ira Invitee/ })).toContainText('Viewer');

  await page.getByRole('button', { name: 'Remove Ira Invitee' }).click();
  await page.getByRole('dialog', { name: 'Remove Ira Invitee?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Ira Invitee was removed from the team')).toBeVisible();
  await expect(page.getByRole('row', { name: /Ira Invitee/ })).toHaveCount(0);
});

test('start a Pro trial: the plan shows the trial and the invite dialog opens on People', async ({ anonymousPage: page }) => {
  const teamName = `Trial Team ${Date.now()}`;
  const { admin } = await adminOfNewTeam('trial-admin', teamName);
  await logInToTeam(page, admin, teamName);

  await page.goto('/settings/billing-and-plans');
  await expect(page.getByLabel('Free plan')).toContainText('Current plan');
  await page.getByRole('button', { name: 'Start a free Pro trial' }).click();
  await expect(page.getByText('Your Pro trial has started')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/people\?invite=true$/);
  await expect(page.getByRole('dialog', { name: `Invite people to ${teamName}` })).toBeVisible();
  await page.getByRole('dialog', { name: `Invite people to ${teamName}` }).getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByTestId('group-switcher')).toContainText('Pro');
  await page.goto('/settings/billing-and-plans');
  await expect(page.getByLabel('Pro plan')).toContainText('Current plan · trial');
  await expect(page.getByText(/14 days left|13 days left/)).toBeVisible();
});

test('a custom domain is refused on Free; after upgrading to Pro through the checkout it is accepted', async ({ anonymousPage: page }) => {
  const teamName = `Domain Desk ${Date.now()}`;
  const { admin, teamId, api } = await adminOfNewTeam('domain-admin', teamName);
  await logInToTeam(page, admin, teamName);

  await page.goto('/settings/domains');
  await expect(page.getByText('A custom domain comes with Pro and Teams')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Custom domain' })).toHaveCount(0);
  // The API refuses it too, whatever the page shows.
  const token = await api.groupToken(teamId);
  const refused = await api.call<{ code?: string; message?: string }>('PUT', '/domains/custom', { domain: 'desk.example.com' }, token);
  expect(refused.status).toBe(403);

  // Upgrade through the local checkout page (the billing provider's stand-in).
  await page.goto('/settings/billing-and-plans');
  await expect(page.getByLabel('Pro plan')).toContainText('$12.00 today, then every month.');
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  // What is charged and when, confirmed before the checkout.
  const confirm = page.getByRole('dialog', { name: 'Upgrade to Pro?' });
  await expect(confirm).toContainText('Your card is charged $12.00 today, then every month until you cancel.');
  await confirm.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout (local simulation)' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/settings\/billing-and-plans/);
  await expect(page.getByText('Thank you! Your new plan is active')).toBeVisible();
  await expect(page.getByLabel('Pro plan')).toContainText('Current plan');

  await page.goto('/settings/domains');
  await page.getByRole('textbox', { name: 'Custom domain' }).fill('desk.example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Domains saved')).toBeVisible();
  await expect(page.getByText('Waiting for the DNS record')).toBeVisible();
  // The TXT record to add at the DNS provider, to prove the domain is ours.
  await expect(page.getByText('_bullion-verification.desk.example.com')).toBeVisible();
  await expect(page.getByText(/^bullion-verification=/)).toBeVisible();
});

test('renaming the team and changing its picture show in the sidebar at once', async ({ anonymousPage: page }) => {
  const teamName = `Old Name ${Date.now()}`;
  const { admin } = await adminOfNewTeam('group-admin', teamName);
  await logInToTeam(page, admin, teamName);

  await page.goto('/settings/group');
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue(teamName);
  const newName = `Golden Vault ${Date.now()}`;
  await name.fill(newName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Team details saved')).toBeVisible();
  await expect(page.getByTestId('group-switcher')).toContainText(newName);

  const switcherPicture = page.getByTestId('group-switcher').locator('img');
  await expect(switcherPicture).toHaveCount(0);
  await page.getByLabel('Team picture file').setInputFiles({ name: 'vault.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(page.getByText('Team picture updated')).toBeVisible();
  await expect(switcherPicture).toBeVisible();
  await expect.poll(() => switcherPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(2);
});

test('a member who is not an admin reads the team pages but cannot change them', async ({ anonymousPage: page }) => {
  const teamName = `Read Only ${Date.now()}`;
  const { teamId, api } = await adminOfNewTeam('ro-admin', teamName);
  const member = await newUser('ro-member', 'Mo Member');
  const token = await api.groupToken(teamId);
  const invite = await api.call<{ code: string }>('POST', `/groups/${teamId}/invites`, {}, token);
  const memberApi = await userApi(member);
  expect((await memberApi.call('POST', `/invites/${invite.body.code}/accept`, {})).status).toBeLessThan(300);

  await logInToTeam(page, member, teamName);
  await page.goto('/settings/domains');
  await expect(page.getByRole('note')).toContainText('Only the group’s admins can change the group.');
  await page.goto('/settings/people');
  await expect(page.getByRole('row', { name: /Mo Member/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite people' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Invite people' })).toHaveAccessibleDescription('Only the group’s admins can invite people.');
});
