// msw handlers answering every call of the API client from the in-memory mock state, under a
// configurable API base. Requests are checked with the same zod schemas the API uses, so a client
// change that the real API would refuse fails here too.
import { localUrl } from '@bullion/shared/remotes';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { updateAccountBodySchema } from '../account/schemas';
import { accessTokenRequestSchema } from '../access-token/schemas';
import { createGroupBodySchema, updateGroupBodySchema, type Group } from '../groups/schemas';
import { APP_TOKEN_HEADER } from '../http/client';
import { createInviteBodySchema } from '../invites/schemas';
import { removeMembersBodySchema, updateMembersBodySchema } from '../members/schemas';
import {
  canChangeStatus,
  productDeleteBodySchema,
  productExportBodySchema,
  productImportBodySchema,
  productInputSchema,
  productListQuerySchema,
  productPatchSchema,
  type Product,
  type ProductImportRowError,
  type ProductInputParsed,
  type ProductListQueryParsed,
} from '../products/schemas';
import { spotHistoryRangeSchema } from '../spots/schemas';
import { startTrialBodySchema, TRIAL_DAYS } from '../subscriptions/schemas';
import { mockDb, nextMockUuid } from './db';
import {
  MOCK_API_URL,
  MOCK_GROUP_ID,
  MOCK_USER_ID,
  mockAccessToken,
  mockArtPath,
  mockArtSvg,
  mockDatasets,
  mockMemberRole,
  mockMemberRoles,
  mockSpotHistory,
  mockSpots,
  slugOf,
} from './fixtures';
import type { z } from 'zod';

function apiError(status: number, code: string, message: string, details?: unknown) {
  return HttpResponse.json({ error: details === undefined ? { code, message } : { code, message, details } }, { status });
}

const notFound = (what: string) => apiError(404, 'not_found', `${what} not found.`);

function invalid(error: z.ZodError) {
  return apiError(
    400,
    'validation_failed',
    'The request is not valid.',
    error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}

async function jsonBody(request: Request): Promise<unknown> {
  return request.json().catch(() => undefined);
}

const now = () => new Date().toISOString();

// ------------------------------------------------------------------ products

/** Public catalog (published, no group) plus the mock team's products when a group token is sent. */
function visibleProducts(request: Request, filters: Partial<ProductListQueryParsed>): Product[] {
  const hasGroup = request.headers.has(APP_TOKEN_HEADER);
  const scope = filters.scope ?? 'all';
  const list = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim().toLowerCase()).filter(Boolean);
  const metals = list(filters.metal);
  const countries = list(filters.country);
  const types = list(filters.type);
  const statuses = list(filters.status);
  const words = (filters.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const matches = mockDb.products.filter((product) => {
    const isGroup = product.groupId !== null;
    if (isGroup ? !hasGroup || scope === 'public' || product.groupId !== MOCK_GROUP_ID : scope === 'group' || product.status !== 'published') return false;
    if (statuses.length ? !statuses.includes(product.status) : product.status === 'deleted') return false;
    if (metals.length && !metals.includes(product.metal ?? '')) return false;
    if (countries.length && !countries.includes((product.country ?? '').toLowerCase())) return false;
    if (types.length && !types.includes(product.type ?? '')) return false;
    if (filters.categoryId && product.categoryId !== filters.categoryId) return false;
    if (filters.seriesId && product.seriesId !== filters.seriesId) return false;
    if (filters.yearFrom && (product.year ?? 0) < filters.yearFrom) return false;
    if (filters.yearTo && (product.year ?? Infinity) > filters.yearTo) return false;
    const text = [product.title, product.name, product.metal, product.country, product.type, product.strike, product.year, product.faceValue].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
  const sort = filters.sort ?? 'relevance';
  const key = sort.replace(/^-/, '');
  const direction = sort.startsWith('-') ? -1 : 1;
  const value = (product: Product) => (key === 'year' ? (product.year ?? 0) : key === 'updated' ? product.updatedAt : product.title);
  return matches.sort((a, b) => {
    const [left, right] = [value(a), value(b)];
    return (left < right ? -1 : left > right ? 1 : 0) * direction;
  });
}

function applyFields(product: Product, fields: Partial<ProductInputParsed>): Product {
  const next: Product = { ...product };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  return { ...next, slug: next.slug ?? slugOf(next.title), version: product.version + 1, updatedAt: now(), updatedByUserId: MOCK_USER_ID };
}

function newGroupProduct(fields: ProductInputParsed): Product {
  const createdAt = now();
  const blank: Product = {
    id: nextMockUuid(),
    groupId: MOCK_GROUP_ID,
    public: false,
    status: 'draft',
    version: 0,
    year: null,
    title: fields.title,
    name: null,
    desc: null,
    metal: null,
    country: null,
    strike: null,
    type: null,
    categoryId: null,
    packagingId: null,
    themeId: null,
    seriesId: null,
    faceValue: null,
    obverseImage: null,
    reverseImage: null,
    extraImages: [],
    videos: [],
    weight: null,
    weightUnit: null,
    purity: null,
    diameter: null,
    thickness: null,
    edgeDesign: null,
    innerPack: null,
    outerPack: null,
    metalContent: null,
    metadata: {},
    createdAt,
    updatedAt: createdAt,
    createdByUserId: MOCK_USER_ID,
    updatedByUserId: MOCK_USER_ID,
    metafields: [],
    slug: null,
    content: null,
    image: null,
    group: { id: MOCK_GROUP_ID, name: mockDb.groups[0]?.name ?? 'Team' },
  };
  return applyFields(blank, fields);
}

function productHandlers(api: string): HttpHandler[] {
  return [
    http.get(`${api}/products`, ({ request }) => {
      const query = productListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return invalid(query.error);
      const { returnType, offset, limit, ...filters } = query.data;
      const matches = visibleProducts(request, filters);
      const page = matches.slice(offset, offset + limit);
      const items =
        returnType === 'partial' ? page.map(({ id, title, groupId, obverseImage }) => ({ id, title, groupId, obverseImage })) : page;
      return HttpResponse.json({ items, total: matches.length, offset, limit });
    }),
    http.post(`${api}/products/import`, async ({ request }) => {
      const body = productImportBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const errors: ProductImportRowError[] = [];
      const valid: { id: string | null; fields: ProductInputParsed }[] = [];
      body.data.rows.forEach(({ id, ...raw }, position) => {
        const parsed = productInputSchema.safeParse(raw);
        if (parsed.success) valid.push({ id: typeof id === 'string' ? id : null, fields: parsed.data });
        else errors.push({ row: position + 1, errors: parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })) });
      });
      let added = 0;
      let updated = 0;
      let skipped = 0;
      for (const { id, fields } of valid) {
        const index = mockDb.products.findIndex(
          (product) => product.groupId === MOCK_GROUP_ID && (id ? product.id === id : !!fields.slug && product.slug === fields.slug),
        );
        const existing = mockDb.products[index];
        if (existing && body.data.onExisting === 'skip') skipped += 1;
        else if (existing) {
          updated += 1;
          if (body.data.mode === 'commit') mockDb.products[index] = applyFields(existing, fields);
        } else {
          added += 1;
          if (body.data.mode === 'commit') mockDb.products.push(newGroupProduct(fields));
        }
      }
      return HttpResponse.json({ mode: body.data.mode, added, updated, skipped, failed: errors.length, errors });
    }),
    http.post(`${api}/products/export`, async ({ request }) => {
      const body = productExportBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const visible = visibleProducts(request, body.data.filters ?? {});
      const ids = body.data.ids;
      return HttpResponse.json(ids ? visible.filter((product) => ids.includes(product.id)) : visible);
    }),
    http.get(`${api}/products/:id`, ({ params }) => {
      const product = mockDb.products.find((candidate) => candidate.id === params.id);
      return product ? HttpResponse.json(product) : notFound('Product');
    }),
    http.post(`${api}/products`, async ({ request }) => {
      const body = productInputSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const product = newGroupProduct(body.data);
      mockDb.products.push(product);
      return HttpResponse.json({ id: product.id }, { status: 201 });
    }),
    http.patch(`${api}/products/:id`, async ({ params, request }) => {
      const index = mockDb.products.findIndex((candidate) => candidate.id === params.id);
      const current = mockDb.products[index];
      if (!current) return notFound('Product');
      if (current.groupId !== MOCK_GROUP_ID) return apiError(403, 'forbidden', 'Only products of your group can be changed.');
      const body = productPatchSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const { id, version, ...fields } = body.data;
      if (id !== undefined && id !== current.id) return apiError(400, 'bad_request', 'id does not match the address.');
      if (version !== undefined && version !== current.version) return apiError(409, 'conflict', 'The product was changed since you loaded it.');
      if (fields.status && !canChangeStatus(current.status, fields.status)) {
        return apiError(400, 'bad_request', `A ${current.status} product cannot become ${fields.status}.`);
      }
      const next = applyFields(current, fields);
      mockDb.products[index] = next;
      return HttpResponse.json(next);
    }),
    http.delete(`${api}/products`, async ({ request }) => {
      const body = productDeleteBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const deleted: string[] = [];
      mockDb.products = mockDb.products.map((product) => {
        if (!body.data.ids.includes(product.id) || product.groupId !== MOCK_GROUP_ID || product.status === 'deleted') return product;
        deleted.push(product.id);
        return { ...product, status: 'deleted', version: product.version + 1, updatedAt: now() };
      });
      return HttpResponse.json({ deleted });
    }),
    // Art paths are on the API's host (productImageUrl resolves them against its origin).
    http.get(`${new URL(api).origin}/api/catalog-art/:slug/:file`, ({ params }) => {
      const side = /^(obverse|reverse)\.svg$/.exec(String(params.file))?.[1] as 'obverse' | 'reverse' | undefined;
      const product = mockDb.products.find((candidate) => candidate.slug === params.slug);
      if (!side || !product || product.obverseImage !== mockArtPath(String(params.slug), 'obverse')) return notFound('Catalog art');
      return new HttpResponse(mockArtSvg(product, side), { headers: { 'content-type': 'image/svg+xml; charset=utf-8' } });
    }),
  ];
}

// ------------------------------------------------------------------ account, groups, members, invites

function findGroup(id: unknown): Group | undefined {
  return mockDb.groups.find((group) => group.id === id);
}

function groupHandlers(api: string): HttpHandler[] {
  return [
    http.get(`${api}/account`, () => HttpResponse.json(mockDb.account)),
    http.patch(`${api}/account`, async ({ request }) => {
      const body = updateAccountBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const { metadata, settings, ...fields } = body.data;
      const account = mockDb.account;
      mockDb.account = {
        ...account,
        ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
        metadata: { ...account.metadata, ...metadata },
        settings: { ...account.settings, ...settings },
        updatedAt: now(),
      };
      return HttpResponse.json(mockDb.account);
    }),
    http.get(`${api}/groups`, () => HttpResponse.json(mockDb.groups)),
    http.post(`${api}/groups`, async ({ request }) => {
      const body = createGroupBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const id = nextMockUuid();
      mockDb.groups.push({ id, type: 'team', private: false, name: body.data.name, subdomain: null, avatarUrl: null, settings: {}, createdAt: now(), updatedAt: now() });
      return HttpResponse.json({ id }, { status: 201 });
    }),
    http.get(`${api}/groups/:groupId`, ({ params }) => {
      const group = findGroup(params.groupId);
      return group ? HttpResponse.json(group) : notFound('Group');
    }),
    http.patch(`${api}/groups/:groupId`, async ({ params, request }) => {
      const group = findGroup(params.groupId);
      if (!group) return notFound('Group');
      const body = updateGroupBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const { settings, ...fields } = body.data;
      Object.assign(group, Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)), {
        settings: { ...group.settings, ...settings },
        updatedAt: now(),
      });
      return HttpResponse.json(group);
    }),
    http.post(`${api}/auth/token`, async ({ request }) => {
      const body = accessTokenRequestSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      if (!findGroup(body.data.groupId)) return apiError(403, 'forbidden', 'You are not a member of this group.');
      return HttpResponse.json(mockAccessToken(body.data.groupId));
    }),
    http.get(`${api}/group-member-roles`, () => HttpResponse.json(mockMemberRoles())),
    http.get(`${api}/groups/:groupId/members`, ({ params }) =>
      findGroup(params.groupId) ? HttpResponse.json(mockDb.members.filter((member) => member.groupId === params.groupId)) : notFound('Group'),
    ),
    http.patch(`${api}/groups/:groupId/members`, async ({ params, request }) => {
      const body = updateMembersBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      if (!mockMemberRoles().some((candidate) => candidate.id === body.data.roleId)) return apiError(400, 'bad_request', 'roleId is not a role.');
      const role = mockMemberRole(body.data.roleId);
      const changed = mockDb.members.filter((member) => member.groupId === params.groupId && body.data.memberIds.includes(member.id));
      for (const member of changed) {
        Object.assign(member, { roleId: role.id, role, updatedAt: now() });
      }
      return HttpResponse.json(changed);
    }),
    http.delete(`${api}/groups/:groupId/members`, async ({ params, request }) => {
      const body = removeMembersBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const removed = mockDb.members.filter((member) => member.groupId === params.groupId && body.data.memberIds.includes(member.id)).map((member) => member.id);
      mockDb.members = mockDb.members.filter((member) => !removed.includes(member.id));
      return HttpResponse.json({ memberIds: removed });
    }),
    http.get(`${api}/groups/:groupId/invites`, ({ params }) => HttpResponse.json(mockDb.invites.filter((invite) => invite.groupId === params.groupId))),
    http.post(`${api}/groups/:groupId/invites`, async ({ params, request }) => {
      const body = createInviteBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const roleId = body.data.roleId ?? 2;
      if (!mockMemberRoles().some((candidate) => candidate.id === roleId)) return apiError(400, 'bad_request', 'roleId is not a role.');
      const role = mockMemberRole(roleId);
      const code = `mock-invite-${nextMockUuid().replace(/-/g, '')}`;
      const invite = {
        code,
        url: `${localUrl('shell')}/invite/${code}`,
        groupId: String(params.groupId),
        roleId: role.id,
        role,
        email: body.data.email ?? null,
        maxUses: body.data.maxUses ?? null,
        uses: 0,
        expiresAt: new Date(Date.now() + body.data.expiresInDays * 86_400_000).toISOString(),
        revokedAt: null,
        createdAt: now(),
        status: 'active' as const,
      };
      mockDb.invites.push(invite);
      return HttpResponse.json(invite, { status: 201 });
    }),
    http.get(`${api}/invites/:code`, ({ params }) => {
      const invite = mockDb.invites.find((candidate) => candidate.code === params.code);
      const group = invite && findGroup(invite.groupId);
      if (!invite || !group) return notFound('Invite');
      return HttpResponse.json({
        group: { id: group.id, name: group.name, type: group.type, avatarUrl: group.avatarUrl ?? null },
        role: { name: invite.role?.name ?? 'Member', value: invite.role?.value ?? 'member' },
        expiresAt: invite.expiresAt,
        valid: invite.maxUses === null || invite.uses < invite.maxUses,
      });
    }),
    http.post(`${api}/invites/:code/accept`, ({ params }) => {
      const invite = mockDb.invites.find((candidate) => candidate.code === params.code);
      const member = mockDb.members.find((candidate) => candidate.userId === MOCK_USER_ID && candidate.groupId === invite?.groupId);
      if (!invite || !member) return notFound('Invite');
      // The mock user already belongs to the mock team.
      return HttpResponse.json({ groupId: invite.groupId, joined: false, member });
    }),
    http.post(`${api}/subscriptions`, async ({ request }) => {
      const body = startTrialBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const created = now();
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
          trialEndsAt: new Date(Date.now() + TRIAL_DAYS * 86_400_000).toISOString(),
        },
        { status: 201 },
      );
    }),
  ];
}

// ------------------------------------------------------------------ reference data

function referenceHandlers(api: string): HttpHandler[] {
  return [
    http.get(`${api}/spots`, () => HttpResponse.json(mockSpots())),
    http.get(`${api}/spots/history`, ({ request }) => {
      const range = spotHistoryRangeSchema.safeParse(new URL(request.url).searchParams.get('range') ?? '24h');
      return range.success ? HttpResponse.json(mockSpotHistory(range.data)) : invalid(range.error);
    }),
    http.get(`${api}/datasets`, () => HttpResponse.json(mockDatasets())),
    http.get(`${api}/local/demo-account`, () => HttpResponse.json({ email: 'ada@example.com', password: 'mock-password' })),
  ];
}

export interface MockHandlerOptions {
  /** The API base the client is configured with; default the dev API (MOCK_API_URL). */
  apiUrl?: string;
}

/**
 * Every handler of the mock API. The last one answers any other path under the API base with 404
 * `not_mocked`, so a call without a mock fails visibly instead of reaching a real API.
 */
export function createMockHandlers({ apiUrl = MOCK_API_URL }: MockHandlerOptions = {}): HttpHandler[] {
  const api = apiUrl.replace(/\/$/, '');
  return [
    ...productHandlers(api),
    ...groupHandlers(api),
    ...referenceHandlers(api),
    http.all(`${api}/*`, ({ request }) => apiError(404, 'not_mocked', `No mock for ${request.method} ${new URL(request.url).pathname}.`)),
  ];
}

/** The handlers under the default API base. */
export const handlers: HttpHandler[] = createMockHandlers();
