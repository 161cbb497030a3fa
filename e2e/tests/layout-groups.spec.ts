// The group switcher, creating a team and starting a trial. These change groups,
// so each test signs in a user of its own instead of the shared e2e user.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createConfirmedUser, signInPage } from '../support/auth';
import { gotoSettledDashboard, menuSettled } from '../support/shell';
import { expect, test } from '../support/test';

async function signInFreshUser(page: Page, fullName: string) {
  const user = { email: `layout-${randomBytes(4).toString('hex')}@bullion.test`, password: 'Layout1234', fullName };
  await createConfirmedUser(user);
  await signInPage(page, user);
  return user;
}

const switcher = (page: Page) => page.getByTestId('group-switcher');

test('create a team: lands on /settings/people, the switcher lists the team with its plan, and switches back and forth', async ({
  anonymousPage: page,
}) => {
  await signInFreshUser(page, 'Tara Team');
  await gotoSettledDashboard(page);
  await expect(switcher(page)).toContainText("Tara's desk");
  await expect(switcher(page)).toContainText('Free');

  await switcher(page).click();

  await menuSettled(page);
  await page.getByRole('menuitem', { name: 'Create a team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a team' });
  await expect(dialog.getByRole('button', { name: 'Create team' })).toBeDisabled();
  await dialog.getByLabel('Team name').fill('   ');
  await expect(dialog.getByRole('button', { name: 'Create team' })).toBeDisabled();
  await dialog.getByLabel('Team name').fill('  Bullion Crew  ');
  await dialog.getByRole('button', { name: 'Create team' }).click();

  await expect(page).toHaveURL('/settings/people');
  await expect(dialog).toBeHidden();
  // The new team is the current group, on the free plan.
  await expect(switcher(page)).toContainText('Bullion Crew');
  await expect(switcher(page)).toContainText('Free');

  await switcher(page).click();

  await menuSettled(page);
  const team = page.getByRole('menuitem', { name: /Bullion Crew/ });
  await expect(team).toContainText('Free');
  await expect(team).toContainText('✓');
  const personal = page.getByRole('menuitem', { name: /Tara's desk/ });
  await expect(personal).toContainText('Free');

  // Switch to the personal group.
  await personal.click();
  await expect(page.getByText("Switched to Tara's desk")).toBeVisible();
  await expect(switcher(page)).toContainText("Tara's desk");

  // And back to the team.
  await switcher(page).click();
  await menuSettled(page);
  await page.getByRole('menuitem', { name: /Bullion Crew/ }).click();
  await expect(switcher(page)).toContainText('Bullion Crew');
});

test('start a Pro trial of a personal group from #pro-upgrade: goes to Billing & plans (nobody to invite) and the plan under the group becomes Pro', async ({
  anonymousPage: page,
}) => {
  await signInFreshUser(page, 'Petra Pro');
  await gotoSettledDashboard(page);
  await expect(switcher(page)).toContainText('Free');

  await switcher(page).click();

  await menuSettled(page);
  const tryPro = page.getByRole('menuitem', { name: 'Try Pro free' });
  await expect(tryPro).toBeVisible();
  await tryPro.click();
  await expect(page).toHaveURL('/#pro-upgrade');
  await page.getByRole('dialog', { name: 'Try Pro free for 14 days' }).getByRole('button', { name: 'Start my pro free trial' }).click();

  await expect(page).toHaveURL('/settings/billing-and-plans');
  await expect(page.getByText('Your Pro trial has started')).toBeVisible();
  await expect(page.getByText('Invite people to work with you.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Keep Pro after the trial' })).toBeVisible();
  await expect(switcher(page)).toContainText('Pro');
  await expect(switcher(page)).not.toContainText('Free');

  // A group gets one trial: a second one is refused with an error toast.
  await page.goto('/#pro-upgrade');
  await page.getByRole('dialog', { name: 'Try Pro free for 14 days' }).getByRole('button', { name: 'Start my pro free trial' }).click();
  await expect(page.getByText('Failed to create trial subscription')).toBeVisible();
  await expect(page).toHaveURL('/#pro-upgrade');
});
