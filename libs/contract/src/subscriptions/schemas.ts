import { z } from 'zod';
import { isoDateTimeSchema, unknownFieldsError } from '../common/schemas';
import { subscriptionSchema } from '../groups/schemas';

/** The plans a free trial can be started for: Pro and Teams (Free needs no trial). */
export const TRIAL_PLANS = ['pro', 'teams'] as const;
export type TrialPlan = (typeof TRIAL_PLANS)[number];

/** Length of a free trial. */
export const TRIAL_DAYS = 14;

/** POST /api/subscriptions: start a free trial of a plan for the group of the app access token. */
export const startTrialBodySchema = z
  .strictObject(
    { plan: z.enum(TRIAL_PLANS, { error: `plan must be one of: ${TRIAL_PLANS.join(', ')}.` }) },
    { error: unknownFieldsError('A trial takes only a plan.') },
  )
  .meta({ id: 'StartTrial' });
export type StartTrialBody = z.input<typeof startTrialBodySchema>;

/** The group's new subscription (status `trialing`) with its plan and the end of the trial. */
export const trialSubscriptionSchema = subscriptionSchema
  .extend({ trialEndsAt: isoDateTimeSchema.nullable() })
  .meta({ id: 'TrialSubscription' });
export type TrialSubscription = z.infer<typeof trialSubscriptionSchema>;
