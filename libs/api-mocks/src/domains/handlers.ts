// The domains part of the mock API, with the API's rules: bodies checked with the same schemas, the
// plan's permissions (from the mock billing subscription) refusing with 403 plan_upgrade_required,
// and `taken` as a subdomain another group holds. A check verifies any domain except those under
// `.invalid`, which fail with the reason the API would give.
import { http, HttpResponse } from 'msw';
import { mockDb, nextMockUuid } from '../db';
import { apiError, invalid, jsonBody, now, type MockSlice } from '../http';
import { customDomainBodySchema, groupDomainsSchema, PLAN_UPGRADE_REQUIRED, subdomainBodySchema, type GroupDomains } from '@bullion/contract';
import { MOCK_SUBDOMAIN_BASE, mockCustomDomain } from './fixtures';

/** A subdomain another group of the mock world holds. */
export const MOCK_TAKEN_SUBDOMAIN = 'taken';

function current(): GroupDomains {
  const { subdomain, customDomain } = mockDb.domains;
  const { plan, canManage } = mockDb.billing.subscription;
  return {
    subdomain,
    subdomainHost: subdomain ? `${subdomain}.${MOCK_SUBDOMAIN_BASE}` : null,
    subdomainBase: MOCK_SUBDOMAIN_BASE,
    customDomain,
    plan: { id: plan.id, name: plan.name },
    enableSubdomain: plan.permissions?.enableSubdomain === true,
    enableDomain: plan.permissions?.enableDomain === true,
    canManage,
  };
}

function refusedByPlan(permission: 'enableSubdomain' | 'enableDomain') {
  const state = current();
  if (state[permission]) return null;
  const what = permission === 'enableSubdomain' ? 'A subdomain' : 'A custom domain';
  return apiError(403, PLAN_UPGRADE_REQUIRED, `${what} is not part of the ${state.plan.name} plan. Upgrade to Pro to use it.`, { permission, plan: state.plan.id, upgradeTo: 'pro' });
}

export const domainMocks: MockSlice = {
  handlers: (api) => [
    http.get(`${api}/domains`, () => HttpResponse.json(current())),
    http.put(`${api}/domains/subdomain`, async ({ request }) => {
      const body = subdomainBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const refused = refusedByPlan('enableSubdomain');
      if (refused) return refused;
      if (body.data.subdomain === MOCK_TAKEN_SUBDOMAIN) return apiError(409, 'subdomain_taken', 'Another group already uses that subdomain. Choose another.');
      mockDb.domains.subdomain = body.data.subdomain;
      return HttpResponse.json(current());
    }),
    http.delete(`${api}/domains/subdomain`, () => {
      mockDb.domains.subdomain = null;
      return HttpResponse.json(current());
    }),
    http.put(`${api}/domains/custom`, async ({ request }) => {
      const body = customDomainBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const refused = refusedByPlan('enableDomain');
      if (refused) return refused;
      if (mockDb.domains.customDomain?.domain !== body.data.domain) {
        mockDb.domains.customDomain = mockCustomDomain({ id: nextMockUuid(), domain: body.data.domain, createdAt: now() });
      }
      return HttpResponse.json(current());
    }),
    http.post(`${api}/domains/custom/check`, () => {
      const domain = mockDb.domains.customDomain;
      if (!domain) return apiError(404, 'not_found', 'Custom domain not found.');
      const refused = refusedByPlan('enableDomain');
      if (refused) return refused;
      const at = now();
      mockDb.domains.customDomain = domain.domain.endsWith('.invalid')
        ? { ...domain, status: 'failed', failureReason: `No TXT record was found at ${domain.verificationRecord.name}. DNS changes can take up to an hour to appear.`, lastCheckedAt: at }
        : { ...domain, status: 'verified', failureReason: null, lastCheckedAt: at, verifiedAt: at };
      return HttpResponse.json(current());
    }),
    http.delete(`${api}/domains/custom`, () => {
      mockDb.domains.customDomain = null;
      return HttpResponse.json(current());
    }),
  ],
  calls: [
    { method: 'GET', path: '/domains', schema: groupDomainsSchema },
    { method: 'PUT', path: '/domains/subdomain', body: { subdomain: 'sterling-sons' }, schema: groupDomainsSchema },
    { method: 'PUT', path: '/domains/custom', body: { domain: 'shop.example.com' }, schema: groupDomainsSchema },
    { method: 'POST', path: '/domains/custom/check', schema: groupDomainsSchema },
    { method: 'DELETE', path: '/domains/custom', schema: groupDomainsSchema },
    { method: 'DELETE', path: '/domains/subdomain', schema: groupDomainsSchema },
  ],
};
