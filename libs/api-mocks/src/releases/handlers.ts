// The release registry part of the mock API, with the API's rules for what the Releases page does:
// platform admins only (403 forbidden otherwise), bodies checked with the contract's schemas,
// `expectedRevision` compared with the target's (409 conflict), promote refused while a canary runs,
// rollback aborting a canary first, and every change written to the audit log. Publishing and the
// shell's config and telemetry are not mocked: no page of the app calls them.
import { http, HttpResponse } from 'msw';
import { mockDb, nextMockUuid } from '../db';
import { apiError, invalid, jsonBody, now, type MockSlice } from '../http';
import { MOCK_CANARY_FAILURE_MARGIN, MOCK_CANARY_MIN_LOADS, MOCK_PLATFORM_ADMIN_EMAIL, MOCK_DEPLOY_KEY_IDS, MOCK_RELEASE_REMOTES, telemetryKey, type MockReleaseTarget } from './fixtures';
import {
  auditListSchema,
  canaryRatesListSchema,
  createDeployKeySchema,
  createdDeployKeySchema,
  deployKeyAnswerSchema,
  deployKeyListSchema,
  promoteCanarySchema,
  promoteTargetSchema,
  releaseAccessSchema,
  releaseStatusSchema,
  rollbackTargetSchema,
  targetAnswerSchema,
  DEPLOY_KEY_PREFIX,
  RELEASE_ERRORS,
  type AuditEntry,
  type CanaryRates,
  type Target,
} from '@bullion/contract';
import { REMOTE_NAMES } from '@bullion/shared/remotes';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function newSecret(): string {
  return DEPLOY_KEY_PREFIX + Array.from(crypto.getRandomValues(new Uint8Array(40)), (byte) => BASE62[byte % 62]).join('');
}

const toTarget = ({ history, ...target }: MockReleaseTarget): Target => ({ ...target, previous: history.at(-1) ?? null });

const forbidden = () => apiError(403, RELEASE_ERRORS.forbidden, 'Only platform admins may use the release registry.');

function audit(entry: Pick<AuditEntry, 'action'> & Partial<Omit<AuditEntry, 'id' | 'at' | 'actor'>>) {
  const id = (mockDb.releases.audit[0]?.id ?? 0) + 1;
  mockDb.releases.audit.unshift({ id, at: now(), actor: { kind: 'user', id: null, label: MOCK_PLATFORM_ADMIN_EMAIL }, remote: null, environment: null, releaseId: null, detail: {}, ...entry });
}

function findTarget(remote: string, environment: string) {
  if (!mockDb.releases.environments.includes(environment)) return { refused: apiError(404, RELEASE_ERRORS.unknownEnvironment, `There is no environment ${environment}.`) };
  const target = mockDb.releases.targets.find((candidate) => candidate.remote === remote && candidate.environment === environment);
  if (!target) return { refused: apiError(404, 'not_found', `${remote} has no release in ${environment}.`) };
  return { target };
}

function moved(target: MockReleaseTarget, expectedRevision: number | undefined) {
  if (expectedRevision === undefined || expectedRevision === target.revision) return null;
  return apiError(409, RELEASE_ERRORS.conflict, `${target.remote} in ${target.environment} changed meanwhile (revision ${target.revision}, not ${expectedRevision}).`);
}

function changed(target: MockReleaseTarget) {
  target.revision += 1;
  target.updatedAt = now();
  return HttpResponse.json({ target: toTarget(target) });
}

function ratesOf(environment: string | null): CanaryRates[] {
  const { targets, telemetry } = mockDb.releases;
  const counts = (target: MockReleaseTarget, releaseId: string) => {
    const { loads, failures } = telemetry[telemetryKey(target.environment, target.remote, releaseId)] ?? { loads: 0, failures: 0 };
    return { release: releaseId, loads, failures, rate: loads + failures === 0 ? 0 : failures / (loads + failures) };
  };
  return targets
    .filter((target) => environment === null || target.environment === environment)
    .filter((target) => target.canary || telemetry[telemetryKey(target.environment, target.remote, target.release.id)])
    .map((target) => ({
      environment: target.environment,
      remote: target.remote,
      stable: counts(target, target.release.id),
      canary: target.canary ? { ...counts(target, target.canary.id), percent: target.canary.percent } : null,
      minLoads: MOCK_CANARY_MIN_LOADS,
      margin: MOCK_CANARY_FAILURE_MARGIN,
    }));
}

const envQuery = (request: Request) => new URL(request.url).searchParams.get('env');

export const releaseMocks: MockSlice = {
  handlers: (api) => {
    const releases = `${api}/releases`;
    const admin =
      <T extends { request: Request; params: Record<string, string | readonly string[] | undefined> }>(handle: (info: T) => Response | Promise<Response>) =>
      (info: T) =>
        mockDb.releases.platformAdmin ? handle(info) : forbidden();
    const params = (info: { params: Record<string, string | readonly string[] | undefined> }) => ({ remote: String(info.params.remote), environment: String(info.params.env) });
    return [
      http.get(`${releases}/access`, () => HttpResponse.json({ platformAdmin: mockDb.releases.platformAdmin })),
      http.get(
        `${releases}/status`,
        admin(({ request }) => {
          const env = envQuery(request);
          if (env && !mockDb.releases.environments.includes(env)) return apiError(404, RELEASE_ERRORS.unknownEnvironment, `There is no environment ${env}.`);
          const targets = mockDb.releases.targets.filter((target) => !env || target.environment === env).map(toTarget);
          return HttpResponse.json({ environments: mockDb.releases.environments, targets });
        }),
      ),
      http.get(
        `${releases}/rates`,
        admin(({ request }) => HttpResponse.json({ rates: ratesOf(envQuery(request)) })),
      ),
      http.get(
        `${releases}/audit`,
        admin(({ request }) => {
          const query = new URL(request.url).searchParams;
          const limit = Math.min(Math.max(Number(query.get('limit') ?? 50) || 50, 1), 200);
          const before = query.get('before') ? Number(query.get('before')) : null;
          const entries = mockDb.releases.audit.filter((entry) => before === null || entry.id < before).slice(0, limit);
          return HttpResponse.json({ entries });
        }),
      ),
      http.get(
        `${releases}/keys`,
        admin(() => HttpResponse.json({ keys: mockDb.releases.keys })),
      ),
      http.post(
        `${releases}/keys`,
        admin(async ({ request }) => {
          const body = createDeployKeySchema.safeParse(await jsonBody(request));
          if (!body.success) return invalid(body.error);
          const { name, remote, environments } = body.data;
          if (!(REMOTE_NAMES as readonly string[]).includes(remote)) return apiError(404, RELEASE_ERRORS.unknownRemote, `There is no remote ${remote}.`);
          const unknown = environments.find((environment) => !mockDb.releases.environments.includes(environment));
          if (unknown) return apiError(404, RELEASE_ERRORS.unknownEnvironment, `There is no environment ${unknown}.`);
          const secret = newSecret();
          const key = { id: nextMockUuid(), name, remote, environments, prefix: secret.slice(0, DEPLOY_KEY_PREFIX.length + 6), createdAt: now(), createdBy: MOCK_PLATFORM_ADMIN_EMAIL, revokedAt: null, lastUsedAt: null };
          mockDb.releases.keys.unshift(key);
          audit({ action: 'key.create', remote, detail: { name, prefix: key.prefix, environments } });
          return HttpResponse.json({ key, secret }, { status: 201 });
        }),
      ),
      http.delete(
        `${releases}/keys/:id`,
        admin(({ params: { id } }) => {
          const key = mockDb.releases.keys.find((candidate) => candidate.id === id);
          if (!key) return apiError(404, 'not_found', 'Deploy key not found.');
          if (!key.revokedAt) {
            key.revokedAt = now();
            audit({ action: 'key.revoke', remote: key.remote, detail: { name: key.name, prefix: key.prefix } });
          }
          return HttpResponse.json({ key });
        }),
      ),
      http.post(
        `${releases}/:remote/environments/:env/promote`,
        admin(async (info) => {
          const body = promoteTargetSchema.safeParse((await jsonBody(info.request)) ?? {});
          if (!body.success) return invalid(body.error);
          const { remote, environment } = params(info);
          const { target, refused } = findTarget(remote, environment);
          if (!target) return refused;
          const conflict = moved(target, body.data.expectedRevision);
          if (conflict) return conflict;
          const order = mockDb.releases.environments;
          const from = body.data.from ?? order[order.indexOf(environment) - 1];
          if (!from) return apiError(409, RELEASE_ERRORS.conflict, `${environment} is the first environment: nothing comes before it.`);
          const source = findTarget(remote, from);
          if (!source.target) return source.refused;
          if (target.canary) return apiError(409, RELEASE_ERRORS.conflict, `A canary of ${remote} is running in ${environment}: promote it or roll it back first.`);
          target.history.push(target.release);
          target.release = { ...source.target.release };
          audit({ action: 'target.promote', remote, environment, releaseId: target.release.id, detail: { fromEnvironment: from } });
          return changed(target);
        }),
      ),
      http.post(
        `${releases}/:remote/environments/:env/rollback`,
        admin(async (info) => {
          const body = rollbackTargetSchema.safeParse((await jsonBody(info.request)) ?? {});
          if (!body.success) return invalid(body.error);
          const { remote, environment } = params(info);
          const { target, refused } = findTarget(remote, environment);
          if (!target) return refused;
          const conflict = moved(target, body.data.expectedRevision);
          if (conflict) return conflict;
          if (target.canary) {
            const aborted = target.canary;
            target.canary = null;
            audit({ action: 'canary.abort', remote, environment, releaseId: aborted.id, detail: { percent: aborted.percent, stable: target.release.id } });
            return changed(target);
          }
          const previous = target.history.pop();
          if (!previous) return apiError(409, RELEASE_ERRORS.nothingToRollBack, `${remote} in ${environment} has no earlier release to go back to.`);
          const from = target.release;
          target.release = previous;
          audit({ action: 'target.rollback', remote, environment, releaseId: previous.id, detail: { from: from.id } });
          return changed(target);
        }),
      ),
      http.post(
        `${releases}/:remote/environments/:env/canary/promote`,
        admin(async (info) => {
          const body = promoteCanarySchema.safeParse((await jsonBody(info.request)) ?? {});
          if (!body.success) return invalid(body.error);
          const { remote, environment } = params(info);
          const { target, refused } = findTarget(remote, environment);
          if (!target) return refused;
          const conflict = moved(target, body.data.expectedRevision);
          if (conflict) return conflict;
          if (!target.canary) return apiError(409, RELEASE_ERRORS.noCanary, `No canary of ${remote} is running in ${environment}.`);
          const { id, version } = target.canary;
          target.history.push(target.release);
          target.release = { id, version };
          target.canary = null;
          audit({ action: 'canary.promote', remote, environment, releaseId: id, detail: { from: target.history.at(-1)?.id } });
          return changed(target);
        }),
      ),
    ];
  },
  calls: [
    { method: 'GET', path: '/releases/access', schema: releaseAccessSchema },
    { method: 'GET', path: '/releases/status', schema: releaseStatusSchema },
    { method: 'GET', path: '/releases/status?env=production', schema: releaseStatusSchema },
    { method: 'GET', path: '/releases/rates?env=production', schema: canaryRatesListSchema },
    { method: 'GET', path: '/releases/audit?limit=5&before=20', schema: auditListSchema },
    { method: 'GET', path: '/releases/keys', schema: deployKeyListSchema },
    { method: 'POST', path: '/releases/keys', body: { name: 'a CI', remote: MOCK_RELEASE_REMOTES.alike, environments: ['staging'] }, schema: createdDeployKeySchema },
    { method: 'DELETE', path: `/releases/keys/${MOCK_DEPLOY_KEY_IDS.canary}`, schema: deployKeyAnswerSchema },
    { method: 'POST', path: `/releases/${MOCK_RELEASE_REMOTES.staged}/environments/production/promote`, body: { expectedRevision: 2 }, schema: targetAnswerSchema },
    { method: 'POST', path: `/releases/${MOCK_RELEASE_REMOTES.alike}/environments/production/rollback`, body: {}, schema: targetAnswerSchema },
    { method: 'POST', path: `/releases/${MOCK_RELEASE_REMOTES.canary}/environments/production/canary/promote`, body: { expectedRevision: 7 }, schema: targetAnswerSchema },
  ],
};
