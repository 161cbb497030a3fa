// POST /api/subscriptions: free trials of Pro and Teams, one per group, started by admins, not on
// top of a paid plan, and Teams only for team groups.
import { groupListSchema, TRIAL_DAYS, trialSubscriptionSchema } from '@bullion/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, appToken, call, createTeam, signIn, snapshotTables, type Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let dana: Actor;
beforeAll(async () => {
  api = await startTestApi();
  dana = await signIn(api, 'Dana Demo');
});
afterAll(() => api.close());

async function groupsOf(actor: Actor) {
  return groupListSchema.parse((await call(api, 'GET', '/api/groups', { as: actor })).body);
}

async function subscriptionRows(groupId: string) {
  return api.database.db.selectFrom('subscriptions').selectAll().where('group_id', '=', groupId).execute();
}

describe('POST /api/subscriptions', () => {
  it('is 401 without a session and without an app access token, and changes nothing', async () => {
    const before = await snapshotTables(api);
    const anonymous = await call(api, 'POST', '/api/subscriptions', { body: { plan: 'pro' } });
    expect(anonymous.status).toBe(401);
    const noToken = await call(api, 'POST', '/api/subscriptions', { as: dana, body: { plan: 'pro' } });
    expect(noToken.status).toBe(401);
    expect(await snapshotTables(api)).toEqual(before);
  });

  it('is 403 for a member whose role lacks billing.manage', async () => {
    const owner = await signIn(api, 'Olga Owner');
    const teamId = await createTeam(api, owner, 'Vault Team');
    const mike = await signIn(api, 'Mike Member');
    await addMember(api, teamId, mike, 'member');
    const result = await call(api, 'POST', '/api/subscriptions', { as: mike, token: await appToken(api, mike, teamId), body: { plan: 'teams' } });
    expect(result.status).toBe(403);
    expect(JSON.stringify(result.body)).toContain('Only the group’s admins can change the plan or billing.');
    expect((await subscriptionRows(teamId)).map((row) => row.subscription_plan_id)).toEqual(['free']);
  });

  it.each([
    ['an unknown plan', { plan: 'gold' }],
    ['the free plan', { plan: 'free' }],
    ['no plan', {}],
    ['an extra field', { plan: 'pro', status: 'active' }],
  ])('is 400 for %s', async (_label, body) => {
    const user = await signIn(api);
    const token = await appToken(api, user, user.personalGroupId);
    const result = await call(api, 'POST', '/api/subscriptions', { as: user, token, body });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { code: 'validation_failed' } });
    expect((await subscriptionRows(user.personalGroupId)).map((row) => row.subscription_plan_id)).toEqual(['free']);
  });

  it('starts a Pro trial: the free subscription is replaced and GET /api/groups shows the Pro plan', async () => {
    const token = await appToken(api, dana, dana.personalGroupId);
    const started = Date.now();
    const result = await call(api, 'POST', '/api/subscriptions', { as: dana, token, body: { plan: 'pro' } });
    expect(result.status).toBe(201);
    const subscription = trialSubscriptionSchema.parse(result.body);
    expect(subscription).toMatchObject({
      groupId: dana.personalGroupId,
      userId: dana.userId,
      subscriptionPlanId: 'pro',
      status: 'trialing',
      plan: { id: 'pro', name: 'Pro', alias: 'pro' },
    });
    const trialMs = new Date(subscription.trialEndsAt ?? 0).getTime() - started;
    expect(trialMs).toBeGreaterThan(TRIAL_DAYS * 86_400_000 - 60_000);
    expect(trialMs).toBeLessThan(TRIAL_DAYS * 86_400_000 + 60_000);

    const rows = await subscriptionRows(dana.personalGroupId);
    expect(rows).toHaveLength(1);
    const [personal] = await groupsOf(dana);
    expect(personal?.subscription).toMatchObject({ id: subscription.id, status: 'trialing', plan: { name: 'Pro' } });

    // A new app access token carries the new plan.
    const claims = (await call(api, 'POST', '/api/auth/token', { as: dana, body: { groupId: dana.personalGroupId } })).body;
    expect(claims).toMatchObject({ plan: 'pro', group: { plan: 'pro' } });
  });

  it('is 409 on a second trial for the same group, of either plan', async () => {
    const token = await appToken(api, dana, dana.personalGroupId);
    const before = await subscriptionRows(dana.personalGroupId);
    const again = await call(api, 'POST', '/api/subscriptions', { as: dana, token, body: { plan: 'pro' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 'conflict' } });
    expect(await subscriptionRows(dana.personalGroupId)).toEqual(before);
  });

  it('is 409 for a group that already pays for a plan', async () => {
    const payer = await signIn(api, 'Paula Payer');
    await api.database.db
      .updateTable('subscriptions')
      .set({ subscription_plan_id: 'pro', status: 'active', stripe_subscription_id: 'sub_123' })
      .where('group_id', '=', payer.personalGroupId)
      .execute();
    const token = await appToken(api, payer, payer.personalGroupId);
    const result = await call(api, 'POST', '/api/subscriptions', { as: payer, token, body: { plan: 'pro' } });
    expect(result.status).toBe(409);
    expect(JSON.stringify(result.body)).toContain('paid plan');
  });

  it('is 400 for a Teams trial on a personal group, with the reason', async () => {
    const solo = await signIn(api, 'Sam Solo');
    const token = await appToken(api, solo, solo.personalGroupId);
    const result = await call(api, 'POST', '/api/subscriptions', { as: solo, token, body: { plan: 'teams' } });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { message: 'Teams trials are for team groups: create a team first' } });
    expect((await subscriptionRows(solo.personalGroupId)).map((row) => row.subscription_plan_id)).toEqual(['free']);
  });

  it('starts a Teams trial for a team, only for that team', async () => {
    const teamId = await createTeam(api, dana, 'Gold Traders');
    const token = await appToken(api, dana, teamId);
    const result = await call(api, 'POST', '/api/subscriptions', { as: dana, token, body: { plan: 'teams' } });
    expect(result.status).toBe(201);
    expect(trialSubscriptionSchema.parse(result.body)).toMatchObject({ groupId: teamId, status: 'trialing', plan: { name: 'Teams' } });
    const groups = await groupsOf(dana);
    expect(groups.find((group) => group.id === teamId)?.subscription?.plan?.name).toBe('Teams');
    expect(groups.find((group) => group.id === dana.personalGroupId)?.subscription?.plan?.name).toBe('Pro');
  });

  it('is listed in the OpenAPI document with the Teams design choice', async () => {
    const document = (await call(api, 'GET', '/api/openapi.json')).body as { paths: Record<string, { post?: { description?: string } }> };
    expect(document.paths['/api/subscriptions']?.post?.description).toContain('Teams trials are for team groups');
  });
});
