// Several groups → /switch-group → the chosen group; log out.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { menuSettled } from '../support/shell';

const DEMO = { email: 'demo@bullion.local', password: 'BullionDemo1', team: 'Demo Bullion Co.', personal: "Dana's desk" };

const tokenGroupId = (page: Page) =>
  page.evaluate(() => {
    const token = JSON.parse(localStorage.getItem('app-store') ?? '{}').state?.accessToken as string | undefined;
    const payload = token?.split('.')[1];
    return payload ? (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).group?.id as string) : null;
  });

async function logInAsDemo(page: Page) {
  await page.goto('/login');
  await expect(page.getByText(`Local demo: ${DEMO.email} / ${DEMO.password}`)).toBeVisible();
  await page.getByRole('button', { name: 'Use demo account' }).click();
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('with several groups the user picks one on /switch-group and the app shows it', async ({ anonymousPage: page }) => {
  await logInAsDemo(page);
  await expect(page).toHaveURL('/switch-group?redirect=%2F');
  await expect(page.getByRole('heading', { name: 'Choose a group' })).toBeVisible();
  await expect(page.getByRole('button', { name: `${DEMO.personal}, Personal, Free plan` })).toBeVisible();

  await page.getByRole('button', { name: new RegExp(`^${DEMO.team}, Team`) }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('group-switcher')).toContainText(DEMO.team);
  const teamId = await tokenGroupId(page);
  expect(teamId).toBeTruthy();

  // Back on /switch-group the current group is marked; the personal one can be chosen instead.
  await page.goto('/switch-group');
  await expect(page.getByRole('button', { name: new RegExp(`^${DEMO.team}, Team, .*current group$`) })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${DEMO.personal}, Personal`) }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('group-switcher')).toContainText(DEMO.personal);
  expect(await tokenGroupId(page)).not.toBe(teamId);
});

test('"Log out" on /switch-group ends the session and goes to /login', async ({ anonymousPage: page }) => {
  await logInAsDemo(page);
  await expect(page).toHaveURL('/switch-group?redirect=%2F');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('bullion-auth'))).toBeNull();

  await page.goto('/');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/')}`);
});

test('"Log out" in the user menu goes to /login', async ({ anonymousPage: page }) => {
  await logInAsDemo(page);
  await page.getByRole('button', { name: new RegExp(`^${DEMO.team}, Team`) }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  // The menu opens with a motion; a click during it can miss the item.
  await menuSettled(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login(\?.*)?$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('bullion-auth'))).toBeNull();
});
