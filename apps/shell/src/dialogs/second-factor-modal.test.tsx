import type * as ApiClient from '@bullion/api-client';
import { queryClient } from '@bullion/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askForSecondFactor, demandSecondFactor, useSecondFactorDemand } from '../auth/second-factor-demand';
import { SecondFactorModal } from './second-factor-modal';

const mocks = vi.hoisted(() => ({
  mfa: { enroll: vi.fn(), challengeAndVerify: vi.fn(), unenroll: vi.fn(), listFactors: vi.fn() },
  requestAccessToken: vi.fn(),
}));

vi.mock('@bullion/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  loadSupabase: async () => ({ auth: { mfa: mocks.mfa } }),
  groupsQueryOptions: () => ({ queryKey: ['groups'], queryFn: async () => [{ id: 'g1', name: 'Gold Traders' }] }),
  requestAccessToken: mocks.requestAccessToken,
  refetchForNewAccessToken: async () => undefined,
}));

// As supabase-js hands it over: the SVG as is, `#` colours included.
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#000000" d="M0 0h1v1H0z"/></svg>';
const QR = `data:image/svg+xml;utf-8,${SVG}`;

function show() {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SecondFactorModal />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const typeCode = async (code: string) =>
  fireEvent.input((await screen.findAllByRole('textbox', { name: /6-digit code|OTP Input 1/ }))[0] as HTMLElement, { target: { value: code } });

beforeEach(() => {
  for (const fn of Object.values(mocks.mfa)) fn.mockReset();
  mocks.mfa.listFactors.mockResolvedValue({ data: { all: [], totp: [] }, error: null });
  mocks.requestAccessToken.mockReset();
  queryClient.clear();
  useSecondFactorDemand.setState({ demand: null });
});
afterEach(cleanup);

describe('two-step verification a team requires', () => {
  it('walks a member without an authenticator through adding one, then lets the asker carry on', async () => {
    mocks.mfa.enroll.mockResolvedValue({ data: { id: 'f1', type: 'totp', totp: { qr_code: QR, secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://…' } }, error: null });
    mocks.mfa.challengeAndVerify.mockResolvedValue({ data: {}, error: null });
    show();
    let asked: Promise<boolean> = Promise.resolve(false);
    act(() => {
      asked = askForSecondFactor('g1', false);
    });

    expect(await screen.findByText(/Gold Traders asks every member to use two-step verification/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    // Percent-encoded, so the `#` does not cut the image address short.
    expect((await screen.findByAltText('QR code for your authenticator app')).getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`,
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(mocks.mfa.enroll).toHaveBeenCalledWith({ factorType: 'totp', friendlyName: 'Authenticator app' });

    await typeCode('654321');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    await waitFor(() => expect(mocks.mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f1', code: '654321' }));
    expect(await asked).toBe(true);
    expect(useSecondFactorDemand.getState().demand).toBeNull();
    expect(mocks.mfa.unenroll).not.toHaveBeenCalled();
  });

  it('picks a free name when the user already has an authenticator by that name', async () => {
    const { AuthApiError } = await import('@supabase/supabase-js');
    mocks.mfa.enroll
      .mockResolvedValueOnce({ data: null, error: new AuthApiError('name taken', 422, 'mfa_factor_name_conflict') })
      .mockResolvedValueOnce({ data: { id: 'f2', type: 'totp', totp: { qr_code: QR, secret: 'S', uri: 'u' } }, error: null });
    show();
    act(() => demandSecondFactor({ groupId: 'g1', enrolled: false }));
    fireEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    await screen.findByAltText('QR code for your authenticator app');
    expect(mocks.mfa.enroll).toHaveBeenLastCalledWith({ factorType: 'totp', friendlyName: 'Authenticator app 2' });
  });

  it('replaces a setup left half-made earlier (its name is not taken again), next to a verified one', async () => {
    mocks.mfa.listFactors.mockResolvedValue({
      data: {
        all: [
          { id: 'old', friendly_name: 'Authenticator app 2', status: 'unverified' },
          { id: 'kept', friendly_name: 'Authenticator app', status: 'verified' },
        ],
        totp: [{ id: 'kept', friendly_name: 'Authenticator app', status: 'verified' }],
      },
      error: null,
    });
    mocks.mfa.unenroll.mockResolvedValue({ data: { id: 'old' }, error: null });
    mocks.mfa.enroll.mockResolvedValue({ data: { id: 'f4', type: 'totp', totp: { qr_code: QR, secret: 'S', uri: 'u' } }, error: null });
    show();
    act(() => demandSecondFactor({ groupId: 'g1', enrolled: false }));
    fireEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    await screen.findByAltText('QR code for your authenticator app');
    expect(mocks.mfa.unenroll).toHaveBeenCalledWith({ factorId: 'old' });
    expect(mocks.mfa.unenroll).not.toHaveBeenCalledWith({ factorId: 'kept' });
    expect(mocks.mfa.enroll).toHaveBeenCalledTimes(1);
    expect(mocks.mfa.enroll).toHaveBeenCalledWith({ factorType: 'totp', friendlyName: 'Authenticator app 2' });
  });

  it('drops a half-made authenticator when the member cancels', async () => {
    mocks.mfa.enroll.mockResolvedValue({ data: { id: 'f3', type: 'totp', totp: { qr_code: QR, secret: 'S', uri: 'u' } }, error: null });
    mocks.mfa.unenroll.mockResolvedValue({ data: {}, error: null });
    show();
    act(() => demandSecondFactor({ groupId: 'g1', enrolled: false }));
    fireEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    await screen.findByAltText('QR code for your authenticator app');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(mocks.mfa.unenroll).toHaveBeenCalledWith({ factorId: 'f3' }));
    expect(useSecondFactorDemand.getState().demand).toBeNull();
  });

  it('asks a member who has an authenticator for its code, then asks for the refused team token again', async () => {
    mocks.mfa.listFactors.mockResolvedValue({ data: { totp: [{ id: 'f9', friendly_name: 'Phone', status: 'verified' }], all: [] }, error: null });
    mocks.mfa.challengeAndVerify.mockResolvedValue({ data: {}, error: null });
    mocks.requestAccessToken.mockResolvedValue({ token: 'header.eyJzdWIiOiJ1MSIsImV4cCI6OTk5OTk5OTk5OX0.sig', group: { id: 'g1', permissions: {} } });
    show();
    // A call of the current group was refused: nobody waits on this demand, so the dialog retries.
    act(() => demandSecondFactor({ groupId: 'g1', enrolled: true }));
    expect(await screen.findByText(/Enter the 6-digit code from your authenticator app to continue/)).toBeTruthy();
    await typeCode('111222');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(mocks.mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f9', code: '111222' }));
    await waitFor(() => expect(mocks.requestAccessToken).toHaveBeenCalledWith('g1'));
  });
});
