import type * as ApiClient from '@bullion/api-client';
import { ApiHttpError } from '@bullion/api-client';
import { type InvitePreview } from '@bullion/contract';
import type { Session } from '@supabase/supabase-js';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../auth/session-store';
import { InvitePage } from './invite-page';
import { renderPage } from './test-utils';

const mocks = vi.hoisted(() => ({
  preview: vi.fn(),
  acceptInvite: vi.fn(),
  obtainAccessToken: vi.fn(),
  switchGroup: vi.fn(),
  signupDisabled: false,
}));

vi.mock('@bullion/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof ApiClient>();
  return {
    ...original,
    authSettingsQueryOptions: () => ({ queryKey: ['auth', 'settings'], queryFn: async () => ({ external: {}, disable_signup: mocks.signupDisabled }) }),
    invitePreviewQueryOptions: (code: string) => ({ queryKey: ['invites', 'preview', code], queryFn: () => mocks.preview(code), retry: false }),
    acceptInviteMutationOptions: () => ({
      ...original.acceptInviteMutationOptions(),
      mutationFn: (code: string) => mocks.acceptInvite(code),
    }),
  };
});
vi.mock('../../auth/access', () => ({ obtainAccessToken: mocks.obtainAccessToken, switchGroup: mocks.switchGroup, signOut: vi.fn() }));

const CODE = 'abcdefghijklmnopqrstuvwxyz012345';
const GROUP_ID = '22222222-2222-4222-8222-222222222222';
const invite: InvitePreview = {
  group: { id: GROUP_ID, name: 'Northside Coins', type: 'team', avatarUrl: null },
  role: { name: 'Member', value: 'member' },
  expiresAt: '2030-03-14T12:00:00.000Z',
  valid: true,
  email: null,
  alreadyMember: false,
};

const open = () => renderPage(<InvitePage />, { url: `/invite/${CODE}`, path: '/invite/:code' });

beforeEach(() => {
  useSessionStore.setState({ status: 'signed-out', session: null, signingOut: false });
  mocks.preview.mockReset().mockResolvedValue(invite);
  mocks.acceptInvite.mockReset();
  mocks.obtainAccessToken.mockReset().mockResolvedValue(true);
  mocks.switchGroup.mockReset().mockResolvedValue(true);
  mocks.signupDisabled = false;
});
afterEach(cleanup);

describe('/invite/:code', () => {
  it('shows the group, the role and the expiry', async () => {
    open();
    expect(await screen.findByText('Northside Coins')).toBeTruthy();
    expect(screen.getByText('Team')).toBeTruthy();
    expect(screen.getByText('Member')).toBeTruthy();
    expect(screen.getByText('The invite expires on March 14, 2030.')).toBeTruthy();
    expect(mocks.preview).toHaveBeenCalledWith(CODE);
  });

  it('signed out: log in or sign up, coming back to the invite', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to join' }));
    expect((await screen.findByTestId('landed')).textContent).toBe(`/login?redirect=${encodeURIComponent(`/invite/${CODE}`)}`);
  });

  it('signed out: the sign-up button carries the invite as redirect', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    expect((await screen.findByTestId('landed')).textContent).toBe(`/signup?redirect=${encodeURIComponent(`/invite/${CODE}`)}`);
  });

  it('signed out on a server that takes no new accounts: only logging in is offered', async () => {
    mocks.signupDisabled = true;
    mocks.preview.mockResolvedValue({ ...invite, email: 'ivy@example.com' });
    open();
    expect(await screen.findByText(/Log in with that address to join\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create an account' })).toBeNull();
    expect(screen.queryByText(/create an account/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to join' }));
    expect((await screen.findByTestId('landed')).textContent).toBe(`/login?redirect=${encodeURIComponent(`/invite/${CODE}`)}`);
  });

  it('signed in: joins, takes a token for the group and goes to the dashboard', async () => {
    useSessionStore.setState({ status: 'signed-in', session: { user: { id: 'u1', email: 'jane@example.com' } } as Session });
    mocks.acceptInvite.mockResolvedValue({ groupId: GROUP_ID, joined: true, member: {} });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Northside Coins' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/');
    expect(mocks.acceptInvite).toHaveBeenCalledWith(CODE);
    expect(mocks.obtainAccessToken).toHaveBeenCalledWith(GROUP_ID);
  });

  it('signed in: shows why joining was refused (410)', async () => {
    useSessionStore.setState({ status: 'signed-in', session: { user: { id: 'u1', email: 'jane@example.com' } } as Session });
    mocks.acceptInvite.mockRejectedValue(new ApiHttpError(410, 'invite_revoked', 'This invite was revoked. Ask the group admin for a new one.'));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Northside Coins' }));
    expect(await screen.findByText('This invite was revoked. Ask the group admin for a new one.')).toBeTruthy();
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('an unknown or expired code gets a clear message', async () => {
    mocks.preview.mockRejectedValue(new ApiHttpError(404, 'not_found', 'No invite with this code. Check the link, or ask the group admin for a new invite.'));
    open();
    expect(await screen.findByText("This invite doesn't work")).toBeTruthy();
    expect(screen.getByText('No invite with this code. Check the link, or ask the group admin for a new invite.')).toBeTruthy();
  });

  it('a used-up invite cannot be joined', async () => {
    mocks.preview.mockResolvedValue({ ...invite, valid: false });
    useSessionStore.setState({ status: 'signed-in', session: { user: { id: 'u1', email: 'jane@example.com' } } as Session });
    open();
    expect(await screen.findByText(/used as many times as it allows/)).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Join Northside Coins' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('an invite already accepted says so and opens the group, with no Join button or used-up warning', async () => {
    mocks.preview.mockResolvedValue({ ...invite, valid: false, email: 'jane@example.com', alreadyMember: true });
    useSessionStore.setState({ status: 'signed-in', session: { user: { id: 'u1', email: 'jane@example.com' } } as Session });
    open();
    expect(await screen.findByText("You're already a member of Northside Coins.")).toBeTruthy();
    expect(screen.queryByText(/used as many times as it allows/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Join Northside Coins' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open Northside Coins' }));
    await waitFor(() => expect(mocks.switchGroup).toHaveBeenCalledWith(GROUP_ID));
    expect((await screen.findByTestId('landed')).textContent).toBe('/');
    expect(mocks.acceptInvite).not.toHaveBeenCalled();
  });

  it('signed out, an invite for one address names it', async () => {
    mocks.preview.mockResolvedValue({ ...invite, email: 'ivy@example.com' });
    open();
    expect(await screen.findByText('ivy@example.com')).toBeTruthy();
    expect(screen.getByText(/Log in or create an account with\s+that address to join/)).toBeTruthy();
  });
});
