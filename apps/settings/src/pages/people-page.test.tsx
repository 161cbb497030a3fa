// The people page as its users meet it: admins see members, change roles, remove people, invite by
// e-mail (also opened by ?invite=true after a trial starts) and manage pending invitations; the last
// admin is locked; other roles read; a personal group is offered a team instead.
import { mockDb } from '@bullion/api-mocks';
import { PERMISSION_REFUSALS } from '@bullion/contract';
import { fakeShellServices, renderInShell } from '@bullion/shared/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsApp, SETTINGS_ROUTES } from '../app';
import { mockApi, resetMockState } from '../team/test-state';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';

beforeAll(() => preloadPages(SETTINGS_ROUTES), PRELOAD_TIMEOUT_MS);

beforeAll(() => mockApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockState());
afterEach(cleanup);
afterAll(() => mockApi.close());


describe('people page', () => {
  it('lists the members with their roles; the only admin cannot be demoted or removed', async () => {
    renderInShell(<SettingsApp />, { path: '/settings/people' });
    expect(await screen.findByText('Charles Babbage')).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('You')).toBeTruthy();
    const adminRemove = screen.getByRole('button', { name: 'Leave Sterling & Sons' });
    expect((adminRemove as HTMLButtonElement).disabled).toBe(true);
  });

  it("changes a member's role", async () => {
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/people' });
    const select = await screen.findByRole('combobox', { name: 'Role of Charles Babbage' });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('Viewer'));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Charles Babbage is now viewer'));
    expect(mockDb.members.find((member) => member.id === 2)?.role?.value).toBe('viewer');
  });

  it('removes a member only after the confirmation', async () => {
    const services = fakeShellServices();
    services.dialog.confirm = vi.fn(async () => true);
    renderInShell(<SettingsApp />, { path: '/settings/people', services });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Charles Babbage' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Charles Babbage was removed from the team'));
    expect(services.dialog.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Remove Charles Babbage?' }));
    expect(mockDb.members.map((member) => member.id)).toEqual([1]);
  });

  it('invites by e-mail from ?invite=true and shows the link to copy', async () => {
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/people?invite=true' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Invite people to Sterling & Sons')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('E-mail address'), { target: { value: 'grace.hopper@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Invitation sent to grace.hopper@example.com'));
    const link = (await within(dialog).findByLabelText('Invite link')) as HTMLInputElement;
    expect(link.value).toMatch(/\/invite\/mock-invite-/);
    expect(mockDb.invites.some((invite) => invite.email === 'grace.hopper@example.com')).toBe(true);
  });

  it('refuses an address that is not one, without calling the API', async () => {
    renderInShell(<SettingsApp />, { path: '/settings/people?invite=true' });
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('E-mail address'), { target: { value: 'not an address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This does not look like an e-mail address.')).toBeTruthy();
    expect(mockDb.invites).toHaveLength(2);
  });

  it('lists pending invitations; resends one and revokes another after the confirmation', async () => {
    const services = fakeShellServices();
    services.dialog.confirm = vi.fn(async () => true);
    renderInShell(<SettingsApp />, { path: '/settings/people', services });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend the invitation to grace@example.com' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Invitation sent again to grace@example.com'));
    fireEvent.click(screen.getByRole('button', { name: 'Revoke the invitation for Anyone with the link' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith('success', 'Invitation revoked'));
    await waitFor(() => expect(screen.queryByText('Anyone with the link')).toBeNull());
    expect(mockDb.invites.find((invite) => invite.email === null)?.status).toBe('revoked');
  });

  it('members read the list without role controls or invitations, Invite people disabled, and are told why', async () => {
    resetMockState('member');
    renderInShell(<SettingsApp />, { path: '/settings/people?invite=true' });
    expect(await screen.findByText('Charles Babbage')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain(PERMISSION_REFUSALS['members.manage']);
    const invite = screen.getByRole('button', { name: 'Invite people' });
    expect(invite.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(invite.getAttribute('aria-describedby') ?? '')?.textContent).toBe(PERMISSION_REFUSALS['invites.manage']);
    expect(screen.queryByRole('combobox', { name: /^Role of / })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Pending invitations')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Charles Babbage' })).toBeNull();
  });

  it('explains that people are for teams in a personal group and offers creating one', async () => {
    const group = mockDb.groups[0];
    if (group) group.type = 'personal';
    const { services } = renderInShell(<SettingsApp />, { path: '/settings/people' });
    expect(await screen.findByText('People are for teams')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create a team' }));
    expect(services.dialog.open).toHaveBeenCalledWith('create-team');
  });
});
