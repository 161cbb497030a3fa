// Settings specs work as a new user who administers a new team: created through the API, logged in
// through /login, with the team chosen on "Choose a group".
import { expect, type Page } from '@playwright/test';
import { API_ORIGIN, createConfirmedUser, passwordSession } from './auth';
import { menuSettled } from './shell';

export interface TestUser {
  email: string;
  password: string;
  fullName: string;
}

let users = 0;

/** A confirmed user, unique to this run. */
export async function newUser(name: string, fullName: string): Promise<TestUser> {
  const user = { email: `${name}-${Date.now()}-${++users}@bullion.test`, password: 'SettingsUser1', fullName };
  await createConfirmedUser(user);
  return user;
}

/** A call to /api as the user, optionally in a group (its app token). */
export async function userApi(user: TestUser) {
  const session = (await passwordSession(user.email, user.password)) as { access_token: string };
  const call = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${API_ORIGIN}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${session.access_token}`,
        ...(token ? { token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (response.status === 204 ? null : await response.json()) as T };
  };
  const groupToken = async (groupId: string) => (await call<{ token: string }>('POST', '/auth/token', { groupId })).body.token;
  return { call, groupToken };
}

/** A new user who created the team `teamName` (so is its only admin). */
export async function adminOfNewTeam(name: string, teamName: string) {
  const admin = await newUser(name, 'Alex Admin');
  const api = await userApi(admin);
  const { status, body } = await api.call<{ id: string }>('POST', '/groups', { name: teamName });
  if (status !== 201 && status !== 200) throw new Error(`creating the team answered ${status}`);
  return { admin, teamId: body.id, api };
}

export type TeamRole = 'admin' | 'member' | 'viewer';

/**
 * Adds `user` to the team with `role` as a person would join: the admin (`api`, adminOfNewTeam's)
 * invites with that role (GET /group-member-roles names its id) and the user accepts the invitation.
 */
export async function addTeamMember(api: Awaited<ReturnType<typeof userApi>>, teamId: string, user: TestUser, role: TeamRole) {
  const roles = await api.call<{ id: number; value: string }[]>('GET', '/group-member-roles');
  const roleId = roles.body.find((candidate) => candidate.value === role)?.id;
  if (roleId === undefined) throw new Error(`no ${role} role in GET /group-member-roles (${roles.status})`);
  const invite = await api.call<{ code: string }>('POST', `/groups/${teamId}/invites`, { roleId }, await api.groupToken(teamId));
  if (invite.status >= 300) throw new Error(`inviting a ${role} answered ${invite.status}`);
  const accepted = await (await userApi(user)).call('POST', `/invites/${invite.body.code}/accept`, {});
  if (accepted.status >= 300) throw new Error(`accepting the invitation answered ${accepted.status}`);
}

export async function logIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in and picks the team on "Choose a group" (the user also has a personal group). */
export async function logInToTeam(page: Page, user: TestUser, teamName: string) {
  await logIn(page, user);
  await expect(page.getByRole('heading', { name: 'Choose a group' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${teamName}.*, Team`) }).click();
  await expect(page.getByTestId('group-switcher')).toContainText(teamName);
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
}

/** Mail in the API's local mailbox for an address, newest first. */
export async function mailbox(email: string): Promise<{ subject: string; text: string; link?: string }[]> {
  const response = await fetch(`${API_ORIGIN}/_dev/mailbox.json?to=${encodeURIComponent(email)}`);
  return (await response.json()) as { subject: string; text: string; link?: string }[];
}
