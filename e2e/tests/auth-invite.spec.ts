// Invite links (/invite/{code} opens without a session): an admin creates one through the API, a new
// user opens it signed out, signs in with Google (the local stand-in) and joins. An invite for one
// address has login and sign-up fill it in, and once accepted it says so.
import { API_ORIGIN, latestCode, passwordSession } from '../support/auth';
import { expect, test } from '../support/test';

const DEMO = { email: 'demo@bullion.local', password: 'BullionDemo1', team: 'Demo Bullion Co.' };

async function api<T>(path: string, init: { method?: string; bearer: string; token?: string; body?: unknown }): Promise<T> {
  const response = await fetch(`${API_ORIGIN}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${init.bearer}`,
      ...(init.token ? { token: init.token } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The demo account is admin of its team: it creates an invite to it (for one address, if given). */
async function createTeamInvite(email?: string): Promise<string> {
  const session = await passwordSession(DEMO.email, DEMO.password);
  const bearer = session.access_token as string;
  const groups = await api<{ id: string; name: string; type: string }[]>('/groups', { bearer });
  const team = groups.find((group) => group.type === 'team' && group.name === DEMO.team);
  if (!team) throw new Error('the demo team is missing');
  const { token } = await api<{ token: string }>('/auth/token', { method: 'POST', bearer, body: { groupId: team.id } });
  const invite = await api<{ code: string }>(`/groups/${team.id}/invites`, { method: 'POST', bearer, token, body: email ? { email } : {} });
  return invite.code;
}

test('a new user opens an invite signed out, signs in with Google and joins the team', async ({ anonymousPage: page }) => {
  const code = await createTeamInvite();
  const email = `invitee-${Date.now()}@bullion.test`;

  await page.goto(`/invite/${code}`);
  await expect(page.getByRole('heading', { name: DEMO.team })).toBeVisible();
  await expect(page.getByText(/You're invited to join as\s*Member/)).toBeVisible();
  await expect(page.getByText(/The invite expires on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create an account' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in to join' }).click();

  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/invite/${code}`)}`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // The API's local stand-in for Google's sign-in page.
  await expect(page.getByRole('heading', { name: 'Local stand-in for Google sign-in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Full name').fill('Ivy Invitee');
  await page.getByRole('button', { name: 'Continue as this Google user' }).click();

  await expect(page).toHaveURL(new RegExp(`/invite/${code}#?$`));
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  await page.getByRole('button', { name: `Join ${DEMO.team}` }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByText(`You joined ${DEMO.team}`)).toBeVisible();
  await expect(page.getByTestId('group-switcher')).toContainText(DEMO.team);
});

test('an unknown invite code gets a clear message', async ({ anonymousPage: page }) => {
  await page.goto('/invite/thisCodeDoesNotExist12345');
  await expect(page.getByRole('heading', { name: "This invite doesn't work" })).toBeVisible();
  await expect(page.getByText('No invite with this code. Check the link, or ask the group admin for a new invite.')).toBeVisible();
});

test('an invite for an address: login has it filled in, sign-up has it filled in and locked, and the accepted invite then says so', async ({
  anonymousPage: page,
}) => {
  const email = `invited-${Date.now()}@bullion.test`;
  const code = await createTeamInvite(email);

  await page.goto(`/invite/${code}`);
  await expect(page.getByText(`This invite is for ${email}.`, { exact: false })).toBeVisible();
  // Login fills it in but leaves it editable: the invitee may own another account.
  await page.getByRole('button', { name: 'Log in to join' }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/invite/${code}`)}`);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('E-mail')).toBeEditable();
  await page.goBack();
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(`/signup?redirect=${encodeURIComponent(`/invite/${code}`)}`);
  const address = page.getByLabel('E-mail');
  await expect(address).toHaveValue(email);
  await expect(address).toHaveAttribute('readonly', '');
  await expect(page.getByText('The invite is for this address: only it can join.')).toBeVisible();
  await page.getByLabel('Full name').fill('Ida Invited');
  await page.getByLabel('Password').fill('Invited1234');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/verify-email\?/);
  await page.getByLabel('OTP Input 1').fill(await latestCode(email));
  await expect(page).toHaveURL(`/invite/${code}`);
  await page.getByRole('button', { name: `Join ${DEMO.team}` }).click();
  await expect(page.getByText(`You joined ${DEMO.team}`)).toBeVisible();

  // The invite was for one person: opened again, it says they are in and leads to the team.
  await page.goto(`/invite/${code}`);
  await expect(page.getByText(`You're already a member of ${DEMO.team}.`)).toBeVisible();
  await expect(page.getByText(/used as many times as it allows/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Join ${DEMO.team}` })).toHaveCount(0);
  await page.getByRole('button', { name: `Open ${DEMO.team}` }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('group-switcher')).toContainText(DEMO.team);
});
