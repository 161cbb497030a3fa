import { localUrl } from '@bullion/shared/remotes';
import { join, resolve } from 'node:path';

export const workspaceRoot = resolve(import.meta.dirname, '../..');
/** The suite keeps its deployments, releases and preview builds apart from a developer's own. */
export const e2eDataDir = join(workspaceRoot, '.data', 'e2e');
export const REMOTE_TIMEOUT_MS = 4_000;
export const PREVIEW_ORIGIN = localUrl('preview', '127.0.0.1');
/** The release registry's platform admin in the suite (releases.spec.ts): PLATFORM_ADMINS of its API. */
export const RELEASE_ADMIN = { email: 'e2e-release-admin@bullion.test', password: 'E2eReleases1234', fullName: 'Rory Releases' };
/**
 * A second shell, served by releases.spec.ts with the registry on (`releases` in its config.json);
 * the suite's own shell keeps config.json's remotes. The API lets it call (CORS_ORIGINS).
 */
export const REGISTRY_SHELL_ORIGIN = 'http://localhost:4280';

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
  PLATFORM_ADMINS: RELEASE_ADMIN.email,
  CORS_ORIGINS: REGISTRY_SHELL_ORIGIN,
  // A canary is judged after 6 loads instead of 20, so a spec can watch a bad one rolled back; every
  // browser of the suite reports telemetry from 127.0.0.1, so its per-IP limit is lifted.
  CANARY_MIN_LOADS: '6',
  RELEASE_TELEMETRY_RATE_LIMIT: '10000',
};
