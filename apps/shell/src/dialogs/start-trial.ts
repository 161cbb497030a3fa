// "Start a trial": create a trial subscription, refresh the groups list, (close the
// modal,) go to /settings/people?invite=true. A failure shows 'Failed to create trial subscription'.
import { ApiHttpError, groupKeys, startTrial, type TrialPlan } from '@bullion/api-client';
import { toastService } from '@bullion/shared';
import type { QueryClient } from '@tanstack/react-query';

export const TRIAL_FAILED = 'Failed to create trial subscription';
export const TRIAL_DONE_PATH = '/settings/people?invite=true';

export interface StartTrialDeps {
  queryClient: QueryClient;
  /** Re-issues the app access token of the group, whose plan claim has changed. */
  refreshToken?: () => Promise<unknown>;
  start?: typeof startTrial;
}

/** Resolves true when the trial started (the caller then closes the modal and navigates). */
export async function startPlanTrial(plan: TrialPlan, { queryClient, refreshToken, start = startTrial }: StartTrialDeps): Promise<boolean> {
  try {
    await start(plan);
  } catch (error) {
    const description = error instanceof ApiHttpError ? error.message : 'Please try again in a moment.';
    toastService.show('error', TRIAL_FAILED, { description });
    return false;
  }
  await queryClient.invalidateQueries({ queryKey: groupKeys.all });
  await refreshToken?.().catch(() => undefined);
  toastService.show('success', plan === 'teams' ? 'Your Teams trial has started' : 'Your Pro trial has started', {
    description: 'Invite people to work with you.',
  });
  return true;
}
