// `npm run mail:weekly-summary -w @bullion/api`: mails the weekly portfolio summaries that are due
// now, as the API's hourly pass would, and ends. The embedded PGlite is one process's alone: without
// DATABASE_URL, stop the API first (the script refuses while the API answers at PUBLIC_API_URL).
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, pgliteDataDir } from '../db/database';
import { migrate } from '../db/migrate';
import { createLogger } from '../logger';
import { createMailer } from '../mail/mailer';
import { StartupError } from '../startup-errors';
import { sendDueWeeklySummaries } from './weekly-summary';

async function apiIsRunning(config: Config): Promise<boolean> {
  try {
    return (await fetch(new URL('/health/live', config.PUBLIC_API_URL), { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function sendDue(): Promise<string> {
  const config = loadConfig();
  if (!config.DATABASE_URL && (await apiIsRunning(config))) {
    throw new StartupError(
      `The API at ${config.PUBLIC_API_URL} holds the embedded database. Stop it first, or let it send the summaries itself (it looks every WEEKLY_SUMMARY_INTERVAL_MS).`,
    );
  }
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: pgliteDataDir(config.BULLION_DATA_DIR) });
  try {
    await migrate(database);
    const mailer = createMailer({ db: database.db, logger, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
    const outcome = await sendDueWeeklySummaries({ db: database.db, config, logger, mailer, now: () => new Date() });
    return `Weekly summaries: ${outcome.sent} sent, ${outcome.skipped} due with nothing to send, ${outcome.failed} failed (tried again at the next pass).`;
  } finally {
    await database.close();
  }
}

sendDue().then(
  (summary) => console.log(summary),
  (error: unknown) => {
    // Like the API's start-up: configuration problems are one line, no stack trace.
    const known = error instanceof ConfigError || error instanceof StartupError;
    console.error(known ? error.message : `Sending the weekly summaries failed: ${String(error)}`);
    process.exitCode = 1;
  },
);
