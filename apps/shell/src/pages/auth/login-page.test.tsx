import type * as ApiClient from '@bullion/api-client';
import { AuthApiError, type Session } from '@supabase/supabase-js';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../auth/session-store';
import { LoginPage } from './login-page';
import { INVITE_CODE, invitePreview, renderPage } from './test-utils';

const mocks = vi.hoisted(() => ({
  auth: {
    signInWithPassword: vi.fn(),
    signInWithOAuth: vi.fn(),
    signOut: vi.fn(),
    mfa: { listFactors: vi.fn(), challengeAndVerify: vi.fn() },
  },
  demo: null as { email: string; password: string } | null,
  preview: vi.fn(),
  signupDisabled: false,
}));

vi.mock('@bullion/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  loadSupabase: async () => ({ auth: mocks.auth }),
  demoAccountQueryOptions: () => ({ queryKey: ['local', 'demo-account'], queryFn: async () => mocks.demo }),
  authSettingsQueryOptions: () => ({ queryKey: ['auth', 'settings'], queryFn: async () => ({ external: {}, disable_signup: mocks.signupDisabled }) }),
  invitePreviewQueryOptions: (code: string) => ({ queryKey: ['invites', 'preview', code], queryFn: () => mocks.preview(code), retry: false }),
}));

const open = (url = '/login') => renderPage(<LoginPage />, { url, path: '/login' });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

beforeEach(() => {
  useSessionStore.setState({ status: 'signed-out', session: null, signingOut: false });
  mocks.demo = null;
  mocks.preview.mockReset();
  mocks.signupDisabled = false;
  mocks.auth.signInWithPassword.mockReset();
  mocks.auth.signInWithOAuth.mockReset();
  mocks.auth.signOut.mockReset();
  mocks.auth.mfa.listFactors.mockReset();
  mocks.auth.mfa.challengeAndVerify.mockReset();
});
afterEach(cleanup);

describe('/login', () => {
  it('asks for the e-mail and the password', async () => {
    open();
    submit();
    expect(await screen.findByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(mocks.auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('checks the e-mail format', async () => {
    open();
    type('E-mail', 'jane@');
    type('Password', 'whatever');
    submit();
    expect(await screen.findByText('Enter a valid e-mail address, like name@example.com.')).toBeTruthy();
  });

  it('says when the e-mail or password is wrong', async () => {
    mocks.auth.signInWithPassword.mockResolvedValue({ data: {}, error: new AuthApiError('Invalid login credentials', 400, 'invalid_credentials') });
    open();
    type('E-mail', ' jane@example.com ');
    type('Password', 'Wrong1234');
    submit();
    expect(await screen.findByText('Invalid e-mail or password.')).toBeTruthy();
    expect(mocks.auth.signInWithPassword).toHaveBeenCalledWith({ email: 'jane@example.com', password: 'Wrong1234' });
  });

  it('offers the code page for an unconfirmed address', async () => {
    mocks.auth.signInWithPassword.mockResolvedValue({ data: {}, error: new AuthApiError('Email not confirmed', 400, 'email_not_confirmed') });
    open('/login?redirect=%2Forders');
    type('E-mail', 'new@example.com');
    type('Password', 'Abcdefg1');
    submit();
    const link = await screen.findByRole('link', { name: 'Enter the code' });
    expect(link.getAttribute('href')).toBe('/verify-email?email=new%40example.com&redirect=%2Forders');
  });

  it('explains rate limiting', async () => {
    mocks.auth.signInWithPassword.mockResolvedValue({ data: {}, error: new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit') });
    open();
    type('E-mail', 'jane@example.com');
    type('Password', 'Abcdefg1');
    submit();
    expect(await screen.findByText('Too many attempts. Try again in a few minutes.')).toBeTruthy();
  });

  it('sends one request while submitting, however often the button is pressed', async () => {
    let finish: (value: unknown) => void = () => undefined;
    mocks.auth.signInWithPassword.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    open();
    type('E-mail', 'jane@example.com');
    type('Password', 'Abcdefg1');
    submit();
    await waitFor(() => expect(mocks.auth.signInWithPassword).toHaveBeenCalledTimes(1));
    const button = screen.getByRole('button', { name: /Log in/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mocks.auth.signInWithPassword).toHaveBeenCalledTimes(1);
    await act(async () => finish({ data: {}, error: null }));
  });

  it('goes to the redirect target once signed in, or straight away when already signed in', async () => {
    open('/login?redirect=%2Finventory%3Fq%3Dx');
    act(() => useSessionStore.setState({ status: 'signed-in', session: { user: { id: 'u1' } } as Session }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/inventory?q=x');
  });

  it('never follows a redirect to another site', async () => {
    useSessionStore.setState({ status: 'signed-in', session: { user: { id: 'u1' } } as Session });
    open('/login?redirect=https%3A%2F%2Fevil.example%2F');
    expect((await screen.findByTestId('landed')).textContent).toBe('/');
  });

  it('offers the local demo account and fills the form with it', async () => {
    mocks.demo = { email: 'demo@bullion.local', password: 'BullionDemo1' };
    open();
    expect(await screen.findByText('Local demo: demo@bullion.local / BullionDemo1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use demo account' }));
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('demo@bullion.local');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('BullionDemo1');
  });

  it('offers the demo account under the form, so its late arrival moves nothing above it', async () => {
    mocks.demo = { email: 'demo@bullion.local', password: 'BullionDemo1' };
    open();
    const offer = await screen.findByText('Local demo: demo@bullion.local / BullionDemo1');
    const googleButton = screen.getByRole('button', { name: 'Continue with Google' });
    expect(googleButton.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no demo offer when the API has none', async () => {
    open();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByText(/Local demo/)).toBeNull();
  });

  it('starts Google sign-in returning to the redirect target', async () => {
    mocks.auth.signInWithOAuth.mockResolvedValue({ data: {}, error: null });
    open('/login?redirect=%2Fcatalog');
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() =>
      expect(mocks.auth.signInWithOAuth).toHaveBeenCalledWith({
        provider: 'google',
        options: { redirectTo: `${window.location.origin}/catalog` },
      }),
    );
  });

  describe('from an invite', () => {
    const fromInvite = () => open(`/login?redirect=${encodeURIComponent(`/invite/${INVITE_CODE}`)}`);

    it('fills in the address the invite is for, and lets the invitee log in with another one', async () => {
      mocks.preview.mockResolvedValue(invitePreview('ivy@example.com'));
      mocks.auth.signInWithPassword.mockResolvedValue({ data: { session: null, user: null }, error: null });
      fromInvite();
      const email = screen.getByLabelText('E-mail') as HTMLInputElement;
      await waitFor(() => expect(email.value).toBe('ivy@example.com'));
      expect(email.readOnly).toBe(false);
      expect(mocks.preview).toHaveBeenCalledWith(INVITE_CODE);
      type('E-mail', 'ivy.work@example.com');
      type('Password', 'Invited123');
      submit();
      await waitFor(() => expect(mocks.auth.signInWithPassword).toHaveBeenCalledWith({ email: 'ivy.work@example.com', password: 'Invited123' }));
    });

    it('leaves the address empty for an invite link anyone may use', async () => {
      mocks.preview.mockResolvedValue(invitePreview(null));
      fromInvite();
      await waitFor(() => expect(mocks.preview).toHaveBeenCalledWith(INVITE_CODE));
      expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
    });

    it('asks for no invite without one', () => {
      open();
      expect(mocks.preview).not.toHaveBeenCalled();
    });
  });

  it('links to sign-up keeping the redirect, and to forgot-password', () => {
    open('/login?redirect=%2Finvite%2Fabc');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup?redirect=%2Finvite%2Fabc');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toMatch(/^\/forgot-password/);
  });

  it('offers no sign-up when the server takes no new accounts', async () => {
    mocks.signupDisabled = true;
    open('/login?redirect=%2Finvite%2Fabc');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeTruthy();
  });

  describe('two-step verification', () => {
    const session = { user: { id: 'u1', email: 'jane@example.com' } } as Session;
    const factor = (id: string, name: string) => ({ id, friendly_name: name, factor_type: 'totp', status: 'verified' });
    const secondFactor = () => useSessionStore.setState({ status: 'second-factor', session });

    it('asks for the authenticator code after the password and goes on once it is verified', async () => {
      mocks.auth.mfa.listFactors.mockResolvedValue({ data: { totp: [factor('f1', 'Phone')], all: [] }, error: null });
      mocks.auth.mfa.challengeAndVerify.mockImplementation(async () => {
        useSessionStore.setState({ status: 'signed-in', session });
        return { data: {}, error: null };
      });
      secondFactor();
      open('/login?redirect=%2Forders');
      expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
      expect(screen.queryByLabelText('Password')).toBeNull();
      fireEvent.input((await screen.findAllByRole('textbox'))[0] as HTMLElement, { target: { value: '123456' } });
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(mocks.auth.mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f1', code: '123456' }));
      expect((await screen.findByTestId('landed')).textContent).toBe('/orders');
    });

    it('says when the code is wrong and stays on the step', async () => {
      mocks.auth.mfa.listFactors.mockResolvedValue({ data: { totp: [factor('f1', 'Phone')], all: [] }, error: null });
      mocks.auth.mfa.challengeAndVerify.mockResolvedValue({
        data: null,
        error: new AuthApiError('Invalid TOTP code entered', 422, 'mfa_verification_failed'),
      });
      secondFactor();
      open();
      fireEvent.input((await screen.findAllByRole('textbox'))[0] as HTMLElement, { target: { value: '000000' } });
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('That code is not right. Enter the code your authenticator app shows now.')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    });

    it('lets the user pick among several authenticators', async () => {
      mocks.auth.mfa.listFactors.mockResolvedValue({ data: { totp: [factor('f1', 'Phone'), factor('f2', 'Tablet')], all: [] }, error: null });
      secondFactor();
      open();
      expect(await screen.findByLabelText('Authenticator')).toBeTruthy();
      expect(screen.getByText('Phone')).toBeTruthy();
    });

    it('offers to log in as someone else', async () => {
      mocks.auth.mfa.listFactors.mockResolvedValue({ data: { totp: [factor('f1', 'Phone')], all: [] }, error: null });
      mocks.auth.signOut.mockImplementation(async () => {
        useSessionStore.setState({ status: 'signed-out', session: null });
        return { error: null };
      });
      secondFactor();
      open();
      expect(await screen.findByText(/Not jane@example.com\?/)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Log in as someone else' }));
      expect(await screen.findByLabelText('Password')).toBeTruthy();
    });
  });
});
