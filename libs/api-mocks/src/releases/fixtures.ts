// The release registry of the mock world: four remotes in staging and production, the first one's
// 0.2.0 tested in staging and running as a 10% canary in production (a little worse than stable,
// under the rollback margin), the second one's 1.5.0 waiting in staging, an earlier canary rolled
// back by itself, a history of audit entries longer than one page, and two deploy keys, one revoked.
// The signed-in mock user is a platform admin.
import type { AuditEntry, DeployKey, Target } from '@bullion/contract';
import { REMOTE_NAMES } from '@bullion/shared/remotes';

export const MOCK_RELEASE_ENVIRONMENTS = ['staging', 'production'] as const;
export const MOCK_PLATFORM_ADMIN_EMAIL = 'ada@example.com';
/** The defaults of the API's automatic rollback (CANARY_MIN_LOADS, CANARY_FAILURE_MARGIN). */
export const MOCK_CANARY_MIN_LOADS = 20;
export const MOCK_CANARY_FAILURE_MARGIN = 0.05;

/**
 * The parts the first four remotes of the list play (catalog, inventory, orders, settings today):
 * a canary running in production, a release waiting in staging, both environments alike, and a
 * remote whose production never had an earlier release.
 */
export const MOCK_RELEASE_REMOTES = {
  canary: REMOTE_NAMES[0] ?? 'remote-a',
  staged: REMOTE_NAMES[1] ?? 'remote-b',
  alike: REMOTE_NAMES[2] ?? 'remote-c',
  fresh: REMOTE_NAMES[3] ?? 'remote-d',
} as const;

export interface MockReleaseRef {
  id: string;
  version: string;
}

const ref = (version: string, hash: string): MockReleaseRef => ({ id: `${version}-${hash}`, version });

/** The releases the fixtures name, by the part their remote plays and their version. */
export const MOCK_RELEASES = {
  canary: { '0.1.8': ref('0.1.8', '77aa01bc23de'), '0.1.9': ref('0.1.9', '3c1e5a7b9d2f'), '0.2.0': ref('0.2.0', '1a2b3c4d5e6f') },
  staged: { '1.4.1': ref('1.4.1', '5e4d3c2b1a09'), '1.4.2': ref('1.4.2', '0a1b2c3d4e5f'), '1.5.0': ref('1.5.0', '9f8e7d6c5b4a') },
  alike: { '2.0.0': ref('2.0.0', 'abcdef012345'), '2.0.1': ref('2.0.1', 'c0ffee123456'), '2.1.0': ref('2.1.0', '0badc0de0bad') },
  fresh: { '0.8.3': ref('0.8.3', 'feedface0002'), '0.9.0': ref('0.9.0', 'deadbeef0001') },
} as const;

// Relative to the time the mock state is made, so the page reads "2 hours ago" rather than a date.
const minutesBefore = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A target as the mock keeps it: `history` is the stack of earlier stable releases (rollback pops it). */
export interface MockReleaseTarget extends Omit<Target, 'previous'> {
  history: MockReleaseRef[];
}

function target(environment: string, remote: string, release: MockReleaseRef, history: MockReleaseRef[], extra: Partial<MockReleaseTarget> = {}): MockReleaseTarget {
  return { environment, remote, release, canary: null, revision: history.length + 1, updatedAt: minutesBefore(60 * 24), history, ...extra };
}

export function mockReleaseTargets(): MockReleaseTarget[] {
  const { canary, staged, alike, fresh } = MOCK_RELEASES;
  const remotes = MOCK_RELEASE_REMOTES;
  return [
    target('staging', remotes.canary, canary['0.2.0'], [canary['0.1.8'], canary['0.1.9']], { updatedAt: minutesBefore(60 * 26) }),
    target('production', remotes.canary, canary['0.1.9'], [canary['0.1.8']], {
      canary: { ...canary['0.2.0'], percent: 10, startedAt: minutesBefore(95) },
      revision: 7,
      updatedAt: minutesBefore(95),
    }),
    target('staging', remotes.staged, staged['1.5.0'], [staged['1.4.1'], staged['1.4.2']], { updatedAt: minutesBefore(60 * 5) }),
    target('production', remotes.staged, staged['1.4.2'], [staged['1.4.1']]),
    target('staging', remotes.alike, alike['2.0.1'], [alike['2.0.0']], { updatedAt: minutesBefore(60 * 24 * 6) }),
    target('production', remotes.alike, alike['2.0.1'], [alike['2.0.0']], { updatedAt: minutesBefore(60 * 24 * 5) }),
    target('staging', remotes.fresh, fresh['0.9.0'], [fresh['0.8.3']], { updatedAt: minutesBefore(60 * 24 * 2) }),
    target('production', remotes.fresh, fresh['0.8.3'], [], { updatedAt: minutesBefore(60 * 24 * 9) }),
  ];
}

/** Loads and failures per `<environment>:<remote>:<release id>` since the canaries started, as the telemetry counts them. */
export type MockReleaseTelemetry = Record<string, { loads: number; failures: number }>;

export const telemetryKey = (environment: string, remote: string, releaseId: string) => `${environment}:${remote}:${releaseId}`;

export function mockReleaseTelemetry(): MockReleaseTelemetry {
  const { canary, staged, alike, fresh } = MOCK_RELEASES;
  const remotes = MOCK_RELEASE_REMOTES;
  return {
    [telemetryKey('production', remotes.canary, canary['0.1.9'].id)]: { loads: 4210, failures: 12 },
    [telemetryKey('production', remotes.canary, canary['0.2.0'].id)]: { loads: 468, failures: 14 },
    [telemetryKey('production', remotes.staged, staged['1.4.2'].id)]: { loads: 3980, failures: 3 },
    [telemetryKey('production', remotes.alike, alike['2.0.1'].id)]: { loads: 2875, failures: 0 },
    [telemetryKey('production', remotes.fresh, fresh['0.8.3'].id)]: { loads: 1190, failures: 1 },
    [telemetryKey('staging', remotes.canary, canary['0.2.0'].id)]: { loads: 96, failures: 1 },
  };
}

export const MOCK_DEPLOY_KEY_IDS = { canary: '5b0c6a1e-2f3d-4e5a-9b7c-8d9e0f1a2b3c', staged: '8e1f2a3b-4c5d-4e6f-a7b8-c9d0e1f2a3b4' } as const;

export function mockDeployKey(overrides: Partial<DeployKey> = {}): DeployKey {
  return {
    id: MOCK_DEPLOY_KEY_IDS.canary,
    name: `${MOCK_RELEASE_REMOTES.canary} CI`,
    remote: MOCK_RELEASE_REMOTES.canary,
    environments: ['staging', 'production'],
    prefix: 'bdk_Qm7xT2',
    createdAt: minutesBefore(60 * 24 * 62),
    createdBy: MOCK_PLATFORM_ADMIN_EMAIL,
    revokedAt: null,
    lastUsedAt: minutesBefore(95),
    ...overrides,
  };
}

export function mockDeployKeys(): DeployKey[] {
  return [
    mockDeployKey(),
    mockDeployKey({
      id: MOCK_DEPLOY_KEY_IDS.staged,
      name: `${MOCK_RELEASE_REMOTES.staged} CI (old runner)`,
      remote: MOCK_RELEASE_REMOTES.staged,
      environments: ['staging'],
      prefix: 'bdk_9LpWc4',
      createdAt: minutesBefore(60 * 24 * 81),
      revokedAt: minutesBefore(60 * 24 * 14),
      lastUsedAt: minutesBefore(60 * 24 * 15),
    }),
  ];
}

const byUser = { kind: 'user', id: '00000000-0000-4000-8000-000000000001', label: MOCK_PLATFORM_ADMIN_EMAIL } as const;
const byCanaryKey = { kind: 'key', id: MOCK_DEPLOY_KEY_IDS.canary, label: `${MOCK_RELEASE_REMOTES.canary} CI (bdk_Qm7xT2)` } as const;
const bySystem = { kind: 'system', id: null, label: 'automatic rollback' } as const;
const byStagedKey = { kind: 'key', id: MOCK_DEPLOY_KEY_IDS.staged, label: `${MOCK_RELEASE_REMOTES.staged} CI (old runner) (bdk_9LpWc4)` } as const;

type EntryFields = Omit<AuditEntry, 'id' | 'at' | 'detail' | 'remote' | 'environment' | 'releaseId'> & Partial<Pick<AuditEntry, 'detail' | 'remote' | 'environment' | 'releaseId'>>;

/** The audit log, newest first: a routine history of a few weeks, then today's canary. */
export function mockReleaseAudit(): AuditEntry[] {
  const { canary, staged, alike, fresh } = MOCK_RELEASES;
  const remotes = MOCK_RELEASE_REMOTES;
  // Oldest first here, numbered and dated in that order below.
  const history: (EntryFields & { minutesAgo: number })[] = [
    { minutesAgo: 60 * 24 * 81, actor: byUser, action: 'key.create', remote: remotes.staged, detail: { name: `${MOCK_RELEASE_REMOTES.staged} CI (old runner)`, prefix: 'bdk_9LpWc4', environments: ['staging'] } },
    { minutesAgo: 60 * 24 * 62, actor: byUser, action: 'key.create', remote: remotes.canary, detail: { name: `${MOCK_RELEASE_REMOTES.canary} CI`, prefix: 'bdk_Qm7xT2', environments: ['staging', 'production'] } },
    { minutesAgo: 60 * 24 * 30, actor: byCanaryKey, action: 'release.publish', remote: remotes.canary, releaseId: canary['0.1.8'].id, detail: { version: '0.1.8' } },
    { minutesAgo: 60 * 24 * 30 - 5, actor: byCanaryKey, action: 'target.point', remote: remotes.canary, environment: 'staging', releaseId: canary['0.1.8'].id, detail: {} },
    { minutesAgo: 60 * 24 * 29, actor: byUser, action: 'target.promote', remote: remotes.canary, environment: 'production', releaseId: canary['0.1.8'].id, detail: { fromEnvironment: 'staging' } },
    { minutesAgo: 60 * 24 * 28, actor: byStagedKey, action: 'release.publish', remote: remotes.staged, releaseId: staged['1.4.1'].id, detail: { version: '1.4.1' } },
    { minutesAgo: 60 * 24 * 28 - 3, actor: byStagedKey, action: 'target.point', remote: remotes.staged, environment: 'staging', releaseId: staged['1.4.1'].id, detail: {} },
    { minutesAgo: 60 * 24 * 27, actor: byUser, action: 'target.promote', remote: remotes.staged, environment: 'production', releaseId: staged['1.4.1'].id, detail: { fromEnvironment: 'staging' } },
    { minutesAgo: 60 * 24 * 20, actor: byUser, action: 'release.publish', remote: remotes.fresh, releaseId: fresh['0.8.3'].id, detail: { version: '0.8.3' } },
    { minutesAgo: 60 * 24 * 20 - 2, actor: byUser, action: 'target.point', remote: remotes.fresh, environment: 'production', releaseId: fresh['0.8.3'].id, detail: {} },
    { minutesAgo: 60 * 24 * 18, actor: byStagedKey, action: 'release.publish', remote: remotes.staged, releaseId: staged['1.4.2'].id, detail: { version: '1.4.2' } },
    { minutesAgo: 60 * 24 * 18 - 4, actor: byStagedKey, action: 'target.point', remote: remotes.staged, environment: 'staging', releaseId: staged['1.4.2'].id, detail: {} },
    { minutesAgo: 60 * 24 * 16, actor: byUser, action: 'target.promote', remote: remotes.staged, environment: 'production', releaseId: staged['1.4.2'].id, detail: { fromEnvironment: 'staging' } },
    { minutesAgo: 60 * 24 * 14, actor: byUser, action: 'key.revoke', remote: remotes.staged, detail: { name: `${MOCK_RELEASE_REMOTES.staged} CI (old runner)`, prefix: 'bdk_9LpWc4' } },
    { minutesAgo: 60 * 24 * 12, actor: byUser, action: 'release.publish', remote: remotes.alike, releaseId: alike['2.0.1'].id, detail: { version: '2.0.1' } },
    { minutesAgo: 60 * 24 * 6, actor: byUser, action: 'target.point', remote: remotes.alike, environment: 'staging', releaseId: alike['2.0.1'].id, detail: {} },
    { minutesAgo: 60 * 24 * 5, actor: byUser, action: 'target.promote', remote: remotes.alike, environment: 'production', releaseId: alike['2.0.1'].id, detail: { fromEnvironment: 'staging' } },
    { minutesAgo: 60 * 24 * 9, actor: byUser, action: 'release.publish', remote: remotes.alike, releaseId: alike['2.1.0'].id, detail: { version: '2.1.0' } },
    { minutesAgo: 60 * 24 * 9 - 10, actor: byUser, action: 'canary.start', remote: remotes.alike, environment: 'production', releaseId: alike['2.1.0'].id, detail: { percent: 10 } },
    { minutesAgo: 60 * 24 * 9 - 52, actor: bySystem, action: 'canary.auto_rollback', remote: remotes.alike, environment: 'production', releaseId: alike['2.1.0'].id, detail: { reason: 'failure_rate', canaryRate: 0.081, stableRate: 0.004, canaryLoads: 34, canaryFailures: 3, minLoads: 20, margin: 0.05 } },
    { minutesAgo: 60 * 24 * 3, actor: byCanaryKey, action: 'release.publish', remote: remotes.canary, releaseId: canary['0.1.9'].id, detail: { version: '0.1.9' } },
    { minutesAgo: 60 * 24 * 3 - 6, actor: byCanaryKey, action: 'target.point', remote: remotes.canary, environment: 'staging', releaseId: canary['0.1.9'].id, detail: {} },
    { minutesAgo: 60 * 24 * 2 + 30, actor: byUser, action: 'target.promote', remote: remotes.canary, environment: 'production', releaseId: canary['0.1.9'].id, detail: { fromEnvironment: 'staging' } },
    { minutesAgo: 60 * 24 * 2, actor: byUser, action: 'release.publish', remote: remotes.fresh, releaseId: fresh['0.9.0'].id, detail: { version: '0.9.0' } },
    { minutesAgo: 60 * 24 * 2 - 1, actor: byUser, action: 'target.point', remote: remotes.fresh, environment: 'staging', releaseId: fresh['0.9.0'].id, detail: {} },
    { minutesAgo: 60 * 26 + 20, actor: byCanaryKey, action: 'release.publish_refused', remote: remotes.canary, detail: { code: 'contract_mismatch', message: 'The build needs contract ^2.0.0; the shell speaks 1.4.0.' } },
    { minutesAgo: 60 * 26 + 5, actor: byCanaryKey, action: 'release.publish', remote: remotes.canary, releaseId: canary['0.2.0'].id, detail: { version: '0.2.0' } },
    { minutesAgo: 60 * 26, actor: byCanaryKey, action: 'target.point', remote: remotes.canary, environment: 'staging', releaseId: canary['0.2.0'].id, detail: {} },
    { minutesAgo: 60 * 5, actor: byUser, action: 'release.publish', remote: remotes.staged, releaseId: staged['1.5.0'].id, detail: { version: '1.5.0' } },
    { minutesAgo: 60 * 5 - 2, actor: byUser, action: 'target.point', remote: remotes.staged, environment: 'staging', releaseId: staged['1.5.0'].id, detail: {} },
    { minutesAgo: 95, actor: byCanaryKey, action: 'canary.start', remote: remotes.canary, environment: 'production', releaseId: canary['0.2.0'].id, detail: { version: '0.2.0', percent: 5 } },
    { minutesAgo: 40, actor: byUser, action: 'canary.percent', remote: remotes.canary, environment: 'production', releaseId: canary['0.2.0'].id, detail: { version: '0.2.0', previousPercent: 5, percent: 10 } },
  ];
  return history
    .sort((a, b) => b.minutesAgo - a.minutesAgo)
    .map(({ minutesAgo, remote = null, environment = null, releaseId = null, detail = {}, ...entry }, index) => ({
      id: index + 1,
      at: minutesBefore(minutesAgo),
      ...entry,
      actor: { ...entry.actor },
      remote,
      environment,
      releaseId,
      detail,
    }))
    .reverse();
}

/** The mock state of the registry (mockDb.releases). */
export interface MockReleasesState {
  /** Whether the signed-in mock user is a platform admin. */
  platformAdmin: boolean;
  environments: string[];
  targets: MockReleaseTarget[];
  keys: DeployKey[];
  /** Newest first. */
  audit: AuditEntry[];
  telemetry: MockReleaseTelemetry;
}

export function mockReleasesState(): MockReleasesState {
  return {
    platformAdmin: true,
    environments: [...MOCK_RELEASE_ENVIRONMENTS],
    targets: mockReleaseTargets(),
    keys: mockDeployKeys(),
    audit: mockReleaseAudit(),
    telemetry: mockReleaseTelemetry(),
  };
}
