import { ApiHttpError, groupKeys } from '@bullion/api-client';
import { toastService } from '@bullion/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPlanTrial, TRIAL_FAILED } from './start-trial';

afterEach(() => vi.restoreAllMocks());

describe('startPlanTrial ("Start a trial")', () => {
  it('starts the trial, refreshes the groups list and the token, and reports success', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const start = vi.fn().mockResolvedValue({});
    const refreshToken = vi.fn().mockResolvedValue(true);
    const show = vi.spyOn(toastService, 'show');
    await expect(startPlanTrial('pro', { queryClient, start, refreshToken, groupType: 'team' })).resolves.toBe('/settings/people?invite=true');
    expect(start).toHaveBeenCalledWith('pro');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: groupKeys.all });
    expect(refreshToken).toHaveBeenCalled();
    expect(show).toHaveBeenCalledWith('success', 'Your Pro trial has started', { description: 'Invite people to work with you.' });
  });

  it('a personal group’s trial goes to Billing & plans, and the toast speaks of what Pro gives, not of inviting', async () => {
    const show = vi.spyOn(toastService, 'show');
    const start = vi.fn().mockResolvedValue({});
    await expect(startPlanTrial('pro', { queryClient: new QueryClient(), start, groupType: 'personal' })).resolves.toBe('/settings/billing-and-plans');
    expect(show).toHaveBeenCalledWith('success', 'Your Pro trial has started', { description: expect.stringContaining('Your own domain, subdomain and branding') });
    expect(show).not.toHaveBeenCalledWith('success', expect.anything(), { description: 'Invite people to work with you.' });
  });

  it("shows 'Failed to create trial subscription' with the API's reason and changes nothing", async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const show = vi.spyOn(toastService, 'show');
    const start = vi.fn().mockRejectedValue(new ApiHttpError(409, 'conflict', 'This group has already had a free trial.'));
    await expect(startPlanTrial('teams', { queryClient, start })).resolves.toBeNull();
    expect(show).toHaveBeenCalledWith('error', TRIAL_FAILED, { description: 'This group has already had a free trial.' });
    expect(TRIAL_FAILED).toBe('Failed to create trial subscription');
    expect(invalidate).not.toHaveBeenCalled();
  });
});
