import type { AuditEntry, Target } from '@bullion/contract';
import { describe, expect, it } from 'vitest';
import { describeAuditEntry } from './audit-text';
import { isUnavailable, promoteCanaryChange, promoteChange, rollbackChange } from './target-changes';

const target = (environment: string, release: string, extra: Partial<Target> = {}): Target => ({
  environment,
  remote: 'catalog',
  release: { id: release, version: release.split('-')[0] ?? release },
  canary: null,
  revision: 3,
  updatedAt: '2026-11-02T09:00:00.000Z',
  previous: null,
  ...extra,
});
const canary = { id: '0.2.0-1a2b3c4d5e6f', version: '0.2.0', percent: 10, startedAt: '2026-11-02T08:00:00.000Z' };

describe('what an action of the Releases page changes', () => {
  it("promote names the release production gets and the one it stops serving", () => {
    const change = promoteChange(target('production', '0.1.9-3c1e5a7b9d2f'), target('staging', '0.2.0-1a2b3c4d5e6f'));
    expect(isUnavailable(change) ? change.reason : change.text).toBe(
      'Production will serve catalog 0.2.0-1a2b3c4d5e6f instead of 0.1.9-3c1e5a7b9d2f, to everyone, as staging does now.',
    );
  });

  it('offers no promote while a canary runs or when both environments serve the same release', () => {
    expect(promoteChange(target('production', '0.1.9-3c1e5a7b9d2f', { canary }), target('staging', '0.2.0-1a2b3c4d5e6f'))).toEqual({
      reason: 'A canary is running in production: promote it to 100% or roll it back first.',
    });
    expect(isUnavailable(promoteChange(target('production', '0.2.0-1a2b3c4d5e6f'), target('staging', '0.2.0-1a2b3c4d5e6f')))).toBe(true);
  });

  it('rolls back a running canary first, else returns to the previous release, else offers nothing', () => {
    const withCanary = rollbackChange(target('production', '0.1.9-3c1e5a7b9d2f', { canary, previous: { id: '0.1.8-77aa01bc23de', version: '0.1.8' } }));
    expect(isUnavailable(withCanary) ? null : withCanary.text).toBe(
      'The canary 0.2.0-1a2b3c4d5e6f stops: the 10% of users who get it go back to 0.1.9-3c1e5a7b9d2f, like everyone else in production.',
    );
    const previous = rollbackChange(target('production', '0.1.9-3c1e5a7b9d2f', { previous: { id: '0.1.8-77aa01bc23de', version: '0.1.8' } }));
    expect(isUnavailable(previous) ? null : previous.text).toBe('Production will serve catalog 0.1.8-77aa01bc23de instead of 0.1.9-3c1e5a7b9d2f, to everyone.');
    expect(isUnavailable(rollbackChange(target('production', '0.1.9-3c1e5a7b9d2f')))).toBe(true);
  });

  it('promoting a canary names it and its share', () => {
    const change = promoteCanaryChange(target('production', '0.1.9-3c1e5a7b9d2f', { canary }));
    expect(isUnavailable(change) ? null : change.text).toBe('Production will serve catalog 0.2.0-1a2b3c4d5e6f instead of 0.1.9-3c1e5a7b9d2f, to everyone (10% get it today).');
    expect(isUnavailable(promoteCanaryChange(target('production', '0.1.9-3c1e5a7b9d2f')))).toBe(true);
  });
});

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-02T09:00:00.000Z',
  actor: { kind: 'user', id: null, label: 'ada@example.com' },
  action: 'release.publish',
  remote: 'catalog',
  environment: null,
  releaseId: '0.2.0-1a2b3c4d5e6f',
  detail: {},
  ...fields,
});

describe('an audit entry in words', () => {
  it('reads the details the API writes', () => {
    expect(describeAuditEntry(entry({ action: 'target.promote', environment: 'production', detail: { fromEnvironment: 'staging' } }))).toBe(
      'promoted catalog 0.2.0-1a2b3c4d5e6f from staging to production',
    );
    expect(describeAuditEntry(entry({ action: 'canary.percent', environment: 'production', detail: { percent: 25, previousPercent: 10 } }))).toBe(
      'set the canary of catalog 0.2.0-1a2b3c4d5e6f in production to 25% (was 10%)',
    );
    expect(describeAuditEntry(entry({ action: 'canary.auto_rollback', environment: 'production', actor: { kind: 'system', id: null, label: 'automatic rollback' }, detail: { canaryRate: 0.081, stableRate: 0.004 } }))).toBe(
      'rolled back the canary catalog 0.2.0-1a2b3c4d5e6f in production: it failed 8.1% of loads, stable 0.4%',
    );
    expect(describeAuditEntry(entry({ action: 'key.create', releaseId: null, detail: { name: 'catalog CI', prefix: 'bdk_Qm7xT2', environments: ['staging', 'production'] } }))).toBe(
      'made deploy key “catalog CI” (bdk_Qm7xT2…) for catalog (staging, production)',
    );
  });

  it('says something sensible about an action it does not know, or details of the wrong type', () => {
    expect(describeAuditEntry(entry({ action: 'target.freeze', environment: 'production' }))).toBe('target freeze catalog 0.2.0-1a2b3c4d5e6f in production');
    expect(describeAuditEntry(entry({ action: 'canary.percent', environment: 'production', detail: { percent: '25', previousPercent: null } }))).toBe(
      'set the canary of catalog 0.2.0-1a2b3c4d5e6f in production to ?%',
    );
  });
});
