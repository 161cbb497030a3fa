import { PORTS, REMOTE_NAMES, type RemoteName } from '@bullion/shared/remotes';
import { expect, type Page } from '@playwright/test';

export type Remote = RemoteName;

/** The shell's host element for a remote's area (present while the shell shows that area). */
export const areaHost = (page: Page, remote: Remote) => page.locator(`[data-remote-area="${remote}"]`);

/** The root a mounted parcel renders (present only while the remote's parcel is mounted). */
export const mountedArea = (page: Page, remote: Remote) => page.locator(`.remote-area[data-remote="${remote}"]`);

export const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('menuitem', { name });

/** The sidebar marks the entry of the page shown as the current page (its link's aria-current), and only it. */
export async function expectCurrentSidebarEntry(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebarLink(page, name).getByRole('link')).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
}

export async function expectMounted(page: Page, remote: Remote) {
  await expect(mountedArea(page, remote)).toBeVisible();
  await expect(areaHost(page, remote)).toHaveAttribute('data-status', 'mounted');
}

const REMOTE_ORIGINS = REMOTE_NAMES.flatMap((remote) => [`localhost:${PORTS[remote]}`, `127.0.0.1:${PORTS[remote]}`]);

/** Requests the page made to a remote's origin. */
export function trackRemoteRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (REMOTE_ORIGINS.includes(new URL(request.url()).host)) urls.push(request.url());
  });
  return {
    to: (port: number) => urls.filter((url) => url.includes(`:${port}/`)),
    all: () => [...urls],
  };
}

/**
 * Opens the dashboard and waits until the price history's chart has its place (the chart itself is
 * drawn once that place is on screen, into the same size), so menus opened next do not race the
 * page's last layout change.
 */
export async function gotoSettledDashboard(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('spot-history-chart')).toBeVisible();
}

/**
 * Scrolls to the dashboard's orders card, as a user would: it loads the orders remote only once its
 * place has been on screen (below the fold of a 720 px window).
 */
export async function scrollToOrdersCard(page: Page) {
  await page.locator('.dashboard-column > :last-child').scrollIntoViewIfNeeded();
}

/** Waits until an opened antd dropdown has finished its opening motion, as a user would see it. */
export async function menuSettled(page: Page) {
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').last().waitFor({ state: 'visible' });
  await page.waitForFunction(
    () => !document.querySelector('.ant-dropdown[class*="-appear"], .ant-dropdown[class*="-enter"], .ant-dropdown[class*="-leave"]'),
  );
}

/**
 * The page gets config.json with the idle-time preload of the sidebar's areas off, for tests that
 * check which remotes a page fetches by itself (the hover preload stays).
 */
export async function withoutIdlePreload(page: Page) {
  await page.route(/\/config\.json(?:\?|$)/, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, preload: { idle: false } } });
  });
}
