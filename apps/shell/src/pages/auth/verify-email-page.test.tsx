import type * as ApiClient from '@bullion/api-client';
import { AuthApiError } from '@supabase/supabase-js';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../auth/session-store';
import { renderPage } from './test-utils';
import { cooldownLeft, VerifyEmailPage } from './verify-email-page';

const mocks = vi.hoisted(() => ({ auth: { verifyOtp: vi.fn(), resend: vi.fn() } }));

vi.mock('@bullion/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  loadSupabase: async () => ({ auth: mocks.auth }),
}));

const open = (url: string) => renderPage(<VerifyEmailPage />, { url, path: '/verify-email' });
const typeCode = (code: string) => fireEvent.input(screen.getByLabelText('OTP Input 1'), { target: { value: code } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));

beforeEach(() => {
  useSessionStore.setState({ status: 'signed-out', session: null, signingOut: false });
  mocks.auth.verifyOtp.mockReset();
  mocks.auth.resend.mockReset();
});
afterEach(cleanup);

describe('/verify-email', () => {
  it('treats a missing email parameter as empty and asks for the address', async () => {
    open('/verify-email');
    const field = screen.getByLabelText('E-mail') as HTMLInputElement;
    expect(field.value).toBe('');
    expect(screen.getByText(/Enter the e-mail address you signed up with/)).toBeTruthy();
    submit();
    expect(await screen.findByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter the 6-digit code from the e-mail.')).toBeTruthy();
  });

  it('with the address in the URL, asks only for the code and says the code went there if it is new', () => {
    open('/verify-email?email=jane%40example.com');
    expect(screen.getByText(/If this address is new, we sent a 6-digit code to/)).toBeTruthy();
    expect(screen.getByText('jane@example.com')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
  });

  it('refuses an incomplete code', async () => {
    open('/verify-email?email=jane%40example.com');
    typeCode('12345');
    submit();
    expect(await screen.findByText('Enter the 6-digit code from the e-mail.')).toBeTruthy();
    expect(mocks.auth.verifyOtp).not.toHaveBeenCalled();
  });

  it('verifies as soon as six digits are in', async () => {
    mocks.auth.verifyOtp.mockResolvedValue({ data: {}, error: null });
    open('/verify-email?email=jane%40example.com');
    typeCode('123456');
    await waitFor(() => expect(mocks.auth.verifyOtp).toHaveBeenCalledWith({ email: 'jane@example.com', token: '123456', type: 'email' }));
  });

  it('says when the code is wrong or expired, empties the boxes, and sends only the code typed next', async () => {
    mocks.auth.verifyOtp.mockResolvedValueOnce({ data: {}, error: new AuthApiError('Token has expired or is invalid', 403, 'otp_expired') });
    mocks.auth.verifyOtp.mockResolvedValueOnce({ data: {}, error: null });
    open('/verify-email?email=jane%40example.com');
    typeCode('000000');
    expect(await screen.findByText(/This code is wrong or has expired/)).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('OTP Input 1') as HTMLInputElement).value).toBe(''));
    typeCode('654321');
    await waitFor(() => expect(mocks.auth.verifyOtp).toHaveBeenCalledTimes(2));
    expect(mocks.auth.verifyOtp.mock.calls.map(([call]) => (call as { token: string }).token)).toEqual(['000000', '654321']);
  });

  it('goes to the redirect target once verified (signed in)', async () => {
    open('/verify-email?email=jane%40example.com&redirect=%2Finvite%2Fabc');
    act(() => useSessionStore.setState({ status: 'signed-in', session: { user: { id: 'u1' } } as never }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/invite/abc');
  });

  it('resends the code, then waits 60 s before the next one', async () => {
    mocks.auth.resend.mockResolvedValue({ data: {}, error: null });
    open('/verify-email?email=jane%40example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() =>
      expect(mocks.auth.resend).toHaveBeenCalledWith({
        type: 'signup',
        email: 'jane@example.com',
        options: { emailRedirectTo: window.location.origin },
      }),
    );
    const button = await screen.findByRole('button', { name: /Resend code \(60 s\)/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the rate limit of the resend', async () => {
    mocks.auth.resend.mockResolvedValue({
      data: {},
      error: new AuthApiError('For security purposes, you can only request this after 37 seconds.', 429, 'over_email_send_rate_limit'),
    });
    open('/verify-email?email=jane%40example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('We just sent an e-mail to this address. You can ask for another one in 37 seconds.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend code \(37 s\)/ })).toBeTruthy();
  });

  it('counts the wait from when sign-up sent the code', () => {
    expect(cooldownLeft(undefined)).toBe(0);
    expect(cooldownLeft(1_000, 1_000)).toBe(60);
    expect(cooldownLeft(1_000, 21_500)).toBe(40);
    expect(cooldownLeft(1_000, 100_000)).toBe(0);
  });
});
