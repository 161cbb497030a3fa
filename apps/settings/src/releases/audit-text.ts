// An audit entry in words: what its actor did ("promoted catalog 0.2.0-… from staging to production").
// `detail` is free-form JSON written by the API; only the fields each action is known to carry are read,
// and each only when it has the expected type.
import type { AuditEntry, ReleaseAuditAction } from '@bullion/contract';

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

function keyName(detail: AuditEntry['detail']): string {
  const name = text(detail.name);
  const prefix = text(detail.prefix);
  if (name && prefix) return `“${name}” (${prefix}…)`;
  return name ? `“${name}”` : (prefix ?? 'a deploy key');
}

/** The sentence after the actor's label. */
export function describeAuditEntry(entry: AuditEntry): string {
  const { remote, environment, releaseId, detail } = entry;
  const what = [remote, releaseId].filter(Boolean).join(' ') || 'a release';
  const where = environment ? ` in ${environment}` : '';
  switch (entry.action as ReleaseAuditAction) {
    case 'key.create': {
      const environments = Array.isArray(detail.environments) ? detail.environments.filter((value) => typeof value === 'string').join(', ') : '';
      return `made deploy key ${keyName(detail)} for ${remote ?? 'a remote'}${environments ? ` (${environments})` : ''}`;
    }
    case 'key.revoke':
      return `revoked deploy key ${keyName(detail)}${remote ? ` of ${remote}` : ''}`;
    case 'release.publish':
      return `published ${what}`;
    case 'release.publish_refused':
      return `was refused a publish of ${remote ?? 'a remote'}: ${text(detail.message) ?? text(detail.code) ?? 'the build did not pass the checks'}`;
    case 'target.point':
      return `pointed ${environment ?? 'an environment'} at ${what}`;
    case 'target.promote': {
      const from = text(detail.fromEnvironment) ?? text(detail.from);
      return `promoted ${what}${from ? ` from ${from}` : ''} to ${environment ?? 'the next environment'}`;
    }
    case 'target.rollback':
      return `rolled ${remote ?? 'a remote'}${where} back to ${releaseId ?? 'the previous release'}`;
    case 'canary.start':
      return `started a canary of ${what}${where}${number(detail.percent) !== null ? ` for ${number(detail.percent)}% of users` : ''}`;
    case 'canary.percent': {
      const was = number(detail.previousPercent);
      return `set the canary of ${what}${where} to ${number(detail.percent) ?? '?'}%${was !== null ? ` (was ${was}%)` : ''}`;
    }
    case 'canary.promote':
      return `promoted the canary ${what}${where} to 100%`;
    case 'canary.abort':
      return `rolled back the canary ${what}${where}`;
    case 'canary.auto_rollback': {
      const canaryRate = number(detail.canaryRate);
      const stableRate = number(detail.stableRate);
      const rates = canaryRate !== null && stableRate !== null ? `: it failed ${percent(canaryRate)} of loads, stable ${percent(stableRate)}` : '';
      return `rolled back the canary ${what}${where}${rates}`;
    }
    default:
      return `${entry.action.replace(/[._]/g, ' ')} ${what}${where}`;
  }
}
