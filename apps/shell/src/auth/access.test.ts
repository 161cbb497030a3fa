import type * as ApiClient from '@bullion/api-client';
import { ApiHttpError } from '@bullion/api-client';
import { toastService, useAppStore } from '@bullion/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endLocalSession, isEndedSession, obtainAccessToken, switchGroup } from './access';
import { settleSecondFactorDemand, useSecondFactorDemand } from './second-factor-demand';

const mocks = vi.hoisted(() => ({ requestAccessToken: vi.fn(), signOut: vi.fn(async () => ({ error: null })) }));

vi.mock('@bullion/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  requestAccessToken: mocks.requestAccessToken,
  refetchForNewAccessToken: async () => undefined,
  loadSupabase: async () => ({ auth: { signOut: mocks.signOut } }),
}));

const mfaRequired = (enrolled: boolean) =>
  new ApiHttpError(403, 'mfa_required', 'This team requires two-step verification.', { enrolled });

beforeEach(() => {
  mocks.requestAccessToken.mockReset();
  useSecondFactorDemand.setState({ demand: null });
  useAppStore.getState().clearAccessToken();
});
afterEach(() => vi.restoreAllMocks());

describe('a group that requires two-step verification', () => {
  const demandOpened = () => vi.waitFor(() => expect(useSecondFactorDemand.getState().demand).not.toBeNull());

  it('asks for the second factor instead of showing an error, and stays out when the user gives up', async () => {
    const toast = vi.spyOn(toastService, 'show');
    mocks.requestAccessToken.mockRejectedValue(mfaRequired(false));
    const switching = switchGroup('g1');
    await demandOpened();
    expect(useSecondFactorDemand.getState().demand).toMatchObject({ groupId: 'g1', enrolled: false });
    settleSecondFactorDemand(false);
    expect(await switching).toBe(false);
    expect(toast).not.toHaveBeenCalled();
    expect(useAppStore.getState().accessToken).toBeFalsy();
    expect(mocks.requestAccessToken).toHaveBeenCalledTimes(1);
  });

  it('gets the token once the session is two-step', async () => {
    const token = { token: 'header.eyJzdWIiOiJ1MSIsImV4cCI6OTk5OTk5OTk5OX0.sig', group: { id: 'g2', permissions: {} } };
    mocks.requestAccessToken.mockRejectedValueOnce(mfaRequired(true)).mockResolvedValueOnce(token);
    const obtaining = obtainAccessToken('g2');
    await demandOpened();
    expect(useSecondFactorDemand.getState().demand).toMatchObject({ groupId: 'g2', enrolled: true });
    settleSecondFactorDemand(true);
    expect(await obtaining).toBe(true);
    expect(useAppStore.getState().accessToken).toBe(token.token);
    expect(useSecondFactorDemand.getState().demand).toBeNull();
  });

  it('does not ask twice when the group still refuses after the second factor', async () => {
    mocks.requestAccessToken.mockRejectedValue(mfaRequired(true));
    const obtaining = obtainAccessToken('g3');
    await demandOpened();
    settleSecondFactorDemand(true);
    expect(await obtaining).toBe(false);
    expect(mocks.requestAccessToken).toHaveBeenCalledTimes(2);
    expect(useSecondFactorDemand.getState().demand).toBeNull();
  });

  it('still reports other refusals as an error toast', async () => {
    const toast = vi.spyOn(toastService, 'show');
    mocks.requestAccessToken.mockResolvedValue(null);
    expect(await switchGroup('g4')).toBe(false);
    expect(toast).toHaveBeenCalledWith('error', 'Could not switch to that group', expect.anything());
    expect(useSecondFactorDemand.getState().demand).toBeNull();
  });
});

describe('a session that ended elsewhere', () => {
  it('is told apart from other refusals', () => {
    expect(isEndedSession(new ApiHttpError(401, 'session_not_found', 'Your session has ended. Sign in again.'))).toBe(true);
    expect(isEndedSession(new ApiHttpError(401, 'unauthorized', 'Choose a group first.'))).toBe(false);
    expect(isEndedSession(new ApiHttpError(403, 'session_not_found', 'x'))).toBe(false);
  });

  it('is dropped here once, however many calls were refused together, with one notice', async () => {
    const toast = vi.spyOn(toastService, 'show');
    mocks.signOut.mockClear();
    useAppStore.getState().setAccessToken('header.eyJzdWIiOiJ1MSIsImV4cCI6OTk5OTk5OTk5OX0.sig', { user: {}, group: {} });
    await Promise.all([endLocalSession(), endLocalSession(), endLocalSession()]);
    expect(mocks.signOut).toHaveBeenCalledTimes(1);
    expect(mocks.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('info', 'Your session has ended', { description: 'Log in again to go on.' });
    expect(useAppStore.getState().accessToken).toBeFalsy();
  });
});
