// Message preferences: stored on the account, validated; non-essential mail goes only to those who
// want it, with List-Unsubscribe headers and a signed link that unsubscribes without a session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOptionalMail, unsubscribeToken, unsubscribeUrl } from '../src/account/message-preferences';
import { call, signIn } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const MAIL = { to: '', subject: 'Your week in bullion', text: 'Portfolio up 2%.', html: '<p>Portfolio up 2%.</p>' };

async function outbox(to: string) {
  return api.deps.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute();
}

describe('GET/PATCH /api/account/message-preferences', () => {
  it('starts from the defaults and stores changes on the account', async () => {
    const user = await signIn(api, 'Prefs User');
    const initial = await call(api, 'GET', '/api/account/message-preferences', { as: user });
    expect(initial).toMatchObject({ status: 200, body: { orderUpdates: true, weeklySummary: true, priceAlerts: true, productNews: false } });
    const changed = await call(api, 'PATCH', '/api/account/message-preferences', { as: user, body: { weeklySummary: false, productNews: true } });
    expect(changed.body).toEqual({ orderUpdates: true, weeklySummary: false, priceAlerts: true, productNews: true });
    const other = await signIn(api, 'Other Prefs');
    expect((await call(api, 'GET', '/api/account/message-preferences', { as: other })).body).toMatchObject({ weeklySummary: true });
  });

  it('validates the body and needs a session', async () => {
    const user = await signIn(api, 'Prefs Validation');
    expect((await call(api, 'PATCH', '/api/account/message-preferences', { as: user, body: {} })).status).toBe(400);
    expect((await call(api, 'PATCH', '/api/account/message-preferences', { as: user, body: { securityAlerts: false } })).status).toBe(400);
    expect((await call(api, 'PATCH', '/api/account/message-preferences', { as: user, body: { priceAlerts: 'no' } })).status).toBe(400);
    expect((await call(api, 'GET', '/api/account/message-preferences')).status).toBe(401);
  });
});

describe('non-essential mail and one-click unsubscribe', () => {
  it('carries List-Unsubscribe headers and a footer link; the link unsubscribes without a session', async () => {
    const user = await signIn(api, 'Mail Reader');
    expect(await sendOptionalMail(api.deps, user.userId, 'weeklySummary', { ...MAIL, to: user.email })).toBe(true);
    const [mail] = await outbox(user.email);
    const url = unsubscribeUrl(api.deps, user.userId, 'weeklySummary');
    expect(mail?.headers).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail?.text_body).toContain(url);

    const path = new URL(url).pathname + new URL(url).search;
    const pageResponse = await api.request(path);
    expect(pageResponse.status).toBe(200);
    expect(await pageResponse.text()).toContain('Unsubscribe from the weekly portfolio summary?');
    // The page alone changes nothing (mail scanners open links).
    expect((await call(api, 'GET', '/api/account/message-preferences', { as: user })).body).toMatchObject({ weeklySummary: true });

    const oneClick = await api.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('You are unsubscribed');
    expect((await call(api, 'GET', '/api/account/message-preferences', { as: user })).body).toMatchObject({ weeklySummary: false, orderUpdates: true });
    expect(await sendOptionalMail(api.deps, user.userId, 'weeklySummary', { ...MAIL, to: user.email })).toBe(false);
    expect(await outbox(user.email)).toHaveLength(1);
  });

  it('refuses a forged or altered token', async () => {
    const user = await signIn(api, 'Forgery Target');
    const token = unsubscribeToken(api.deps.config.JWT_SECRET, user.userId, 'priceAlerts');
    const otherKind = token.replace('.priceAlerts.', '.orderUpdates.');
    for (const bad of [otherKind, `${token}x`, 'nonsense', unsubscribeToken('x'.repeat(40), user.userId, 'priceAlerts')]) {
      const response = await api.request(`/api/unsubscribe?token=${encodeURIComponent(bad)}`, { method: 'POST' });
      expect(response.status).toBe(400);
    }
    expect((await api.request('/api/unsubscribe', { method: 'POST' })).status).toBe(400);
    expect((await call(api, 'GET', '/api/account/message-preferences', { as: user })).body).toMatchObject({ priceAlerts: true, orderUpdates: true });
  });
});
