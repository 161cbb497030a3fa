// Builds everything the API needs from a Config: database (migrated), mailer, app. Used by main.ts
// and by the tests, which run the same server in-process on a free port.
import { getRequestListener } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type App } from './app';
import { createBackgroundWork } from './background-work';
import { startBillingClock, type BillingClock } from './billing/jobs';
import { createBilling } from './billing/runtime';
import type { Config } from './config';
import { openDatabase, pgliteDataDir, type OpenDatabase } from './db/database';
import { startLeadership, type Leadership } from './db/leader';
import { ADVISORY_LOCKS } from './db/locks';
import { migrate } from './db/migrate';
import type { AppDeps } from './http/context';
import { createLogger, type Logger } from './logger';
import { createMailer } from './mail/mailer';
import { startMaintenance } from './maintenance';
import { seedCatalog } from './products/seed-catalog';
import { grantConfiguredPlatformAdmins } from './releases/platform-admins';
import { seedDemo, type DemoAccount } from './seed/demo';
import { createBlobStore } from './storage/blob-backend';
import type { BlobStore } from './storage/blobs';
import { startSpotFeed, type SpotFeed } from './spots/feed';
import { httpProvider, simulatedProvider } from './spots/providers';
import { startWeeklySummaries, type WeeklySummaries } from './weekly-summary/weekly-summary';

export interface StartedServer {
  url: string;
  app: App;
  deps: AppDeps;
  database: OpenDatabase;
  demo: DemoAccount | null;
  spotFeed: SpotFeed;
  /** Whether this instance is the spot feed's leader (db/leader.ts); on PGlite always. */
  spotLeadership: Leadership;
  /** Ends due trials and moves the local billing provider's time on (tests call tick()). */
  billingClock: BillingClock;
  /** Mails the weekly portfolio summaries that are due (tests call tick()). */
  weeklySummaries: WeeklySummaries;
  close(): Promise<void>;
}

export interface StartOptions {
  /** PGlite location override (tests pass `memory://`). */
  pgliteLocation?: string;
  /** PGlite in memory: start as a copy of a saved database (tests pass one migrated copy). */
  pgliteCopyOf?: string;
  logger?: Logger;
  listen?: boolean;
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<StartedServer> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const blobs = createBlobStore(config);
  let database: OpenDatabase | null = null;
  try {
    // The bucket first: a wrong STORAGE_S3_* setting fails before the database starts.
    await blobs.check();
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: options.pgliteLocation ?? pgliteDataDir(config.BULLION_DATA_DIR),
      copyOf: options.pgliteCopyOf,
    });
    return await startOnDatabase(config, database, blobs, logger, options);
  } catch (error) {
    // A failed start-up leaves nothing open behind it.
    blobs.close();
    await database?.close().catch(() => undefined);
    throw error;
  }
}

async function startOnDatabase(config: Config, database: OpenDatabase, blobs: BlobStore, logger: Logger, options: StartOptions): Promise<StartedServer> {
  logger.info({ storage: blobs.kind, location: blobs.location }, `stored files: ${blobs.location}`);
  const applied = await migrate(database);
  if (applied.length) logger.info({ applied }, 'migrations applied');

  const deps: AppDeps = {
    config,
    db: database.db,
    dbKind: database.kind,
    logger,
    mailer: createMailer({ db: database.db, logger, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    blobs,
    background: createBackgroundWork(logger),
    now: () => new Date(),
    // Billing reads the clock through deps, so a test that moves deps.now moves billing too.
    billing: createBilling(config, database.db, () => deps.now()),
  };
  // Instances starting together on one Postgres seed one after another (the second finds it done).
  const demo = await database.exclusively(ADVISORY_LOCKS.seed, async () => {
    if (config.SEED_CATALOG) await seedCatalog(deps);
    return config.SEED_DEMO ? await seedDemo(deps) : null;
  });
  // Addresses that sign up later are granted at their first call to the registry (platform-admins.ts).
  const platformAdmins = await grantConfiguredPlatformAdmins(database.db, config.PLATFORM_ADMINS);
  if (platformAdmins.length) logger.info({ platformAdmins }, 'platform admins granted from PLATFORM_ADMINS');
  const spotProvider =
    config.SPOT_PROVIDER === 'http' && config.SPOT_PROVIDER_URL
      ? httpProvider(config.SPOT_PROVIDER_URL, config.SPOT_PROVIDER_API_KEY)
      : simulatedProvider();
  // One instance polls the provider (the holder of an advisory lock); the others serve what it stores.
  let takingLead: Promise<void> = Promise.resolve();
  const spotLeadership = startLeadership({
    database,
    name: 'spot feed',
    lock: ADVISORY_LOCKS.spotFeed,
    intervalMs: config.LEADER_ELECTION_INTERVAL_MS,
    logger,
    onChange: (leading) => {
      if (leading) takingLead = spotFeed.takeLead();
    },
  });
  const spotFeed = startSpotFeed({
    db: database.db,
    logger,
    provider: spotProvider,
    intervalMs: config.SPOT_POLL_INTERVAL_MS,
    now: deps.now,
    leadership: spotLeadership,
  });
  deps.spotFeed = spotFeed;
  await spotLeadership.check();
  await takingLead;
  const maintenance = startMaintenance({ db: database.db, logger, dataDir: config.BULLION_DATA_DIR });
  const billingClock = startBillingClock(deps);
  const weeklySummaries = startWeeklySummaries(deps, config.WEEKLY_SUMMARY_INTERVAL_MS);
  const app = createApp(deps);

  let server: Server | null = null;
  let url = config.PUBLIC_API_URL;
  if (options.listen !== false) {
    try {
      server = await listen(app, config.PORT, config.HOST);
    } catch (error) {
      // Nothing started here may outlive a failed start (the leader's connection would keep the process alive).
      billingClock.stop();
      maintenance.stop();
      await weeklySummaries.stop();
      await spotFeed.stop();
      await spotLeadership.stop();
      throw error;
    }
    const { port } = server.address() as AddressInfo;
    url = `http://localhost:${port}`;
  }
  return {
    url,
    app,
    deps,
    database,
    demo,
    spotFeed,
    spotLeadership,
    billingClock,
    weeklySummaries,
    async close() {
      billingClock.stop();
      maintenance.stop();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      // Mails under way finish before the database they write to closes.
      await weeklySummaries.stop();
      // The poll under way ends, then the lock goes: another instance leads at its next check.
      await spotFeed.stop();
      await spotLeadership.stop();
      await deps.background.settled();
      await database.close();
      blobs.close();
    },
  };
}

const LIVENESS_PATH = '/health/live';
const LIVENESS_BODY = JSON.stringify({ status: 'ok' });

/**
 * Serves the app. The liveness probe is answered before the app's middleware (logging, CORS,
 * headers), so it shows whether the process serves requests at all, at close to bare node:http
 * speed; the app documents the same route in its OpenAPI document.
 */
function listen(app: App, port: number, host: string): Promise<Server> {
  const appListener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    if (req.url === LIVENESS_PATH && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(LIVENESS_BODY);
      return;
    }
    void appListener(req, res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
