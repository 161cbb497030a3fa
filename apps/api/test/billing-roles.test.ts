// Who may do what with billing: admins (billing.manage) manage it; members and viewers read the
// subscription and are refused everything else with a message that says why; nobody sees another
// group's billing, another user's unassigned subscriptions, or a receipt without its signature.
import { billingSubscriptionSchema } from '@bullion/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, appToken, call, createTeam, signIn, type Actor, type RoleValue } from './api-fixtures';
import { adminOf, APP_URL, billingSubscription, startBillingWorld, subscribe, type Admin, type BillingWorld } from './billing-fixtures';

let world: BillingWorld;
let owner: Admin;
let otherTeam: Admin;
const members: Partial<Record<RoleValue, { actor: Actor; token: string }>> = {};

beforeAll(async () => {
  world = await startBillingWorld('local');
  const { api } = world;
  const olga = await signIn(api, 'Olga Owner');
  owner = await adminOf(api, olga, await createTeam(api, olga, 'Vault Team'));
  await subscribe(world, owner, 'teams');
  for (const role of ['member', 'viewer'] as const) {
    const actor = await signIn(api, `${role} person`);
    await addMember(api, owner.groupId, actor, role);
    members[role] = { actor, token: await appToken(api, actor, owner.groupId) };
  }
  const other = await signIn(api, 'Otto Other');
  otherTeam = await adminOf(api, other, await createTeam(api, other, 'Other Team'));
  await subscribe(world, otherTeam, 'pro');
});
afterAll(() => world.close());

const WRITES: [string, string, unknown][] = [
  ['POST', '/api/billing/checkout-session', { plan: 'pro' }],
  ['POST', '/api/billing/portal-session', { returnUrl: `${APP_URL}/settings/billing-and-plans` }],
  ['POST', '/api/billing/customers', {}],
  ['POST', '/api/billing/payment-intents', { amount: '10.00', description: 'Credit' }],
  ['POST', '/api/billing/subscriptions/00000000-0000-4000-8000-000000000000/attach', undefined],
];

describe('roles', () => {
  it.each(['member', 'viewer'] as const)('a %s reads the subscription, without the right to manage it', async (role) => {
    const who = members[role];
    if (!who) throw new Error('set-up missing');
    const subscription = await billingSubscription(world.api, who);
    expect(subscription).toMatchObject({ groupId: owner.groupId, plan: { id: 'teams' }, status: 'active', canManage: false });
    expect((await billingSubscription(world.api, owner)).canManage).toBe(true);
  });

  it.each(['member', 'viewer'] as const)('a %s is refused every billing write and the purchase history, with the reason', async (role) => {
    const who = members[role];
    if (!who) throw new Error('set-up missing');
    const before = await world.api.database.db.selectFrom('billing_customers').select('id').execute();
    for (const [method, path, body] of [...WRITES, ['GET', '/api/billing/invoices', undefined] as const, ['GET', '/api/billing/payments', undefined] as const]) {
      const result = await call(world.api, method, path, { as: who.actor, token: who.token, body });
      expect(result.status, `${method} ${path}`).toBe(403);
      expect(result.body, `${method} ${path}`).toMatchObject({ error: { code: 'forbidden' } });
      expect((result.body as { error: { message: string } }).error.message).toContain(`Only the group's admins manage billing: as ${role} you cannot`);
    }
    expect(await world.api.database.db.selectFrom('billing_customers').select('id').execute()).toEqual(before);
  });

  it('an admin whose role is changed to member loses billing at once', async () => {
    const api = world.api;
    const ada = await signIn(api, 'Ada Admin');
    await addMember(api, owner.groupId, ada, 'admin');
    const token = await appToken(api, ada, owner.groupId);
    expect((await call(api, 'GET', '/api/billing/invoices', { as: ada, token })).status).toBe(200);
    const memberRole = await api.database.db.selectFrom('group_member_roles').select('id').where('value', '=', 'member').executeTakeFirstOrThrow();
    await api.database.db.updateTable('group_members').set({ role_id: memberRole.id }).where('user_id', '=', ada.userId).execute();
    expect((await call(api, 'GET', '/api/billing/invoices', { as: ada, token })).status).toBe(403);
  });

  it('a second admin manages the subscription another admin pays for', async () => {
    const api = world.api;
    const cara = await signIn(api, 'Cara Coadmin');
    await addMember(api, owner.groupId, cara, 'admin');
    const token = await appToken(api, cara, owner.groupId);
    const portal = await call(api, 'POST', '/api/billing/portal-session', { as: cara, token, body: { returnUrl: `${APP_URL}/settings/billing-and-plans` } });
    expect(portal.status).toBe(201);
  });

  it('needs a session, and the app access token for group billing', async () => {
    expect((await call(world.api, 'GET', '/api/billing/subscription')).status).toBe(401);
    expect((await call(world.api, 'GET', '/api/billing/subscription', { as: owner.actor })).status).toBe(401);
    expect((await call(world.api, 'GET', '/api/billing/subscriptions/unassigned')).status).toBe(401);
    expect((await call(world.api, 'GET', '/api/billing/products')).status).toBe(401);
  });
});

describe('isolation', () => {
  it('each group sees its own subscription and purchase history only', async () => {
    const mine = billingSubscriptionSchema.parse((await call(world.api, 'GET', '/api/billing/subscription', { as: owner.actor, token: owner.token })).body);
    const theirs = billingSubscriptionSchema.parse((await call(world.api, 'GET', '/api/billing/subscription', { as: otherTeam.actor, token: otherTeam.token })).body);
    expect(mine.id).not.toBe(theirs.id);
    expect(theirs).toMatchObject({ groupId: otherTeam.groupId, plan: { id: 'pro' } });

    const invoices = (admin: Admin) => call(world.api, 'GET', '/api/billing/invoices', { as: admin.actor, token: admin.token });
    const ownIds = ((await invoices(owner)).body as { items: { id: string; planId: string }[] }).items;
    const otherIds = ((await invoices(otherTeam)).body as { items: { id: string; planId: string }[] }).items;
    expect(ownIds.map((invoice) => invoice.planId)).toEqual(['teams']);
    expect(otherIds.map((invoice) => invoice.planId)).toEqual(['pro']);
  });

  it('the app access token of a group the caller does not belong to is refused', async () => {
    const result = await call(world.api, 'GET', '/api/billing/subscription', { as: owner.actor, token: otherTeam.token });
    expect(result.status).toBe(401);
    const stranger = await signIn(world.api, 'Sid Stranger');
    const noMember = await call(world.api, 'POST', '/api/auth/token', { as: stranger, body: { groupId: owner.groupId } });
    expect(noMember.status).toBe(403);
  });

  it('nobody sees or attaches another user’s unassigned subscription', async () => {
    const api = world.api;
    const buyer = await signIn(api, 'Bo Buyer');
    const gone = await adminOf(api, buyer, await createTeam(api, buyer, 'Gone Team'));
    const bought = await subscribe(world, gone, 'pro');
    await api.database.db.deleteFrom('groups').where('id', '=', gone.groupId).execute();
    expect((await call(api, 'GET', '/api/billing/subscriptions/unassigned', { as: buyer })).body).toEqual([expect.objectContaining({ id: bought.id })]);

    const thief = await signIn(api, 'Tim Thief');
    expect((await call(api, 'GET', '/api/billing/subscriptions/unassigned', { as: thief })).body).toEqual([]);
    const thiefAdmin = await adminOf(api, thief);
    const attached = await call(api, 'POST', `/api/billing/subscriptions/${bought.id}/attach`, { as: thief, token: thiefAdmin.token });
    expect(attached.status).toBe(404);
    expect(await billingSubscription(api, thiefAdmin)).toMatchObject({ plan: { id: 'free' } });
  });

  it('a receipt opens only with its own signature, before it expires', async () => {
    const api = world.api;
    const page = (await call(api, 'GET', '/api/billing/invoices', { as: owner.actor, token: owner.token })).body as { items: { id: string; receiptUrl: string }[] };
    const theirs = (await call(api, 'GET', '/api/billing/invoices', { as: otherTeam.actor, token: otherTeam.token })).body as { items: { id: string; receiptUrl: string }[] };
    const url = new URL(page.items[0]?.receiptUrl ?? '');
    expect((await api.request(`${url.pathname}${url.search}`)).status).toBe(200);

    // My signature on their invoice's address.
    const forged = `/api/billing/invoices/${theirs.items[0]?.id}/receipt${url.search}`;
    const refused = await api.request(forged);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'invalid_signature' } });
    expect((await api.request(url.pathname)).status).toBe(400);

    api.deps.now = () => new Date(Date.now() + 2 * 3_600_000);
    try {
      expect((await api.request(`${url.pathname}${url.search}`)).status).toBe(403);
    } finally {
      api.deps.now = () => new Date();
    }
  });
});
