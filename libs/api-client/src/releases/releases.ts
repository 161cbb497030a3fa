// The release registry as a platform admin sees it (/api/releases): who may see it, what each
// environment serves, the canaries' failure rates, the audit log and deploy keys; promote, roll back
// and promote a canary. Writes are not toasted by the fetch layer: the Releases page shows a refusal
// (409 conflict above all) where the action was taken, after reading the current state again.
import { infiniteQueryOptions, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { invalidateKeys } from '../common/mutations';
import { apiRequest } from '../http/client';
import { releaseKeys } from './keys';
import {
  auditListSchema,
  canaryRatesListSchema,
  createdDeployKeySchema,
  deployKeyAnswerSchema,
  deployKeyListSchema,
  releaseAccessSchema,
  releaseStatusSchema,
  targetAnswerSchema,
  type AuditEntry,
  type CreateDeployKey,
  type PromoteCanary,
  type PromoteTarget,
  type RollbackTarget,
} from '@bullion/contract';

/** Audit entries per page of the log. */
export const RELEASE_AUDIT_PAGE_SIZE = 20;

/**
 * Whether the signed-in user is a platform admin. Asked by every settings page (the menu's Releases
 * entry), so a failure is not toasted: the entry simply stays hidden.
 */
export function releaseAccessQueryOptions() {
  return queryOptions({
    queryKey: releaseKeys.access(),
    queryFn: ({ signal }) => apiRequest('/releases/access', { schema: releaseAccessSchema, signal, reportErrors: false }),
    staleTime: 5 * 60_000,
  });
}

/** Every environment's target per remote; `environment` narrows to one. */
export function releaseStatusQueryOptions(environment: string | null = null) {
  return queryOptions({
    queryKey: releaseKeys.status(environment),
    queryFn: ({ signal }) => apiRequest('/releases/status', { query: { env: environment }, schema: releaseStatusSchema, signal }),
  });
}

/** Failure rates of each running canary beside its stable release, and stable-only rows. */
export function canaryRatesQueryOptions(environment: string | null = null) {
  return queryOptions({
    queryKey: releaseKeys.rates(environment),
    queryFn: ({ signal }) => apiRequest('/releases/rates', { query: { env: environment }, schema: canaryRatesListSchema, signal }),
    // Telemetry keeps arriving; the rates are worth a fresh look while the page is open.
    refetchInterval: 30_000,
  });
}

/** The audit log, newest first, a page at a time: each next page starts below the oldest entry shown. */
export function releaseAuditQueryOptions(limit = RELEASE_AUDIT_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: releaseKeys.audit(limit),
    queryFn: ({ signal, pageParam }) => apiRequest('/releases/audit', { query: { limit, before: pageParam }, schema: auditListSchema, signal }),
    initialPageParam: null as number | null,
    // A short page is the last one.
    getNextPageParam: (last: { entries: AuditEntry[] }) => (last.entries.length < limit ? null : (last.entries.at(-1)?.id ?? null)),
  });
}

export function deployKeysQueryOptions() {
  return queryOptions({
    queryKey: releaseKeys.deployKeys(),
    queryFn: ({ signal }) => apiRequest('/releases/keys', { schema: deployKeyListSchema, signal }),
  });
}

export function createDeployKey(body: CreateDeployKey) {
  return apiRequest('/releases/keys', { method: 'POST', body, schema: createdDeployKeySchema, reportErrors: false });
}

export function revokeDeployKey(id: string) {
  return apiRequest(`/releases/keys/${encodeURIComponent(id)}`, { method: 'DELETE', schema: deployKeyAnswerSchema, reportErrors: false });
}

/** Which target a change is for. */
export interface TargetRef {
  remote: string;
  environment: string;
}

const segment = encodeURIComponent;

/** `environment`'s stable release becomes `from`'s (default: the environment before it). */
export function promoteRelease(target: TargetRef, body: PromoteTarget) {
  return apiRequest(`/releases/${segment(target.remote)}/environments/${segment(target.environment)}/promote`, { method: 'POST', body, schema: targetAnswerSchema, reportErrors: false });
}

/** Aborts a running canary, or else returns to the previous stable release. */
export function rollbackRelease(target: TargetRef, body: RollbackTarget) {
  return apiRequest(`/releases/${segment(target.remote)}/environments/${segment(target.environment)}/rollback`, { method: 'POST', body, schema: targetAnswerSchema, reportErrors: false });
}

/** The canary becomes the stable release, for everyone. */
export function promoteCanary(target: TargetRef, body: PromoteCanary) {
  return apiRequest(`/releases/${segment(target.remote)}/environments/${segment(target.environment)}/canary/promote`, { method: 'POST', body, schema: targetAnswerSchema, reportErrors: false });
}

/** A change of a target moves the status and the rates, and writes an audit entry. */
const afterTargetChange = (client: QueryClient) =>
  invalidateKeys(client, releaseKeys.statuses(), releaseKeys.allRates(), releaseKeys.audits());

/** A refused change (409: someone else moved the target) is also a reason to show the current state. */
const targetChangeOptions = <TBody>(call: (target: TargetRef, body: TBody) => Promise<unknown>) =>
  mutationOptions({
    mutationFn: ({ target, body }: { target: TargetRef; body: TBody }) => call(target, body),
    onSettled: (_answer, _error, _variables, _onMutateResult, { client }) => afterTargetChange(client),
  });

export const promoteReleaseMutationOptions = () => targetChangeOptions(promoteRelease);
export const rollbackReleaseMutationOptions = () => targetChangeOptions(rollbackRelease);
export const promoteCanaryMutationOptions = () => targetChangeOptions(promoteCanary);

/** A new key shows in the list (without its secret) and in the audit log. */
export function createDeployKeyMutationOptions() {
  return mutationOptions({
    mutationFn: (body: CreateDeployKey) => createDeployKey(body),
    onSuccess: (_created, _body, _onMutateResult, { client }) => invalidateKeys(client, releaseKeys.deployKeys(), releaseKeys.audits()),
  });
}

/** A revoked key shows as revoked, and in the audit log. */
export function revokeDeployKeyMutationOptions() {
  return mutationOptions({
    mutationFn: (id: string) => revokeDeployKey(id),
    onSettled: (_key, _error, _id, _onMutateResult, { client }) => invalidateKeys(client, releaseKeys.deployKeys(), releaseKeys.audits()),
  });
}
