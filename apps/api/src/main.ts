// The API as a process of its own (`npm start` in apps/api, `nx serve api`). It ends by itself once
// the server and the database are closed, so no exit call is needed.
import { ConfigError } from './config';
import { runApi } from './run';
import { StartupError } from './startup-errors';

runApi().then(
  (server) => {
    const stop = () => void server.close();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  },
  (error: unknown) => {
    // Configuration and environment problems are one line that says what to fix; no stack trace.
    const known = error instanceof ConfigError || error instanceof StartupError;
    console.error(known ? error.message : `The API could not start: ${String(error)}`);
    process.exitCode = error instanceof ConfigError ? 2 : 1;
  },
);
