// The release registry end to end (issue 36): a team publishes its remote through the CLI and the
// HTTP API, promotes it, and users of a shell served with the registry on get it; a canary goes to
// about half of the users, each keeping their release; a canary whose parcel throws in browsers is
// rolled back by the registry from what those browsers report. The suite's own shell keeps
// config.json's remotes (a second shell, REGISTRY_SHELL_ORIGIN, has the registry on).
// A chunk changed in place is fault-matrix.spec.ts's.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { join } from 'node:path';
import { FIXTURE_BUILDS } from '../global-setup';
import { signInPage } from '../support/auth';
import { e2eDataDir, REGISTRY_SHELL_ORIGIN, RELEASE_ADMIN, workspaceRoot } from '../support/env';
import {
  makeDeployKey,
  publishOverHttp,
  REGISTRY_URL,
  registryCall,
  registryOk,
  releaseAdminToken,
  releaseCli,
  releaseOf,
  startRegistryShell,
  throwingBuild,
  type TargetAnswer,
} from '../support/releases';
import { areaHost, expectMounted, mountedArea } from '../support/shell';
import { mailbox } from '../support/team';

const CATALOG_BUILD = join(workspaceRoot, 'apps/catalog/dist');
const SWAP_BUILD = FIXTURE_BUILDS.catalogSwap.outDir;
const THROWING_BUILD = join(e2eDataDir, 'builds/catalog-throwing');

let shell: Awaited<ReturnType<typeof startRegistryShell>>;
let adminToken: string;
let key: string;

test.beforeAll(async () => {
  shell = await startRegistryShell('production');
  adminToken = await releaseAdminToken();
  key = await makeDeployKey(adminToken, 'catalog', ['staging', 'production']);
});

test.afterAll(async () => {
  await shell?.close();
});

/** What production serves of the catalog now. */
async function productionTarget() {
  const { targets } = await registryOk<{ targets: TargetAnswer['target'][] }>(key, 'GET', '/status?env=production');
  return targets.find((target) => target.remote === 'catalog') ?? null;
}

// A test that fails half-way leaves no canary running for the next one.
test.afterEach(async () => {
  const target = await productionTarget();
  if (target?.canary) await registryOk(key, 'POST', '/catalog/environments/production/rollback', { expectedRevision: target.revision });
});

/** Production serves `releaseId` to everyone (a test's starting point, whatever ran before). */
async function productionServes(releaseId: string) {
  const target = await productionTarget();
  if (target?.release.id !== releaseId) await registryOk(key, 'POST', '/catalog/environments/production/point', { releaseId });
}

interface Visit {
  page: Page;
  /** The release the registry named for this browser, and whether it is the canary. */
  release: string;
  canary: boolean;
  /** The releases whose mf-manifest.json the page loaded from the registry. */
  manifests: string[];
}

/** Opens the catalog in the page (a user of the registry's shell) and waits until its area has mounted or failed. */
async function openCatalog(page: Page): Promise<Visit> {
  const manifests: string[] = [];
  const onRequest = (request: { url(): string }) => {
    const release = new RegExp(`^${REGISTRY_URL}/files/catalog/([^/]+)/mf-manifest\\.json`).exec(request.url())?.[1];
    if (release) manifests.push(release);
  };
  page.on('request', onRequest);
  const config = page.waitForResponse((response) => response.url().startsWith(`${REGISTRY_URL}/config?`));
  await page.goto('/catalog');
  const answer = (await (await config).json()) as { remotes: { catalog?: { release: string; canary: boolean } } };
  await expect(areaHost(page, 'catalog')).toHaveAttribute('data-status', /^(?:mounted|failed)$/);
  page.off('request', onRequest);
  const catalog = answer.remotes.catalog;
  if (!catalog) throw new Error('the registry named no catalog release for this browser');
  return { page, release: catalog.release, canary: catalog.canary, manifests };
}

/** A user who never opened the app before (a new browser, so a new release subject), signed in. */
async function freshUser(browser: Browser) {
  const context = await browser.newContext({ baseURL: REGISTRY_SHELL_ORIGIN });
  const page = await context.newPage();
  await signInPage(page);
  return { context, page };
}

/** Runs `task` for `count` fresh users, `parallel` at a time; answers in the order they were made. */
async function forFreshUsers<T>(browser: Browser, count: number, parallel: number, task: (page: Page, index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, async (_, offset) => {
      const { context, page } = await freshUser(browser);
      try {
        return await task(page, start + offset);
      } finally {
        await context.close();
      }
    });
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

test('a build published through the CLI and through the HTTP API, promoted from staging, is what a new user of production gets', async ({ browser }) => {
  // The team's CI: publish to staging with the CLI, then promote.
  const published = releaseCli(key, 'publish', 'catalog', '--from', CATALOG_BUILD, '--env', 'staging');
  const cliRelease = /Published catalog 0\.1\.0 as release (\S+) /.exec(published)?.[1];
  expect(cliRelease).toMatch(/^0\.1\.0-[0-9a-f]{12}$/);
  expect(published).toContain(`staging serves catalog ${cliRelease}`);
  expect(releaseCli(key, 'promote', 'catalog', '--from', 'staging', '--to', 'production')).toContain(`production serves catalog ${cliRelease}`);

  const first = await freshUser(browser);
  const visit = await openCatalog(first.page);
  expect(visit).toMatchObject({ release: cliRelease, canary: false, manifests: [cliRelease] });
  await expectMounted(first.page, 'catalog');
  await expect(mountedArea(first.page, 'catalog')).toHaveAttribute('data-remote-version', '0.1.0');
  await expect(first.page.getByTestId('catalog-total')).toHaveText(/^\d[\d,]* products$/);
  await first.context.close();

  // Another build through the HTTP API alone: publish, point staging, promote to production.
  const upload = await publishOverHttp(key, 'catalog', SWAP_BUILD);
  expect(upload.status).toBe(201);
  const httpRelease = upload.body.release.id;
  expect(httpRelease).toMatch(/^0\.2\.0-swap-[0-9a-f]{12}$/);
  expect(upload.body.release.manifestUrl).toBe(`${REGISTRY_URL}/files/catalog/${httpRelease}/mf-manifest.json`);
  await registryOk(key, 'POST', '/catalog/environments/staging/point', { releaseId: httpRelease });
  const promoted = await registryOk<TargetAnswer>(key, 'POST', '/catalog/environments/production/promote', { from: 'staging' });
  expect(promoted.target.release.id).toBe(httpRelease);
  expect(promoted.target.previous?.id).toBe(cliRelease);

  const second = await freshUser(browser);
  expect(await openCatalog(second.page)).toMatchObject({ release: httpRelease, manifests: [httpRelease] });
  await expectMounted(second.page, 'catalog');
  await expect(mountedArea(second.page, 'catalog')).toHaveAttribute('data-remote-version', '0.2.0-swap');
  await expect(second.page.getByTestId('catalog-total')).toHaveText(/^\d[\d,]* products$/);
  await second.context.close();

  // The same bytes again are the same release: nothing is uploaded twice.
  expect((await publishOverHttp(key, 'catalog', SWAP_BUILD)).body).toMatchObject({ error: { code: 'release_exists' } });
});

test('a canary at 50% goes to about half of the new users, and each keeps their release on reload', async ({ browser }) => {
  // 16 users: both sides get at least 3 unless the registry's split is off (a fair split fails that 0.4% of the time).
  test.setTimeout(90_000);
  const stable = await releaseOf(key, 'catalog', CATALOG_BUILD);
  const canary = await releaseOf(key, 'catalog', SWAP_BUILD);
  await productionServes(stable);
  const started = await registryOk<TargetAnswer>(key, 'POST', '/catalog/environments/production/canary', { releaseId: canary, percent: 50 });
  expect(started.target.canary).toMatchObject({ id: canary, percent: 50 });

  const users = await forFreshUsers(browser, 16, 4, async (page) => {
    const first = await openCatalog(page);
    expect(first.manifests).toEqual([first.release]);
    expect(first.canary).toBe(first.release === canary);
    await expectMounted(page, 'catalog');
    await expect(mountedArea(page, 'catalog')).toHaveAttribute('data-remote-version', first.canary ? '0.2.0-swap' : '0.1.0');
    const again = await (async () => {
      const config = page.waitForResponse((response) => response.url().startsWith(`${REGISTRY_URL}/config?`));
      await page.reload();
      const answer = (await (await config).json()) as { remotes: { catalog: { release: string } } };
      await expectMounted(page, 'catalog');
      return answer.remotes.catalog.release;
    })();
    await expect(mountedArea(page, 'catalog')).toHaveAttribute('data-remote-version', first.canary ? '0.2.0-swap' : '0.1.0');
    return { first: first.release, again };
  });

  for (const user of users) expect(user.again).toBe(user.first);
  const inCanary = users.filter((user) => user.first === canary).length;
  expect(inCanary, `${inCanary} of 16 users got the canary`).toBeGreaterThanOrEqual(3);
  expect(16 - inCanary, `${16 - inCanary} of 16 users got the stable release`).toBeGreaterThanOrEqual(3);
  expect(users.every((user) => user.first === canary || user.first === stable)).toBe(true);
});

test('a canary whose parcel throws in browsers is rolled back by the registry after enough loads, and users get the stable release again', async ({ browser }) => {
  // Up to 30 users one after the other until the registry acts; about 12 are needed.
  test.setTimeout(120_000);
  throwingBuild(CATALOG_BUILD, THROWING_BUILD, '0.3.0-throws');
  const stable = await releaseOf(key, 'catalog', SWAP_BUILD);
  const throwing = await releaseOf(key, 'catalog', THROWING_BUILD);
  await productionServes(stable);
  await registryOk(key, 'POST', '/catalog/environments/production/canary', { releaseId: throwing, percent: 50 });

  let canaryUsers = 0;
  let aCanaryUser: Awaited<ReturnType<typeof freshUser>> | undefined;
  for (let user = 0; user < 30 && (await productionTarget())?.canary; user += 1) {
    const fresh = await freshUser(browser);
    const visit = await openCatalog(fresh.page);
    if (visit.canary) {
      canaryUsers += 1;
      // The area falls back; the rest of the shell works.
      await expect(areaHost(fresh.page, 'catalog')).toHaveAttribute('data-status', 'failed');
      await expect(fresh.page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    } else {
      await expectMounted(fresh.page, 'catalog');
    }
    // Leaving the page sends what it has to report (pagehide, a beacon).
    await fresh.page.goto('about:blank');
    if (visit.canary && !aCanaryUser) aCanaryUser = fresh;
    else await fresh.context.close();
  }
  await expect.poll(async () => (await productionTarget())?.canary ?? null, { timeout: 15_000 }).toBeNull();
  expect(canaryUsers).toBeGreaterThanOrEqual(6);

  // The registry says why, and tells the platform admins.
  const { entries } = await registryOk<{ entries: { action: string; actor: { kind: string; label: string }; releaseId: string | null; detail: Record<string, unknown> }[] }>(
    adminToken,
    'GET',
    '/audit?limit=5',
  );
  expect(entries[0]).toMatchObject({ action: 'canary.auto_rollback', actor: { kind: 'system' }, releaseId: throwing });
  await expect.poll(async () => (await mailbox(RELEASE_ADMIN.email)).map((mail) => mail.subject)).toContain(`Canary of catalog ${throwing} rolled back in production`);

  // A user who was in the canary gets the stable release on their next load, as does a new one.
  if (!aCanaryUser) throw new Error('no user got the canary');
  const back = await openCatalog(aCanaryUser.page);
  expect(back).toMatchObject({ release: stable, canary: false, manifests: [stable] });
  await expectMounted(aCanaryUser.page, 'catalog');
  await aCanaryUser.context.close();
  const fresh = await freshUser(browser);
  expect(await openCatalog(fresh.page)).toMatchObject({ release: stable, canary: false });
  await expectMounted(fresh.page, 'catalog');
  await fresh.context.close();

  // What the registry does by itself can be checked and undone like any change: the status says so.
  const status = await registryCall<{ targets: TargetAnswer['target'][] }>(key, 'GET', '/status?env=production');
  expect(status.body.targets.find((target) => target.remote === 'catalog')).toMatchObject({ release: { id: stable }, canary: null });
});
