import { PORTS } from '@bullion/shared/remotes';
import { groupApi } from '../support/api';
import { expect, test } from '../support/test';
import { areaHost, expectCurrentSidebarEntry, expectMounted, mountedArea, scrollToOrdersCard, sidebarLink, trackRemoteRequests, withoutIdlePreload } from '../support/shell';

test('the dashboard fetches only the remotes of its cards (inventory, orders) until another area is visited or its link hovered', async ({ page }) => {
  await withoutIdlePreload(page);
  const requests = trackRemoteRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('portfolio-summary')).toBeVisible();
  await scrollToOrdersCard(page);
  await expect(page.getByTestId('orders-summary')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.all().every((url) => url.includes(`:${PORTS.inventory}/`) || url.includes(`:${PORTS.orders}/`))).toBe(true);
  // The orders card's code only, not the orders pages.
  expect(requests.to(PORTS.orders).filter((url) => /orders-page|order-page|price-template/.test(url))).toEqual([]);
  expect(requests.to(PORTS.catalog)).toEqual([]);

  await sidebarLink(page, 'Catalog').hover();
  await expect.poll(() => requests.to(PORTS.catalog).some((url) => url.includes('remoteEntry.js'))).toBe(true);
  expect(requests.to(PORTS.settings)).toEqual([]);
});

test("once the app has been idle for 2 s, the sidebar's remotes are preloaded; settings, not in the sidebar, is not", async ({ page }) => {
  const requests = trackRemoteRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const preloaded = () => page.evaluate(() => performance.getEntriesByName('bullion:idle-preload:done').length > 0);
  // The preloader waits for 2 s without a request, then loads three remotes' parcels one after another
  // (the whole test took 8.3 s in npm test): more than one expect's 10 s may pass.
  await expect.poll(preloaded, { timeout: 20_000 }).toBe(true);
  for (const port of [PORTS.inventory, PORTS.orders, PORTS.catalog]) {
    expect(requests.to(port).some((url) => /\/assets\/parcel-[^/?]+\.js/.test(url))).toBe(true);
  }
  expect(requests.to(PORTS.settings)).toEqual([]);

  // Opening a preloaded area mounts it without fetching its code again.
  const before = requests.to(PORTS.catalog).length;
  await sidebarLink(page, 'Catalog').click();
  await expectMounted(page, 'catalog');
  expect(requests.to(PORTS.catalog).slice(before).filter((url) => /remoteEntry\.js|\/assets\//.test(url))).toEqual([]);
});

test('each remote area mounts at its routes from a deep link', async ({ page }) => {
  const cases = [
    { path: '/catalog', remote: 'catalog', heading: 'Catalog' },
    { path: '/products/import', remote: 'catalog', heading: 'Import products' },
    // An id no product has: the product page, saying so.
    { path: '/products/ase-1oz', remote: 'catalog', text: 'Product not found' },
    { path: '/inventory', remote: 'inventory', heading: 'Inventory' },
    // An id no item has: the item page, saying so.
    { path: '/inventory/17', remote: 'inventory', text: 'Inventory item not found' },
    { path: '/collections', remote: 'inventory', heading: 'Collections' },
    { path: '/drawer', remote: 'inventory', heading: 'Drawer' },
    { path: '/spaces/inventory', remote: 'inventory', heading: 'Storage space inventory' },
    { path: '/orders/new', remote: 'orders', heading: 'New order' },
    { path: '/price-templates/9', remote: 'orders', heading: 'Price template' },
    { path: '/settings/people', remote: 'settings', heading: 'People' },
  ] as const;
  for (const entry of cases) {
    await page.goto(entry.path);
    await expectMounted(page, entry.remote);
    const area = mountedArea(page, entry.remote);
    if ('heading' in entry) await expect(area.getByRole('heading', { name: entry.heading, exact: true })).toBeVisible();
    else await expect(area.getByText(entry.text, { exact: true })).toBeVisible();
  }
});

test('/settings redirects to /settings/account inside the settings remote', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(mountedArea(page, 'settings').getByRole('heading', { name: 'Account' })).toBeVisible();
});

test('the sidebar leads to Orders and Storage spaces, each under the area it belongs to', async ({ page }) => {
  await page.goto('/');
  await sidebarLink(page, 'Orders').click();
  await expect(page).toHaveURL(/\/orders$/);
  await expectMounted(page, 'orders');
  await expect(mountedArea(page, 'orders').getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await expectCurrentSidebarEntry(page, 'Orders');

  await sidebarLink(page, 'Storage spaces').click();
  await expect(page).toHaveURL(/\/spaces$/);
  await expectMounted(page, 'inventory');
  await expectCurrentSidebarEntry(page, 'Storage spaces');
});

test('leaving an area unmounts its parcel; back and forward remount the right area', async ({ page }) => {
  await page.goto('/inventory');
  await expectMounted(page, 'inventory');

  await sidebarLink(page, 'Catalog').click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expectMounted(page, 'catalog');
  await expect(mountedArea(page, 'inventory')).toHaveCount(0);
  await expectCurrentSidebarEntry(page, 'Catalog');

  await sidebarLink(page, 'Price Templates').click();
  await expectMounted(page, 'orders');
  await expect(mountedArea(page, 'catalog')).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/catalog$/);
  await expectMounted(page, 'catalog');
  await expect(mountedArea(page, 'orders')).toHaveCount(0);
  await expectCurrentSidebarEntry(page, 'Catalog');

  await page.goBack();
  await expect(page).toHaveURL(/\/inventory$/);
  await expectMounted(page, 'inventory');
  await expectCurrentSidebarEntry(page, 'Inventory');

  await page.goForward();
  await expect(page).toHaveURL(/\/catalog$/);
  await expectMounted(page, 'catalog');

  await sidebarLink(page, 'Dashboard').click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(areaHost(page, 'catalog')).toHaveCount(0);
});

test('navigation inside a remote updates the URL and the shell follows, and vice versa', async ({ page }) => {
  await page.goto('/orders');
  await expectMounted(page, 'orders');
  await mountedArea(page, 'orders').getByRole('link', { name: 'New order' }).click();
  await expect(page).toHaveURL(/\/orders\/new$/);
  await expect(mountedArea(page, 'orders').getByRole('heading', { name: 'New order' })).toBeVisible();

  // The remote's own router moves between its two top-level areas while staying mounted.
  await page.goto('/collections');
  await expectMounted(page, 'inventory');
  await sidebarLink(page, 'Inventory').click();
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(mountedArea(page, 'inventory').getByRole('heading', { name: 'Inventory', exact: true })).toBeVisible();
  await expectCurrentSidebarEntry(page, 'Inventory');

  await page.goBack();
  await expect(mountedArea(page, 'inventory').getByRole('heading', { name: 'Collections', exact: true })).toBeVisible();
  await expectCurrentSidebarEntry(page, 'Collections');
});

test('every page sets the browser title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Dashboard · Bullion Desk');
  await page.goto('/catalog');
  await expectMounted(page, 'catalog');
  await expect(page).toHaveTitle('Catalog · Bullion Desk');
  const api = await groupApi();
  const { items } = await api.call<{ items: { id: string; title: string }[] }>('GET', '/products?q=gold%20eagle&returnType=partial&limit=1');
  const product = items[0];
  if (!product) throw new Error('the seed catalog has no Gold Eagle');
  await page.goto(`/products/${product.id}`);
  await expect(page).toHaveTitle(`${product.title} · Bullion Desk`);
  await page.goto('/price-templates');
  await expect(page).toHaveTitle(/Price templates · Bullion Desk/i);
});

test('free search parameters stay in the URL and a link reproduces the view', async ({ page }) => {
  await page.goto('/catalog');
  await expectMounted(page, 'catalog');
  const search = mountedArea(page, 'catalog').getByPlaceholder('Search products');
  await search.fill('maple leaf');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/catalog\?q=maple\+leaf$/);

  await page.goto('/catalog?q=krugerrand');
  await expect(mountedArea(page, 'catalog').getByPlaceholder('Search products')).toHaveValue('krugerrand');
});

test('an unknown address shows Not Found inside the app, with the way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  await expect(sidebarLink(page, 'Catalog')).toBeVisible();
  await expect(page).toHaveTitle('Not Found · Bullion Desk');
  await page.getByRole('button', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/products/1/unknown');
  await expect(mountedArea(page, 'catalog').getByText('Not Found', { exact: true })).toBeVisible();
});

test('an unknown address signed out shows Not Found on the public layout, with the way to log in', async ({ anonymousPage: page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Go to log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
