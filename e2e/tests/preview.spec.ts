import { expect, test } from '../support/test';
import { PREVIEW_ORIGIN } from '../support/env';
import { expectMounted, mountedArea, sidebarLink } from '../support/shell';

const PREVIEW_MANIFEST = `${PREVIEW_ORIGIN}/catalog-preview/mf-manifest.json`;

test('a preview override from an allowed origin loads that build, is remembered for the session and resets in one click', async ({ page }) => {
  await page.goto(`/catalog?remote.catalog=${encodeURIComponent(PREVIEW_MANIFEST)}`);
  await expectMounted(page, 'catalog');
  await expect(mountedArea(page, 'catalog')).toHaveAttribute('data-remote-version', '0.1.0-preview');
  const banner = page.getByTestId('preview-banner');
  await expect(banner).toContainText(`catalog from ${PREVIEW_MANIFEST}`);
  // The override parameter is consumed; the address stays clean.
  await expect(page).toHaveURL(/\/catalog$/);

  // Remembered for the browser session: still active after a reload and in-app navigation.
  await page.reload();
  await expect(mountedArea(page, 'catalog')).toHaveAttribute('data-remote-version', '0.1.0-preview');
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
