// The inventory remote end to end (issue 12), each test as a fresh user in their own group, so the
// holdings, spaces and drawer a test sees are only its own.
import { localUrl } from '@bullion/shared/remotes';
import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { GroupApi } from '../support/api';
import { countPrints, freshGroup, goldSpot, money, printCalls } from '../support/fresh-user';
import { expect, test } from '../support/test';

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);


async function createItem(api: GroupApi, body: Record<string, unknown>): Promise<string> {
  const { id } = await api.call<{ id: string }>('POST', '/inventory', body);
  return id;
}

async function createSpace(api: GroupApi, name: string): Promise<string> {
  const { id } = await api.call<{ id: string }>('POST', '/spaces', { name, kind: 'safe' });
  return id;
}


test('add an item from the catalog search; its melt value follows the spot without a reload', async ({ anonymousPage: page }) => {
  await freshGroup(page, 'inventory-add');
  // The header refreshes the spot every 60 s: the test moves the page's clock instead of waiting.
  await page.clock.install();
  await page.goto('/inventory');
  await expect(page.getByText('No inventory items yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add from the catalog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Catalog search' });
  await dialog.getByRole('textbox', { name: 'Search products' }).fill('american gold eagle 1 oz');
  await dialog.getByRole('checkbox', { name: 'Select American Gold Eagle 1 oz', exact: true }).check();
  await dialog.getByRole('button', { name: 'Add to inventory' }).click();
  await expect(page.getByText('Added American Gold Eagle 1 oz to the drawer')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: /American Gold Eagle 1 oz/ });
  await expect(row).toContainText('1.000 ozt');
  const melt = row.getByRole('cell').nth(8);
  await expect(melt).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);

  // Already held: the catalog search shows the product checked and disabled.
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByRole('menuitem', { name: 'From the catalog…' }).click();
  await dialog.getByRole('textbox', { name: 'Search products' }).fill('american gold eagle 1 oz');
  const held = dialog.getByRole('checkbox', { name: 'American Gold Eagle 1 oz (already added)' });
  await expect(held).toBeChecked();
  await expect(held).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

  // One fine ounce: the melt value is the gold spot in the header, and moves with it.
  const spotBefore = await goldSpot(page);
  expect(Math.abs(money(await melt.innerText()) - spotBefore)).toBeLessThan(spotBefore * 0.001);
  const meltBefore = await melt.innerText();
  await expect
    .poll(
      async () => {
        await page.clock.fastForward('01:01');
        return goldSpot(page);
      },
      // The feed moves every 3 s of real time (SPOT_POLL_INTERVAL_MS); each try moves the page's clock a minute on.
      { intervals: [2_000] },
    )
    .not.toBe(spotBefore);
  await expect(melt).not.toHaveText(meltBefore);
  const spotAfter = await goldSpot(page);
  expect(Math.abs(money(await melt.innerText()) - spotAfter)).toBeLessThan(spotAfter * 0.001);
});

test('edit an item: the unsaved bar, the leave guard, and the change in its history', async ({ anonymousPage: page }) => {
  const api = await freshGroup(page, 'inventory-edit');
  const id = await createItem(api, { title: 'Maple Stack 1 oz', metal: 'silver', form: 'coin', weight: '1', weightUnit: 'ozt', purity: '0.9999', quantity: 10, cost: '400.00', status: 'stock' });
  await page.goto('/inventory');
  await page.goto(`/inventory/${id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit item' });
  await form.getByRole('textbox', { name: 'Notes' }).fill('Tube of ten, unopened');
  await form.getByRole('textbox', { name: 'Shipping' }).fill('12.50');
  const bar = page.getByTestId('unsaved-changes-bar');
  await expect(bar).toContainText('You have unsaved changes');

  // Back with unsaved changes asks; Stay keeps what was typed.
  await page.goBack();
  const leave = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(leave).toContainText('You have unsaved changes. Are you sure you want to leave?');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/inventory/${id}`));
  await expect(form.getByRole('textbox', { name: 'Notes' })).toHaveValue('Tube of ten, unopened');

  await bar.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item saved')).toBeVisible();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Notes : Tube of ten, unopened' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Cost basis : $412.50' })).toBeVisible();
  const history = page.getByTestId('item-history');
  await expect(history.getByRole('listitem').first()).toContainText('Edited');
  await expect(history.getByRole('listitem').first()).toContainText(/Notes/);
  await expect(history.getByRole('listitem').first()).toContainText('by Ivy Inventory');
  await expect(history.getByRole('listitem').last()).toContainText('Acquired');
});

test('dispose of part of a lot: the lot splits and the realised gain is stored', async ({ anonymousPage: page }) => {
  const api = await freshGroup(page, 'inventory-dispose');
  const id = await createItem(api, { title: 'Maple Stack 1 oz', metal: 'silver', form: 'coin', weight: '1', weightUnit: 'ozt', purity: '0.9999', quantity: 10, cost: '400.00', status: 'stock' });
  await page.goto(`/inventory/${id}`);
  await page.getByRole('button', { name: 'Dispose…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dispose of Maple Stack 1 oz' });
  await expect(dialog.getByRole('combobox', { name: 'What happened' })).toBeVisible();
  await dialog.getByRole('spinbutton', { name: 'Pieces (of 10)' }).fill('3');
  await dialog.getByRole('textbox', { name: 'Sold for' }).fill('180.00');
  await dialog.getByRole('textbox', { name: 'Counterparty' }).fill('Coin shop on Main St');
  await dialog.getByRole('button', { name: 'Dispose' }).click();

  // 3 of 10 sold for $180 against $40 a piece: $60 realised; 7 pieces stay in stock.
  const done = page.getByRole('dialog', { name: 'Disposed' });
  await expect(done).toContainText('Sold: 3 pieces');
  await expect(done).toContainText('+$60.00');
  await expect(done).toContainText('7 pieces stay here');
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Silver · Coin · 7 pieces')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Cost basis : $280.00' })).toBeVisible();
  const history = page.getByTestId('item-history');
  await expect(history.getByRole('listitem').first()).toContainText('Sold for $180.00 · realised +$60.00');
  await expect(history).toContainText('Split');

  // The disposed pieces are a lot of their own, shown with the disposed toggle.
  await page.goto('/inventory');
  await expect(page.getByRole('row', { name: /Maple Stack 1 oz/ })).toHaveCount(1);
  await page.getByRole('switch', { name: 'Show disposed' }).click();
  await expect(page.getByRole('row', { name: /Maple Stack 1 oz/ })).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole('row', { name: /Maple Stack 1 oz/ })).toHaveCount(2);
  const sold = page.getByRole('row', { name: /Maple Stack 1 oz/ }).filter({ hasText: /Sold|Disposed/ });
  await sold.getByRole('link', { name: 'Maple Stack 1 oz' }).click();
  await expect(page.getByText(/3 pieces/).first()).toBeVisible();
  const realised = page.getByTestId('item-disposition');
  await expect(realised).toContainText('Coin shop on Main St');
  await expect(realised).toContainText('$180.00');
  await expect(realised).toContainText('+$60.00');
  await page.getByRole('link', { name: 'Back to inventory' }).click();
  await page.getByRole('switch', { name: 'Show disposed' }).click();

  // The active totals count only the 7 pieces still held.
  await page.goto('/inventory');
  await expect(page.getByLabel('Summary')).toContainText('7 pieces');
  await expect(page.getByLabel('Summary')).toContainText('$280.00');
});

test('move several items between storage spaces in one action', async ({ anonymousPage: page }) => {
  const api = await freshGroup(page, 'inventory-move');
  const safe = await createSpace(api, 'Home safe');
  await createSpace(api, 'Bank box');
  const items = ['Britannia 1 oz', 'Krugerrand 1 oz', 'Philharmonic 1 oz'];
  for (const title of items) await createItem(api, { title, metal: 'gold', form: 'coin', weight: '1', weightUnit: 'ozt', purity: '0.9999', spaceId: safe });

  await page.goto('/spaces');
  await expect(page.getByRole('row', { name: /^Home safe/ })).toContainText('3 items');

  await page.goto('/inventory?q=1%20oz');
  await page.getByRole('checkbox', { name: 'Select Britannia 1 oz' }).check();
  await page.getByRole('checkbox', { name: 'Select Krugerrand 1 oz' }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Move to space…' }).click();
  const dialog = page.getByRole('dialog', { name: /Move/ });
  await dialog.getByRole('combobox', { name: 'Storage space' }).click();
  await page.getByRole('treeitem', { name: 'Bank box' }).click();
  await expect(dialog).toContainText('Bank box');
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('Moved 2 items to Bank box')).toBeVisible();
  await expect(page.getByRole('row', { name: /Britannia 1 oz/ })).toContainText('Bank box');
  await expect(page.getByRole('row', { name: /Philharmonic 1 oz/ })).toContainText('Home safe');

  await page.goto('/spaces');
  await expect(page.getByRole('row', { name: /^Bank box/ })).toContainText('2 items');
  await expect(page.getByRole('row', { name: /^Home safe/ })).toContainText('1 item');

  await page.goto('/spaces/inventory');
  await expect(page.getByRole('table', { name: 'Bank box' })).toContainText('Krugerrand 1 oz');
  await expect(page.getByRole('table', { name: 'Home safe' })).toContainText('Philharmonic 1 oz');

  await page.getByRole('link', { name: 'Britannia 1 oz' }).click();
  const moved = page.getByTestId('item-history').getByRole('listitem').first();
  await expect(moved).toContainText('Moved');
  await expect(moved).toContainText('Home safe');
  await expect(moved).toContainText('Bank box');
});

test('the drawer: quick add, identify, put away', async ({ anonymousPage: page }) => {
  const api = await freshGroup(page, 'inventory-drawer');
  await createSpace(api, 'Home safe');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/drawer');
  await expect(page.getByText('The drawer is empty')).toBeVisible();

  const quickAdd = page.getByRole('form', { name: 'Quick add' });
  await quickAdd.getByRole('textbox', { name: 'Title' }).fill('Estate lot silver eagles');
  await quickAdd.getByRole('spinbutton', { name: 'Quantity' }).fill('5');
  await quickAdd.getByRole('textbox', { name: 'Cost' }).fill('250');
  await quickAdd.locator('input[type="file"]').setInputFiles({ name: 'lot.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(quickAdd.getByRole('button', { name: 'Replace the photo' })).toBeVisible();
  await quickAdd.getByRole('button', { name: 'Add to drawer' }).click();
  await expect(page.getByText('"Estate lot silver eagles" added to the drawer')).toBeVisible();
  const card = page.getByRole('list', { name: 'Drawer items' }).getByRole('listitem').filter({ hasText: 'Estate lot silver eagles' });
  await expect(card).toContainText('Not identified');
  await expect(card).toContainText('5 pieces');
  // The photo is private (the inventory-photos bucket): the card shows it through a signed URL, and
  // the same object has no public URL.
  const photo = /\/storage\/v1\/object\/sign\/inventory-photos\/[0-9a-f-]+\/inventory\/[^/?]+\?token=.+/;
  const cardPhoto = card.getByRole('img', { name: 'Estate lot silver eagles' });
  await expect(cardPhoto).toHaveAttribute('src', photo);
  await expect.poll(() => cardPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const signedUrl = (await cardPhoto.getAttribute('src')) ?? '';
  const publicUrl = signedUrl.replace('/object/sign/', '/object/public/').replace(/\?token=.*$/, '');
  expect((await page.request.get(publicUrl)).status()).toBe(400);

  // The sidebar counts what waits in the drawer (on a phone, in the menu).
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Drawer/ })).toContainText('1');

  await card.getByRole('button', { name: 'Identify' }).click();
  const search = page.getByRole('dialog', { name: 'Catalog search' });
  await search.getByRole('textbox', { name: 'Search products' }).fill('american silver eagle 1 oz');
  await search.getByRole('radio', { name: /American Silver Eagle 1 oz$/ }).or(search.getByRole('checkbox', { name: 'Select American Silver Eagle 1 oz', exact: true })).first().check();
  await search.getByRole('button', { name: /Identify|Choose|Select/ }).last().click();
  await expect(page.getByText('Identified as American Silver Eagle 1 oz')).toBeVisible();
  // Identified, it takes the product's title, metal and weights.
  const identified = page.getByRole('list', { name: 'Drawer items' }).getByRole('listitem').filter({ hasText: 'American Silver Eagle 1 oz' });
  await expect(identified).toContainText('Identified');
  await expect(identified).toContainText('5 pieces · paid $250.00');
  // The photo of the piece itself is kept; the catalog's images fill in only where there is none.
  await expect(identified.getByRole('img', { name: 'American Silver Eagle 1 oz' })).toHaveAttribute('src', photo);

  await identified.getByRole('button', { name: 'Put away' }).click();
  const putAway = page.getByRole('dialog', { name: 'Put away American Silver Eagle 1 oz' });
  await putAway.getByRole('combobox', { name: 'Where does it go?' }).click();
  await page.locator('.ant-select-item-option[title="Home safe"]').click();
  await putAway.getByRole('button', { name: 'Put away' }).click();
  await expect(page.getByText('"American Silver Eagle 1 oz" put away in Home safe')).toBeVisible();
  await expect(page.getByText('The drawer is empty')).toBeVisible();
  // The entry stays while its page is open, without a count; it is gone from any other page.
  await expect(page.getByTestId('nav-count-drawer')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inventory' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Drawer/ })).toHaveCount(0);

  const row = page.getByRole('row', { name: /American Silver Eagle 1 oz/ });
  await expect(row).toContainText('Home safe');
  await expect(row).toContainText('$250.00');
  await expect(row).toContainText('5');
});

test("the dashboard's portfolio widget, and its fallback when the inventory remote is down", async ({ anonymousPage: page }) => {
  const api = await freshGroup(page, 'inventory-dashboard');
  await createItem(api, { title: 'Gold bar 10 oz', metal: 'gold', form: 'bar', weight: '10', weightUnit: 'ozt', purity: '0.9999', cost: '38000.00', status: 'stock' });
  await createItem(api, { title: 'Silver rounds', metal: 'silver', form: 'round', weight: '1', weightUnit: 'ozt', purity: '0.999', quantity: 100, cost: '4500.00', status: 'stock' });
  await page.goto('/');
  const perMetal = page.getByRole('table', { name: 'Fine metal per metal' });
  await expect(perMetal.getByRole('row', { name: /^Gold 9\.999 ozt \$/ })).toBeVisible();
  await expect(perMetal.getByRole('row', { name: /^Silver 99\.900 ozt \$/ })).toBeVisible();
  const gold = money(await perMetal.getByRole('row', { name: /^Gold/ }).getByRole('cell').nth(2).innerText());
  expect(Math.abs(gold - 9.999 * (await goldSpot(page)))).toBeLessThan(gold * 0.002);
  await expect(page.getByText('2 items, 101 pieces')).toBeVisible();
  // Bought today: the day change is the price move on these ounces since yesterday's close, not
  // the whole value that arrived today.
  const meltValue = money((await page.getByTestId('portfolio-melt-value').locator('.bd-statistic-value').innerText()));
  const dayChange = page.getByTestId('portfolio-day-change');
  await expect(dayChange).toContainText('Price move since yesterday’s close on what is held now');
  const moved = Math.abs(money((await dayChange.locator('.bd-statistic-value').innerText()).split('(')[0] ?? ''));
  expect(moved).toBeLessThan(meltValue * 0.1);
  await expect(page.getByText('Unrealised gain/loss')).toBeVisible();
  await page.getByRole('link', { name: 'View inventory' }).click();
  await expect(page).toHaveURL(/\/inventory$/);
  // The link leads to the holdings and their charts. (Leaving it while its code still loads no longer
  // matters: the shell never reloads a page being left, lazy-with-reload.ts.)
  await expect(page.getByRole('row', { name: /Gold bar 10 oz/ })).toBeVisible();
  await expect(page.getByTestId('allocation-chart')).toBeVisible();

  // The inventory remote unreachable: the card says so, the rest of the dashboard works.
  const inventoryRemote = new RegExp(`^http://(localhost|127\\.0\\.0\\.1):${new URL(localUrl('inventory')).port}/`);
  await page.route(inventoryRemote, (route) => route.abort());
  await page.goto('/');
  const fallback = page.getByTestId('portfolio-fallback');
  await expect(fallback).toContainText('unavailable');
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByTestId('spot-card-gold')).toContainText('$');
  await page.unroute(inventoryRemote);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(perMetal).toBeVisible();
});

test('import a CSV of holdings with one bad row: the bad row is reported, the good ones are added', async ({ anonymousPage: page }) => {
  await freshGroup(page, 'inventory-import');
  const csv = [
    'Title,Metal,Form,Weight,Unit,Purity,Quantity,Cost,Acquired on',
    'Import bar A,Gold,Bar,10,g,0.9999,2,1400.00,2026-10-01',
    'Import round B,Silver,Round,1,ozt,0.999,20,900.00,2026-10-02',
    'Import coin C,Unobtainium,Coin,1,ozt,0.999,1,40.00,2026-10-03',
  ].join('\n');
  await page.goto('/inventory/import');
  await page.locator('input[type="file"]').setInputFiles({ name: 'holdings.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the rows' }).click();
  const review = page.getByRole('region', { name: 'Review the rows' });
  await expect(review).toContainText('Metal must be one of');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Import 2 items' }).click();
  const summary = page.getByRole('region', { name: 'Import finished' });
  await expect(summary.getByText('2 items imported from holdings.csv')).toBeVisible();

  await page.goto('/inventory?q=Import');
  await expect(page.getByRole('row', { name: /Import bar A/ })).toContainText('$1,400.00');
  await expect(page.getByRole('row', { name: /Import round B/ })).toContainText('20');
  await expect(page.getByRole('row', { name: /Import coin C/ })).toHaveCount(0);
});

/** Reads a QR code the way a phone would: drawn large, on white, with a quiet zone around it. */
async function decodeQr(code: Locator): Promise<string | null> {
  const svg = await code.evaluate((element) => element.outerHTML);
  const sheet = await code.page().context().newPage();
  try {
    await sheet.setContent(`<div id="code" style="display:inline-block;padding:40px;background:#fff">${svg}</div>`);
    await sheet.locator('#code svg').evaluate((element) => Object.assign((element as SVGElement).style, { width: '300px', height: '300px', display: 'block' }));
    const png = PNG.sync.read(await sheet.locator('#code').screenshot());
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
  } finally {
    await sheet.close();
  }
}

test("print labels: one label per item, each with a QR code of the item's page", async ({ anonymousPage: page }) => {
  const api = await freshGroup(page, 'inventory-labels');
  const safe = await createSpace(api, 'Home safe');
  const first = await createItem(api, { title: 'Label bar 1 kg', metal: 'silver', form: 'bar', weight: '1', weightUnit: 'kg', purity: '0.999', spaceId: safe });
  await createItem(api, { title: 'Label coin 1 oz', metal: 'gold', form: 'coin', weight: '1', weightUnit: 'ozt', purity: '0.9999', spaceId: safe });
  await countPrints(page);

  await page.goto('/inventory?q=Label');
  await page.getByRole('checkbox', { name: 'Select every item of this view' }).click();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Print labels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print 2 labels' });
  const labels = dialog.getByTestId('inventory-label');
  await expect(labels).toHaveCount(2);
  await expect(labels.filter({ hasText: 'Label bar 1 kg' })).toContainText('Home safe');
  await dialog.getByRole('button', { name: 'Print' }).click();
  expect(await printCalls(page)).toBe(1);

  // Printed, only the sheet shows.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('main')).toBeHidden();
  await expect(page.locator('.inventory-label-print')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  const code = labels.filter({ hasText: 'Label bar 1 kg' }).locator('svg');
  const url = await decodeQr(code);
  expect(url).toBe(new URL(`/inventory/${first}`, page.url()).href);
  await page.goto(url ?? '');
  await expect(page.getByRole('heading', { name: 'Label bar 1 kg' })).toBeVisible();
});
