import { expect, test } from '../support/test';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_BUILDS } from '../global-setup';
import { e2eDataDir, serverEnv, workspaceRoot } from '../support/env';
import { areaHost, expectMounted, mountedArea, sidebarLink } from '../support/shell';

function deploy(...args: string[]): string {
  return execFileSync(process.execPath, [join(workspaceRoot, 'scripts/remote-deploy.mjs'), ...args], {
    cwd: workspaceRoot,
    env: serverEnv,
    encoding: 'utf8',
    // A refusal's message (stderr) becomes the thrown error's message.
    stdio: 'pipe',
  });
}

/** Fingerprint of the shell's build (everything but the generated config.json). */
function shellBuildFingerprint(): string {
  const dist = join(workspaceRoot, 'apps/shell/dist');
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file !== 'config.json').sort();
  return files
    .filter((file) => statSync(join(dist, file)).isFile())
    .map((file) => `${file}:${readFileSync(join(dist, file)).length}`)
    .join('\n');
}

function publishSwapBuild(): string {
  const published = deploy('publish', 'catalog', '--from', FIXTURE_BUILDS.catalogSwap.outDir);
  const releaseId = /as release (\S+)/.exec(published)?.[1];
  expect(releaseId).toMatch(/^0\.2\.0-swap-[0-9a-f]{8}$/);
  return releaseId ?? 'missing-release-id';
}

test.afterEach(() => {
  deploy('reset', 'catalog');
});

test('swapping one remote build through the manifest is picked up without rebuilding the shell, and rolls back', async ({ page }) => {
  const shellBefore = shellBuildFingerprint();
  await page.goto('/catalog');
  await expectMounted(page, 'catalog');
  await expect(mountedArea(page, 'catalog')).toHaveAttribute('data-remote-version', '0.1.0');

  deploy('point', 'catalog', publishSwapBuild());

  await page.reload();
  await expectMounted(page, 'catalog');
  await expect(mountedArea(page, 'catalog')).toHaveAttribute('data-remote-version', '0.2.0-swap');

  deploy('rollback', 'catalog');
  await page.reload();
  await expectMounted(page, 'catalog');
  await expect(mountedArea(page, 'catalog')).toHaveAttribute('data-remote-version', '0.1.0');

  expect(shellBuildFingerprint()).toBe(shellBefore);
});

test('a released remote whose entry was changed after it was published is refused: its area shows the fallback, the rest works', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const releaseId = publishSwapBuild();
  deploy('point', 'catalog', releaseId);
  const config = (await (await page.request.get('/config.json')).json()) as { remotes: { catalog: { integrity?: { manifest: string; entry: string } } } };
  expect(config.remotes.catalog.integrity).toEqual({ manifest: expect.stringMatching(/^sha384-/), entry: expect.stringMatching(/^sha384-/) });
  await page.goto('/catalog');
  await expectMounted(page, 'catalog');
  await expect(mountedArea(page, 'catalog')).toHaveAttribute('data-remote-version', '0.2.0-swap');

  // Someone who can write to where the release is served changes its code.
  const entryFile = join(e2eDataDir, 'releases/catalog', releaseId, 'remoteEntry.js');
  const released = readFileSync(entryFile);
  writeFileSync(entryFile, Buffer.concat([released, Buffer.from('\n;globalThis.__bullionTampered = true;\n')]));
  try {
    await page.reload();
    const host = areaHost(page, 'catalog');
    await expect(host).toHaveAttribute('data-status', 'failed');
    await expect(host.getByText('Catalog could not be verified')).toBeVisible();
    await expect(host).toContainText("The catalog area's code does not match the release deployed for it (remoteEntry.js failed its integrity check)");
    await expect(host.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(await page.evaluate(() => (globalThis as { __bullionTampered?: boolean }).__bullionTampered)).toBeUndefined();
    expect(consoleErrors.some((text) => text.includes('refused the catalog remote: its remoteEntry.js'))).toBe(true);

    // The header, the sidebar and the other areas keep working.
    await sidebarLink(page, 'Inventory').click();
    await expectMounted(page, 'inventory');

    // Nor does the deploy tool point the shell at the changed release again.
    expect(() => deploy('point', 'catalog', releaseId)).toThrow(/changed since it was published/);
  } finally {
    writeFileSync(entryFile, released);
  }

  // The released bytes back in place: the area loads again.
  await sidebarLink(page, 'Catalog').click();
  await expectMounted(page, 'catalog');
  await expect(mountedArea(page, 'catalog')).toHaveAttribute('data-remote-version', '0.2.0-swap');
});

