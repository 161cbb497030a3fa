// The Releases page as a platform admin meets it, against the mock registry: what each environment
// serves and the canary, the rates side by side, a new key's secret shown once, revoke and promote
// only after a confirmation naming what changes, a lost race (409) explained in place; and what
// everyone else sees: no menu entry, and a plain page for the address.
import { releaseKeys } from '@bullion/api-client';
import { MOCK_RELEASES, mockDb } from '@bullion/api-mocks';
import { fakeShellServices, renderInShell } from '@bullion/shared/testing';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsApp, SETTINGS_ROUTES } from '../app';
import { CONFLICT_MESSAGE } from '../releases/targets-card';
import { mockApi, resetMockState } from '../team/test-state';

beforeAll(() => preloadPages(SETTINGS_ROUTES), PRELOAD_TIMEOUT_MS);
beforeAll(() => mockApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockState());
afterEach(cleanup);
afterAll(() => mockApi.close());

const PATH = '/settings/releases';
/** The page loads its chunk, then asks for access, then for the registry: more than a second on a busy machine. */
const LOADED = { timeout: 5000 };
const { canary: catalog, staged: inventory } = MOCK_RELEASES;

function confirming(answer: boolean | (() => boolean)) {
  const services = fakeShellServices();
  services.dialog.confirm = vi.fn(async () => (typeof answer === 'function' ? answer() : answer));
  return services;
}

const target = (remote: string, environment: string) => {
  const found = mockDb.releases.targets.find((candidate) => candidate.remote === remote && candidate.environment === environment);
  if (!found) throw new Error(`no mock target ${remote} ${environment}`);
  return found;
};

describe('releases page', () => {
  it("shows each remote's release per environment, the previous one and the running canary with its share", async () => {
    renderInShell(<SettingsApp />, { path: PATH });
    const production = await screen.findByRole('region', { name: 'catalog production' }, LOADED);
    expect(within(production).getByText(catalog['0.1.9'].id)).toBeTruthy();
    expect(within(production).getByText(catalog['0.1.8'].id)).toBeTruthy();
    expect(within(production).getByText(catalog['0.2.0'].id)).toBeTruthy();
    expect(within(production).getByText('10% of users')).toBeTruthy();
    const staging = screen.getByRole('region', { name: 'catalog staging' });
    expect(within(staging).getByText(catalog['0.2.0'].id)).toBeTruthy();
    expect(within(staging).queryByText('10% of users')).toBeNull();
    for (const remote of ['inventory', 'orders', 'settings']) expect(screen.getByRole('region', { name: `${remote} production` })).toBeTruthy();
  });

  it('shows the canary failure rate beside the stable one and marks the canary that fails more', async () => {
    renderInShell(<SettingsApp />, { path: PATH });
    const row = await screen.findByRole('region', { name: 'Failure rates of catalog in production' }, LOADED);
    const stable = within(row).getByRole('group', { name: 'Stable' });
    const canary = within(row).getByRole('group', { name: 'Canary (10%)' });
    expect(stable.textContent).toContain(catalog['0.1.9'].id);
    expect(stable.textContent).toContain('4,210');
    // 12 failures of 4,222 loads, 14 of 482.
    expect(stable.textContent).toContain('0.28%');
    expect(canary.textContent).toContain(catalog['0.2.0'].id);
    expect(canary.textContent).toContain('468');
    expect(canary.textContent).toContain('2.90%');
    expect(within(row).getByText('Canary worse by 2.6 points')).toBeTruthy();
    const stableOnly = within(screen.getByRole('region', { name: 'Failure rates without a canary' })).getByText(inventory['1.4.2'].id).closest('tr');
    expect(stableOnly?.textContent).toContain('3,980');
  });

  it('lists the audit log newest first and loads older entries on demand', async () => {
    renderInShell(<SettingsApp />, { path: PATH });
    const log = await screen.findByRole('list', { name: 'Audit log' }, LOADED);
    const entries = within(log).getAllByRole('listitem');
    expect(entries).toHaveLength(20);
    expect(entries[0]?.textContent).toContain(`ada@example.com set the canary of catalog ${catalog['0.2.0'].id} in production to 10% (was 5%)`);
    expect(entries[0]?.querySelector('time')?.getAttribute('datetime')).toBe(mockDb.releases.audit[0]?.at);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(mockDb.releases.audit.length));
    expect(within(log).getAllByRole('listitem').at(-1)?.textContent).toContain('made deploy key “inventory CI (old runner)”');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a new deploy key once, with the warning, and never again after closing', async () => {
    renderInShell(<SettingsApp />, { path: PATH });
    fireEvent.click(await screen.findByText('New deploy key', {}, LOADED));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'orders CI' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Remote' }));
    fireEvent.click(await screen.findByTitle('Orders (orders)'));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'production' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make key' }));

    const secretField = (await within(dialog).findByLabelText('Deploy key secret')) as HTMLInputElement;
    const secret = secretField.value;
    expect(secret).toMatch(/^bdk_[0-9A-Za-z]{40}$/);
    expect(within(dialog).getByText('Copy the key now: you will not see it again.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeTruthy();
    const made = mockDb.releases.keys[0];
    expect(made).toMatchObject({ name: 'orders CI', remote: 'orders', environments: ['staging', 'production'], prefix: secret.slice(0, 10) });

    fireEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    const table = await screen.findByRole('region', { name: 'Deploy keys' });
    await waitFor(() => expect(within(table).getByText('orders CI')).toBeTruthy());
    expect(within(table).getByText(`${secret.slice(0, 10)}…`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByDisplayValue(secret)).toBeNull());
    expect(document.body.textContent).not.toContain(secret);

    fireEvent.click(screen.getByText('New deploy key'));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByLabelText('Name')).toBeTruthy();
    expect(within(again).queryByLabelText('Deploy key secret')).toBeNull();
    expect(document.body.textContent).not.toContain(secret);
  });

  it('revokes a deploy key only after the confirmation', async () => {
    let answer = false;
    const services = confirming(() => answer);
    renderInShell(<SettingsApp />, { path: PATH, services });
    fireEvent.click(await screen.findByLabelText('Revoke the deploy key catalog CI', {}, LOADED));
    await waitFor(() => expect(services.dialog.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Revoke the deploy key “catalog CI”?', confirmLabel: 'Revoke key' })));
    expect(mockDb.releases.keys.find((key) => key.name === 'catalog CI')?.revokedAt).toBeNull();

    answer = true;
    fireEvent.click(screen.getByLabelText('Revoke the deploy key catalog CI'));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Deploy key “catalog CI” revoked'));
    expect(mockDb.releases.keys.find((key) => key.name === 'catalog CI')?.revokedAt).not.toBeNull();
    await waitFor(() => expect(screen.queryByLabelText('Revoke the deploy key catalog CI')).toBeNull());
    expect(within(screen.getByRole('region', { name: 'Deploy keys' })).getAllByText('Revoked')).toHaveLength(2);
  });

  it('promotes staging to production after a confirmation that names both releases', async () => {
    const services = confirming(true);
    renderInShell(<SettingsApp />, { path: PATH, services });
    fireEvent.click(await screen.findByLabelText('Promote inventory from staging to production', {}, LOADED));
    await waitFor(() =>
      expect(services.dialog.confirm).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Promote inventory to production?',
          text: expect.stringContaining(`Production will serve inventory ${inventory['1.5.0'].id} instead of ${inventory['1.4.2'].id}`),
        }),
      ),
    );
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', `Production now serves inventory ${inventory['1.5.0'].id}`));
    expect(target('inventory', 'production').release.id).toBe(inventory['1.5.0'].id);
    const production = screen.getByRole('region', { name: 'inventory production' });
    await waitFor(() => expect(within(production).getAllByText(inventory['1.5.0'].id)).toHaveLength(1));
    expect(within(production).getByText(inventory['1.4.2'].id)).toBeTruthy();
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const services = confirming(false);
    renderInShell(<SettingsApp />, { path: PATH, services });
    fireEvent.click(await screen.findByLabelText('Roll back catalog in production', {}, LOADED));
    await waitFor(() => expect(services.dialog.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Roll back the catalog canary in production?' })));
    expect(target('catalog', 'production').canary?.id).toBe(catalog['0.2.0'].id);
  });

  it('says so in place when someone else changed the release meanwhile, and shows the current state', async () => {
    // Another admin raises the canary while this one reads the confirmation.
    const services = confirming(() => {
      const production = target('catalog', 'production');
      if (production.canary) production.canary.percent = 25;
      production.revision += 1;
      return true;
    });
    renderInShell(<SettingsApp />, { path: PATH, services });
    fireEvent.click(await screen.findByLabelText('Promote the catalog canary to 100% in production', {}, LOADED));
    const catalogSection = screen.getByRole('region', { name: 'Catalog' });
    expect((await within(catalogSection).findByRole('alert')).textContent).toContain(CONFLICT_MESSAGE);
    expect(await within(catalogSection).findByText('25% of users')).toBeTruthy();
    expect(target('catalog', 'production').release.id).toBe(catalog['0.1.9'].id);
    expect(services.toast.show).not.toHaveBeenCalled();
  });
});

describe('releases for everyone else', () => {
  it('tells a user who is not a platform admin that the page is for platform admins, without asking for releases', async () => {
    mockDb.releases.platformAdmin = false;
    const requests: string[] = [];
    const record = ({ request }: { request: Request }) => void requests.push(new URL(request.url).pathname);
    mockApi.events.on('request:start', record);
    try {
      renderInShell(<SettingsApp />, { path: PATH });
      expect(await screen.findByText('Only platform admins can see releases', {}, LOADED)).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByText('Deploy keys')).toBeNull();
      expect(requests.filter((path) => path.startsWith('/api/releases/') && path !== '/api/releases/access')).toEqual([]);
    } finally {
      mockApi.events.removeListener('request:start', record);
    }
  });

  it('lists Releases in the settings menu for platform admins only', async () => {
    const narrow = window.matchMedia;
    // A desktop-wide window: the menu rather than the phone's picker.
    window.matchMedia = (query: string) => ({ ...narrow(query), matches: true });
    try {
      const admin = renderInShell(<SettingsApp />, { path: '/settings/account' });
      const menu = await screen.findByRole('navigation', { name: 'Settings' }, LOADED);
      expect(await within(menu).findByText('Releases', {}, LOADED)).toBeTruthy();
      admin.unmount();

      mockDb.releases.platformAdmin = false;
      const other = renderInShell(<SettingsApp />, { path: '/settings/account' });
      await waitFor(() => expect(other.client.getQueryData(releaseKeys.access())).toEqual({ platformAdmin: false }), LOADED);
      const otherMenu = screen.getByRole('navigation', { name: 'Settings' });
      expect(within(otherMenu).getByText('People')).toBeTruthy();
      expect(within(otherMenu).queryByText('Releases')).toBeNull();
    } finally {
      window.matchMedia = narrow;
    }
  });
});
