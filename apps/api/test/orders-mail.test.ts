// Order updates by e-mail: a status change is mailed, once committed, to the group's admins and
// members who want order updates — not to viewers, not to those who turned them off, not to whoever
// made the change. The mail links to the order and carries a working unsubscribe link; a mailer
// that fails leaves the change made.
import type { Order } from '@bullion/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addMember, call, signIn, type Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';
import { act, addCustomer, getOrder, newOrder, setUpOrderDesk, storeTestSpot, type OrderDesk } from './orders-fixtures';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
}

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await storeTestSpot(api);
});
afterAll(() => api.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/** The mails to `actor`, newest first, once the mails of the changes made so far have gone out. */
async function mailsTo(actor: Actor): Promise<Mail[]> {
  await api.deps.background.settled();
  return (await (await api.request(`/_dev/mailbox.json?to=${encodeURIComponent(actor.email)}`)).json()) as Mail[];
}

const goldBar = (unitPrice: string) => ({ title: 'Gold bar 1 kg', metal: 'gold', form: 'bar', quantity: 1, unitPrice, overrideReason: 'Agreed price' });

async function setTurnedOff(actor: Actor, kind: 'orderUpdates' | 'weeklySummary') {
  const result = await call(api, 'PATCH', '/api/account/message-preferences', { as: actor, body: { [kind]: false } });
  expect(result.status).toBe(200);
}

async function draftSale(desk: OrderDesk, unitPrice = '12345.60'): Promise<Order> {
  const customer = await addCustomer(desk.as, 'Jane Doe');
  return newOrder(desk.as, { side: 'sell', customerId: customer.id, lines: [goldBar(unitPrice)] });
}

describe('order updates by e-mail', () => {
  let desk: OrderDesk;
  let quiet: Actor;
  beforeAll(async () => {
    desk = await setUpOrderDesk(api, 'Mail Desk');
    quiet = await signIn(api, 'Quiet Member');
    await addMember(api, desk.team.teamId, quiet, 'member');
    await setTurnedOff(quiet, 'orderUpdates');
  });

  it('mails a new status to the admins and members who want it, not to viewers, those who turned it off or whoever changed it', async () => {
    const { admin, member, viewer } = desk.team;
    const draft = await draftSale(desk);
    expect(await mailsTo(admin)).toEqual([]);

    const quoted = await act(desk.as, draft, 'quote');
    expect(quoted.status).toBe('quoted');
    const [mail, ...more] = await mailsTo(admin);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Order ${draft.number} is now quoted — Mail Desk`);
    expect(mail?.text).toContain(`Sale ${draft.number} to Jane Doe is now quoted (changed by Mail Desk Member).`);
    expect(mail?.text).toContain('Customer: Jane Doe');
    expect(mail?.text).toContain('Total: $12,345.60');
    expect(mail?.text).toContain('Status: quoted');
    const orderLink = new URL(`/orders/${draft.id}`, api.config.SITE_URL).href;
    expect(mail?.link).toBe(orderLink);
    expect(mail?.text).toContain(`Open the order: ${orderLink}`);
    expect(mail?.html).toContain('$12,345.60');
    for (const nobody of [member, viewer, quiet]) expect(await mailsTo(nobody)).toEqual([]);

    // The admin confirms: now the member hears of it, and the admin does not hear of their own change.
    await act(desk.as, draft, 'confirm', {}, 'admin');
    expect((await mailsTo(member)).map((each) => each.subject)).toEqual([`Order ${draft.number} is now confirmed — Mail Desk`]);
    expect(await mailsTo(admin)).toHaveLength(1);
    expect(await mailsTo(quiet)).toEqual([]);
  });

  it('mails nothing when the status stays the same (an edit of a draft, a partial payment)', async () => {
    const { admin } = desk.team;
    const draft = await draftSale(desk, '100.00');
    const before = (await mailsTo(admin)).length;
    const edited = await call(api, 'PATCH', `/api/orders/${draft.id}`, { as: desk.team.member, token: desk.team.tokens.member, body: { notes: 'Pick-up Friday' } });
    expect(edited.status).toBe(200);
    await act(desk.as, draft, 'quote');
    await act(desk.as, draft, 'confirm');
    await act(desk.as, draft, 'payments', { method: 'wire', amount: '40.00' });
    const mails = await mailsTo(admin);
    expect(mails.slice(0, mails.length - before).map((each) => each.subject)).toEqual([
      `Order ${draft.number} is now confirmed — Mail Desk`,
      `Order ${draft.number} is now quoted — Mail Desk`,
    ]);
    await act(desk.as, draft, 'payments', { method: 'wire', amount: '60.00' });
    expect((await mailsTo(admin))[0]?.subject).toBe(`Order ${draft.number} is now paid — Mail Desk`);
  });

  it('carries an unsubscribe link that turns order updates off without a session', async () => {
    const reader = await signIn(api, 'Unsubscribing Admin');
    await addMember(api, desk.team.teamId, reader, 'admin');
    const draft = await draftSale(desk);
    await act(desk.as, draft, 'quote');
    const [mail] = await mailsTo(reader);
    const link = /Unsubscribe: (\S+)/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();
    expect(mail?.html).toMatch(/Unsubscribe<\/a>\.<\/p>\s*<\/body>/);

    const target = new URL(link ?? '');
    const response = await api.request(`${target.pathname}${target.search}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(response.status).toBe(200);
    expect((await call(api, 'GET', '/api/account/message-preferences', { as: reader })).body).toMatchObject({ orderUpdates: false, weeklySummary: true });

    await act(desk.as, draft, 'confirm');
    expect(await mailsTo(reader)).toHaveLength(1);
  });

  it('changes the status even when the mail cannot be sent', async () => {
    const { admin } = desk.team;
    const draft = await draftSale(desk);
    const send = vi.spyOn(api.deps.mailer, 'send').mockRejectedValue(new Error('SMTP server unreachable'));
    const before = (await mailsTo(admin)).length;

    const quoted = await act(desk.as, draft, 'quote');
    expect(quoted.status).toBe('quoted');
    await api.deps.background.settled();
    expect(send).toHaveBeenCalled();
    expect((await getOrder(desk.as, draft.id)).status).toBe('quoted');
    expect(await mailsTo(admin)).toHaveLength(before);

    // The mailer is back: the next change is mailed as usual.
    send.mockRestore();
    await act(desk.as, draft, 'confirm');
    expect((await mailsTo(admin))[0]?.subject).toBe(`Order ${draft.number} is now confirmed — Mail Desk`);
  });

  it('mails a retried request once (same Idempotency-Key)', async () => {
    const { admin } = desk.team;
    const draft = await draftSale(desk);
    const quote = () =>
      api.request(`/api/orders/${draft.id}/quote`, {
        method: 'POST',
        headers: { authorization: `Bearer ${desk.team.member.accessToken}`, token: desk.team.tokens.member, 'content-type': 'application/json', 'idempotency-key': `quote-${draft.id}` },
        body: '{}',
      });
    expect((await quote()).status).toBe(200);
    const replay = await quote();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const quotedMails = (await mailsTo(admin)).filter((mail) => mail.subject === `Order ${draft.number} is now quoted — Mail Desk`);
    expect(quotedMails).toHaveLength(1);
  });

  it('tells only the order’s own group', async () => {
    const other = await setUpOrderDesk(api, 'Other Mail Desk');
    const draft = await draftSale(desk);
    await act(desk.as, draft, 'quote');
    for (const outsider of [other.team.admin, other.team.member]) expect(await mailsTo(outsider)).toEqual([]);
  });
});
