import type * as ApiClient from '@bullion/api-client';
import { PASSWORD_RULE_TEXT } from '@bullion/contract';
import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../auth/session-store';
import { SignupPage } from './signup-page';
import { renderPage } from './test-utils';

const mocks = vi.hoisted(() => ({ auth: { signUp: vi.fn(), signInWithOAuth: vi.fn() }, preview: vi.fn() }));

vi.mock('@bullion/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  loadSupabase: async () => ({ auth: mocks.auth }),
  invitePreviewQueryOptions: (code: string) => ({ queryKey: ['invites', 'preview', code], queryFn: () => mocks.preview(code), retry: false }),
}));

const open = (url = '/signup') => renderPage(<SignupPage />, { url, path: '/signup' });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

function fill(password: string) {
  type('Full name', 'Jane Doe');
  type('E-mail', 'jane@example.com');
  type('Password', password);
  submit();
}

beforeEach(() => {
  useSessionStore.setState({ status: 'signed-out', session: null, signingOut: false });
  mocks.auth.signUp.mockReset();
});
afterEach(cleanup);

describe('/signup', () => {
  it('shows the password rule under the field', () => {
    open();
    expect(screen.getByText(PASSWORD_RULE_TEXT)).toBeTruthy();
  });

  it('asks for every field', async () => {
    open();
    submit();
    expect(await screen.findByText('Enter your full name.')).toBeTruthy();
    expect(screen.getByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Choose a password.')).toBeTruthy();
  });

  it.each([
    ['Abc1', 'Password must be at least 8 characters.'],
    ['abcdefg1', 'Password needs at least one uppercase letter.'],
    ['Abcdefgh', 'Password needs at least one digit.'],
    ['Abcdef1!', 'Password may contain only letters and digits.'],
  ])('refuses the password %j before asking the server', async (password, message) => {
    open();
    fill(password);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(mocks.auth.signUp).not.toHaveBeenCalled();
  });

  it('signs up and goes on to the code page, keeping the redirect', async () => {
    mocks.auth.signUp.mockResolvedValue({ data: { user: {}, session: null }, error: null });
    open('/signup?redirect=%2Finvite%2Fabc');
    type('Full name', '  Jane Doe ');
    type('E-mail', 'jane@example.com');
    type('Password', 'Abcdefg1');
    submit();
    expect((await screen.findByTestId('landed')).textContent).toBe('/verify-email?email=jane%40example.com&redirect=%2Finvite%2Fabc');
    expect(mocks.auth.signUp).toHaveBeenCalledWith({
      email: 'jane@example.com',
      password: 'Abcdefg1',
      options: { data: { full_name: 'Jane Doe' }, emailRedirectTo: `${window.location.origin}/invite/abc` },
    });
  });

  it("puts the server's weak-password reason on the password field", async () => {
    mocks.auth.signUp.mockResolvedValue({ data: {}, error: new AuthWeakPasswordError('Password is too common.', 422, ['characters']) });
    open();
    fill('Abcdefg1');
    expect(await screen.findByText('Password is too common.')).toBeTruthy();
  });

  it('links back to log in', async () => {
    open('/signup?redirect=%2Forders');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2Forders'));
  });
});

describe('/signup from an invite', () => {
  const CODE = 'abcdefghijklmnopqrstuvwxyz012345';
  const fromInvite = () => open(`/signup?redirect=${encodeURIComponent(`/invite/${CODE}`)}`);
  const preview = (email: string | null) => ({
    group: { id: '22222222-2222-4222-8222-222222222222', name: 'Northside Coins', type: 'team', avatarUrl: null },
    role: { name: 'Member', value: 'member' },
    expiresAt: '2030-03-14T12:00:00.000Z',
    valid: true,
    email,
    alreadyMember: false,
  });

  it('fills in and locks the address the invite is for, and signs up with it', async () => {
    mocks.preview.mockResolvedValue(preview('ivy@example.com'));
    mocks.auth.signUp.mockResolvedValue({ data: {}, error: null });
    fromInvite();
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('ivy@example.com'));
    expect(email.readOnly).toBe(true);
    expect(screen.getByText('The invite is for this address: only it can join.')).toBeTruthy();
    expect(mocks.preview).toHaveBeenCalledWith(CODE);

    type('Full name', 'Ivy Invitee');
    type('Password', 'Invited123');
    submit();
    await waitFor(() => expect(mocks.auth.signUp).toHaveBeenCalledWith(expect.objectContaining({ email: 'ivy@example.com', password: 'Invited123' })));
  });

  it('leaves the address free for an invite link anyone may use', async () => {
    mocks.preview.mockResolvedValue(preview(null));
    fromInvite();
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    await waitFor(() => expect(email.readOnly).toBe(false));
    expect(email.value).toBe('');
  });

  it('asks for no invite without one', () => {
    mocks.preview.mockReset();
    open();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(false);
    expect(mocks.preview).not.toHaveBeenCalled();
  });
});
