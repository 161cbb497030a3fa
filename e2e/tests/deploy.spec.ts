import { expect, test } from '../support/test';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_BUILDS } from '../global-setup';
import { serverEnv, workspaceRoot } from '../support/env';
import { expectMounted, mountedArea } from '../support/shell';

function deploy(...args: string[]): string {
  return execFileSync(process.execPath, [join(workspaceRoot, 'scripts/remote-deploy.mjs'), ...args], {
    cwd: workspaceRoot,
    env: serverEnv,
    encoding: 'utf8',
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

test.afterEach(() => {
  deploy('reset', 'catalog');
});

test('swapping one remote build through the manifest is picked up without rebuilding the shell, and rolls back', async ({ page }) => {
  const shellBefore = shellBuildFingerprint();
  await page.goto('/catalog');
  await expectMounted(page, 'catalog');
  await expect(mountedArea(page, 'catalog')).toHaveAttribute('data-remote-version', '0.1.0');

  const published = deploy('publish', 'catalog', '--from', FIXTURE_BUILDS.catalogSwap.outDir);
  const releaseId = /as release (\S+)/.exec(published)?.[1];
  expect(releaseId).toMatch(/^0\.2\.0-swap-[0-9a-f]{8}$/);
  deploy('point', 'catalog', releaseId ?? 'missing-release-id');

  await page.reload();
  await expectMounted(page, 'catalog');
  await expect(mountedArea(page, 'catalog')).toHaveAttribute('data-remote-version', '0.2.0-swap');

  deploy('rollback', 'catalog');
  await page.reload();
  await expectMounted(page, 'catalog');
  await expect(mountedArea(page, 'catalog')).toHaveAttribute('data-remote-version', '0.1.0');

  expect(shellBuildFingerprint()).toBe(shellBefore);
});
