import type * as ApiClient from '@bullion/api-client';
import { AuthApiError } from '@supabase/supabase-js';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../auth/session-store';
import { ForgotPasswordPage, RESET_SENT_MESSAGE } from './forgot-password-page';
import { renderPage } from './test-utils';

const mocks = vi.hoisted(() => ({ auth: { resetPasswordForEmail: vi.fn() } }));

vi.mock('@bullion/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  loadSupabase: async () => ({ auth: mocks.auth }),
}));

const open = (url = '/forgot-password') => renderPage(<ForgotPasswordPage />, { url, path: '/forgot-password' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send reset code' }));

beforeEach(() => {
  useSessionStore.setState({ status: 'signed-out', session: null, signingOut: false });
  mocks.auth.resetPasswordForEmail.mockReset();
});
afterEach(cleanup);

describe('/forgot-password', () => {
  it('needs a valid e-mail address', async () => {
    open();
    submit();
    expect(await screen.findByText('Enter your e-mail address.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'jane' } });
    submit();
    expect(await screen.findByText('Enter a valid e-mail address, like name@example.com.')).toBeTruthy();
    expect(mocks.auth.resetPasswordForEmail).not.toHaveBeenCalled();
  });

  it('asks for the reset e-mail and always answers the same, with a way to enter the code', async () => {
    mocks.auth.resetPasswordForEmail.mockResolvedValue({ data: {}, error: null });
    open('/forgot-password?email=jane%40example.com');
    submit();
    expect(await screen.findByText(RESET_SENT_MESSAGE)).toBeTruthy();
    expect(mocks.auth.resetPasswordForEmail).toHaveBeenCalledWith('jane@example.com', {
      redirectTo: `${window.location.origin}/reset-password`,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enter the code' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/reset-password?email=jane%40example.com');
  });

  it('shows the e-mail rate limit', async () => {
    mocks.auth.resetPasswordForEmail.mockResolvedValue({
      data: {},
      error: new AuthApiError('For security purposes, you can only request this after 59 seconds.', 429, 'over_email_send_rate_limit'),
    });
    open('/forgot-password?email=jane%40example.com');
    submit();
    await waitFor(() => expect(screen.getByText(/You can ask for another one in 59 seconds/)).toBeTruthy());
  });
});
