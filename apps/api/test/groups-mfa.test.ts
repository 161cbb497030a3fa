// Groups that require two-factor sign-in: only an admin with an aal2 session turns it on; then a
// member's session must be aal2 for the group's app token and for every call in the group, with an
// answer that tells the UI whether to ask for a code or to offer enrolment. The group list keeps working.
import { groupListSchema, groupSchema } from '@bullion/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMember, appToken, call, createTeam, signIn, type Actor } from './api-fixtures';
import { startTestApi, TEST_SERVICE_ROLE_KEY, type TestApi } from './harness';
import { enrolTwoFactor, passwordSignIn, verifyFactor } from './mfa-fixtures';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** The password api.createSignedInUser gives (signIn of api-fixtures uses it). */
const PASSWORD = 'Passw0rdX';

const mfaRequired = (enrolled: boolean) => ({ error: { code: 'mfa_required', message: expect.any(String), details: { enrolled } } });

/** The same user in an aal2 session (a factor enrolled and verified). */
async function withTwoFactor(actor: Actor): Promise<Actor> {
  const { accessToken } = await enrolTwoFactor(api, actor.accessToken);
  return { ...actor, accessToken };
}

const requireMfa = (actor: Actor, token: string, groupId: string, on: boolean) =>
  call(api, 'PATCH', `/api/groups/${groupId}`, { as: actor, token, body: { requireMfa: on } });

describe('turning the requirement on and off', () => {
  let admin: Actor;
  let teamId: string;
  beforeEach(async () => {
    admin = await signIn(api, 'Ada Admin');
    teamId = await createTeam(api, admin, 'Vault Team');
  });

  it('is refused to an admin whose own session is not aal2, so they cannot lock themselves out', async () => {
    const token = await appToken(api, admin, teamId);
    const refused = await requireMfa(admin, token, teamId, true);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(mfaRequired(false));
    const group = groupSchema.parse((await call(api, 'GET', `/api/groups/${teamId}`, { as: admin })).body);
    expect(group.requireMfa).toBe(false);
  });

  it('works for an admin with an aal2 session, and shows in the group', async () => {
    const strong = await withTwoFactor(admin);
    const token = await appToken(api, strong, teamId);
    const result = await requireMfa(strong, token, teamId, true);
    expect(result.status).toBe(200);
    expect(groupSchema.parse(result.body).requireMfa).toBe(true);

    const off = await requireMfa(strong, token, teamId, false);
    expect(off.status).toBe(200);
    expect(groupSchema.parse(off.body).requireMfa).toBe(false);
  });

  it('is refused to a member who is not an admin, whatever their session', async () => {
    const member = await withTwoFactor(await signIn(api, 'Max Member'));
    await addMember(api, teamId, member, 'member');
    const token = await appToken(api, member, teamId);
    const result = await requireMfa(member, token, teamId, true);
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('cannot be set on a personal group', async () => {
    const strong = await withTwoFactor(admin);
    const token = await appToken(api, strong, strong.personalGroupId);
    const result = await requireMfa(strong, token, strong.personalGroupId, true);
    expect(result.status).toBe(400);
    const group = groupSchema.parse((await call(api, 'GET', `/api/groups/${strong.personalGroupId}`, { as: strong })).body);
    expect(group.requireMfa).toBe(false);
  });
});

describe('a group that requires two-factor sign-in', () => {
  let teamId: string;
  let otherTeamId: string;
  let admin: Actor;

  beforeAll(async () => {
    admin = await withTwoFactor(await signIn(api, 'Ada Admin'));
    teamId = await createTeam(api, admin, 'Strict Team');
    otherTeamId = await createTeam(api, admin, 'Relaxed Team');
    const result = await requireMfa(admin, await appToken(api, admin, teamId), teamId, true);
    expect(result.status).toBe(200);
  });

  async function member(name: string): Promise<Actor> {
    const actor = await signIn(api, name);
    await addMember(api, teamId, actor, 'member');
    await addMember(api, otherTeamId, actor, 'member');
    return actor;
  }

  it('answers mfa_required (enrolled: false) to a member without a factor asking for the app token', async () => {
    const bob = await member('Bob');
    const token = await call(api, 'POST', '/api/auth/token', { as: bob, body: { groupId: teamId } });
    expect(token.status).toBe(403);
    expect(token.body).toEqual(mfaRequired(false));
  });

  it('answers enrolled: true to a member who has a factor but signed in with the password only, and lets their aal2 session in', async () => {
    const carol = await member('Carol');
    const strong = await withTwoFactor(carol);
    const passwordOnly = { ...carol, accessToken: await passwordSignIn(api, carol.email, PASSWORD) };

    const refused = await call(api, 'POST', '/api/auth/token', { as: passwordOnly, body: { groupId: teamId } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(mfaRequired(true));

    const token = await appToken(api, strong, teamId);
    const members = await call(api, 'GET', `/api/groups/${teamId}/members`, { as: strong, token });
    expect(members.status).toBe(200);
    // The app token does not carry the session's level: the session presenting it must be aal2.
    const replayed = await call(api, 'GET', `/api/groups/${teamId}/members`, { as: passwordOnly, token });
    expect(replayed.status).toBe(403);
    expect(replayed.body).toEqual(mfaRequired(true));
  });

  it('still lists the group, with requireMfa, so the app can show the prompt', async () => {
    const dave = await member('Dave');
    const groups = groupListSchema.parse((await call(api, 'GET', '/api/groups', { as: dave })).body);
    expect(groups.find((group) => group.id === teamId)).toMatchObject({ name: 'Strict Team', requireMfa: true });
    expect(groups.find((group) => group.id === otherTeamId)).toMatchObject({ requireMfa: false });
  });

  it("leaves the member's other groups alone", async () => {
    const erin = await member('Erin');
    const token = await appToken(api, erin, otherTeamId);
    expect((await call(api, 'GET', `/api/groups/${otherTeamId}/members`, { as: erin, token })).status).toBe(200);
    const personal = await appToken(api, erin, erin.personalGroupId);
    expect((await call(api, 'GET', `/api/groups/${erin.personalGroupId}/members`, { as: erin, token: personal })).status).toBe(200);
  });

  it('lets members in again once an admin turns it off, and stops their app tokens when it is back on', async () => {
    const frank = await member('Frank');
    expect((await call(api, 'POST', '/api/auth/token', { as: frank, body: { groupId: teamId } })).status).toBe(403);
    const off = await requireMfa(admin, await appToken(api, admin, teamId), teamId, false);
    expect(off.status).toBe(200);
    const token = await appToken(api, frank, teamId);
    expect((await call(api, 'GET', `/api/groups/${teamId}/members`, { as: frank, token })).status).toBe(200);

    expect((await requireMfa(admin, await appToken(api, admin, teamId), teamId, true)).status).toBe(200);
    const members = await call(api, 'GET', `/api/groups/${teamId}/members`, { as: frank, token });
    expect(members.status).toBe(403);
    expect(members.body).toEqual(mfaRequired(false));
  });
});

describe('a deleted factor', () => {
  let teamId: string;
  let admin: Actor;

  beforeAll(async () => {
    admin = await withTwoFactor(await signIn(api, 'Ada Admin'));
    teamId = await createTeam(api, admin, 'Locked Team');
    expect((await requireMfa(admin, await appToken(api, admin, teamId), teamId, true)).status).toBe(200);
  });

  /** Runs with the API's clock one TOTP step ahead: the next code, since a code works once. */
  async function atNextTimeStep<T>(run: () => Promise<T>): Promise<T> {
    const realNow = api.deps.now;
    api.deps.now = () => new Date(realNow().getTime() + 30_000);
    try {
      return await run();
    } finally {
      api.deps.now = realNow;
    }
  }

  /** A member with a factor and two aal2 sessions raised by it (say a laptop and a phone). */
  async function memberWithTwoSessions(name: string) {
    const actor = await signIn(api, name);
    await addMember(api, teamId, actor, 'member');
    const first = await enrolTwoFactor(api, actor.accessToken);
    const passwordOnly = await passwordSignIn(api, actor.email, PASSWORD);
    const second = await atNextTimeStep(() => verifyFactor(api, passwordOnly, first.factorId, first.secret));
    const laptop = { ...actor, accessToken: first.accessToken };
    const phone = { ...actor, accessToken: second.accessToken };
    return { factorId: first.factorId, laptop, phone, tokens: { laptop: await appToken(api, laptop, teamId), phone: await appToken(api, phone, teamId) } };
  }

  const members = (actor: Actor, token: string) => call(api, 'GET', `/api/groups/${teamId}/members`, { as: actor, token });

  it('unenrolled: every session it raised is aal1 at once, its earlier aal2 tokens included', async () => {
    const { factorId, laptop, phone, tokens } = await memberWithTwoSessions('Gina');
    expect((await members(phone, tokens.phone)).status).toBe(200);

    const unenrolled = await api.request(`/auth/v1/factors/${factorId}`, { method: 'DELETE', headers: { authorization: `Bearer ${laptop.accessToken}` } });
    expect(unenrolled.status).toBe(200);

    for (const [actor, token] of [[laptop, tokens.laptop], [phone, tokens.phone]] as const) {
      const refused = await members(actor, token);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(mfaRequired(false));
    }
  });

  it('removed by an admin (a lost authenticator): the sessions it raised are aal1 at once', async () => {
    const { factorId, laptop, phone, tokens } = await memberWithTwoSessions('Hal');
    expect((await members(laptop, tokens.laptop)).status).toBe(200);

    const removed = await api.request(`/auth/v1/admin/users/${laptop.userId}/factors/${factorId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${TEST_SERVICE_ROLE_KEY}`, apikey: TEST_SERVICE_ROLE_KEY },
    });
    expect(removed.status).toBe(200);

    expect((await members(laptop, tokens.laptop)).body).toEqual(mfaRequired(false));
    expect((await members(phone, tokens.phone)).body).toEqual(mfaRequired(false));
    // The sessions stay signed in (aal1): the group list still answers.
    expect((await call(api, 'GET', '/api/groups', { as: phone })).status).toBe(200);
  });
});
