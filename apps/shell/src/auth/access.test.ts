import type * as ApiClient from '@bullion/api-client';
import { ApiHttpError } from '@bullion/api-client';
import { toastService, useAppStore } from '@bullion/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { obtainAccessToken, switchGroup } from './access';
import { useSecondFactorDemand } from './second-factor-demand';

const mocks = vi.hoisted(() => ({ requestAccessToken: vi.fn() }));

vi.mock('@bullion/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  requestAccessToken: mocks.requestAccessToken,
  refetchForNewAccessToken: async () => undefined,
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
  it('opens the second-factor demand instead of an error when switching to it', async () => {
    const toast = vi.spyOn(toastService, 'show');
    mocks.requestAccessToken.mockRejectedValue(mfaRequired(false));
    expect(await switchGroup('g1')).toBe(false);
    expect(useSecondFactorDemand.getState().demand).toEqual({ groupId: 'g1', enrolled: false });
    expect(toast).not.toHaveBeenCalled();
    expect(useAppStore.getState().accessToken).toBeFalsy();
  });

  it('tells the demand whether the user already has an authenticator', async () => {
    mocks.requestAccessToken.mockRejectedValue(mfaRequired(true));
    expect(await obtainAccessToken('g2')).toBe(false);
    expect(useSecondFactorDemand.getState().demand).toEqual({ groupId: 'g2', enrolled: true });
  });

  it('still reports other refusals as an error toast', async () => {
    const toast = vi.spyOn(toastService, 'show');
    mocks.requestAccessToken.mockResolvedValue(null);
    expect(await switchGroup('g3')).toBe(false);
    expect(toast).toHaveBeenCalledWith('error', 'Could not switch to that group', expect.anything());
    expect(useSecondFactorDemand.getState().demand).toBeNull();
  });
});
