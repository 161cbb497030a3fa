// Starts the API: validated configuration, database with migrations, demo seed (local), HTTP server.
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { startServer } from './server';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const server = await startServer(config, { logger });
  logger.info({ url: server.url, database: server.deps.dbKind }, `Bullion Desk API listening on ${server.url}`);
  if (server.demo) {
    logger.info(`Demo account: ${server.demo.email} / ${server.demo.password}`);
  }
  const stop = async () => {
    logger.info('shutting down');
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('The API could not start:', error);
  process.exit(1);
});
