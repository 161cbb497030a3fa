// Domains of the group of the app access token: its subdomain (plan permission enableSubdomain) and
// one custom domain (enableDomain) proven by a DNS TXT record. Every member reads them; admins
// (group.update) change them. A plan without the feature answers 403 plan_upgrade_required with the
// plan to upgrade to. docs/settings.md, "Billing, purchase history and domains".
import { createRoute } from '@hono/zod-openapi';
import { customDomainBodySchema, groupDomainsSchema, PLAN_UPGRADE_REQUIRED, subdomainBodySchema, type GroupDomains, type PlanUpgradeDetails } from '@bullion/contract';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { scoped, type Tx } from '../db/database';
import { grants, requireGroup, requireUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ApiError, badRequest, errorBodySchema, forbidden, notFound } from '../http/errors';
import { errorResponses, jsonBody, jsonResponse, output, SESSION_AND_APP_TOKEN } from '../http/openapi';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { callerScope } from '../http/scope';
import { domainTakenElsewhere, findDomain, planOf, readDomains, recordName, recordValue, type DomainRow, type DomainsViewer } from './domain-reads';
import { removeCustomDomain, replaceCustomDomain, saveDomainCheck, setSubdomain, type DomainCheck } from './domain-writes';
import { createTxtResolver, lookupTxt, type TxtResolver } from './resolver';

const TAGS = ['domains'];
type Permission = PlanUpgradeDetails['permission'];

const refusal = (description: string) => ({ content: { 'application/json': { schema: errorBodySchema } }, description });
const UPGRADE_403 = refusal('Not an admin (forbidden), or the plan does not include the feature (plan_upgrade_required, details: permission, plan, upgradeTo)');

/** Writes: admins only, with a message that says so. */
const requireDomainManager = createMiddleware<AppEnv>(async (c, next) => {
  if (!grants(c.var.group.permissions, 'group.update')) {
    throw forbidden(`Only the group's admins manage its domains: as ${c.var.group.role} you can see them but not change them.`);
  }
  await next();
});

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';

function subdomainBase(c: Context<AppEnv>): string {
  const { config } = c.var.deps;
  return config.DOMAIN_SUBDOMAIN_BASE ?? new URL(config.SITE_URL).hostname;
}

function resolverOf(c: Context<AppEnv>): TxtResolver {
  const { deps } = c.var;
  deps.dns ??= createTxtResolver(deps.config);
  return deps.dns;
}

/** 403 plan_upgrade_required unless the group's plan includes `permission`. */
async function requirePlanFeature(tx: Tx, c: Context<AppEnv>, permission: Permission): Promise<void> {
  const plan = await planOf(tx, c.var.group.plan);
  if (plan.permissions[permission] === true) return;
  const what = permission === 'enableSubdomain' ? 'A subdomain' : 'A custom domain';
  const details: PlanUpgradeDetails = { permission, plan: plan.id, upgradeTo: 'pro' };
  throw new ApiError(403, PLAN_UPGRADE_REQUIRED, `${what} is not part of the ${plan.name} plan. Upgrade to Pro or Teams to use it.`, details);
}

/** The domains view for the caller: its group, plan and rights. */
function viewer(c: Context<AppEnv>): DomainsViewer {
  return { groupId: c.var.group.id, planId: c.var.group.plan, subdomainBase: subdomainBase(c), canManage: grants(c.var.group.permissions, 'group.update') };
}

const DOMAINS_200 = jsonResponse(groupDomainsSchema, 'The domains');

/** What every change (and the check) declares alike: the caller's session or app token, admins only. */
const DOMAIN_CHANGE = { tags: TAGS, security: SESSION_AND_APP_TOKEN, middleware: [requireUser, requireGroup, requireDomainManager] };

const readRoute = createRoute({
  method: 'get',
  path: '/api/domains',
  tags: TAGS,
  summary: 'Your group’s subdomain and custom domain, and what its plan allows',
  description: 'Every member may read them; canManage says whether the caller may change them (group.update).',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup] as const,
  responses: { 200: DOMAINS_200, ...errorResponses(401, 403) },
});

const setSubdomainRoute = createRoute({
  ...DOMAIN_CHANGE,
  method: 'put',
  path: '/api/domains/subdomain',
  summary: 'Sets the group’s subdomain; needs group.update and a plan with enableSubdomain',
  description:
    'A DNS label: 3 to 63 letters, digits and hyphens, starting and ending with a letter or digit, not reserved (www, api, …). Unique among all groups (409 subdomain_taken).',
  request: { body: jsonBody(subdomainBodySchema) },
  responses: {
    200: DOMAINS_200,
    ...errorResponses(400, 401, 415),
    403: UPGRADE_403,
    409: refusal('Another group has the subdomain (subdomain_taken)'),
  },
});

const removeSubdomainRoute = createRoute({
  ...DOMAIN_CHANGE,
  method: 'delete',
  path: '/api/domains/subdomain',
  summary: 'Removes the group’s subdomain; needs group.update',
  description: 'Allowed on any plan, so a group that moved to Free can let its subdomain go.',
  responses: { 200: DOMAINS_200, ...errorResponses(401, 403) },
});

const setCustomRoute = createRoute({
  ...DOMAIN_CHANGE,
  method: 'put',
  path: '/api/domains/custom',
  summary: 'Connects a custom domain (pending until its TXT record is found); needs group.update and a plan with enableDomain',
  description:
    'The answer names the TXT record to add (`_bullion-verification.<domain>`, value `bullion-verification=<token>`). Sending the domain already connected changes nothing; another domain replaces it with a new token. A domain another group has verified is 409 domain_taken; one under the subdomain domain is 400.',
  request: { body: jsonBody(customDomainBodySchema) },
  responses: {
    200: DOMAINS_200,
    ...errorResponses(400, 401, 415),
    403: UPGRADE_403,
    409: refusal('Another group has verified the domain (domain_taken)'),
  },
});

const checkCustomRoute = createRoute({
  ...DOMAIN_CHANGE,
  method: 'post',
  path: '/api/domains/custom/check',
  summary: 'Looks up the custom domain’s TXT record now: verified, or failed with the reason; needs group.update',
  description: 'The lookup goes to DOMAIN_DNS_RESOLVER (or the system resolvers). A failed check can be repeated at any time.',
  responses: { 200: jsonResponse(groupDomainsSchema, 'The domains with the outcome'), ...errorResponses(401, 404), 403: UPGRADE_403 },
});

const removeCustomRoute = createRoute({
  ...DOMAIN_CHANGE,
  method: 'delete',
  path: '/api/domains/custom',
  summary: 'Disconnects the custom domain; needs group.update',
  description: 'Allowed on any plan. Nothing to remove is not an error.',
  responses: { 200: DOMAINS_200, ...errorResponses(401, 403) },
});

/** The outcome of a TXT lookup for a domain row. */
async function verify(resolver: TxtResolver, row: DomainRow): Promise<DomainCheck> {
  const name = recordName(row.domain);
  const expected = recordValue(row.verification_token);
  const lookup = await lookupTxt(resolver, name);
  if ('found' in lookup) {
    if (lookup.found.some((value) => value.trim() === expected)) return { status: 'verified' };
    return {
      status: 'failed',
      reason: lookup.found.length
        ? `A TXT record exists at ${name}, but none of its values is ${expected}. Check the value for typos.`
        : `No TXT record was found at ${name}. Add it at your DNS provider; changes can take up to an hour to appear.`,
    };
  }
  if ('missing' in lookup) return { status: 'failed', reason: `No TXT record was found at ${name}. Add it at your DNS provider; changes can take up to an hour to appear.` };
  return { status: 'failed', reason: `The DNS lookup did not answer (${lookup.error}). Try again in a few minutes.` };
}

function registerDomainRoutes(app: Router) {
  app.openapi(readRoute, async (c) => {
    const domains = await scoped(c.var.deps.db, callerScope(c), (tx) => readDomains(tx, viewer(c)));
    return c.json(output(groupDomainsSchema, domains), 200);
  });

  app.openapi(setSubdomainRoute, async (c) => {
    const { subdomain } = c.req.valid('json');
    try {
      const domains = await scoped(c.var.deps.db, callerScope(c), async (tx) => {
        await requirePlanFeature(tx, c, 'enableSubdomain');
        await setSubdomain(tx, c.var.group.id, subdomain);
        return readDomains(tx, viewer(c));
      });
      return c.json(output(groupDomainsSchema, domains), 200);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, 'subdomain_taken', 'Another group already uses that subdomain. Choose another.');
      throw error;
    }
  });

  app.openapi(removeSubdomainRoute, async (c) => {
    const domains = await scoped(c.var.deps.db, callerScope(c), async (tx) => {
      await setSubdomain(tx, c.var.group.id, null);
      return readDomains(tx, viewer(c));
    });
    return c.json(output(groupDomainsSchema, domains), 200);
  });

  app.openapi(setCustomRoute, async (c) => {
    const { domain } = c.req.valid('json');
    const base = subdomainBase(c);
    if (domain === base || domain.endsWith(`.${base}`)) {
      throw badRequest(`Addresses under ${base} are subdomains: set the subdomain instead of a custom domain.`);
    }
    const groupId = c.var.group.id;
    if (await domainTakenElsewhere(c.var.deps.db, domain, groupId)) throw new ApiError(409, 'domain_taken', 'That domain is already connected to another group.');
    const domains = await scoped(c.var.deps.db, callerScope(c), async (tx) => {
      await requirePlanFeature(tx, c, 'enableDomain');
      const existing = await findDomain(tx, groupId);
      if (existing?.domain !== domain) await replaceCustomDomain(tx, groupId, domain);
      return readDomains(tx, viewer(c));
    });
    return c.json(output(groupDomainsSchema, domains), 200);
  });

  app.openapi(checkCustomRoute, async (c) => {
    const { db, now } = c.var.deps;
    const groupId = c.var.group.id;
    const row = await scoped(db, callerScope(c), async (tx) => {
      await requirePlanFeature(tx, c, 'enableDomain');
      return findDomain(tx, groupId);
    });
    if (!row) throw notFound('Custom domain');
    // The lookup runs outside any transaction: a slow DNS server holds no connection.
    let outcome = await verify(resolverOf(c), row);
    const at = now();
    const save = (result: typeof outcome) =>
      scoped(db, callerScope(c), async (tx) => {
        await saveDomainCheck(tx, row, result, at);
        return readDomains(tx, viewer(c));
      });
    let domains: GroupDomains;
    try {
      domains = await save(outcome);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another group verified the same domain first.
      outcome = { status: 'failed', reason: 'The record is there, but another group has already connected this domain.' };
      domains = await save(outcome);
    }
    return c.json(output(groupDomainsSchema, domains), 200);
  });

  app.openapi(removeCustomRoute, async (c) => {
    const domains = await scoped(c.var.deps.db, callerScope(c), async (tx) => {
      await removeCustomDomain(tx, c.var.group.id);
      return readDomains(tx, viewer(c));
    });
    return c.json(output(groupDomainsSchema, domains), 200);
  });
}

export const domainsResource: Resource = { register: registerDomainRoutes };
