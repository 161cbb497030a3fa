import type * as ApiClient from '@bullion/api-client';
import type { Group } from '@bullion/contract';
import { dialogService } from '@bullion/shared';
import type { Session } from '@supabase/supabase-js';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../auth/session-store';
import { SwitchGroupPage } from './switch-group-page';
import { renderPage } from './test-utils';

const mocks = vi.hoisted(() => ({
  groups: [] as unknown[],
  createGroup: vi.fn(),
  switchGroup: vi.fn(),
  obtainAccessToken: vi.fn(),
  signOut: vi.fn(),
}));

vi.mock('@bullion/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof ApiClient>();
  return {
    ...original,
    groupsQueryOptions: () => ({ queryKey: ['groups', 'list'], queryFn: async () => mocks.groups }),
    createGroupMutationOptions: () => ({
      ...original.createGroupMutationOptions(),
      mutationFn: (name: string) => mocks.createGroup(name),
    }),
  };
});
vi.mock('../../auth/access', () => ({
  switchGroup: mocks.switchGroup,
  obtainAccessToken: mocks.obtainAccessToken,
  signOut: mocks.signOut,
}));

const at = '2026-01-01T00:00:00.000Z';
const group = (id: string, name: string, type: Group['type'], plan?: string): Group => ({
  id,
  name,
  type,
  settings: {},
  requireMfa: false,
  createdAt: at,
  updatedAt: at,
  ...(plan
    ? {
        subscription: {
          id: '00000000-0000-4000-8000-000000000001',
          userId: '00000000-0000-4000-8000-000000000002',
          subscriptionPlanId: plan.toLowerCase(),
          status: 'trialing',
          createdAt: at,
          updatedAt: at,
          plan: { id: plan.toLowerCase(), name: plan, alias: plan.toLowerCase() },
        },
      }
    : {}),
});

const open = (url = '/switch-group') => renderPage(<SwitchGroupPage />, { url, path: '/switch-group' });

beforeEach(() => {
  useSessionStore.setState({ status: 'signed-in', session: { user: { id: 'u1', email: 'jane@example.com' } } as Session, signingOut: false });
  mocks.groups = [group('g1', 'Jane Doe', 'personal'), group('g2', 'Northside Coins', 'team', 'Teams')];
  for (const mock of [mocks.createGroup, mocks.switchGroup, mocks.obtainAccessToken, mocks.signOut]) mock.mockReset();
});
afterEach(cleanup);

describe('/switch-group', () => {
  it("lists the user's groups with type and plan (Free without a subscription)", async () => {
    open();
    expect(await screen.findByRole('button', { name: 'Jane Doe, Personal, Free plan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Northside Coins, Team, Teams plan' })).toBeTruthy();
    expect(screen.getByText('Personal · Free plan')).toBeTruthy();
    expect(screen.getByText('Team · Teams plan')).toBeTruthy();
  });

  it('switches to the chosen group and goes to the redirect target', async () => {
    mocks.switchGroup.mockResolvedValue(true);
    open('/switch-group?redirect=%2Finventory%3Fq%3Dx');
    fireEvent.click(await screen.findByRole('button', { name: /^Northside Coins/ }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/inventory?q=x');
    expect(mocks.switchGroup).toHaveBeenCalledWith('g2');
  });

  it('stays when the switch was refused', async () => {
    mocks.switchGroup.mockResolvedValue(false);
    open();
    fireEvent.click(await screen.findByRole('button', { name: /^Northside Coins/ }));
    await waitFor(() => expect(mocks.switchGroup).toHaveBeenCalled());
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('without groups, offers to create a team: name → create → token → people settings', async () => {
    mocks.groups = [];
    vi.spyOn(dialogService, 'prompt').mockResolvedValue('Northside Coins');
    mocks.createGroup.mockResolvedValue({ id: '11111111-1111-4111-8111-111111111111' });
    mocks.obtainAccessToken.mockResolvedValue(true);
    open();
    expect(await screen.findByText("You're not in any group yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create a team' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/settings/people');
    expect(mocks.createGroup).toHaveBeenCalledWith('Northside Coins');
    expect(mocks.obtainAccessToken).toHaveBeenCalledWith('11111111-1111-4111-8111-111111111111');
  });

  it('without groups, a cancelled prompt creates nothing', async () => {
    mocks.groups = [];
    vi.spyOn(dialogService, 'prompt').mockResolvedValue(null);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Create a team' }));
    await waitFor(() => expect(dialogService.prompt).toHaveBeenCalled());
    expect(mocks.createGroup).not.toHaveBeenCalled();
  });

  it('logs out to /login, from the empty state and from the footer', async () => {
    mocks.groups = [];
    mocks.signOut.mockResolvedValue(undefined);
    open();
    await screen.findByText("You're not in any group yet.");
    const buttons = screen.getAllByRole('button', { name: 'Log out' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[0] as HTMLElement);
    expect((await screen.findByTestId('landed')).textContent).toBe('/login');
    await waitFor(() => expect(mocks.signOut).toHaveBeenCalled());
  });
});
