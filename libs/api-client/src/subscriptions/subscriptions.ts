// Subscriptions: starting a free trial of Pro or Teams for the current group.
import { mutationOptions } from '@tanstack/react-query';
import { billingKeys } from '../billing/keys';
import { invalidateKeys } from '../common/mutations';
import { groupKeys } from '../groups/keys';
import { apiRequest } from '../http/client';
import { trialSubscriptionSchema, type TrialPlan } from '@bullion/contract';

/**
 * POST /subscriptions for the group of the held app access token. Failures are not toasted here:
 * the caller shows 'Failed to create trial subscription' with the reason.
 */
export function startTrial(plan: TrialPlan) {
  return apiRequest('/subscriptions', { method: 'POST', body: { plan }, schema: trialSubscriptionSchema, reportErrors: false });
}

/** A group carries its subscription, so the group list and the group change with a trial, and so does the billing page's subscription. */
export function startTrialMutationOptions() {
  return mutationOptions({
    mutationFn: (plan: TrialPlan) => startTrial(plan),
    onSuccess: (_subscription, _plan, _onMutateResult, { client }) => invalidateKeys(client, groupKeys.all, billingKeys.all),
  });
}
