// POST /api/subscriptions: starts a free trial of Pro or Teams for the current group: admins only,
// once per group, and not while it has a paid plan. A group has one subscription row: the trial
// replaces the free one.
import { createRoute } from '@hono/zod-openapi';
import { startTrialBodySchema, TRIAL_DAYS, trialSubscriptionSchema, type TrialSubscription } from '@bullion/contract';
import { holdsPaidSubscription } from '../billing/plans';
import { scoped } from '../db/database';
import { requireGroup, requirePermission, requireUser } from '../http/auth';
import { ApiError, conflict, notFound } from '../http/errors';
import { iso, toSubscription } from '../http/mappers';
import { errorResponses, jsonBody, jsonResponse, output, SESSION_AND_APP_TOKEN } from '../http/openapi';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { lockGroup } from '../http/scope';
import { findPlan, findTrialGroup, listGroupSubscriptions } from './subscription-reads';
import { replaceWithTrial } from './subscription-writes';

const DAY_MS = 24 * 60 * 60 * 1000;

export const TEAMS_TRIAL_NEEDS_TEAM = 'Teams trials are for team groups: create a team first';

const startTrialRoute = createRoute({
  method: 'post',
  path: '/api/subscriptions',
  tags: ['billing'],
  summary: 'Starts a free trial of Pro or Teams for the group of the app access token',
  description: [
    `Needs the billing.manage permission (admins). The trial lasts ${TRIAL_DAYS} days: the group's subscription`,
    "becomes `trialing` on the chosen plan with `trialEndsAt` set, replacing its free subscription (a group has one",
    'subscription). A group that already has a paid plan, or has already had a trial, gets 409.',
    '',
    'Design choice: a Teams trial is for team groups only. Teams adds people to a shared desk, which a personal',
    `group cannot have, so a Teams trial on a personal group is 400 "${TEAMS_TRIAL_NEEDS_TEAM}"; create a team`,
    '(POST /api/groups), switch to it and start the trial there. A Pro trial works for any group type.',
  ].join('\n'),
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('billing.manage')] as const,
  request: { body: jsonBody(startTrialBodySchema) },
  responses: {
    201: jsonResponse(trialSubscriptionSchema, 'The trial subscription with its plan'),
    ...errorResponses(400, 401, 403, 409, 415),
  },
});

function registerSubscriptionRoutes(app: Router) {
  app.openapi(startTrialRoute, async (c) => {
    const { plan } = c.req.valid('json');
    const { db, now } = c.var.deps;
    const userId = c.var.user.id;
    const groupId = c.var.group.id;
    const subscription = await scoped(db, { userId, groupIds: [groupId] }, async (tx): Promise<TrialSubscription> => {
      // Two trial requests for one group at once: the second waits here and then sees the first.
      await lockGroup(tx, groupId);
      const group = await findTrialGroup(tx, groupId);
      if (!group) throw notFound('Group');
      if (plan === 'teams' && group.type === 'personal') throw new ApiError(400, 'teams_trial_needs_team', TEAMS_TRIAL_NEEDS_TEAM);

      const existing = await listGroupSubscriptions(tx, groupId);
      const trialUsed = existing.find((row) => row.trial_ends_at !== null || row.status === 'trialing');
      if (trialUsed) throw conflict('This group has already had a free trial.');
      const paid = existing.find(holdsPaidSubscription);
      if (paid) throw conflict('This group already has a paid plan.');

      const startedAt = now();
      const trialEndsAt = new Date(startedAt.getTime() + TRIAL_DAYS * DAY_MS);
      const row = await replaceWithTrial(tx, { groupId, userId, plan, startedAt, trialEndsAt });
      const planRow = await findPlan(tx, plan);
      return { ...toSubscription(row, planRow), trialEndsAt: row.trial_ends_at === null ? null : iso(row.trial_ends_at) };
    });
    c.var.logger.info({ groupId, plan }, 'trial started');
    return c.json(output(trialSubscriptionSchema, subscription), 201);
  });
}

export const subscriptionsResource: Resource = { register: registerSubscriptionRoutes };
