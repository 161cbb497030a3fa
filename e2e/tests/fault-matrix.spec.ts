// The remote fault matrix: each of the four remotes down, slower than the time-out, throwing while it
// mounts, serving a build for an incompatible shell contract (declared by its module), and serving a
// chunk changed in place. The first four are releases that behave badly (the two broken builds are
// published properly: their manifest lists the changed chunk's hash and config.json pins that
// manifest); the last is code that is not what was released, which the browser refuses through the
// chunk hashes the shell gives it (a changed manifest or entry: deploy.spec.ts). In every case the area
// shows its fallback with Retry, the header, the sidebar and the other areas keep working, and Retry
// mounts the area once the remote is back (20 cases). A page chunk changed in place (loaded when its
// page is first shown) is refused the same way.
import { PORTS, REMOTE_NAMES, type RemoteName } from '@bullion/shared/remotes';
import type { Page, Route } from '@playwright/test';
import { createHash } from 'node:crypto';
import { REMOTE_TIMEOUT_MS } from '../support/env';
import { areaHost, expectMounted, mountedArea, sidebarLink } from '../support/shell';
import { expect, test } from '../support/test';

type Fault = 'down' | 'slow' | 'throws on mount' | 'incompatible contract' | 'chunk changed in place';
const FAULTS: readonly Fault[] = ['down', 'slow', 'throws on mount', 'incompatible contract', 'chunk changed in place'];

/** Where each area is opened, what its fallback calls it, and another area to visit meanwhile. */
const AREAS: Record<RemoteName, { path: string; label: string; other: { remote: RemoteName; link: string } }> = {
  catalog: { path: '/catalog', label: 'Catalog', other: { remote: 'inventory', link: 'Inventory' } },
  inventory: { path: '/inventory', label: 'Inventory', other: { remote: 'catalog', link: 'Catalog' } },
  orders: { path: '/orders', label: 'Orders', other: { remote: 'catalog', link: 'Catalog' } },
  settings: { path: '/settings/account', label: 'Settings', other: { remote: 'catalog', link: 'Catalog' } },
};

const FALLBACK_TITLES: Record<Fault, string> = {
  down: 'is unavailable right now',
  slow: 'is taking too long to load',
  'throws on mount': 'stopped working',
  'incompatible contract': 'is not compatible with this version of Bullion Desk',
  'chunk changed in place': 'could not be verified',
};

const fromRemote = (remote: RemoteName) => new RegExp(`^http://(localhost|127\\.0\\.0\\.1):${PORTS[remote]}/`);

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/**
 * The remote's exposed module (its parcel chunk) with one export replaced by `replacement(local)`,
 * where `local` names the real value. The rest of the module is the real one, so the chunks importing
 * from it keep working. Replacements act broken until the test sets `globalThis.__remoteRepaired`.
 */
function rewriteExport(code: string, name: 'parcel' | 'contract', replacement: (local: string) => string): string {
  const local = new RegExp(`([\\w$]+) as ${name}\\b`).exec(code)?.[1];
  if (!local) throw new Error(`no ${name} export in the parcel chunk`);
  return `${code.replace(`${local} as ${name}`, `__faulty_${name} as ${name}`)}\nconst __faulty_${name} = ${replacement(local)};\n`;
}

/** Answers a request with `body` in place of what the server sends, keeping its other headers. */
async function fulfillWith(route: Route, body: string, contentType: string) {
  const response = await route.fetch();
  const headers: Record<string, string> = { ...response.headers(), 'content-type': contentType };
  // The body is given decoded.
  delete headers['content-encoding'];
  delete headers['content-length'];
  await route.fulfill({ status: response.status(), body, headers });
}

interface ReleasedManifest {
  metaData: { bullion: { integrity: Record<string, string> } };
}

/** The remote's released manifest (as config.json pins it) and the path of its parcel chunk in it. */
async function releasedParcel(page: Page, remote: RemoteName) {
  const config = (await (await page.request.get('/config.json')).json()) as {
    remotes: Record<RemoteName, { manifestUrl: string; integrity: { manifest: string; entry: string } }>;
  };
  const { manifestUrl } = config.remotes[remote];
  const manifestText = await (await page.request.get(manifestUrl)).text();
  expect(sri(manifestText)).toBe(config.remotes[remote].integrity.manifest);
  const manifest = JSON.parse(manifestText) as ReleasedManifest;
  const path = Object.keys(manifest.metaData.bullion.integrity).find((file) => /(^|\/)parcel-[^/]+\.js$/.test(file));
  if (!path) throw new Error(`the ${remote} manifest lists no parcel chunk`);
  const url = new URL(path, manifestUrl).href;
  return { manifestUrl, manifest, path, url, code: await (await page.request.get(url)).text() };
}

/**
 * Publishes (for this page) a release of the remote whose parcel chunk is `rewrite(code)`: its
 * manifest lists the rewritten chunk's hash and the shell's config.json pins that manifest, as the
 * deploy tool does for a new release. The code is broken, but it is what was released.
 */
async function releaseWithRewrittenParcel(page: Page, remote: RemoteName, rewrite: (code: string) => string) {
  const released = await releasedParcel(page, remote);
  const code = rewrite(released.code);
  released.manifest.metaData.bullion.integrity[released.path] = sri(code);
  const manifestText = JSON.stringify(released.manifest);
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: Record<string, { integrity: { manifest: string } }> };
    const pinned = config.remotes[remote];
    if (pinned) pinned.integrity.manifest = sri(manifestText);
    await route.fulfill({ response, json: config });
  });
  await page.route((url) => url.href.split('?')[0] === released.manifestUrl, (route) => fulfillWith(route, manifestText, 'application/json'));
  await page.route(released.url, (route) => fulfillWith(route, code, 'text/javascript'));
}

/** Someone who can write where the release is served changes one of its chunks; nothing else. */
async function changeChunkInPlace(page: Page, url: string, code: string) {
  await page.route(url, (route) => fulfillWith(route, `${code}\n;globalThis.__bullionTampered = true;\n`, 'text/javascript'));
  return () => page.unroute(url);
}

const repaired = 'globalThis.__remoteRepaired';
/** A parcel whose mount rejects. */
const throwingMount = (real: string) =>
  `{ ...${real}, mount: (props) => ${repaired} ? ${real}.mount(props) : Promise.reject(new Error('The area broke while mounting (fault injected by the e2e suite)')) }`;
/** A build that declares a shell contract no shell provides. */
const incompatibleContract = (real: string) =>
  `{ get remote() { return ${real}.remote; }, get version() { return ${real}.version; }, get contractRange() { return ${repaired} ? ${real}.contractRange : '^99.0.0'; } }`;

async function markRepaired(page: Page) {
  await page.evaluate(() => {
    (globalThis as { __remoteRepaired?: boolean }).__remoteRepaired = true;
  });
}

/** Breaks the remote as the fault says; answers how to bring it back. */
async function inject(page: Page, remote: RemoteName, fault: Fault): Promise<() => Promise<void>> {
  const origin = fromRemote(remote);
  switch (fault) {
    case 'down':
      await page.route(origin, (route) => route.abort('connectionrefused'));
      return () => page.unroute(origin);
    case 'slow': {
      // Each request waits beyond the time-out; when the remote is back, the waiting ones go at once
      // too (a browser has few connections per host, and held ones would delay the retry's requests).
      let back = false;
      const waiting = new Set<() => void>();
      await page.route(origin, async (route) => {
        if (!back) {
          await new Promise<void>((resolve) => {
            const release = () => {
              waiting.delete(release);
              resolve();
            };
            waiting.add(release);
            setTimeout(release, REMOTE_TIMEOUT_MS + 2_000);
          });
        }
        await route.continue().catch(() => undefined);
      });
      return async () => {
        back = true;
        for (const release of [...waiting]) release();
      };
    }
    case 'throws on mount':
      await releaseWithRewrittenParcel(page, remote, (code) => rewriteExport(code, 'parcel', throwingMount));
      return () => markRepaired(page);
    case 'incompatible contract':
      await releaseWithRewrittenParcel(page, remote, (code) => rewriteExport(code, 'contract', incompatibleContract));
      return () => markRepaired(page);
    case 'chunk changed in place': {
      const { url, code } = await releasedParcel(page, remote);
      return changeChunkInPlace(page, url, code);
    }
  }
}

for (const remote of REMOTE_NAMES) {
  for (const fault of FAULTS) {
    test(`${remote} ${fault}: the area shows its fallback, the shell works on, Retry recovers`, async ({ page }) => {
      const area = AREAS[remote];
      const repair = await inject(page, remote, fault);
      await page.goto(area.path);

      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      const host = areaHost(page, remote);
      const title = `${area.label} ${FALLBACK_TITLES[fault]}`;
      // A slow remote is given up after REMOTE_TIMEOUT_MS on each of its manifest, entry and parcel in turn.
      const slowly = { timeout: REMOTE_TIMEOUT_MS * 3 + 10_000 };
      await expect(host.getByText(title)).toBeVisible(slowly);
      await expect(host.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(mountedArea(page, remote)).toHaveCount(0);
      if (fault === 'chunk changed in place') {
        // The browser refused the changed chunk: none of it ran, and the console names it.
        await expect(host).toContainText(`The ${remote} area's code does not match the release deployed for it (assets/parcel-`);
        expect(await page.evaluate(() => (globalThis as { __bullionTampered?: boolean }).__bullionTampered)).toBeUndefined();
        expect(consoleErrors.some((text) => new RegExp(`refused the ${remote} remote: its assets/parcel-[^ ]+\\.js at `).test(text))).toBe(true);
      }

      // The header and the sidebar work, and so does another area.
      await expect(page.getByTestId('spot-strip')).toContainText('$');
      await page.getByRole('button', { name: 'User menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
      await page.keyboard.press('Escape');
      await sidebarLink(page, area.other.link).click();
      await expectMounted(page, area.other.remote);

      // Back at the broken area: still the fallback. Once the remote is back, Retry mounts it.
      await page.goBack();
      await expect(host.getByText(title)).toBeVisible(slowly);
      await repair();
      await host.getByRole('button', { name: 'Retry' }).click();
      await expectMounted(page, remote);
      await expect(host.getByText(title)).toHaveCount(0);
    });
  }
}

test('a page chunk changed in place is refused when its page is first shown: the area says so, the shell works on, Retry recovers', async ({ page }) => {
  // The catalog's list page is its own chunk, imported when /catalog is first shown (after the parcel mounted).
  const released = await releasedParcel(page, 'catalog');
  const pageChunk = Object.keys(released.manifest.metaData.bullion.integrity).find((file) => /(^|\/)catalog-page-[^/]+\.js$/.test(file));
  if (!pageChunk) throw new Error('the catalog manifest lists no catalog-page chunk');
  const url = new URL(pageChunk, released.manifestUrl).href;
  const repair = await changeChunkInPlace(page, url, await (await page.request.get(url)).text());
  await page.goto('/catalog');

  const host = areaHost(page, 'catalog');
  await expect(host.getByText('Catalog could not be verified')).toBeVisible();
  await expect(host).toContainText(`(${pageChunk} failed its integrity check)`);
  await expect(host.getByText('Catalog stopped working')).toHaveCount(0);
  expect(await page.evaluate(() => (globalThis as { __bullionTampered?: boolean }).__bullionTampered)).toBeUndefined();

  await sidebarLink(page, 'Inventory').click();
  await expectMounted(page, 'inventory');
  await page.goBack();
  await expect(host.getByText('Catalog could not be verified')).toBeVisible();
  await repair();
  await host.getByRole('button', { name: 'Retry' }).click();
  await expectMounted(page, 'catalog');
});
