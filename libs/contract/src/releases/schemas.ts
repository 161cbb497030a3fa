// Release registry (issue 36): the shapes the API, the shell, the CLI and the settings page share.
// /work/release-design.md in the session and docs/api.md ("Release registry API") describe the
// routes; a release never changes after publish, so every shape here describes stored bytes.
import { z } from 'zod';
import { isoDateTimeSchema, unknownFieldsError } from '../common/schemas';
import { RELEASE_NAME_PATTERN } from './names';

// Error codes of /api/releases (409, 422, 401, 403, 405, 413, 429); the message says the specifics.
export const RELEASE_ERRORS = {
  forbidden: 'forbidden',
  keyRevoked: 'key_revoked',
  invalidKey: 'invalid_key',
  releaseExists: 'release_exists',
  releaseNotFound: 'release_not_found',
  releaseImmutable: 'release_immutable',
  contractMismatch: 'contract_mismatch',
  missingFile: 'missing_file',
  badSize: 'bad_size',
  badIntegrity: 'bad_integrity',
  notARemoteBuild: 'not_a_remote_build',
  wrongRemote: 'wrong_remote',
  tooLarge: 'too_large',
  conflict: 'conflict',
  nothingToRollBack: 'nothing_to_roll_back',
  noCanary: 'no_canary',
  unknownEnvironment: 'unknown_environment',
  unknownRemote: 'unknown_remote',
  rateLimited: 'rate_limited',
} as const;
export type ReleaseErrorCode = (typeof RELEASE_ERRORS)[keyof typeof RELEASE_ERRORS];

/** A deploy key is `bdk_` followed by 40 characters; only `bdk_` and the next 6 are kept for display. */
export const DEPLOY_KEY_PREFIX = 'bdk_';
export const DEPLOY_KEY_PATTERN = /^bdk_[0-9A-Za-z]{40}$/;
/** Where the shell keeps its random canary subject (no personal data). */
export const RELEASE_SUBJECT_STORAGE_KEY = 'bullion.release-subject';
/** The part of a publish that lists the build's files; every other part is one file, named by its path. */
export const RELEASE_UPLOAD_MANIFEST_FIELD = 'manifest';
export const RELEASE_DEFAULT_ENVIRONMENTS = ['staging', 'production'] as const;
export const TELEMETRY_MAX_EVENTS = 100;

/** Subresource Integrity value, sha384 as every pin of this project. */
export const sriSchema = z.string().regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'integrity must be sha384-<base64 of 48 bytes>.');
export const remoteNameSchema = z.string().regex(RELEASE_NAME_PATTERN, 'remote must be a remote name.');
export const environmentNameSchema = z.string().regex(RELEASE_NAME_PATTERN, 'environment must be lower-case letters, digits and dashes.');
/** `<version>-<first 12 hex of sha256 over the sorted "path\tsha384" lines of every file>`. */
export const releaseIdSchema = z.string().regex(/^[0-9A-Za-z.+-]{1,64}-[0-9a-f]{12}$/, 'releaseId must be <version>-<12 hex digits>.');
/** A path inside a build: relative, forward slashes, no `..`, `.` or empty segment. */
export const releaseFilePathSchema = z
  .string()
  .min(1)
  .max(300)
  .refine(
    (path) => !path.startsWith('/') && !path.includes('\\') && path.split('/').every((part) => part !== '' && part !== '.' && part !== '..'),
    'path must be relative, with forward slashes and no empty, "." or ".." segment.',
  );
const revisionSchema = z.number().int().min(0);
const expectedRevision = revisionSchema.optional().describe('The target revision the change is based on; 409 conflict when the target has moved on.');

export const deployKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  remote: z.string(),
  environments: z.array(z.string()),
  prefix: z.string(),
  createdAt: isoDateTimeSchema,
  /** The e-mail of the platform admin who made it. */
  createdBy: z.string(),
  revokedAt: isoDateTimeSchema.nullable(),
  lastUsedAt: isoDateTimeSchema.nullable(),
});
export type DeployKey = z.infer<typeof deployKeySchema>;

export const releaseFileSchema = z.object({ path: releaseFilePathSchema, size: z.number().int().min(0), integrity: sriSchema });
export type ReleaseFile = z.infer<typeof releaseFileSchema>;

export const releaseIntegritySchema = z.object({ manifest: sriSchema, entry: sriSchema });

export const releaseSchema = z.object({
  id: z.string(),
  remote: z.string(),
  version: z.string(),
  contractRange: z.string(),
  publishedAt: isoDateTimeSchema,
  /** The publisher's label: an e-mail, or a key's name and prefix. */
  publishedBy: z.string(),
  files: z.array(releaseFileSchema),
  totalBytes: z.number().int().min(0),
  manifestUrl: z.string(),
  integrity: releaseIntegritySchema,
});
export type Release = z.infer<typeof releaseSchema>;

const releaseRefSchema = z.object({ id: z.string(), version: z.string() });

export const targetSchema = z.object({
  environment: z.string(),
  remote: z.string(),
  release: releaseRefSchema,
  canary: releaseRefSchema.extend({ percent: z.number().int().min(1).max(99), startedAt: isoDateTimeSchema }).nullable(),
  revision: revisionSchema,
  updatedAt: isoDateTimeSchema,
  /** The stable release a rollback would return to. */
  previous: releaseRefSchema.nullable(),
});
export type Target = z.infer<typeof targetSchema>;

export const AUDIT_ACTOR_KINDS = ['user', 'key', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** Actions written to the audit log. */
export const RELEASE_AUDIT_ACTIONS = [
  'key.create',
  'key.revoke',
  'release.publish',
  'release.publish_refused',
  'target.point',
  'target.promote',
  'target.rollback',
  'canary.start',
  'canary.percent',
  'canary.promote',
  'canary.abort',
  'canary.auto_rollback',
] as const;
export type ReleaseAuditAction = (typeof RELEASE_AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: isoDateTimeSchema,
  actor: z.object({ kind: z.enum(AUDIT_ACTOR_KINDS), id: z.string().nullable(), label: z.string() }),
  action: z.string(),
  remote: z.string().nullable(),
  environment: z.string().nullable(),
  releaseId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** One remote as the shell loads it from the registry. */
export const shellRemoteSchema = z.object({
  manifestUrl: z.string(),
  version: z.string(),
  /** The release id. */
  release: z.string(),
  /** Whether this subject was put in the remote's canary. */
  canary: z.boolean(),
  integrity: releaseIntegritySchema,
});
export type ShellRemote = z.infer<typeof shellRemoteSchema>;

/** GET /api/releases/config: the remotes an environment has a target for. */
export const shellRemotesConfigSchema = z.object({
  environment: z.string(),
  remotes: z.record(z.string(), shellRemoteSchema),
});
export type ShellRemotesConfig = z.infer<typeof shellRemotesConfigSchema>;

export const TELEMETRY_OUTCOMES = ['loaded', 'failed'] as const;
export const TELEMETRY_REASONS = ['unreachable', 'timeout', 'contract', 'integrity', 'invalid', 'crashed', 'error'] as const;
export type TelemetryReason = (typeof TELEMETRY_REASONS)[number];

export const telemetryEventSchema = z.strictObject(
  {
    remote: z.string().min(1).max(40),
    /** The registry's release id, or the version when the remote did not come from the registry. */
    release: z.string().min(1).max(80),
    outcome: z.enum(TELEMETRY_OUTCOMES),
    reason: z.enum(TELEMETRY_REASONS).optional(),
    count: z.number().int().min(1).max(1000).optional(),
  },
  { error: unknownFieldsError() },
);
export type TelemetryEvent = z.infer<typeof telemetryEventSchema>;

export const telemetryBatchSchema = z.strictObject(
  { environment: environmentNameSchema, events: z.array(telemetryEventSchema).min(1).max(TELEMETRY_MAX_EVENTS) },
  { error: unknownFieldsError() },
);
export type TelemetryBatch = z.infer<typeof telemetryBatchSchema>;
/** 202 of a telemetry batch: events counted, and events dropped (a release the registry does not hold, an unknown environment). */
export const telemetryAcceptedSchema = z.object({ accepted: z.number().int().min(0), dropped: z.number().int().min(0) });
export type TelemetryAccepted = z.infer<typeof telemetryAcceptedSchema>;

const rateSchema = z.object({ loads: z.number().int().min(0), failures: z.number().int().min(0), rate: z.number().min(0).max(1) });
export const canaryRatesSchema = z.object({
  environment: z.string(),
  remote: z.string(),
  stable: rateSchema.extend({ release: z.string() }),
  canary: rateSchema.extend({ release: z.string(), percent: z.number().int() }).nullable(),
  minLoads: z.number().int(),
  margin: z.number(),
});
export type CanaryRates = z.infer<typeof canaryRatesSchema>;

// Request bodies.

export const createDeployKeySchema = z.strictObject(
  {
    name: z.string().trim().min(1, 'name is required.').max(100),
    remote: remoteNameSchema,
    environments: z.array(environmentNameSchema).min(1, 'environments must name at least one environment.').max(20),
  },
  { error: unknownFieldsError('A deploy key takes name, remote and environments.') },
);
export type CreateDeployKey = z.infer<typeof createDeployKeySchema>;

/** The `manifest` part of a publish. */
export const releaseUploadManifestSchema = z.object({ files: z.array(releaseFileSchema).min(1).max(2000) });
export type ReleaseUploadManifest = z.infer<typeof releaseUploadManifestSchema>;

export const pointTargetSchema = z.strictObject({ releaseId: releaseIdSchema, expectedRevision }, { error: unknownFieldsError() });
export type PointTarget = z.infer<typeof pointTargetSchema>;
export const promoteTargetSchema = z.strictObject(
  { from: environmentNameSchema.optional().describe('Default: the environment before this one.'), expectedRevision },
  { error: unknownFieldsError() },
);
export type PromoteTarget = z.infer<typeof promoteTargetSchema>;
export const rollbackTargetSchema = z.strictObject({ expectedRevision }, { error: unknownFieldsError() });
export type RollbackTarget = z.infer<typeof rollbackTargetSchema>;
export const startCanarySchema = z.strictObject(
  { releaseId: releaseIdSchema, percent: z.number().int().min(1).max(99, 'percent must be 1 to 99; promote the canary for 100.'), expectedRevision },
  { error: unknownFieldsError() },
);
export type StartCanary = z.infer<typeof startCanarySchema>;
export const promoteCanarySchema = z.strictObject({ expectedRevision }, { error: unknownFieldsError() });
export type PromoteCanary = z.infer<typeof promoteCanarySchema>;

// Answers.

export const releaseAccessSchema = z.object({ platformAdmin: z.boolean() });
export const deployKeyListSchema = z.object({ keys: z.array(deployKeySchema) });
export const createdDeployKeySchema = z.object({ key: deployKeySchema, secret: z.string() });
export const deployKeyAnswerSchema = z.object({ key: deployKeySchema });
export const releaseAnswerSchema = z.object({ release: releaseSchema });
export const releaseListSchema = z.object({ releases: z.array(releaseSchema) });
export const targetAnswerSchema = z.object({ target: targetSchema });
export const releaseStatusSchema = z.object({ environments: z.array(z.string()), targets: z.array(targetSchema) });
export type ReleaseStatus = z.infer<typeof releaseStatusSchema>;
export const auditListSchema = z.object({ entries: z.array(auditEntrySchema) });
export const canaryRatesListSchema = z.object({ rates: z.array(canaryRatesSchema) });
