// Starting a trial: create a trial subscription, refresh the groups list, (close the modal,) go to
// /settings/people?invite=true. A failure shows 'Failed to create trial subscription'.
import { ApiHttpError, runMutation, startTrial, startTrialMutationOptions } from '@bullion/api-client';
import { type TrialPlan } from '@bullion/contract';
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
    // The trial's mutation options refresh the group list (a group carries its plan).
    await runMutation(queryClient, { ...startTrialMutationOptions(), mutationFn: (chosen: TrialPlan) => start(chosen) }, plan);
  } catch (error) {
    const description = error instanceof ApiHttpError ? error.message : 'Please try again in a moment.';
    toastService.show('error', TRIAL_FAILED, { description });
    return false;
  }
  await refreshToken?.().catch(() => undefined);
  toastService.show('success', plan === 'teams' ? 'Your Teams trial has started' : 'Your Pro trial has started', {
    description: 'Invite people to work with you.',
  });
  return true;
}
