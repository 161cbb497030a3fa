// The weekly portfolio summary: one mail per user whose week is up, covering each of their groups
// (and no other) with fine ozt and melt value per metal at the latest stored spot; at most one per
// 7 days; none for those who turned it off or hold nothing; a failed mail is tried again.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../src/config';
import { appToken, call, signIn, type Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';
import { addItem, caller, storeSpot } from './inventory-fixtures';
import { SPOT } from './orders-fixtures';
import { setUpProductTeam, type ProductTeam } from './products-fixtures';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const DAY_MS = 86_400_000;
const SUBJECT = 'Your weekly portfolio summary';

let api: TestApi;
let team: ProductTeam;
let elsewhere: ProductTeam;
let emptyHanded: Actor;

beforeAll(async () => {
  // No timer: the test runs each pass itself, on a moved clock.
  api = await startTestApi({ WEEKLY_SUMMARY_INTERVAL_MS: '0' });
  // Silver 25, gold 2000, platinum 900: a day ahead, so it stays the latest quote.
  await storeSpot(api, new Date(Date.now() + DAY_MS).toISOString(), SPOT);
  team = await setUpProductTeam(api, 'Summary Team');
  const as = caller(api, team);
  // 10 × 1 ozt × 0.999 = 9.99 ozt silver; 2 × 1 ozt × 0.9999 = 1.9998 ozt gold.
  await addItem(as, { title: 'Silver round lot', metal: 'silver', form: 'round', weight: '1', weightUnit: 'ozt', purity: '0.999', quantity: 10, cost: '250.00', acquiredOn: '2026-01-15' });
  await addItem(as, { title: 'Gold coins', metal: 'gold', form: 'coin', weight: '1', weightUnit: 'ozt', purity: '0.9999', quantity: 2, cost: '3800.00', acquiredOn: '2026-01-15' });
  elsewhere = await setUpProductTeam(api, 'Elsewhere Vault');
  await addItem(caller(api, elsewhere), { title: 'Platinum bar', metal: 'platinum', form: 'bar', weight: '10', weightUnit: 'ozt', purity: '0.9995', quantity: 1, acquiredOn: '2026-01-15' });
  emptyHanded = await signIn(api, 'Empty Handed');
  const turnedOff = await call(api, 'PATCH', '/api/account/message-preferences', { as: team.viewer, body: { weeklySummary: false } });
  expect(turnedOff.status).toBe(200);
});
afterAll(() => api.close());
afterEach(() => {
  api.deps.now = () => new Date();
  vi.restoreAllMocks();
});

/** Runs a pass with the clock `days` ahead of the real time. */
async function passAt(days: number) {
  api.deps.now = () => new Date(Date.now() + days * DAY_MS);
  return api.weeklySummaries.tick();
}

async function summariesTo(actor: Actor): Promise<Mail[]> {
  const mails = (await (await api.request(`/_dev/mailbox.json?to=${encodeURIComponent(actor.email)}`)).json()) as Mail[];
  return mails.filter((mail) => mail.subject === SUBJECT);
}

describe('the weekly portfolio summary', () => {
  it('is sent a week after the account was made, with the melt value at the latest spot, then not again within 7 days', async () => {
    await passAt(0);
    expect(await summariesTo(team.admin)).toEqual([]);

    await passAt(8);
    const [first, ...more] = await summariesTo(team.admin);
    expect(more).toEqual([]);
    // 9.99 × 25 = 249.75; 1.9998 × 2000 = 3999.60; together 4249.35.
    expect(first?.text).toContain('Summary Team: melt value $4,249.35 · 2 items (12 pieces)');
    expect(first?.text).toContain('Silver: 9.990 ozt, $249.75 (at $25.00/ozt)');
    expect(first?.text).toContain('Gold: 2.000 ozt, $3,999.60 (at $2,000.00/ozt)');
    // The same day last week had the same spot and the same holdings.
    expect(first?.text).toMatch(/Change since \d{1,2} [A-Z][a-z]+: \$0\.00/);
    // The admin's personal group holds nothing: left out.
    const personal = await api.database.db.selectFrom('groups').select('name').where('id', '=', team.admin.personalGroupId).executeTakeFirstOrThrow();
    expect(first?.text).not.toContain(personal.name);
    expect(first?.html).toContain('$4,249.35');
    expect(first?.text).toContain(`Open your inventory: ${new URL('/inventory', api.config.SITE_URL).href}`);
    expect(first?.text).toMatch(/Unsubscribe: \S+\/api\/unsubscribe\?token=/);
    expect((await summariesTo(team.member))[0]?.text).toContain('Summary Team: melt value $4,249.35');

    await passAt(8);
    await passAt(14);
    expect(await summariesTo(team.admin)).toHaveLength(1);
  });

  it('values the holdings at the spot of the day it is sent, never a stored value', async () => {
    await storeSpot(api, new Date(Date.now() + 2 * DAY_MS).toISOString(), { ...SPOT, silver: '30' });
    await passAt(16);
    const [latest] = await summariesTo(team.admin);
    expect(await summariesTo(team.admin)).toHaveLength(2);
    // 9.99 × 30 = 299.70; with the gold, 4299.30.
    expect(latest?.text).toContain('Silver: 9.990 ozt, $299.70 (at $30.00/ozt)');
    expect(latest?.text).toContain('Summary Team: melt value $4,299.30');
  });

  it('covers only the groups the user belongs to', async () => {
    const [ours] = await summariesTo(team.admin);
    expect(ours?.text).not.toContain('Elsewhere Vault');
    expect(ours?.text).not.toContain('Platinum');
    const [theirs] = await summariesTo(elsewhere.admin);
    // 10 × 0.9995 × 900 = 8995.50
    expect(theirs?.text).toContain('Elsewhere Vault: melt value $8,995.50 · 1 item (1 piece)');
    expect(theirs?.text).not.toContain('Summary Team');
    expect(theirs?.text).not.toContain('Silver');
  });

  it('is not sent to those who turned it off, nor to those whose groups hold nothing', async () => {
    expect(await summariesTo(team.viewer)).toEqual([]);
    expect(await summariesTo(emptyHanded)).toEqual([]);
  });

  it('is tried again at the next pass when the mail cannot be sent', async () => {
    const late = await signIn(api, 'Late Joiner');
    const added = await call(api, 'POST', '/api/inventory', {
      as: late,
      token: await appToken(api, late, late.personalGroupId),
      body: { title: 'Silver bar', metal: 'silver', form: 'bar', weight: '100', weightUnit: 'ozt', purity: '0.999', quantity: 1, acquiredOn: '2026-01-15' },
    });
    expect(added.status).toBe(201);
    const send = api.deps.mailer.send.bind(api.deps.mailer);
    vi.spyOn(api.deps.mailer, 'send').mockImplementation(async (mail) => {
      if (mail.to === late.email) throw new Error('SMTP server unreachable');
      await send(mail);
    });
    expect((await passAt(30)).failed).toBe(1);
    expect(await summariesTo(late)).toEqual([]);

    vi.restoreAllMocks();
    expect((await passAt(30)).sent).toBe(1);
    const [mail] = await summariesTo(late);
    // 100 × 0.999 × 30 = 2997.00
    expect(mail?.text).toContain('melt value $2,997.00 · 1 item (1 piece)');
  });
});

describe('WEEKLY_SUMMARY_INTERVAL_MS', () => {
  it('is hourly by default, 0 turns the summaries off, and a value under a second is refused', () => {
    expect(parseEnv({}).WEEKLY_SUMMARY_INTERVAL_MS).toBe(3_600_000);
    expect(parseEnv({ WEEKLY_SUMMARY_INTERVAL_MS: '0' }).WEEKLY_SUMMARY_INTERVAL_MS).toBe(0);
    expect(() => parseEnv({ WEEKLY_SUMMARY_INTERVAL_MS: '500' })).toThrow(/WEEKLY_SUMMARY_INTERVAL_MS must be 0 \(off\) or at least 1000/);
  });
});
