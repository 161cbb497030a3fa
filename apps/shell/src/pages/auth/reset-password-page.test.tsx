import type * as ApiClient from '@bullion/api-client';
import type { Session } from '@supabase/supabase-js';
import { AuthApiError } from '@supabase/supabase-js';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../auth/session-store';
import { ResetPasswordPage } from './reset-password-page';
import { renderPage } from './test-utils';

const mocks = vi.hoisted(() => ({
  auth: { verifyOtp: vi.fn(), updateUser: vi.fn(), signOut: vi.fn(), mfa: { listFactors: vi.fn(), challengeAndVerify: vi.fn() } },
}));

vi.mock('@bullion/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  loadSupabase: async () => ({ auth: mocks.auth }),
}));

const session = { user: { id: 'u1', email: 'jane@example.com' } } as Session;
const open = (url = '/reset-password') => renderPage(<ResetPasswordPage />, { url, path: '/reset-password' });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  useSessionStore.setState({ status: 'signed-out', session: null, signingOut: false });
  mocks.auth.verifyOtp.mockReset();
  mocks.auth.updateUser.mockReset();
  mocks.auth.signOut.mockReset().mockResolvedValue({ error: null });
  mocks.auth.mfa.listFactors.mockReset().mockResolvedValue({ data: { totp: [{ id: 'f1', friendly_name: 'Phone', status: 'verified' }], all: [] }, error: null });
  mocks.auth.mfa.challengeAndVerify.mockReset();
});
afterEach(cleanup);

describe('/reset-password without a session: the e-mailed code first', () => {
  it('prefills the address and checks the code', async () => {
    open('/reset-password?email=jane%40example.com');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('jane@example.com');
    fireEvent.input(screen.getByLabelText('OTP Input 1'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the 6-digit code from the e-mail.')).toBeTruthy();
  });

  it('confirms the code as a recovery code, then asks for the new password', async () => {
    mocks.auth.verifyOtp.mockImplementation(async () => {
      useSessionStore.setState({ status: 'signed-in', session });
      return { data: {}, error: null };
    });
    open('/reset-password?email=jane%40example.com');
    fireEvent.input(screen.getByLabelText('OTP Input 1'), { target: { value: '654321' } });
    await waitFor(() => expect(mocks.auth.verifyOtp).toHaveBeenCalledWith({ email: 'jane@example.com', token: '654321', type: 'recovery' }));
    expect(await screen.findByLabelText('New password')).toBeTruthy();
  });

  it('says when the code is wrong', async () => {
    mocks.auth.verifyOtp.mockResolvedValue({ data: {}, error: new AuthApiError('Token has expired or is invalid', 403, 'otp_expired') });
    open('/reset-password?email=jane%40example.com');
    fireEvent.input(screen.getByLabelText('OTP Input 1'), { target: { value: '111111' } });
    expect(await screen.findByText(/This code is wrong or has expired/)).toBeTruthy();
  });

  it('explains an expired link that came back with an error', () => {
    open('/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    expect(screen.getByText('This reset link is invalid or has expired.')).toBeTruthy();
  });
});

describe('/reset-password with a (recovery) session: the new password', () => {
  beforeEach(() => useSessionStore.setState({ status: 'signed-in', session }));

  it.each([
    ['Abc12', 'Password must be at least 8 characters.'],
    ['abcdefg12', 'Password needs at least one uppercase letter.'],
    ['Abcdefghi', 'Password needs at least one digit.'],
    ['Abcdefg1#', 'Password may contain only letters and digits.'],
  ])('refuses %j by the password rule', async (password, message) => {
    open();
    type('New password', password);
    type('Confirm new password', password);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(mocks.auth.updateUser).not.toHaveBeenCalled();
  });

  it('needs the same password twice', async () => {
    open();
    type('New password', 'Abcdefg1');
    type('Confirm new password', 'Abcdefg2');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText("The passwords don't match.")).toBeTruthy();
  });

  it('changes the password and goes to the dashboard', async () => {
    mocks.auth.updateUser.mockResolvedValue({ data: {}, error: null });
    open();
    expect(screen.getByText('jane@example.com')).toBeTruthy();
    type('New password', 'Newpass123');
    type('Confirm new password', 'Newpass123');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
    await waitFor(() => expect(mocks.auth.updateUser).toHaveBeenCalledWith({ password: 'Newpass123' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/');
  });

  it('refuses the current password as the new one', async () => {
    mocks.auth.updateUser.mockResolvedValue({ data: {}, error: new AuthApiError('same', 422, 'same_password') });
    open();
    type('New password', 'Newpass123');
    type('Confirm new password', 'Newpass123');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Choose a password that is different from your current one.')).toBeTruthy();
  });
});

describe('/reset-password for an account with two-step verification', () => {
  const twoStepSession = { user: { id: 'u2', email: 'tess@example.com', factors: [{ id: 'f1', status: 'verified' }] } } as unknown as Session;
  const codeBox = () => screen.getByLabelText('OTP Input 1');

  it('goes from the e-mailed code to the authenticator code, then to the new password', async () => {
    mocks.auth.verifyOtp.mockImplementation(async () => {
      // The recovery session is aal1: the session store says the second factor is owed.
      useSessionStore.setState({ status: 'second-factor', session: twoStepSession });
      return { data: {}, error: null };
    });
    mocks.auth.mfa.challengeAndVerify.mockImplementation(async () => {
      useSessionStore.setState({ status: 'signed-in', session: twoStepSession });
      return { data: {}, error: null };
    });
    open('/reset-password?email=tess%40example.com');
    fireEvent.input(codeBox(), { target: { value: '654321' } });
    await waitFor(() => expect(mocks.auth.verifyOtp).toHaveBeenCalledWith({ email: 'tess@example.com', token: '654321', type: 'recovery' }));

    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    expect(screen.getByText(/Enter the 6-digit code from your authenticator app to choose a new password/)).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    fireEvent.input(await screen.findByLabelText('OTP Input 1'), { target: { value: '112233' } });
    await waitFor(() => expect(mocks.auth.mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f1', code: '112233' }));

    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(screen.getByText('tess@example.com')).toBeTruthy();
  });

  it("from the link (its session already there): asks for the authenticator's code, never for the e-mailed one the link used", async () => {
    useSessionStore.setState({ status: 'second-factor', session: twoStepSession });
    open('/reset-password#access_token=x&type=recovery');
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    expect(screen.queryByText('Enter your e-mail address and the 6-digit code from the reset e-mail.')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(mocks.auth.verifyOtp).not.toHaveBeenCalled();
  });

  it('a wrong authenticator code is said at the field and the boxes empty for the next one', async () => {
    useSessionStore.setState({ status: 'second-factor', session: twoStepSession });
    mocks.auth.mfa.challengeAndVerify.mockResolvedValue({ data: null, error: new AuthApiError('Invalid TOTP code entered', 422, 'mfa_verification_failed') });
    open('/reset-password');
    fireEvent.input(await screen.findByLabelText('OTP Input 1'), { target: { value: '000000' } });
    await waitFor(() => expect(mocks.auth.mfa.challengeAndVerify).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((screen.getByLabelText('OTP Input 1') as HTMLInputElement).value).toBe(''));
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
  });

  it('Cancel ends the half-made session and goes to log in', async () => {
    useSessionStore.setState({ status: 'second-factor', session: twoStepSession });
    open('/reset-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(mocks.auth.signOut).toHaveBeenCalled());
    expect((await screen.findByTestId('landed')).textContent).toBe('/login');
  });
});
