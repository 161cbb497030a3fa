// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authSettingsQueryOptions } from './settings';
import { configureSupabase } from './supabase';

const AUTH = 'http://auth.test';
const server = setupServer();

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureSupabase({ authUrl: AUTH, authPublicKey: 'public-key' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const fetchSettings = () => new QueryClient().fetchQuery(authSettingsQueryOptions());

describe('authSettingsQueryOptions', () => {
  it('reads GET /auth/v1/settings with the public key, keeping GoTrue fields it does not check', async () => {
    let apikey: string | null = null;
    server.use(
      http.get(`${AUTH}/auth/v1/settings`, ({ request }) => {
        apikey = request.headers.get('apikey');
        return HttpResponse.json({ external: { email: true, google: false }, disable_signup: true, mailer_autoconfirm: false });
      }),
    );
    await expect(fetchSettings()).resolves.toEqual({ external: { email: true, google: false }, disable_signup: true, mailer_autoconfirm: false });
    expect(apikey).toBe('public-key');
  });

  it('fails on an answer without disable_signup, or an error status', async () => {
    server.use(http.get(`${AUTH}/auth/v1/settings`, () => HttpResponse.json({ external: {} })));
    await expect(fetchSettings()).rejects.toThrow();
    server.use(http.get(`${AUTH}/auth/v1/settings`, () => HttpResponse.json({ code: 401 }, { status: 401 })));
    await expect(fetchSettings()).rejects.toThrow('GET /auth/v1/settings answered 401');
  });
});
