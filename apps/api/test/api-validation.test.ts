// Invalid input on every write route: missing fields, wrong types, empty or oversized strings,
// unknown fields (all body schemas are strict), bad path and query parameters, bodies that are not
// JSON. Every one is a 4xx in the error shape, and not a single row changes. A small fuzz pass checks
// that no input at all produces a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, appToken, call, createInvite, createTeam, memberId, signIn, snapshotTables, type Actor } from './api-fixtures';
import { SLOW, startTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: Actor;
let teamId: string;
let token: string;
let adminMemberId: number;
let otherMemberId: number;
let inviteCode: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signIn(api, 'Val Idator');
  teamId = await createTeam(api, admin, 'Validation Team');
  token = await appToken(api, admin, teamId);
  adminMemberId = await memberId(api, teamId, admin);
  otherMemberId = await addMember(api, teamId, await signIn(api), 'member');
  inviteCode = (await createInvite(api, admin, teamId)).code;
});
afterAll(() => api.close());

const deep = (levels: number): unknown => (levels === 0 ? 'leaf' : { nested: deep(levels - 1) });
const long = (length: number) => 'x'.repeat(length);

interface WriteRoute {
  name: string;
  method: string;
  path: () => string;
  appToken: boolean;
  /** Every field is optional, so no body at all is the valid minimum `{}`. */
  emptyBodyValid?: boolean;
  invalid: () => [string, unknown][];
  /** A valid body the fuzz pass overrides one field of at a time (plus one field the route does not take). */
  fuzzBase: () => Record<string, unknown>;
}

const WRITE_ROUTES: WriteRoute[] = [
  {
    name: 'PATCH /api/account',
    fuzzBase: () => ({ displayName: 'Val', name: 'Val Idator', avatarUrl: null, metadata: {}, settings: {} }),
    method: 'PATCH',
    path: () => '/api/account',
    appToken: false,
    invalid: () => [
      ['empty body (nothing to update)', {}],
      ['email is not changeable', { email: 'new@example.com' }],
      ['unknown field', { role: 'admin' }],
      ['empty displayName', { displayName: '   ' }],
      ['oversized displayName', { displayName: long(81) }],
      ['oversized name', { name: long(121) }],
      ['name of the wrong type', { name: 42 }],
      ['javascript: avatar', { avatarUrl: 'javascript:alert(1)' }],
      ['not a URL avatar', { avatarUrl: 'not a url' }],
      ['metadata not an object', { metadata: 'text' }],
      ['metadata an array', { metadata: [1, 2] }],
      ['metadata too deep', { metadata: deep(20) }],
      ['metadata too large', { metadata: { blob: long(20_000) } }],
      ['settings too large', { settings: { blob: long(20_000) } }],
      ['body is an array', [{ name: 'x' }]],
      ['body is null', null],
    ],
  },
  {
    name: 'POST /api/auth/token',
    fuzzBase: () => ({ groupId: teamId }),
    method: 'POST',
    path: () => '/api/auth/token',
    appToken: false,
    invalid: () => [
      ['missing groupId', {}],
      ['groupId not a UUID', { groupId: 'team-a' }],
      ['groupId a number', { groupId: 5 }],
      ['unknown field', { groupId: teamId, role: 'admin' }],
    ],
  },
  {
    name: 'POST /api/groups',
    fuzzBase: () => ({ name: 'Fuzz Team' }),
    method: 'POST',
    path: () => '/api/groups',
    appToken: false,
    invalid: () => [
      ['missing name', {}],
      ['empty name', { name: '' }],
      ['blank name', { name: '    ' }],
      ['oversized name', { name: long(81) }],
      ['name of the wrong type', { name: ['a'] }],
      ['unknown field (type)', { name: 'Team', type: 'personal' }],
      ['body is a string', 'Team'],
    ],
  },
  {
    name: 'PATCH /api/groups/{groupId}',
    fuzzBase: () => ({ name: 'Validation Team', avatarUrl: null, settings: { productTitleFormat: '{metal}' } }),
    method: 'PATCH',
    path: () => `/api/groups/${teamId}`,
    appToken: true,
    invalid: () => [
      ['empty body (nothing to update)', {}],
      ['empty name', { name: ' ' }],
      ['oversized name', { name: long(81) }],
      ['ftp avatar', { avatarUrl: 'ftp://example.com/a.png' }],
      ['productTitleFormat of the wrong type', { settings: { productTitleFormat: 5 } }],
      ['oversized productTitleFormat', { settings: { productTitleFormat: long(201) } }],
      ['unknown setting', { settings: { theme: 'dark' } }],
      ['unknown field', { subdomain: 'mine' }],
      ['settings not an object', { settings: 'x' }],
    ],
  },
  {
    name: 'PATCH /api/groups/{groupId}/members',
    fuzzBase: () => ({ memberIds: [otherMemberId], roleId: 2 }),
    method: 'PATCH',
    path: () => `/api/groups/${teamId}/members`,
    appToken: true,
    invalid: () => [
      ['missing fields', {}],
      ['missing roleId', { memberIds: [otherMemberId] }],
      ['no member ids', { memberIds: [], roleId: 1 }],
      ['roleId as a name', { memberIds: [otherMemberId], roleId: 'admin' }],
      ['member id as a string', { memberIds: [String(otherMemberId)], roleId: 1 }],
      ['fractional member id', { memberIds: [1.5], roleId: 1 }],
      ['negative member id', { memberIds: [-1], roleId: 1 }],
      ['too many member ids', { memberIds: Array.from({ length: 101 }, (_, index) => index + 1), roleId: 1 }],
      ['unknown field', { memberIds: [otherMemberId], roleId: 1, force: true }],
      ['unknown role', { memberIds: [otherMemberId], roleId: 999 }],
    ],
  },
  {
    name: 'DELETE /api/groups/{groupId}/members',
    fuzzBase: () => ({ memberIds: [otherMemberId] }),
    method: 'DELETE',
    path: () => `/api/groups/${teamId}/members`,
    appToken: true,
    invalid: () => [
      ['missing memberIds', {}],
      ['no member ids', { memberIds: [] }],
      ['memberIds not an array', { memberIds: 'all' }],
      ['member id zero', { memberIds: [0] }],
      ['unknown field', { memberIds: [otherMemberId], reason: 'x' }],
    ],
  },
  {
    name: 'POST /api/groups/{groupId}/invites',
    fuzzBase: () => ({ roleId: 2, email: 'fuzz@example.com', expiresInDays: 7, maxUses: 5 }),
    method: 'POST',
    path: () => `/api/groups/${teamId}/invites`,
    appToken: true,
    emptyBodyValid: true,
    invalid: () => [
      ['expiresInDays 0', { expiresInDays: 0 }],
      ['expiresInDays 31', { expiresInDays: 31 }],
      ['fractional expiresInDays', { expiresInDays: 1.5 }],
      ['expiresInDays as text', { expiresInDays: '7' }],
      ['roleId as a name', { roleId: 'admin' }],
      ['unknown role', { roleId: 999 }],
      ['bad e-mail', { email: 'not-an-email' }],
      ['oversized e-mail', { email: `${long(320)}@example.com` }],
      ['maxUses 0', { maxUses: 0 }],
      ['unknown field', { code: 'mine' }],
    ],
  },
];

describe.each(WRITE_ROUTES.map((route) => [route.name, route] as const))('%s', (_name, route) => {
  it('answers 400 in the error shape for every invalid body and writes nothing', async () => {
    const before = await snapshotTables(api);
    for (const [label, body] of route.invalid()) {
      const result = await call(api, route.method, route.path(), { as: admin, token: route.appToken ? token : undefined, body });
      expect(result.status, label).toBe(400);
      expect(result.body, label).toEqual({ error: { code: expect.any(String), message: expect.any(String), details: expect.anything() } });
    }
    expect(await snapshotTables(api)).toEqual(before);
  });

  it('refuses malformed JSON (400), a non-JSON body (415) and a missing body (400 unless {} is valid)', async () => {
    const before = await snapshotTables(api);
    const options = { as: admin, token: route.appToken ? token : undefined };
    const malformed = await call(api, route.method, route.path(), { ...options, rawBody: '{"name":', contentType: 'application/json' });
    expect(malformed.status).toBe(400);
    const form = await call(api, route.method, route.path(), { ...options, rawBody: 'name=x', contentType: 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(await snapshotTables(api)).toEqual(before);
    if (route.emptyBodyValid) return;
    const missing = await call(api, route.method, route.path(), options);
    expect(missing.status).toBe(400);
    expect(await snapshotTables(api)).toEqual(before);
  });
});

describe('path and query parameters', () => {
  it('a group id that is not a UUID is 400 on every group route', async () => {
    for (const [method, path] of [
      ['GET', '/api/groups/not-a-uuid'],
      ['PATCH', '/api/groups/not-a-uuid'],
      ['GET', "/api/groups/1'%3Bdrop%20table%20groups--/members"],
      ['GET', '/api/groups/123/invites'],
    ] as const) {
      const result = await call(api, method, path, { as: admin, token, body: method === 'PATCH' ? { name: 'x' } : undefined });
      expect(result.status, path).toBe(400);
    }
  });

  it('an invite code of the wrong shape is 400', async () => {
    for (const [method, path] of [
      ['GET', '/api/invites/short'],
      ['POST', '/api/invites/short/accept'],
      ['GET', `/api/invites/${'%25'.repeat(20)}`],
      ['DELETE', `/api/groups/${teamId}/invites/${long(200)}`],
    ] as const) {
      expect((await call(api, method, path, { as: admin, token })).status, path).toBe(400);
    }
  });

  it('GET /api/user/verified needs one valid e-mail', async () => {
    for (const query of ['', '?email=', '?email=nope', `?email=${encodeURIComponent(admin.email)}&email=${encodeURIComponent(admin.email)}`]) {
      expect((await call(api, 'GET', `/api/user/verified${query}`, { as: admin })).status, query).toBe(400);
    }
  });
});

describe('no input produces a 5xx', () => {
  const deepText = (levels: number) => `${'{"a":['.repeat(levels)}1${']}'.repeat(levels)}`;
  /** Raw JSON texts: some too deep for JSON.stringify in this process, so they are written by hand. */
  const junk: string[] = [
    'null',
    'true',
    '0',
    '-1',
    '1e308',
    '""',
    JSON.stringify(long(10_000)),
    JSON.stringify('\u0000'),
    JSON.stringify('a\u0000b'),
    '"\\ud800"',
    '"\\udc00x"',
    '{"\\u0000":1}',
    '{"k":"\\ud800"}',
    '"😀 ok"',
    '[]',
    '{}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{}}}',
    deepText(10),
    deepText(10_000),
    JSON.stringify(Array.from({ length: 1000 }, () => 1)),
    JSON.stringify([-1, 0, 2 ** 31, 2 ** 53 + 1]),
    '2147483648',
    '[2147483648]',
    '[9007199254740993]',
  ];

  it('fuzzes every write route: junk bodies, and each field of a valid body replaced by junk', SLOW.bulk, async () => {
    let calls = 0;
    for (const route of WRITE_ROUTES) {
      const options = { as: admin, token: route.appToken ? token : undefined, contentType: 'application/json' };
      const base = route.fuzzBase();
      // One field at a time is junk and the rest stays valid, so the handlers behind validation run too.
      const fields = [...Object.keys(base), 'unexpected'];
      const withField = (field: string, value: string) => JSON.stringify({ ...base, [field]: '__JUNK__' }).replace('"__JUNK__"', value);
      const bodies = [...junk, ...fields.flatMap((field) => junk.map((value) => withField(field, value)))];
      for (const rawBody of bodies) {
        const result = await call(api, route.method, route.path(), { ...options, rawBody });
        expect(result.status, `${route.name} ${rawBody.slice(0, 80)}`).toBeLessThan(500);
        calls += 1;
      }
    }
    expect(calls).toBeGreaterThan(500);
    // Junk never removed the admin (the DELETE base names another member) nor used up the invite.
    expect(await memberId(api, teamId, admin)).toBe(adminMemberId);
    expect((await call(api, 'GET', `/api/invites/${inviteCode}`)).status).toBe(200);
  });

  it('fuzzes path segments and the e-mail query', async () => {
    const segments = ['%00', '%ZZ', '%2e%2e', 'null', '00000000-0000-0000-0000-000000000000', long(3000), '%F0%9F%98%80', "'%3B--", '%ud800'];
    for (const segment of segments) {
      for (const [method, path] of [
        ['GET', `/api/groups/${segment}`],
        ['PATCH', `/api/groups/${segment}`],
        ['GET', `/api/groups/${segment}/members`],
        ['DELETE', `/api/groups/${teamId}/invites/${segment}`],
        ['GET', `/api/invites/${segment}`],
        ['POST', `/api/invites/${segment}/accept`],
        ['GET', `/api/user/verified?email=${segment}`],
      ] as const) {
        const result = await call(api, method, path, { as: admin, token, body: method === 'PATCH' ? { name: 'x' } : undefined });
        expect(result.status, `${method} ${path.slice(0, 80)}`).toBeLessThan(500);
      }
    }
  });
});
