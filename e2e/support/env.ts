import { localUrl } from '@bullion/shared/remotes';
import { join, resolve } from 'node:path';

export const workspaceRoot = resolve(import.meta.dirname, '../..');
/** The suite keeps its deployments, releases and preview builds apart from a developer's own. */
export const e2eDataDir = join(workspaceRoot, '.data', 'e2e');
export const REMOTE_TIMEOUT_MS = 4_000;
export const PREVIEW_ORIGIN = localUrl('preview', '127.0.0.1');

export const serverEnv = {
  ...process.env,
  BULLION_DATA_DIR: e2eDataDir,
  REMOTE_TIMEOUT_MS: String(REMOTE_TIMEOUT_MS),
  SHELL_DEBUG: '1',
  // Every e2e sign-up comes from 127.0.0.1: lift the per-IP sign-up limit, keep all others.
  AUTH_SIGNUPS_PER_HOUR_PER_IP: '1000',
  // The spot moves every 3 s, so a test can watch values follow it (the browser's clock is moved).
  SPOT_POLL_INTERVAL_MS: '3000',
  // Quotes lock prices for 20 s instead of 15 min, so a test can see one expire.
  ORDER_QUOTE_TTL_SECONDS: '20',
};
