import type * as ApiClient from '@bullion/api-client';
import { PASSWORD_RULE_TEXT } from '@bullion/contract';
import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../auth/session-store';
import { SignupPage } from './signup-page';
import { INVITE_CODE, invitePreview, renderPage } from './test-utils';

const mocks = vi.hoisted(() => ({ auth: { signUp: vi.fn(), signInWithOAuth: vi.fn() }, preview: vi.fn(), signupDisabled: false }));

vi.mock('@bullion/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  loadSupabase: async () => ({ auth: mocks.auth }),
  authSettingsQueryOptions: () => ({ queryKey: ['auth', 'settings'], queryFn: async () => ({ external: {}, disable_signup: mocks.signupDisabled }) }),
  invitePreviewQueryOptions: (code: string) => ({ queryKey: ['invites', 'preview', code], queryFn: () => mocks.preview(code), retry: false }),
}));

/** The page, once it knows whether the server takes new accounts. */
async function open(url = '/signup') {
  const view = renderPage(<SignupPage />, { url, path: '/signup' });
  await waitFor(() => expect(screen.queryByLabelText('Loading sign-up')).toBeNull());
  return view;
}
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
  mocks.signupDisabled = false;
});
afterEach(cleanup);

describe('/signup', () => {
  it('shows the password rule under the field', async () => {
    await open();
    expect(screen.getByText(PASSWORD_RULE_TEXT)).toBeTruthy();
  });

  it('asks for every field', async () => {
    await open();
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
    await open();
    fill(password);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(mocks.auth.signUp).not.toHaveBeenCalled();
  });

  it('signs up and goes on to the code page, keeping the redirect', async () => {
    mocks.auth.signUp.mockResolvedValue({ data: { user: {}, session: null }, error: null });
    await open('/signup?redirect=%2Finvite%2Fabc');
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
    await open();
    fill('Abcdefg1');
    expect(await screen.findByText('Password is too common.')).toBeTruthy();
  });

  it('says sign-up is closed on a server that takes no new accounts, with a link to log in', async () => {
    mocks.signupDisabled = true;
    await open('/signup?redirect=%2Forders');
    expect(screen.getByRole('heading', { name: 'Sign-up is closed' })).toBeTruthy();
    expect(screen.getByText('This server takes no new accounts.')).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2Forders');
  });

  it('links back to log in', async () => {
    await open('/signup?redirect=%2Forders');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2Forders'));
  });
});

describe('/signup from an invite', () => {
  const fromInvite = () => open(`/signup?redirect=${encodeURIComponent(`/invite/${INVITE_CODE}`)}`);

  it('fills in and locks the address the invite is for, and signs up with it', async () => {
    mocks.preview.mockResolvedValue(invitePreview('ivy@example.com'));
    mocks.auth.signUp.mockResolvedValue({ data: {}, error: null });
    await fromInvite();
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('ivy@example.com'));
    expect(email.readOnly).toBe(true);
    expect(screen.getByText('The invite is for this address: only it can join.')).toBeTruthy();
    expect(mocks.preview).toHaveBeenCalledWith(INVITE_CODE);

    type('Full name', 'Ivy Invitee');
    type('Password', 'Invited123');
    submit();
    await waitFor(() => expect(mocks.auth.signUp).toHaveBeenCalledWith(expect.objectContaining({ email: 'ivy@example.com', password: 'Invited123' })));
  });

  it('leaves the address free for an invite link anyone may use', async () => {
    mocks.preview.mockResolvedValue(invitePreview(null));
    await fromInvite();
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    await waitFor(() => expect(email.readOnly).toBe(false));
    expect(email.value).toBe('');
  });

  it('asks for no invite without one', async () => {
    mocks.preview.mockReset();
    await open();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(false);
    expect(mocks.preview).not.toHaveBeenCalled();
  });

  it('is closed too on a server that takes no new accounts (the API refuses an invited address as well), pointing to log in', async () => {
    mocks.signupDisabled = true;
    mocks.preview.mockResolvedValue(invitePreview('ivy@example.com'));
    await fromInvite();
    expect(screen.getByRole('heading', { name: 'Sign-up is closed' })).toBeTruthy();
    expect(screen.getByText('To join with this invite, log in with an account you already have.')).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(`/invite/${INVITE_CODE}`)}`);
    expect(mocks.auth.signUp).not.toHaveBeenCalled();
  });
});
