// Sign-in and code limits hold under concurrency: a burst of parallel guesses is counted before any
// of them is checked, so at most the limit's worth of guesses is ever tried, and a right password
// hidden in the burst past the limit does not sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../src/auth/rate-limit';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

function post(path: string, body: unknown) {
  return api.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

describe('a burst of 500 concurrent password guesses', () => {
  it('checks at most the limit, refuses the rest with 429, and the right password inside it does not sign in', async () => {
    const { email, password } = await api.createSignedInUser();
    const rightAt = 375;
    const statuses = await Promise.all(
      Array.from({ length: 500 }, (_, index) =>
        post('/auth/v1/token?grant_type=password', { email, password: index === rightAt ? password : `Wrong${index}Password` }).then((response) => response.status),
      ),
    );
    const checked = statuses.filter((status) => status !== 429);
    expect(checked.length).toBeLessThanOrEqual(AUTH_RATE_LIMITS.failedSignIn.max);
    expect(checked.every((status) => status === 400)).toBe(true);
    expect(statuses[rightAt]).toBe(429);
  });

  it('still lets a correct first attempt in a burst sign in', async () => {
    const { email, password } = await api.createSignedInUser();
    const statuses = await Promise.all(
      [password, 'Wrong1Password', 'Wrong2Password'].map((guess) => post('/auth/v1/token?grant_type=password', { email, password: guess }).then((r) => r.status)),
    );
    expect(statuses[0]).toBe(200);
  });
});

describe('a burst of 500 concurrent one-time code guesses', () => {
  it('checks at most the limit of codes', async () => {
    const { email } = await api.createSignedInUser();
    const statuses = await Promise.all(
      Array.from({ length: 500 }, (_, index) =>
        post('/auth/v1/verify', { email, type: 'recovery', token: String(index).padStart(6, '0') }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(AUTH_RATE_LIMITS.failedVerify.max);
  });
});
