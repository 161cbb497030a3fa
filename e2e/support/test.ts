// `test` whose page starts signed in as the e2e user (one personal group, so the guard picks it).
// Tests of public pages use `anonymousPage`.
import { test as base, type Page } from '@playwright/test';
import { signInPage } from './auth';

export const test = base.extend<{ anonymousPage: Page }>({
  page: async ({ page }, use) => {
    await signInPage(page);
    await use(page);
  },
  anonymousPage: async ({ browser }, use) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

export { expect } from '@playwright/test';
