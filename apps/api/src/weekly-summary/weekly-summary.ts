// The weekly portfolio summary: every WEEKLY_SUMMARY_INTERVAL_MS (hourly by default; 0 turns it off)
// the API mails each user whose summary is due one e-mail covering every group they belong to.
// Due: they want it (message preferences), their address is confirmed, they are not banned, and
// the last one was handled 7 days ago or more (profiles.weekly_summary_at, migration 0021; the first
// a week after the account was made). The time is claimed before the mail goes out, so a restart or
// a second instance does not send it again; a mail that fails gives the claim back for the next pass.
import { DEFAULT_MESSAGE_PREFERENCES } from '@bullion/contract';
import { sql, type SqlBool } from 'kysely';
import { sendOptionalMail } from '../account/message-preferences';
import { scoped, type Db } from '../db/database';
import type { AppDeps } from '../http/context';
import { memberGroupIds } from '../http/scope';
import { latestSpot } from '../price-templates/preview';
import { groupPortfolio } from './portfolio';
import { weeklySummaryMail } from './summary-mail';

export const WEEKLY_SUMMARY_EVERY_MS = 7 * 24 * 60 * 60_000;
const BATCH_SIZE = 100;

export type WeeklySummaryDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger' | 'now'>;

export interface WeeklySummaryOutcome {
  /** Summaries mailed. */
  sent: number;
  /** Due, but nothing to tell (no group holds anything) or no longer wanted: handled for this week. */
  skipped: number;
  failed: number;
}

interface DueUser {
  id: string;
  email: string;
  name: string;
  display_name: string;
  weekly_summary_at: Date | null;
}

const lastHandled = sql<Date>`coalesce(p.weekly_summary_at, p.created_at)`;

function dueUsers(db: Db, now: Date, after: string | null): Promise<DueUser[]> {
  const weekAgo = new Date(now.getTime() - WEEKLY_SUMMARY_EVERY_MS);
  let query = db
    .selectFrom('profiles as p')
    .innerJoin('auth_users as u', 'u.id', 'p.id')
    .select(['p.id', 'p.email', 'p.name', 'p.display_name', 'p.weekly_summary_at'])
    .where(lastHandled, '<=', weekAgo)
    .where(sql<SqlBool>`coalesce(p.settings -> 'messagePreferences' -> 'weeklySummary', ${JSON.stringify(DEFAULT_MESSAGE_PREFERENCES.weeklySummary)}::jsonb) = 'true'::jsonb`)
    .where('u.email_confirmed_at', 'is not', null)
    .where((eb) => eb.or([eb('u.banned_until', 'is', null), eb('u.banned_until', '<=', now)]))
    .orderBy('p.id')
    .limit(BATCH_SIZE);
  if (after) query = query.where('p.id', '>', after);
  return query.execute();
}

/** Takes the user's summary for this week; false when another pass (or instance) took it first. */
async function claim(db: Db, user: DueUser, now: Date): Promise<boolean> {
  const weekAgo = new Date(now.getTime() - WEEKLY_SUMMARY_EVERY_MS);
  const taken = await db
    .updateTable('profiles as p')
    .set({ weekly_summary_at: now })
    .where('p.id', '=', user.id)
    .where(lastHandled, '<=', weekAgo)
    .returning('p.id')
    .executeTakeFirst();
  return taken !== undefined;
}

/** The user's summary of their groups that hold something; read as the user, so row-level security keeps it to their groups. */
async function composeFor(deps: WeeklySummaryDeps, user: DueUser, now: Date) {
  const groupIds = await memberGroupIds(deps.db, user.id);
  if (!groupIds.length) return null;
  const { spot, portfolios } = await scoped(deps.db, { userId: user.id, groupIds }, async (tx) => {
    const spot = await latestSpot(tx);
    const groups = await tx.selectFrom('groups').select(['id', 'name']).where('id', 'in', groupIds).orderBy(sql`type <> 'personal'`).orderBy('name').execute();
    const portfolios = [];
    for (const group of groups) portfolios.push(await groupPortfolio(tx, group, spot, now));
    return { spot, portfolios };
  });
  // Groups that hold nothing are left out; with none left, there is nothing to tell.
  const holding = portfolios.filter((portfolio) => portfolio.items > 0);
  if (!holding.length) return null;
  const link = new URL('/inventory', deps.config.SITE_URL).href;
  return weeklySummaryMail({ to: user.email, fullName: user.display_name || user.name, portfolios: holding, spot, link });
}

/** One pass: mails every summary due at deps.now(). */
export async function sendDueWeeklySummaries(deps: WeeklySummaryDeps): Promise<WeeklySummaryOutcome> {
  const now = deps.now();
  const outcome: WeeklySummaryOutcome = { sent: 0, skipped: 0, failed: 0 };
  let after: string | null = null;
  for (;;) {
    const users = await dueUsers(deps.db, now, after);
    for (const user of users) {
      if (!(await claim(deps.db, user, now))) continue;
      try {
        const mail = await composeFor(deps, user, now);
        if (mail && (await sendOptionalMail(deps, user.id, 'weeklySummary', mail))) outcome.sent += 1;
        else outcome.skipped += 1;
      } catch (error) {
        outcome.failed += 1;
        deps.logger.error({ err: error, userId: user.id }, 'weekly summary failed; trying again at the next pass');
        await deps.db.updateTable('profiles').set({ weekly_summary_at: user.weekly_summary_at }).where('id', '=', user.id).where('weekly_summary_at', '=', now).execute();
      }
    }
    if (users.length < BATCH_SIZE) return outcome;
    after = users[users.length - 1]?.id ?? null;
  }
}

export interface WeeklySummaries {
  /** Runs one pass after any under way (tests call it after moving the clock). */
  tick(): Promise<WeeklySummaryOutcome>;
  /** Stops the timer and waits for the pass under way. */
  stop(): Promise<void>;
}

/** Checks at start-up and every `intervalMs`; 0 turns the timer off (tick() still runs a pass). */
export function startWeeklySummaries(deps: WeeklySummaryDeps, intervalMs: number): WeeklySummaries {
  let last: Promise<unknown> = Promise.resolve();
  let busy = false;
  const pass = async (): Promise<WeeklySummaryOutcome> => {
    busy = true;
    try {
      const outcome = await sendDueWeeklySummaries(deps);
      if (outcome.sent || outcome.failed) deps.logger.info(outcome, 'weekly summaries');
      return outcome;
    } finally {
      busy = false;
    }
  };
  const tick = () => {
    const run = last.then(pass);
    last = run.catch((error: unknown) => deps.logger.warn({ err: error }, 'weekly summaries failed; trying again at the next pass'));
    return run;
  };
  let timer: NodeJS.Timeout | null = null;
  if (intervalMs > 0) {
    void tick().catch(() => undefined);
    // A pass that takes longer than the interval is not joined by another one.
    timer = setInterval(() => {
      if (!busy) void tick().catch(() => undefined);
    }, intervalMs);
    timer.unref();
  }
  return {
    tick,
    async stop() {
      if (timer) clearInterval(timer);
      await last;
    },
  };
}
