import { http, HttpResponse } from 'msw';
import { MOCK_USER_ID } from '../account/fixtures';
import { mockPlan } from '../billing/fixtures';
import { MOCK_GROUP_ID } from '../groups/fixtures';
import { mockDb } from '../db';
import { invalid, jsonBody, now, type MockSlice } from '../http';
import { startTrialBodySchema, TRIAL_DAYS, trialSubscriptionSchema } from '@bullion/contract';

export const subscriptionMocks: MockSlice = {
  handlers: (api) => [
    http.post(`${api}/subscriptions`, async ({ request }) => {
      const body = startTrialBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const created = now();
      const trialEndsAt = new Date(Date.now() + TRIAL_DAYS * 86_400_000).toISOString();
      // The billing page reads the trial from the group's billing subscription.
      mockDb.billing.subscription = {
        ...mockDb.billing.subscription,
        plan: mockPlan(body.data.plan),
        paidPlan: null,
        status: 'trialing',
        provider: null,
        providerSubscriptionId: null,
        trialEndsAt,
        trialDaysLeft: TRIAL_DAYS,
        currentPeriodStart: null,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        trialAvailable: false,
        updatedAt: created,
      };
      return HttpResponse.json(
        {
          id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
          groupId: MOCK_GROUP_ID,
          userId: MOCK_USER_ID,
          subscriptionPlanId: body.data.plan,
          stripeSubscriptionId: null,
          status: 'trialing',
          createdAt: created,
          updatedAt: created,
          plan: { id: body.data.plan, name: body.data.plan === 'pro' ? 'Pro' : 'Teams', alias: body.data.plan },
          trialEndsAt,
        },
        { status: 201 },
      );
    }),
  ],
  calls: [{ method: 'POST', path: '/subscriptions', body: { plan: 'pro' }, schema: trialSubscriptionSchema }],
};
