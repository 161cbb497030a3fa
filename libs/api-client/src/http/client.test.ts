// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiHttpError, ApiResponseShapeError, apiRequest, configureHttp } from './client';

const API = 'http://api.test/api';
const server = setupServer();
const onHttpError = vi.fn();

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureHttp({ apiUrl: API, getBearerToken: () => 'session-token', getAppToken: () => 'app-token', onHttpError });
});
afterEach(() => {
  server.resetHandlers();
  onHttpError.mockReset();
});
afterAll(() => server.close());

const thingSchema = z.object({ id: z.string(), title: z.string() });

describe('apiRequest', () => {
  it('sends the bearer token, the app token header and JSON, and returns the parsed response', async () => {
    let seen: Headers | undefined;
    let body: unknown;
    server.use(
      http.post(`${API}/things`, async ({ request }) => {
        seen = request.headers;
        body = await request.json();
        return HttpResponse.json({ id: '1', title: 'Gold Eagle', extra: 'dropped' });
      }),
    );
    const result = await apiRequest('/things', { method: 'POST', body: { title: 'Gold Eagle' }, schema: thingSchema });
    expect(result).toEqual({ id: '1', title: 'Gold Eagle' });
    expect(seen?.get('authorization')).toBe('Bearer session-token');
    expect(seen?.get('token')).toBe('app-token');
    expect(seen?.get('content-type')).toBe('application/json');
    expect(body).toEqual({ title: 'Gold Eagle' });
  });

  it('puts query parameters in the URL and skips empty ones', async () => {
    let url = '';
    server.use(
      http.get(`${API}/things`, ({ request }) => {
        url = request.url;
        return HttpResponse.json([]);
      }),
    );
    await apiRequest('/things', { query: { q: 'maple', offset: 0, metal: undefined, country: '' }, schema: z.array(thingSchema) });
    expect(new URL(url).search).toBe('?q=maple&offset=0');
  });

  it('turns a failed response into ApiHttpError with status and message, and reports it', async () => {
    server.use(http.get(`${API}/things/9`, () => HttpResponse.json({ error: { code: 'not_found', message: 'Thing not found.' } }, { status: 404 })));
    const failure = apiRequest('/things/9', { schema: thingSchema });
    await expect(failure).rejects.toBeInstanceOf(ApiHttpError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'not_found', message: 'Thing not found.' });
    expect(onHttpError).toHaveBeenCalledTimes(1);
    expect(onHttpError.mock.calls[0]?.[0]).toMatchObject({ status: 404 });
  });

  it('does not report a failure the caller handles itself', async () => {
    server.use(http.get(`${API}/things/9`, () => new HttpResponse('oops', { status: 500 })));
    await expect(apiRequest('/things/9', { schema: thingSchema, reportErrors: false })).rejects.toMatchObject({ status: 500 });
    expect(onHttpError).not.toHaveBeenCalled();
  });

  it('rejects a response of the wrong shape instead of passing it on', async () => {
    server.use(http.get(`${API}/things/1`, () => HttpResponse.json({ id: 1 })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiRequest('/things/1', { schema: thingSchema })).rejects.toBeInstanceOf(ApiResponseShapeError);
  });

  it('sends a fresh Idempotency-Key with every write and none with a read', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${API}/things`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ id: '1', title: 'Gold Eagle' });
      }),
      http.get(`${API}/things/1`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ id: '1', title: 'Gold Eagle' });
      }),
    );
    await apiRequest('/things', { method: 'POST', body: { title: 'A' }, schema: thingSchema });
    await apiRequest('/things', { method: 'POST', body: { title: 'A' }, schema: thingSchema });
    await apiRequest('/things/1', { schema: thingSchema });
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBeNull();
  });

  it('resends a write whose answer was lost with the same Idempotency-Key', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${API}/things`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return keys.length === 1 ? HttpResponse.error() : HttpResponse.json({ id: '7', title: 'Retried' });
      }),
    );
    const result = await apiRequest('/things', { method: 'POST', body: { title: 'Retried' }, schema: thingSchema });
    expect(result).toEqual({ id: '7', title: 'Retried' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('does not resend a write the API refused', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/things`, () => {
        calls += 1;
        return HttpResponse.json({ error: { code: 'validation_failed', message: 'No.' } }, { status: 400 });
      }),
    );
    await expect(apiRequest('/things', { method: 'POST', body: {}, schema: thingSchema, reportErrors: false })).rejects.toMatchObject({ status: 400 });
    expect(calls).toBe(1);
  });
});
