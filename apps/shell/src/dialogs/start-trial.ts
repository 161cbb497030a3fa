// Starting a trial: create a trial subscription, refresh the groups list, (close the modal,) go where
// the contract's trialLanding says: a team to /settings/people?invite=true, a personal group (nobody to
// invite) to Billing & plans. A failure shows 'Failed to create trial subscription'.
import { ApiHttpError, runMutation, startTrial, startTrialMutationOptions } from '@bullion/api-client';
import { trialLanding, type TrialPlan } from '@bullion/contract';
import { toastService } from '@bullion/shared';
import type { QueryClient } from '@tanstack/react-query';

export const TRIAL_FAILED = 'Failed to create trial subscription';
export interface StartTrialDeps {
  queryClient: QueryClient;
  /** Re-issues the app access token of the group, whose plan claim has changed. */
  refreshToken?: () => Promise<unknown>;
  start?: typeof startTrial;
  /** The type of the group the trial is for (personal, team…): where the admin goes next. */
  groupType?: string;
}

/** Answers where to go when the trial started (the caller then closes the modal and navigates), null when it did not. */
export async function startPlanTrial(plan: TrialPlan, { queryClient, refreshToken, start = startTrial, groupType }: StartTrialDeps): Promise<string | null> {
  try {
    // The trial's mutation options refresh the group list (a group carries its plan).
    await runMutation(queryClient, { ...startTrialMutationOptions(), mutationFn: (chosen: TrialPlan) => start(chosen) }, plan);
  } catch (error) {
    const description = error instanceof ApiHttpError ? error.message : 'Please try again in a moment.';
    toastService.show('error', TRIAL_FAILED, { description });
    return null;
  }
  await refreshToken?.().catch(() => undefined);
  const landing = trialLanding(plan, groupType);
  toastService.show('success', landing.title, { description: landing.description });
  return landing.path;
}
