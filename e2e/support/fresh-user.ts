// What the feature specs share: a brand-new user in their own personal group (so a test sees only
// its own data), money read off the page, the header's gold spot, and a print counter.
import type { Page } from '@playwright/test';
import { groupApi, type GroupApi } from './api';
import { createConfirmedUser, signInPage } from './auth';

let users = 0;

/** Signs a new user up, signs the page in as them and returns a client of their group's API. */
export async function freshGroup(page: Page, name: string, fullName = 'Ivy Inventory'): Promise<GroupApi> {
  const user = { email: `${name}-${Date.now()}-${++users}@bullion.test`, password: 'FreshUser1234', fullName };
  await createConfirmedUser(user);
  await signInPage(page, user);
  return groupApi(user);
}

/** "$1,234.56", "−$12.00", "+$60.00 (+5%)" → the number of its first amount. */
export const money = (text: string) => Number(text.replace(/[^\d.−-]/g, '').replace('−', '-'));

/** The gold spot price shown in the header's strip. */
export const goldSpot = async (page: Page) => money(await page.getByTestId('spot-strip').getByText(/^\$/).first().innerText());

/** Counts window.print() calls instead of opening the browser's print dialog; read with printCalls. */
export async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => void counted.printed++;
  });
}

export const printCalls = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);
