// Builds everything the API needs from a Config: database (migrated), mailer, app. Used by main.ts
// and by the tests, which run the same server in-process on a free port.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp, type App } from './app';
import type { Config } from './config';
import { openDatabase, pgliteDataDir, type OpenDatabase } from './db/database';
import { migrate } from './db/migrate';
import type { AppDeps } from './http/context';
import { createLogger, type Logger } from './logger';
import { createMailer } from './mail/mailer';
import { startMaintenance } from './maintenance';
import { seedCatalog } from './products/seed-catalog';
import { seedDemo, type DemoAccount } from './seed/demo';
import { backfillSimulatedHistory, startSpotFeed, type SpotFeed } from './spots/feed';
import { httpProvider, simulatedProvider } from './spots/providers';

export interface StartedServer {
  url: string;
  app: App;
  deps: AppDeps;
  database: OpenDatabase;
  demo: DemoAccount | null;
  spotFeed: SpotFeed;
  close(): Promise<void>;
}

export interface StartOptions {
  /** PGlite location override (tests pass `memory://`). */
  pgliteLocation?: string;
  logger?: Logger;
  listen?: boolean;
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<StartedServer> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: options.pgliteLocation ?? pgliteDataDir(config.BULLION_DATA_DIR),
  });
  try {
    return await startOnDatabase(config, database, logger, options);
  } catch (error) {
    // A failed start-up leaves nothing open behind it.
    await database.close().catch(() => undefined);
    throw error;
  }
}

async function startOnDatabase(config: Config, database: OpenDatabase, logger: Logger, options: StartOptions): Promise<StartedServer> {
  const applied = await migrate(database);
  if (applied.length) logger.info({ applied }, 'migrations applied');

  const deps: AppDeps = {
    config,
    db: database.db,
    dbKind: database.kind,
    logger,
    mailer: createMailer({ db: database.db, logger, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    now: () => new Date(),
  };
  if (config.SEED_CATALOG) await seedCatalog(deps);
  const demo = config.SEED_DEMO ? await seedDemo(deps) : null;
  const spotProvider =
    config.SPOT_PROVIDER === 'http' && config.SPOT_PROVIDER_URL
      ? httpProvider(config.SPOT_PROVIDER_URL, config.SPOT_PROVIDER_API_KEY)
      : simulatedProvider();
  const backfilled = await backfillSimulatedHistory(database.db, spotProvider, deps.now());
  if (backfilled) logger.info({ points: backfilled }, 'simulated spot price history created');
  const spotFeed = startSpotFeed({
    db: database.db,
    logger,
    provider: spotProvider,
    intervalMs: config.SPOT_POLL_INTERVAL_MS,
    now: deps.now,
  });
  await spotFeed.tick();
  const maintenance = startMaintenance({ db: database.db, logger, dataDir: config.BULLION_DATA_DIR });
  const app = createApp(deps);

  let server: ServerType | null = null;
  let url = config.PUBLIC_API_URL;
  if (options.listen !== false) {
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () => resolve(started));
    });
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
    async close() {
      spotFeed.stop();
      maintenance.stop();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await database.close();
    },
  };
}
