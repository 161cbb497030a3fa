// Domains: a subdomain and a custom domain per group, each refused with plan_upgrade_required on a
// plan without the feature; subdomain rules (DNS label, reserved, unique); the custom domain verified
// by its TXT record through a stand-in resolver (no network): pending → verified, or failed with the
// reason; admins only for writes; another group's domains neither visible nor changeable.
import type { GroupDomains } from '@bullion/contract';
import { groupDomainsSchema } from '@bullion/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTxtResolver, type TxtResolver } from '../src/domains/resolver';
import { loadConfig, parseDnsServers } from '../src/config';
import { addMember, appToken, call, createTeam, signIn, type Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';

/** A DNS stand-in: TXT records by name; a name listed in `failing` answers a server failure. */
class StandInResolver implements TxtResolver {
  records = new Map<string, string[][]>();
  failing = new Set<string>();
  lookups: string[] = [];
  async resolveTxt(name: string): Promise<string[][]> {
    this.lookups.push(name);
    if (this.failing.has(name)) throw Object.assign(new Error('server failure'), { code: 'ESERVFAIL' });
    const found = this.records.get(name);
    if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return found;
  }
}

let api: TestApi;
const dns = new StandInResolver();
let admin: Actor;
let teamId: string;
let adminToken: string;
let member: Actor;
let memberToken: string;
let other: Actor;
let otherTeamId: string;
let otherToken: string;

async function setPlan(groupId: string, plan: 'free' | 'pro' | 'teams') {
  await api.database.db.updateTable('subscriptions').set({ subscription_plan_id: plan, status: 'active', trial_ends_at: null }).where('group_id', '=', groupId).execute();
}

const as = (actor: Actor, token: string) => ({
  get: () => call(api, 'GET', '/api/domains', { as: actor, token }),
  put: (path: string, body: unknown) => call(api, 'PUT', `/api/domains/${path}`, { as: actor, token, body }),
  post: (path: string) => call(api, 'POST', `/api/domains/${path}`, { as: actor, token }),
  del: (path: string) => call(api, 'DELETE', `/api/domains/${path}`, { as: actor, token }),
});

beforeAll(async () => {
  api = await startTestApi({ DOMAIN_SUBDOMAIN_BASE: 'bulliondesk.test' });
  api.deps.dns = dns;
  admin = await signIn(api, 'Ada Admin');
  teamId = await createTeam(api, admin, 'Sterling & Sons');
  adminToken = await appToken(api, admin, teamId);
  member = await signIn(api, 'Max Member');
  await addMember(api, teamId, member, 'member');
  memberToken = await appToken(api, member, teamId);
  other = await signIn(api, 'Otto Other');
  otherTeamId = await createTeam(api, other, 'Other Team');
  otherToken = await appToken(api, other, otherTeamId);
});
afterAll(() => api.close());
beforeEach(async () => {
  dns.records.clear();
  dns.failing.clear();
  await setPlan(teamId, 'pro');
  await setPlan(otherTeamId, 'pro');
});

describe('plan permissions', () => {
  it('reads what the plan allows; Free refuses both features with an upgrade offer', async () => {
    await setPlan(teamId, 'free');
    const read = await as(admin, adminToken).get();
    expect(read.status).toBe(200);
    expect(groupDomainsSchema.parse(read.body)).toMatchObject({ enableSubdomain: false, enableDomain: false, plan: { id: 'free' }, canManage: true, subdomainBase: 'bulliondesk.test' });
    const subdomain = await as(admin, adminToken).put('subdomain', { subdomain: 'sterling' });
    expect(subdomain).toMatchObject({ status: 403, body: { error: { code: 'plan_upgrade_required', details: { permission: 'enableSubdomain', plan: 'free', upgradeTo: 'pro' } } } });
    const custom = await as(admin, adminToken).put('custom', { domain: 'desk.sterling.com' });
    expect(custom).toMatchObject({ status: 403, body: { error: { code: 'plan_upgrade_required', details: { permission: 'enableDomain' } } } });
    expect((custom.body as { error: { message: string } }).error.message).toBe('A custom domain is not part of the Free plan. Upgrade to Pro or Teams to use it.');
  });

  it('Pro allows both', async () => {
    expect((await as(admin, adminToken).put('subdomain', { subdomain: 'sterling-pro' })).status).toBe(200);
    expect((await as(admin, adminToken).put('custom', { domain: 'pro.sterling.com' })).status).toBe(200);
    await as(admin, adminToken).del('custom');
    await as(admin, adminToken).del('subdomain');
  });
});

describe('subdomain', () => {
  it('sets, normalises and removes the subdomain; the group carries it', async () => {
    const set = await as(admin, adminToken).put('subdomain', { subdomain: '  Sterling ' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ subdomain: 'sterling', subdomainHost: 'sterling.bulliondesk.test' });
    const group = await call(api, 'GET', `/api/groups/${teamId}`, { as: admin, token: adminToken });
    expect(group.body).toMatchObject({ subdomain: 'sterling' });
    expect((await as(admin, adminToken).del('subdomain')).body).toMatchObject({ subdomain: null, subdomainHost: null });
  });

  it.each([
    ['ab', 'at least 3 characters'],
    ['-acme', 'start and end with a letter or digit'],
    ['acme-', 'start and end with a letter or digit'],
    ['ac_me', 'letters, digits and hyphens'],
    ['a--b', 'Two hyphens'],
    ['www', 'reserved'],
    ['api', 'reserved'],
    ['a'.repeat(64), 'at most 63'],
  ])('refuses %s (%s)', async (subdomain, message) => {
    const result = await as(admin, adminToken).put('subdomain', { subdomain });
    expect(result.status).toBe(400);
    expect(result.text).toContain(message);
  });

  it('refuses bodies with other fields or no subdomain', async () => {
    expect((await as(admin, adminToken).put('subdomain', { subdomain: 'acme', extra: 1 })).status).toBe(400);
    expect((await as(admin, adminToken).put('subdomain', {})).status).toBe(400);
  });

  it('is unique among groups: 409 subdomain_taken', async () => {
    expect((await as(other, otherToken).put('subdomain', { subdomain: 'goldhouse' })).status).toBe(200);
    const taken = await as(admin, adminToken).put('subdomain', { subdomain: 'goldhouse' });
    expect(taken).toMatchObject({ status: 409, body: { error: { code: 'subdomain_taken' } } });
    await as(other, otherToken).del('subdomain');
    expect((await as(admin, adminToken).put('subdomain', { subdomain: 'goldhouse' })).status).toBe(200);
    await as(admin, adminToken).del('subdomain');
  });
});

describe('custom domain', () => {
  it('is pending with the exact TXT record, then verified when the record is there', async () => {
    const connected = await as(admin, adminToken).put('custom', { domain: 'Desk.Sterling-Sons.com.' });
    expect(connected.status).toBe(200);
    const domain = (connected.body as GroupDomains).customDomain;
    expect(domain).toMatchObject({ domain: 'desk.sterling-sons.com', status: 'pending', failureReason: null, verifiedAt: null });
    expect(domain?.verificationRecord.name).toBe('_bullion-verification.desk.sterling-sons.com');
    expect(domain?.verificationRecord.value).toMatch(/^bullion-verification=[0-9a-f]{32}$/);

    // Sending the same domain again keeps the token.
    const again = await as(admin, adminToken).put('custom', { domain: 'desk.sterling-sons.com' });
    expect((again.body as GroupDomains).customDomain?.verificationRecord.value).toBe(domain?.verificationRecord.value);

    const missing = await as(admin, adminToken).post('custom/check');
    expect((missing.body as GroupDomains).customDomain).toMatchObject({ status: 'failed' });
    expect((missing.body as GroupDomains).customDomain?.failureReason).toContain('No TXT record was found at _bullion-verification.desk.sterling-sons.com');

    dns.records.set('_bullion-verification.desk.sterling-sons.com', [['some-other=value'], ['bullion-verification=', domain?.verificationRecord.value.slice('bullion-verification='.length) ?? '']]);
    const verified = await as(admin, adminToken).post('custom/check');
    expect((verified.body as GroupDomains).customDomain).toMatchObject({ status: 'verified', failureReason: null });
    expect((verified.body as GroupDomains).customDomain?.verifiedAt).not.toBeNull();
    expect(dns.lookups.at(-1)).toBe('_bullion-verification.desk.sterling-sons.com');
    await as(admin, adminToken).del('custom');
  });

  it('fails with the reason: a wrong value, a DNS failure', async () => {
    await as(admin, adminToken).put('custom', { domain: 'wrong.example.com' });
    dns.records.set('_bullion-verification.wrong.example.com', [['bullion-verification=nope']]);
    const wrong = await as(admin, adminToken).post('custom/check');
    expect((wrong.body as GroupDomains).customDomain?.failureReason).toContain('none of its values is bullion-verification=');
    dns.failing.add('_bullion-verification.wrong.example.com');
    const failed = await as(admin, adminToken).post('custom/check');
    expect((failed.body as GroupDomains).customDomain).toMatchObject({ status: 'failed', failureReason: 'The DNS lookup did not answer (ESERVFAIL). Try again in a few minutes.' });
    await as(admin, adminToken).del('custom');
  });

  it('a domain verified by one group cannot be taken by another', async () => {
    const mine = await as(admin, adminToken).put('custom', { domain: 'shared.example.com' });
    const theirs = await as(other, otherToken).put('custom', { domain: 'shared.example.com' });
    expect(theirs.status).toBe(200);
    dns.records.set('_bullion-verification.shared.example.com', [[(mine.body as GroupDomains).customDomain?.verificationRecord.value ?? ''], [(theirs.body as GroupDomains).customDomain?.verificationRecord.value ?? '']]);
    expect(((await as(admin, adminToken).post('custom/check')).body as GroupDomains).customDomain?.status).toBe('verified');
    const second = await as(other, otherToken).post('custom/check');
    expect((second.body as GroupDomains).customDomain).toMatchObject({ status: 'failed', failureReason: 'The record is there, but another group has already connected this domain.' });
    expect((await as(other, otherToken).put('custom', { domain: 'another.example.com' })).status).toBe(200);
    expect(await as(other, otherToken).put('custom', { domain: 'shared.example.com' })).toMatchObject({ status: 409, body: { error: { code: 'domain_taken' } } });
    await as(admin, adminToken).del('custom');
    await as(other, otherToken).del('custom');
  });

  it.each([['localhost'], ['not a domain'], ['-bad.example.com'], ['example.123'], ['acme.bulliondesk.test']])('refuses %s', async (domain) => {
    expect((await as(admin, adminToken).put('custom', { domain })).status).toBe(400);
  });

  it('check without a domain is 404; removing twice is fine', async () => {
    expect((await as(admin, adminToken).post('custom/check')).status).toBe(404);
    expect((await as(admin, adminToken).del('custom')).status).toBe(200);
  });

  it('a Free group may still remove what it connected on Pro, but not check it', async () => {
    await as(admin, adminToken).put('custom', { domain: 'old.example.com' });
    await setPlan(teamId, 'free');
    expect((await as(admin, adminToken).post('custom/check')).body).toMatchObject({ error: { code: 'plan_upgrade_required' } });
    expect(((await as(admin, adminToken).del('custom')).body as GroupDomains).customDomain).toBeNull();
  });
});

describe('roles and isolation', () => {
  it('a member reads the domains but every write is refused with the reason', async () => {
    const read = await as(member, memberToken).get();
    expect(read.body).toMatchObject({ canManage: false });
    for (const [method, path, body] of [
      ['PUT', 'subdomain', { subdomain: 'members-try' }],
      ['DELETE', 'subdomain', undefined],
      ['PUT', 'custom', { domain: 'member.example.com' }],
      ['POST', 'custom/check', undefined],
      ['DELETE', 'custom', undefined],
    ] as const) {
      const result = await call(api, method, `/api/domains/${path}`, { as: member, token: memberToken, body });
      expect(result.status).toBe(403);
      expect(result.text).toContain("Only the group's admins manage its domains");
    }
  });

  it("another group's admin neither sees nor changes this group's domains", async () => {
    await as(admin, adminToken).put('subdomain', { subdomain: 'isolated' });
    await as(admin, adminToken).put('custom', { domain: 'isolated.example.com' });
    const theirs = (await as(other, otherToken).get()).body as GroupDomains;
    expect(theirs.subdomain).not.toBe('isolated');
    expect(theirs.customDomain?.domain).not.toBe('isolated.example.com');
    await as(other, otherToken).del('custom');
    await as(other, otherToken).del('subdomain');
    const mine = (await as(admin, adminToken).get()).body as GroupDomains;
    expect(mine).toMatchObject({ subdomain: 'isolated', customDomain: { domain: 'isolated.example.com' } });
    // A token of the other group does not reach this group with this user.
    expect((await call(api, 'GET', '/api/domains', { as: admin, token: otherToken })).status).toBe(401);
  });
});

describe('resolver configuration', () => {
  it('parses DOMAIN_DNS_RESOLVER and points node:dns at it', () => {
    expect(parseDnsServers('1.1.1.1, 8.8.8.8')).toEqual(['1.1.1.1', '8.8.8.8']);
    expect(parseDnsServers('127.0.0.1:5353,[::1]:53')).toEqual(['127.0.0.1:5353', '[::1]:53']);
    expect(parseDnsServers('dns.example.com')).toBeNull();
    expect(parseDnsServers('1.1.1.1:99999')).toBeNull();
    expect(createTxtResolver({ DOMAIN_DNS_RESOLVER: '127.0.0.1:5353' }).getServers()).toEqual(['127.0.0.1:5353']);
    expect(() => loadConfig({ ...process.env, NODE_ENV: 'test', DOMAIN_DNS_RESOLVER: 'dns.example.com' })).toThrow(/DOMAIN_DNS_RESOLVER/);
  });
});
