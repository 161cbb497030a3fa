import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { areaHost, expectMounted, mountedArea, sidebarLink } from '../support/shell';
import { PREVIEW_ORIGIN, workspaceRoot } from '../support/env';

const SHELL_CONTRACT = (JSON.parse(readFileSync(join(workspaceRoot, 'libs/shared/src/contract-version.json'), 'utf8')) as { version: string }).version;

test('a remote built for an incompatible shell contract is refused with a clear message, without crashing', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/settings/account?remote.settings=${PREVIEW_ORIGIN}/settings-contract-2/mf-manifest.json`);

  const host = areaHost(page, 'settings');
  await expect(host.getByText('Settings is not compatible with this version of Bullion Desk')).toBeVisible();
  await expect(host.getByText(`built for shell contract ^2.0.0, but this shell provides ${SHELL_CONTRACT}.`, { exact: false })).toBeVisible();
  await expect(mountedArea(page, 'settings')).toHaveCount(0);

  // Nothing of the refused build ran, and the rest of the shell still works.
  await sidebarLink(page, 'Catalog').click();
  await expectMounted(page, 'catalog');
  expect(errors).toEqual([]);
});
