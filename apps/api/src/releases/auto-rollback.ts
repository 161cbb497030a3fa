// The automatic rollback: a running canary whose failure rate exceeds its stable release's by more
// than CANARY_FAILURE_MARGIN, over at least CANARY_MIN_LOADS loads, is aborted by the system with an
// audit entry, and every platform admin is mailed. Several instances may evaluate one canary at the
// same moment: the abort locks the target and happens only while that canary still runs, so exactly
// one of them rolls back, and only that one mails.
import type { AppDeps } from '../http/context';
import type { Actor } from './audit';
import { autoRollbackMail } from './auto-rollback-mail';
import { canaryVerdict } from './canary-verdict';
import { listPlatformAdmins } from './platform-admins';
import { canaryCounts, type RunningCanary } from './telemetry-reads';
import { abortCanaryIfRunning } from './telemetry-writes';

export type RollbackDeps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'mailer'>;

export const AUTO_ROLLBACK_ACTOR: Actor = { kind: 'system', id: null, label: 'automatic rollback' };

/** The settings remote's Releases page, under the shell at SITE_URL. */
const RELEASES_PAGE = '/settings/releases';

/** Reads the canary's counts and rolls it back when the verdict says so; true when this call did. */
export async function evaluateCanary(deps: RollbackDeps, canary: RunningCanary): Promise<boolean> {
  const { config, logger } = deps;
  const thresholds = { minLoads: config.CANARY_MIN_LOADS, margin: config.CANARY_FAILURE_MARGIN };
  const counts = await canaryCounts(deps.db, canary);
  const verdict = canaryVerdict(counts.canary, counts.stable, thresholds);
  if (!verdict.rollBack) return false;
  // Flat, so the audit log reads at a glance; the abort adds the percent, the stable release and the revision.
  const detail = {
    reason: 'failure_rate',
    canaryRate: verdict.canaryRate,
    stableRate: verdict.stableRate,
    canaryLoads: counts.canary.loads,
    canaryFailures: counts.canary.failures,
    stableLoads: counts.stable.loads,
    stableFailures: counts.stable.failures,
    failureReasons: counts.canary.reasons,
    canaryStartedAt: canary.startedAt.toISOString(),
    minLoads: thresholds.minLoads,
    margin: thresholds.margin,
  };
  const rolledBack = await abortCanaryIfRunning(deps.db, canary, { actor: AUTO_ROLLBACK_ACTOR, detail });
  if (!rolledBack) return false;
  logger.warn({ environment: canary.environment, remote: canary.remote, canary: canary.canaryRelease, stable: canary.stableRelease, ...detail }, 'canary rolled back automatically');
  const admins = await listPlatformAdmins(deps.db);
  const link = new URL(RELEASES_PAGE, config.SITE_URL).href;
  await Promise.all(
    admins.map(async ({ email }) => {
      const mail = autoRollbackMail({
        to: email,
        environment: canary.environment,
        remote: canary.remote,
        canary: { release: canary.canaryRelease, rate: verdict.canaryRate, ...counts.canary },
        stable: { release: canary.stableRelease, rate: verdict.stableRate, ...counts.stable },
        ...thresholds,
        link,
      });
      try {
        await deps.mailer.send(mail);
      } catch (error) {
        // The rollback stands; one admin's mail failing must not keep the others from theirs.
        logger.error({ err: error, to: email }, 'automatic rollback mail failed');
      }
    }),
  );
  return true;
}
