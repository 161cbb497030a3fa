import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { e2eDataDir, PREVIEW_ORIGIN } from '../support/env';
import { expectMounted, mountedArea, sidebarLink } from '../support/shell';
import { adminOfNewTeam, logInToTeam, logOut, newUser, userApi } from '../support/team';

// Made by `npx nx run catalog:preview-build --name=e2e` in the global setup.
const PREVIEW_MANIFEST = `${PREVIEW_ORIGIN}/catalog-e2e/mf-manifest.json`;

// A preview swaps the code the shell runs: only a signed-in member whose role grants remotes.preview
// (admins) gets it. `page` is the e2e user, admin of their personal group.

/** Requests the page makes to the preview builds' server. */
function previewRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(PREVIEW_ORIGIN)) urls.push(request.url());
  });
  return urls;
}

test('a preview build opens inside the shell from the address preview-build printed', async ({ page }) => {
  const index = JSON.parse(readFileSync(join(e2eDataDir, 'previews/index.json'), 'utf8')) as {
    previews: { remote: string; name: string; version: string; manifestUrl: string; openUrl: string }[];
  };
  const entry = index.previews.find((preview) => preview.remote === 'catalog' && preview.name === 'e2e');
  expect(entry).toMatchObject({ version: '0.1.0-preview.e2e', manifestUrl: PREVIEW_MANIFEST });
  await page.goto(entry?.openUrl ?? '/');
  await expectMounted(page, 'catalog');
  await expect(mountedArea(page, 'catalog')).toHaveAttribute('data-remote-version', '0.1.0-preview.e2e');
  await expect(page.getByTestId('preview-banner')).toContainText(`catalog from ${PREVIEW_MANIFEST}`);
});

test('a preview override from an allowed origin loads that build, is remembered for the session and resets in one click', async ({ page }) => {
  await page.goto(`/catalog?remote.catalog=${encodeURIComponent(PREVIEW_MANIFEST)}`);
  await expectMounted(page, 'catalog');
  await expect(mountedArea(page, 'catalog')).toHaveAttribute('data-remote-version', '0.1.0-preview.e2e');
  const banner = page.getByTestId('preview-banner');
  await expect(banner).toContainText(`catalog from ${PREVIEW_MANIFEST}`);
  // The override parameter is consumed; the address stays clean.
  await expect(page).toHaveURL(/\/catalog$/);

  // Remembered for the browser session: still active after a reload and in-app navigation.
  await page.reload();
  await expect(mountedArea(page, 'catalog')).toHaveAttribute('data-remote-version', '0.1.0-preview.e2e');
  await sidebarLink(page, 'Inventory').click();
  await expectMounted(page, 'inventory');
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Reset to deployed versions' }).click();
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  await sidebarLink(page, 'Catalog').click();
  await expect(mountedArea(page, 'catalog')).toHaveAttribute('data-remote-version', '0.1.0');
});

test('a preview override from an origin that is not allowed is refused with a message', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/catalog?remote.catalog=http://localhost:9999/evil/mf-manifest.json');

  await expect(page.getByTestId('preview-refused')).toContainText(
    'Preview for catalog refused: http://localhost:9999 is not an allowed preview origin.',
  );
  await expectMounted(page, 'catalog');
  await expect(mountedArea(page, 'catalog')).toHaveAttribute('data-remote-version', '0.1.0');
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  expect(requests.filter((url) => new URL(url).port === '9999')).toEqual([]);
});

test('a preview link is ignored for a visitor and for a member whose role does not allow previews, and applies for an admin', async ({ anonymousPage: page }) => {
  const { admin, teamId, api } = await adminOfNewTeam('preview-admin', 'Preview Team');
  const member = await newUser('preview-member', 'Mo Member');
  const invite = await api.call<{ code: string }>('POST', `/groups/${teamId}/invites`, {}, await api.groupToken(teamId));
  expect((await (await userApi(member)).call('POST', `/invites/${invite.body.code}/accept`, {})).status).toBeLessThan(300);
  const fetchedFromPreviews = previewRequests(page);

  // A visitor follows the link: the log-in page says the preview is not applied; nothing of it is fetched.
  await page.goto(`/catalog?remote.catalog=${encodeURIComponent(PREVIEW_MANIFEST)}`);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText('Preview link not applied: previews of other builds are only for signed-in admins.')).toBeVisible();

  // A member of the team signs in (the link is remembered for the tab): the released catalog runs.
  await logInToTeam(page, member, 'Preview Team');
  await sidebarLink(page, 'Catalog').click();
  await expectMounted(page, 'catalog');
  await expect(mountedArea(page, 'catalog')).toHaveAttribute('data-remote-version', '0.1.0');
  await expect(page.getByTestId('preview-ignored')).toContainText(
    'Preview link ignored: your role in this group (member) does not allow previewing other builds (admins only).',
  );
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  expect(fetchedFromPreviews).toEqual([]);

  // The team's admin signs in, in the same tab: the remembered preview applies.
  await logOut(page);
  await logInToTeam(page, admin, 'Preview Team');
  await sidebarLink(page, 'Catalog').click();
  await expectMounted(page, 'catalog');
  await expect(mountedArea(page, 'catalog')).toHaveAttribute('data-remote-version', '0.1.0-preview.e2e');
  await expect(page.getByTestId('preview-banner')).toContainText(`catalog from ${PREVIEW_MANIFEST}`);
  await expect(page.getByTestId('preview-ignored')).toHaveCount(0);
  expect(fetchedFromPreviews.some((url) => url.endsWith('/catalog-e2e/mf-manifest.json'))).toBe(true);
});

