// The remote fault matrix: each of the four remotes down, slower than the time-out, throwing while it
// mounts, and serving a build for an incompatible shell contract (declared by its module; a changed
// manifest or entry is refused by its integrity instead: deploy.spec.ts). In every case the area shows its
// fallback with Retry, the header, the sidebar and the other areas keep working, and Retry mounts
// the area once the remote is back (16 cases).
import { PORTS, REMOTE_NAMES, type RemoteName } from '@bullion/shared/remotes';
import type { Page, Route } from '@playwright/test';
import { REMOTE_TIMEOUT_MS } from '../support/env';
import { areaHost, expectMounted, mountedArea, sidebarLink } from '../support/shell';
import { expect, test } from '../support/test';

type Fault = 'down' | 'slow' | 'throws on mount' | 'incompatible contract';
const FAULTS: readonly Fault[] = ['down', 'slow', 'throws on mount', 'incompatible contract'];

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
};

const fromRemote = (remote: RemoteName, path = '/') => new RegExp(`^http://(localhost|127\\.0\\.0\\.1):${PORTS[remote]}${path}`);

/**
 * The remote's exposed module (its parcel chunk; the shell pins only the manifest and the entry by
 * hash) with one export replaced by `replacement(local)`, where `local` names the real value. The
 * rest of the module is the real one, so the chunks importing from it keep working. Replacements
 * act broken until the test sets `globalThis.__remoteRepaired`.
 */
function rewriteExport(name: 'parcel' | 'contract', replacement: (local: string) => string) {
  return async (route: Route) => {
    const response = await route.fetch();
    const code = await response.text();
    const local = new RegExp(`([\\w$]+) as ${name}\\b`).exec(code)?.[1];
    if (!local) throw new Error(`no ${name} export in ${route.request().url()}`);
    const body = `${code.replace(`${local} as ${name}`, `__faulty_${name} as ${name}`)}\nconst __faulty_${name} = ${replacement(local)};\n`;
    await route.fulfill({ response, body, headers: { ...response.headers(), 'content-type': 'text/javascript' } });
  };
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
      await page.route(fromRemote(remote, '/assets/parcel-[^/?]+\\.js'), rewriteExport('parcel', throwingMount));
      return () => markRepaired(page);
    case 'incompatible contract':
      await page.route(fromRemote(remote, '/assets/parcel-[^/?]+\\.js'), rewriteExport('contract', incompatibleContract));
      return () => markRepaired(page);
  }
}

for (const remote of REMOTE_NAMES) {
  for (const fault of FAULTS) {
    test(`${remote} ${fault}: the area shows its fallback, the shell works on, Retry recovers`, async ({ page }) => {
      const area = AREAS[remote];
      const repair = await inject(page, remote, fault);
      await page.goto(area.path);

      const host = areaHost(page, remote);
      const title = `${area.label} ${FALLBACK_TITLES[fault]}`;
      // A slow remote is given up after REMOTE_TIMEOUT_MS on each of its manifest, entry and parcel in turn.
      const slowly = { timeout: REMOTE_TIMEOUT_MS * 3 + 10_000 };
      await expect(host.getByText(title)).toBeVisible(slowly);
      await expect(host.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(mountedArea(page, remote)).toHaveCount(0);

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
