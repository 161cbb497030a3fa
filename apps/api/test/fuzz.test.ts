// Property-based fuzzing of every route the API serves (read from the app itself, so a new route is
// fuzzed without editing this file): malformed path parameters, query strings, headers and bodies,
// with and without a session and app token. No answer may be a 5xx, take longer than 5 s, or be an
// error that is not JSON. FUZZ_RUNS sets the samples per route and identity (default 12).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken, signIn, type Actor } from './api-fixtures';
import { startTestApi, TEST_SERVICE_ROLE_KEY, type TestApi } from './harness';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const TIMEOUT_MS = 5000;
/** Requests of the hostile-value matrix in flight at once. */
const CONCURRENT_CASES = 4;
/**
 * Each request takes 3.5 ms alone and 8 ms under npm test's load (two unit projects on two cores).
 * The random samples (8 436 requests) took 36 s alone and 85 s in a fresh-clone `npm test`; the
 * hostile-value matrix (25 668 requests) 89 s and 211 s. Their limits leave twice that.
 */
const SAMPLES_TIMEOUT_MS = 180_000;
const MATRIX_TIMEOUT_MS = 420_000;
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
/** Fields the routes outside the product API's OpenAPI document read, by path prefix. */
const UNDOCUMENTED_FIELDS: [prefix: string, fields: string[]][] = [
  [
    '/auth/v1/',
    [
      'email', 'password', 'token', 'type', 'token_hash', 'refresh_token', 'redirect_to', 'data', 'code_challenge', 'provider', 'grant_type',
      'nonce', 'create_user', 'phone', 'skip_http_redirect',
    ],
  ],
  ['/storage/v1/', ['prefix', 'limit', 'offset', 'search', 'sortBy', 'expiresIn', 'paths', 'download', 'token']],
  ['/_dev/', ['to']],
];
/** Any field name a route might read, for the foreign fields mixed into random requests. */
const EXTRA_FIELDS = [
  'email', 'password', 'token', 'type', 'token_hash', 'refresh_token', 'redirect_to', 'data', 'options', 'code_challenge',
  'code_challenge_method', 'provider', 'grant_type', 'scope', 'prefix', 'limit', 'offset', 'search', 'sortBy', 'expiresIn',
  'paths', 'bucketId', 'sourceKey', 'destinationKey', 'name', 'public', 'download', 'to', 'q', 'range', 'returnType', 'id', 'ids',
];

interface Route {
  method: string;
  /** Hono path pattern, e.g. /api/groups/:groupId or /storage/v1/object/:bucket/:path{.+}. */
  path: string;
  query: string[];
  body: string[];
}

let api: TestApi;
let user: Actor;
let token: string;
const routes: Route[] = [];

beforeAll(async () => {
  api = await startTestApi();
  user = await signIn(api, 'Fuzz Target');
  token = await appToken(api, user, user.personalGroupId);
  const document = (await (await api.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: unknown }> } }>>;
    components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
  };
  const documented = new Map<string, { query: string[]; body: string[] }>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const schema = operation.requestBody?.content?.['application/json']?.schema as { $ref?: string; properties?: Record<string, unknown> } | undefined;
      const resolved = schema?.$ref ? document.components?.schemas?.[schema.$ref.split('/').at(-1) ?? ''] : schema;
      documented.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, {
        query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        body: Object.keys(resolved?.properties ?? {}),
      });
    }
  }
  const seen = new Set<string>();
  for (const { method, path } of api.app.routes) {
    const key = `${method} ${path}`;
    if (!METHODS.has(method) || path.includes('*') || seen.has(key)) continue;
    seen.add(key);
    const known = documented.get(key);
    const guessed = UNDOCUMENTED_FIELDS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? [];
    routes.push({ method, path, query: known?.query ?? guessed, body: known?.body ?? (method === 'GET' ? [] : guessed) });
  }
});
afterAll(() => api.close());

// ---------------------------------------------------------------- generators
const NASTY = [
  '', ' ', '\u0000', 'a\u0000b', '\u0001\u001f\u007f', '\ud800', '\uffff', '%00', '%', '%zz', '../../etc/passwd', '..%2f..%2f',
  "' or 1=1 --", '"; drop table products; --', '99999999999', '-99999999999', '9223372036854775808', '1e309', '-1e309', 'NaN',
  'Infinity', '-0', '0x1f', '1.5', 'true', 'null', '[]', '{}', 'x'.repeat(5000), '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff', '<script>alert(1)</script>', 'a,b,,c,', ',,,', 'gold,unobtainium', '😀'.repeat(50),
];
const nasty = fc.constantFrom(...NASTY);
const text = fc.oneof({ arbitrary: nasty, weight: 4 }, { arbitrary: fc.string({ maxLength: 40 }), weight: 1 }, { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 });
const numberish = fc.oneof(
  fc.integer(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER * 10, -Number.MAX_SAFE_INTEGER * 10, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 0.1, -1),
  fc.double({ noNaN: true }),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  leaf: fc.oneof(text, numberish, fc.boolean(), fc.constant(null)),
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('leaf'), fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(text, tie('node'), { maxKeys: 4 })),
})).node;

/**
 * The route's own fields: mostly one at a time (a single bad value must get past the others' checks
 * to reach the code behind them), sometimes several, plus a couple of foreign ones.
 */
const fieldsOf = (own: string[], values: fc.Arbitrary<unknown>) => {
  const one = own.length ? fc.constantFrom(...own).map((key) => [key]) : fc.constant<string[]>([]);
  const keys = fc.oneof(
    { arbitrary: one, weight: 3 },
    { arbitrary: fc.tuple(fc.subarray(own), fc.subarray(EXTRA_FIELDS, { maxLength: 2 })).map(([mine, foreign]) => [...new Set([...mine, ...foreign])]), weight: 1 },
  );
  return keys.chain((names) => fc.tuple(...names.map((key) => fc.tuple(fc.constant(key), values))));
};

const bodyOf = (route: Route): fc.Arbitrary<{ raw: string; type: string } | null> =>
  fc.oneof(
    fieldsOf(route.body, fc.oneof(text, value)).map((entries) => ({ raw: JSON.stringify(Object.fromEntries(entries)), type: 'application/json' })),
    value.map((anything) => ({ raw: JSON.stringify(anything) ?? 'null', type: 'application/json' })),
    text.map((raw) => ({ raw, type: 'application/json' })),
    fc.tuple(text, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1')).map(([raw, type]) => ({ raw, type })),
    fc.constant(null),
  );

/** Percent-encodes like a client; a lone surrogate (not encodable) becomes U+FFFD as browsers send it. */
const encode = (part: string) => encodeURIComponent(part.toWellFormed());

const queryOf = (route: Route) =>
  fieldsOf(route.query, text).map((entries) =>
    entries.map(([key, entry]) => `${encode(key)}=${encode(typeof entry === 'string' ? entry : JSON.stringify(entry) ?? '')}`).join('&'),
  );

/** Path parameters: values that are wrong in every way, percent-encoded as a client would send them. */
const pathOf = (route: Route) => {
  const names = [...route.path.matchAll(/:(\w+)(\{[^}]+\})?/g)].map((match) => match[1] ?? '');
  return fc.tuple(...names.map(() => fc.oneof(text.filter((part) => part.length > 0), fc.constantFrom('public', 'products', 'profiles', 'groups')))).map((parts) => {
    let index = 0;
    return route.path.replace(/:(\w+)(\{[^}]+\})?/g, () => encode(parts[index++] ?? 'x'));
  });
};

type Identity = 'anonymous' | 'session' | 'session+group' | 'forged' | 'service-role';
const identities: Identity[] = ['anonymous', 'session', 'session+group', 'forged'];
/** The admin API (/admin/…, /invite) is also fuzzed with the service-role key, so inputs get past its check. */
const isAdminRoute = (route: Route) => route.path.startsWith('/auth/v1/admin/') || route.path === '/auth/v1/invite';

async function send(route: Route, identity: Identity, path: string, query: string, body: { raw: string; type: string } | null, headerNoise: string) {
  const headers = new Headers({ 'x-fuzz': 'yes' });
  if (identity === 'service-role') {
    headers.set('apikey', TEST_SERVICE_ROLE_KEY);
    headers.set('authorization', `Bearer ${TEST_SERVICE_ROLE_KEY}`);
  } else if (identity !== 'anonymous') {
    headers.set('authorization', identity === 'forged' ? `Bearer ${headerNoise.replace(/[^\x21-\x7e]/g, '') || 'x'}` : `Bearer ${user.accessToken}`);
  }
  if (identity === 'session+group') headers.set('token', token);
  if (identity === 'forged') headers.set('token', headerNoise.replace(/[^\x21-\x7e]/g, '') || 'x');
  if (body) headers.set('content-type', body.type);
  const started = performance.now();
  const response = await api.request(`${path}${query ? `?${query}` : ''}`, {
    method: route.method,
    headers,
    body: route.method === 'GET' || !body ? undefined : body.raw,
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: 'manual',
  });
  const textBody = await response.text();
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: textBody, ms: performance.now() - started };
}

describe('fuzzing every route', () => {
  it('never answers 5xx, never hangs, and every error is JSON', async () => {
    expect(routes.length).toBeGreaterThan(40);
    let requests = 0;
    for (const route of routes) {
      // Signing out would end the session the other samples use.
      const who = route.path.endsWith('/logout')
        ? identities.filter((identity) => identity !== 'session' && identity !== 'session+group')
        : [...identities, ...(isAdminRoute(route) ? (['service-role'] as const) : [])];
      for (const identity of who) {
        const result = await fc.check(
          fc.asyncProperty(pathOf(route), queryOf(route), bodyOf(route), text, async (path, query, body, noise) => {
            requests += 1;
            const answer = await send(route, identity, path, query, body, noise);
            const where = `${route.method} ${path.slice(0, 200)}?${query.slice(0, 300)} as ${identity} → ${answer.status} ${answer.text.slice(0, 300)}`;
            expect(answer.status, where).toBeLessThan(500);
            if (answer.status >= 400) {
              expect(answer.type, where).toContain('json');
              expect(() => JSON.parse(answer.text), where).not.toThrow();
            }
          }),
          { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261124), endOnFailure: true },
        );
        // The assertion's own message names the request; fast-check's report would print every value in full.
        if (result.failed) throw result.errorInstance instanceof Error ? result.errorInstance : new Error(String(result.errorInstance));
      }
    }
    console.info(`fuzz: ${requests} requests over ${routes.length} routes`);
  }, SAMPLES_TIMEOUT_MS);
});

describe('every field with every hostile value, one at a time', () => {
  it('never answers 5xx, never hangs, and every error is JSON', async () => {
    let requests = 0;
    const problems = new Set<string>();
    for (const route of routes) {
      if (route.path.endsWith('/logout')) continue;
      const params = [...route.path.matchAll(/:(\w+)(\{[^}]+\})?/g)].map((match) => match[0]);
      const cases: { path: string; query: string; body: { raw: string; type: string } | null }[] = [];
      const plainPath = route.path.replace(/:(\w+)(\{[^}]+\})?/g, (_match, name: string) => (name === 'bucket' ? 'products' : '00000000-0000-4000-8000-000000000000'));
      for (const bad of NASTY) {
        for (const param of params) cases.push({ path: route.path.replace(/:(\w+)(\{[^}]+\})?/g, (match, name: string) => (match === param ? encode(bad) : name === 'bucket' ? 'products' : '00000000-0000-4000-8000-000000000000')), query: '', body: null });
        for (const field of route.query) cases.push({ path: plainPath, query: `${encode(field)}=${encode(bad)}`, body: null });
        for (const field of route.body) cases.push({ path: plainPath, query: '', body: { raw: JSON.stringify({ [field]: bad }), type: 'application/json' } });
      }
      // A few of a route's cases at a time: the API prepares one request while the database answers
      // another, as for concurrent users (each case is one request on its own).
      const check = async ({ path, query, body }: (typeof cases)[number]) => {
        requests += 1;
        const answer = await send(route, isAdminRoute(route) ? 'service-role' : 'session+group', path, query, body, '');
        const broken = answer.status >= 500 || (answer.status >= 400 && (!answer.type.includes('json') || !isJson(answer.text)));
        if (broken) problems.add(`${route.method} ${path.slice(0, 120)}?${query.slice(0, 120)} ${body?.raw.slice(0, 120) ?? ''} → ${answer.status} ${answer.text.slice(0, 160)}`);
      };
      for (let start = 0; start < cases.length; start += CONCURRENT_CASES) await Promise.all(cases.slice(start, start + CONCURRENT_CASES).map(check));
    }
    console.info(`fuzz matrix: ${requests} requests over ${routes.length} routes`);
    if (process.env.FUZZ_DUMP) console.log([...problems].map((p) => "PROBLEM " + p.replace(/\?.*→/, " →")).join("\n"));
    expect([...problems]).toEqual([]);
  }, MATRIX_TIMEOUT_MS);
});

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
