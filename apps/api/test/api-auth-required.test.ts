// Every route under /api refuses a call without a session (401), except the few that are public by
// design (invite preview, catalog art, a shared collection's view, health, the API's own documentation). The list is checked
// against every /api route the registered resources (RESOURCES) document, so a new route without a
// row here fails the suite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouter } from '../src/http/router';
import { RESOURCES } from '../src/resources';
import { call } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';

const GROUP = '3f1c7a52-9b1e-4c55-8a0e-5d2a6b7c8d9e';
const CODE = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const RELEASE = '0.1.0-0123456789ab';

/** [method, OpenAPI path, a body that would be valid] for every route that needs a session. */
const SESSION_ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/account'],
  ['PATCH', '/api/account', { displayName: 'Someone' }],
  ['GET', '/api/user/verified?email=someone@example.com'],
  ['DELETE', '/api/account', { email: 'someone@example.com' }],
  ['GET', '/api/account/export'],
  ['GET', '/api/account/sessions'],
  ['DELETE', '/api/account/sessions?scope=others'],
  ['DELETE', '/api/account/sessions/{sessionId}'],
  ['GET', '/api/account/message-preferences'],
  ['PATCH', '/api/account/message-preferences', { productNews: true }],
  ['POST', '/api/auth/token', { groupId: GROUP }],
  ['GET', '/api/groups'],
  ['POST', '/api/groups', { name: 'Team' }],
  ['GET', '/api/groups/{groupId}'],
  ['PATCH', '/api/groups/{groupId}', { name: 'Renamed' }],
  ['DELETE', '/api/groups/{groupId}', { name: 'Team' }],
  ['GET', '/api/group-member-roles'],
  ['GET', '/api/groups/{groupId}/members'],
  ['PATCH', '/api/groups/{groupId}/members', { memberIds: [1], roleId: 1 }],
  ['DELETE', '/api/groups/{groupId}/members', { memberIds: [1] }],
  ['POST', '/api/groups/{groupId}/invites', {}],
  ['GET', '/api/groups/{groupId}/invites'],
  ['DELETE', '/api/groups/{groupId}/invites/{code}'],
  ['POST', '/api/groups/{groupId}/invites/{code}/resend'],
  ['POST', '/api/invites/{code}/accept'],
  ['GET', '/api/products?returnType=partial'],
  ['GET', '/api/products/{id}'],
  ['POST', '/api/products', { title: 'Product' }],
  ['PATCH', '/api/products/{id}', { title: 'Renamed' }],
  ['DELETE', '/api/products', { ids: [GROUP] }],
  ['POST', '/api/products/export', {}],
  ['POST', '/api/products/import', { rows: [{ title: 'Product' }] }],
  ['GET', '/api/spaces'],
  ['POST', '/api/spaces', { name: 'Home safe', kind: 'safe' }],
  ['PATCH', '/api/spaces/{id}', { name: 'Renamed' }],
  ['DELETE', '/api/spaces/{id}'],
  ['GET', '/api/inventory'],
  ['GET', '/api/inventory/summary'],
  ['GET', '/api/inventory/history?days=7'],
  ['POST', '/api/inventory', { title: 'Silver round' }],
  ['POST', '/api/inventory/move', { ids: [GROUP], spaceId: null }],
  ['POST', '/api/inventory/import', { mode: 'validate', rows: [{ title: 'Silver round' }] }],
  ['DELETE', '/api/inventory/dispositions/{id}'],
  ['GET', '/api/inventory/{id}'],
  ['PATCH', '/api/inventory/{id}', { title: 'Renamed' }],
  ['POST', '/api/inventory/{id}/dispositions', { kind: 'lost', date: '2026-01-02' }],
  ['GET', '/api/inventory/{id}/history'],
  ['GET', '/api/price-templates'],
  ['POST', '/api/price-templates', { name: 'Retail' }],
  ['GET', '/api/price-templates/{id}'],
  ['PATCH', '/api/price-templates/{id}', { name: 'Renamed' }],
  ['DELETE', '/api/price-templates/{id}'],
  ['POST', '/api/price-templates/{id}/duplicate'],
  ['POST', '/api/price-templates/{id}/default'],
  ['GET', '/api/price-templates/{id}/preview?quantity=10'],
  ['GET', '/api/customers'],
  ['POST', '/api/customers', { name: 'Jane Doe' }],
  ['GET', '/api/customers/{id}'],
  ['PATCH', '/api/customers/{id}', { name: 'Renamed' }],
  ['DELETE', '/api/customers/{id}'],
  ['GET', '/api/orders'],
  ['GET', '/api/orders/form-8300'],
  ['POST', '/api/orders/price', { side: 'sell', lines: [{ title: 'Silver round', quantity: 1 }] }],
  ['POST', '/api/orders', { side: 'sell', customerId: GROUP }],
  ['GET', '/api/orders/{id}'],
  ['PATCH', '/api/orders/{id}', { notes: 'Call back' }],
  ['POST', '/api/orders/{id}/quote', {}],
  ['POST', '/api/orders/{id}/confirm', {}],
  ['POST', '/api/orders/{id}/payments', { method: 'cash', amount: '10.00' }],
  ['POST', '/api/orders/{id}/fulfil', {}],
  ['POST', '/api/orders/{id}/complete', {}],
  ['POST', '/api/orders/{id}/refunds', { method: 'cash', amount: '10.00' }],
  ['POST', '/api/orders/{id}/payments/{paymentId}/void', { reason: 'Entered twice' }],
  ['POST', '/api/orders/{id}/cancel', {}],
  ['POST', '/api/orders/{id}/reverse', { reason: 'Mistake' }],
  ['GET', '/api/orders/{id}/receipt.pdf'],
  ['GET', '/api/orders/{id}/form-8300.pdf'],
  ['POST', '/api/orders/{id}/receipt/email', {}],
  ['POST', '/api/orders/{id}/form-8300/filed', { filedOn: '2026-01-02' }],
  ['GET', '/api/collections?q=eagles'],
  ['POST', '/api/collections', { title: 'Silver Eagles' }],
  ['GET', '/api/collections/{id}'],
  ['PATCH', '/api/collections/{id}', { title: 'Renamed' }],
  ['DELETE', '/api/collections/{id}'],
  ['POST', '/api/collections/{id}/duplicate'],
  ['POST', '/api/collections/{id}/entries', { entries: [{ productId: GROUP }] }],
  ['PUT', '/api/collections/{id}/entries/order', { entryIds: [GROUP] }],
  ['PATCH', '/api/collections/{id}/entries/{entryId}', { wantedQuantity: 2 }],
  ['DELETE', '/api/collections/{id}/entries/{entryId}'],
  ['POST', '/api/collections/{id}/share'],
  ['DELETE', '/api/collections/{id}/share'],
  ['GET', '/api/datasets'],
  ['GET', '/api/spots'],
  ['GET', '/api/spots/history'],
  ['POST', '/api/subscriptions', { groupId: GROUP, plan: 'teams' }],
  ['GET', '/api/billing/subscription'],
  ['GET', '/api/billing/products?lookup=pro_monthly'],
  ['POST', '/api/billing/checkout-session', { plan: 'pro' }],
  ['POST', '/api/billing/portal-session', { returnUrl: 'https://app.example/settings' }],
  ['POST', '/api/billing/customers', {}],
  ['POST', '/api/billing/payment-intents', { amount: '10.00', description: 'Credit' }],
  ['GET', '/api/billing/subscriptions/unassigned'],
  ['POST', '/api/billing/subscriptions/{id}/attach'],
  ['GET', '/api/billing/invoices'],
  ['GET', '/api/billing/payments'],
  ['GET', '/api/domains'],
  ['PUT', '/api/domains/subdomain', { subdomain: 'acme' }],
  ['DELETE', '/api/domains/subdomain'],
  ['PUT', '/api/domains/custom', { domain: 'shop.example.com' }],
  ['POST', '/api/domains/custom/check'],
  ['DELETE', '/api/domains/custom'],
  // The release registry: a platform admin's session, or (all but access, keys, audit, rates) a deploy key.
  ['GET', '/api/releases/access'],
  ['GET', '/api/releases/keys'],
  ['POST', '/api/releases/keys', { name: 'CI', remote: 'catalog', environments: ['staging'] }],
  ['DELETE', '/api/releases/keys/{id}'],
  ['GET', '/api/releases/{remote}'],
  ['POST', '/api/releases/{remote}'],
  ['GET', '/api/releases/{remote}/{releaseId}'],
  ['POST', '/api/releases/{remote}/environments/{env}/point', { releaseId: RELEASE }],
  ['POST', '/api/releases/{remote}/environments/{env}/promote', {}],
  ['POST', '/api/releases/{remote}/environments/{env}/rollback', {}],
  ['POST', '/api/releases/{remote}/environments/{env}/canary', { releaseId: RELEASE, percent: 10 }],
  ['POST', '/api/releases/{remote}/environments/{env}/canary/promote', {}],
  ['GET', '/api/releases/status'],
  ['GET', '/api/releases/audit'],
  ['GET', '/api/releases/rates'],
];
const PUBLIC_ROUTES: [string, string][] = [
  ['GET', '/api/invites/{code}'],
  ['GET', '/api/catalog-art/{slug}/{file}'],
  ['GET', '/api/public/collections/{token}'],
  // The signed one-click unsubscribe link of optional e-mail (its token is the key).
  ['GET', '/api/unsubscribe'],
  ['POST', '/api/unsubscribe'],
  // Billing: a signed receipt address, the provider's signed webhooks, the local provider's pages (their id is the key).
  ['GET', '/api/billing/invoices/{id}/receipt'],
  ['POST', '/api/billing/webhooks'],
  ['GET', '/api/billing/local/checkout/{id}'],
  ['POST', '/api/billing/local/checkout/{id}'],
  ['GET', '/api/billing/local/portal/{id}'],
  ['POST', '/api/billing/local/portal/{id}'],
  ['GET', '/api/billing/local/payments/{id}'],
  ['POST', '/api/billing/local/payments/{id}'],
  // The release registry's routes for shells (config, files, telemetry), and the 405 of a release's changes.
  ['GET', '/api/releases/config'],
  ['GET', '/api/releases/files/{remote}/{releaseId}/{path}'],
  ['POST', '/api/releases/telemetry'],
  ['PUT', '/api/releases/{remote}/{releaseId}'],
  ['PATCH', '/api/releases/{remote}/{releaseId}'],
  ['DELETE', '/api/releases/{remote}/{releaseId}'],
];

const TOKEN = 'A'.repeat(43);
const concrete = (path: string) => path.replace('{groupId}', GROUP).replace('{code}', CODE).replace('{id}', GROUP).replace('{entryId}', GROUP).replace('{token}', TOKEN).replace('{sessionId}', GROUP).replace('{paymentId}', GROUP).replace('{remote}', 'catalog').replace('{releaseId}', RELEASE).replace('{env}', 'staging');

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('product API without a session', () => {
  it('lists every operation under /api', () => {
    const router = createRouter();
    for (const resource of RESOURCES) resource.register(router);
    const document = router.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'product API', version: '0' } });
    const documented = Object.entries(document.paths ?? {})
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const listed = [...SESSION_ROUTES, ...PUBLIC_ROUTES].map(([method, path]) => `${method} ${path.split('?')[0]}`).sort();
    expect(listed).toEqual(documented);
  });

  it.each(SESSION_ROUTES)('%s %s → 401 in the error shape', async (method, path, body) => {
    const result = await call(api, method, concrete(path), { body });
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  it.each(SESSION_ROUTES)('%s %s → 401 with a forged bearer token', async (method, path, body) => {
    const result = await call(api, method, concrete(path), {
      body,
      as: { userId: GROUP, email: 'x@example.com', personalGroupId: GROUP, accessToken: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' },
    });
    expect(result.status).toBe(401);
  });

  it('GET /api/invites/{code} is public: an unknown code is 404, not 401', async () => {
    const result = await call(api, 'GET', concrete('/api/invites/{code}'));
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ error: { code: 'not_found' } });
  });

  it('GET /api/public/collections/{token} is public: a token not shared is 404, not 401', async () => {
    const result = await call(api, 'GET', concrete('/api/public/collections/{token}'));
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ error: { code: 'not_found' } });
  });

  it('billing’s public routes answer by their own proof, never 401: a receipt’s signature, a webhook’s, a page’s id', async () => {
    const receipt = await call(api, 'GET', `/api/billing/invoices/${GROUP}/receipt?expires=1&signature=${'0'.repeat(64)}`);
    expect(receipt).toMatchObject({ status: 403, body: { error: { code: 'invalid_signature' } } });
    const webhook = await call(api, 'POST', '/api/billing/webhooks', { body: { id: 'evt_1', type: 'invoice.paid' } });
    expect(webhook).toMatchObject({ status: 400, body: { error: { code: 'invalid_signature' } } });
    const page = await call(api, 'GET', `/api/billing/local/checkout/cs_local_${'0'.repeat(24)}`);
    expect(page).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
  });

  it('documents the security of every route', async () => {
    const document = (await (await api.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    };
    for (const [method, path] of SESSION_ROUTES) {
      const operation = document.paths[path.split('?')[0] ?? '']?.[method.toLowerCase()];
      expect(operation?.security?.[0], `${method} ${path}`).toHaveProperty('Bearer');
    }
    expect(document.paths['/api/invites/{code}']?.get?.security).toBeUndefined();
  });

  it('documents the shared schemas as named components and lists the routes on the docs page', async () => {
    const document = (await (await api.request('/api/openapi.json')).json()) as { components: { schemas: Record<string, unknown> } };
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Profile', 'EmailVerified', 'AccessToken', 'Group', 'Subscription', 'Plan', 'GroupMember', 'GroupMemberRole', 'Invite', 'InvitePreview', 'Error']),
    );
    const page = await (await api.request('/api/docs')).text();
    for (const path of ['/api/groups/{groupId}/members', '/api/invites/{code}/accept', '/api/user/verified']) expect(page).toContain(path);
  });
});
