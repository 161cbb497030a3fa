// Starts the API from the environment: validated configuration, database with migrations, demo
// seed (local), HTTP server. Used by main.ts (the API on its own) and scripts/serve.mjs (npm start).
import { loadConfig } from './config';
import { createLogger } from './logger';
import { startServer, type StartedServer } from './server';

/** Throws ConfigError for a bad environment, or whatever stopped the start-up. */
export async function runApi(): Promise<StartedServer> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const server = await startServer(config, { logger });
  logger.info({ url: server.url, database: server.deps.dbKind }, `Bullion Desk API listening on ${server.url}`);
  if (server.demo) logger.info(`Demo account: ${server.demo.email} / ${server.demo.password}`);
  return server;
}
