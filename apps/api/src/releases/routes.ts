// The release registry under /api/releases (issue 36): deploy keys, publishing builds, what each
// environment serves (point, promote, rollback, canary), status, releases, audit, and the two public
// routes the shells use (config, files). docs/api.md, "Release registry API"; docs/deployment.md.
// Routes of one or two segments after /api/releases take a remote name there: their paths only match
// the names of REMOTE_NAMES, so they never shadow a fixed route (keys, status, telemetry, …).
import { createRoute, z } from '@hono/zod-openapi';
import {
  auditListSchema,
  createDeployKeySchema,
  createdDeployKeySchema,
  deployKeyAnswerSchema,
  deployKeyListSchema,
  environmentNameSchema,
  pointTargetSchema,
  promoteCanarySchema,
  promoteTargetSchema,
  RELEASE_ERRORS,
  RELEASE_UPLOAD_MANIFEST_FIELD,
  releaseAccessSchema,
  releaseAnswerSchema,
  releaseListSchema,
  releaseStatusSchema,
  rollbackTargetSchema,
  shellRemotesConfigSchema,
  startCanarySchema,
  targetAnswerSchema,
  type Target,
} from '@bullion/contract';
import { REMOTE_NAMES } from '@bullion/shared/remotes';
import type { Context } from 'hono';
import { requireUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ApiError, errorBodySchema, notFound } from '../http/errors';
import { errorResponses, jsonBody, jsonResponse, output, SESSION } from '../http/openapi';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { readAudit } from './audit';
import { createDeployKey, listDeployKeys, revokeDeployKey } from './deploy-keys';
import { isPlatformAdmin } from './platform-admins';
import { publishRelease, readPublishForm, recordRefusedPublish } from './publish';
import { IMMUTABLE, serveReleaseFile } from './release-files';
import { findRelease, listReleases, releaseFileHashes } from './release-reads';
import { assertEnvironmentAccess, assertRemoteAccess, callerOf, requirePlatformAdmin, requireRegistryCaller, type RegistryCaller } from './registry-auth';
import { shellRemotesConfig } from './shell-config';
import { readTargets } from './target-reads';
import { pointTarget, promoteCanary, promoteTarget, rollbackTarget, startCanary } from './targets';

const TAGS = ['releases'];
/** A platform admin's session, or a deploy key. */
const ADMIN_OR_KEY: Record<string, string[]>[] = [{ Bearer: [] }, { DeployKey: [] }];
const REMOTE_IN_PATH = REMOTE_NAMES.join('|');
/** Hono path parameters that only match remote names and release ids. */
const REMOTE_PARAM = `:remote{(?:${REMOTE_IN_PATH})}`;
const RELEASE_PARAM = ':releaseId{[0-9A-Za-z.+-]+-[0-9a-f]+}';

const refusal = (description: string) => ({ content: { 'application/json': { schema: errorBodySchema } }, description });
const FORBIDDEN = refusal('forbidden: a key outside its remote or environments, or a user who is not a platform admin');
const UNAUTHORIZED = refusal('No session and no deploy key; or the key is unknown (invalid_key) or revoked (key_revoked)');

const remoteParam = z.enum(REMOTE_NAMES as [string, ...string[]]).openapi({ param: { name: 'remote', in: 'path' }, example: 'catalog' });
const envParam = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'env must be an environment name.').openapi({ param: { name: 'env', in: 'path' }, example: 'production' });
const releaseIdParam = z.string().openapi({ param: { name: 'releaseId', in: 'path' }, example: '0.2.0-1a2b3c4d5e6f', description: '<version>-<12 hex digits>' });
const targetParams = z.object({ remote: remoteParam, env: envParam });

/** 404 unless RELEASE_ENVIRONMENTS names the environment. */
function knownEnvironment(c: Context<AppEnv>, environment: string): string {
  const environments = c.var.deps.config.RELEASE_ENVIRONMENTS;
  if (!environments.includes(environment)) {
    throw new ApiError(404, RELEASE_ERRORS.unknownEnvironment, `No environment ${environment}: the registry's environments are ${environments.join(', ')}.`);
  }
  return environment;
}

/** A path parameter of a route registered by hand (its pattern made sure it is there). */
const param = (c: Context<AppEnv>, name: string): string => c.req.param(name) ?? '';

function knownRemote(remote: string): string {
  if (!(REMOTE_NAMES as readonly string[]).includes(remote)) {
    throw new ApiError(404, RELEASE_ERRORS.unknownRemote, `No remote ${remote}: the remotes are ${REMOTE_NAMES.join(', ')}.`);
  }
  return remote;
}

// Reads and keys.

const accessRoute = createRoute({
  method: 'get',
  path: '/api/releases/access',
  tags: TAGS,
  summary: 'Whether the signed-in user is a platform admin (shows the Releases page)',
  security: SESSION,
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(releaseAccessSchema, 'The user’s access to the registry'), ...errorResponses(401) },
});

const listKeysRoute = createRoute({
  method: 'get',
  path: '/api/releases/keys',
  tags: TAGS,
  summary: 'Lists the deploy keys, revoked ones too (platform admins; never the secrets)',
  security: SESSION,
  middleware: [requirePlatformAdmin] as const,
  responses: { 200: jsonResponse(deployKeyListSchema, 'The keys, newest first'), ...errorResponses(401), 403: FORBIDDEN },
});

const createKeyRoute = createRoute({
  method: 'post',
  path: '/api/releases/keys',
  tags: TAGS,
  summary: 'Makes a deploy key for one remote and a set of environments (platform admins)',
  description:
    'The answer holds the secret (`bdk_` and 40 characters) once: only its sha256 is stored, with its first characters (prefix) for display. A key publishes and reads releases of its remote and changes only its environments. Audited as key.create.',
  security: SESSION,
  middleware: [requirePlatformAdmin] as const,
  request: { body: jsonBody(createDeployKeySchema) },
  responses: {
    201: jsonResponse(createdDeployKeySchema, 'The key and its secret, shown this once'),
    ...errorResponses(400, 401, 415),
    403: FORBIDDEN,
    404: refusal('unknown_remote or unknown_environment'),
  },
});

const revokeKeyRoute = createRoute({
  method: 'delete',
  path: '/api/releases/keys/{id}',
  tags: TAGS,
  summary: 'Revokes a deploy key (platform admins); revoking it again changes nothing',
  description: 'A revoked key is refused from then on (401 key_revoked). Audited as key.revoke.',
  security: SESSION,
  middleware: [requirePlatformAdmin] as const,
  request: { params: z.object({ id: z.uuid('id must be a deploy key id (UUID).').openapi({ param: { name: 'id', in: 'path' } }) }) },
  responses: { 200: jsonResponse(deployKeyAnswerSchema, 'The key, revoked'), ...errorResponses(400, 401, 404), 403: FORBIDDEN },
});

const statusRoute = createRoute({
  method: 'get',
  path: '/api/releases/status',
  tags: TAGS,
  summary: 'What every environment serves: stable release, canary and share, revision, the release a rollback returns to',
  description: 'A deploy key sees its own remote only. `env` limits the answer to one environment.',
  security: ADMIN_OR_KEY,
  middleware: [requireRegistryCaller] as const,
  request: { query: z.object({ env: environmentNameSchema.optional() }) },
  responses: { 200: jsonResponse(releaseStatusSchema, 'The environments in promotion order and their targets'), ...errorResponses(400), 401: UNAUTHORIZED, 403: FORBIDDEN, 404: refusal('unknown_environment') },
});

const auditRoute = createRoute({
  method: 'get',
  path: '/api/releases/audit',
  tags: TAGS,
  summary: 'The registry’s audit log, newest first (platform admins)',
  description:
    'Every key made or revoked, publish and refused publish, point, promote, rollback, canary start, percent change, promote and abort, and automatic rollback: who (user e-mail, key name and prefix, or the system), what, when. Paged by `before` (the id of the last entry seen).',
  security: SESSION,
  middleware: [requirePlatformAdmin] as const,
  request: {
    query: z.object({
      limit: z.coerce.number().int().min(1).max(500).default(100),
      before: z.coerce.number().int().min(1).optional(),
    }),
  },
  responses: { 200: jsonResponse(auditListSchema, 'The entries'), ...errorResponses(400, 401), 403: FORBIDDEN },
});

const configRoute = createRoute({
  method: 'get',
  path: '/api/releases/config',
  tags: TAGS,
  summary: 'The remotes an environment serves, as the shell loads them (public)',
  description: [
    'For each remote the environment has a release for: the manifest address, version, release id and the sha384 pins of manifest and entry.',
    '`subject` is the shell’s random id (no personal data): a subject in a running canary’s share gets the canary release (canary: true).',
    'The choice is a hash of subject, remote and canary release, so every API instance answers alike and raising the share keeps everyone already in it.',
    'Never cached (Cache-Control: no-store).',
  ].join(' '),
  request: { query: z.object({ env: environmentNameSchema, subject: z.string().min(1).max(128) }) },
  responses: { 200: jsonResponse(shellRemotesConfigSchema, 'The remotes'), ...errorResponses(400), 404: refusal('unknown_environment') },
});

// Target changes: each in one locked transaction, audited.

const TARGET_ERRORS = {
  ...errorResponses(400, 415),
  401: UNAUTHORIZED,
  403: FORBIDDEN,
  404: refusal('unknown_environment, or release_not_found'),
  409: refusal('conflict: expectedRevision differs from the target’s revision, or a canary is running (point, promote); nothing_to_roll_back; no_canary'),
};

const targetRoute = (path: string, summary: string, description: string, body: z.ZodType) =>
  createRoute({
    method: 'post',
    path: `/api/releases/{remote}/environments/{env}${path}`,
    tags: TAGS,
    summary,
    description: `${description} A deploy key must be of this remote and hold this environment. expectedRevision, when given, must be the target’s revision (409 conflict otherwise).`,
    security: ADMIN_OR_KEY,
    middleware: [requireRegistryCaller] as const,
    request: { params: targetParams, body: jsonBody(body) },
    responses: { 200: jsonResponse(targetAnswerSchema, 'The target after the change'), ...TARGET_ERRORS },
  });

const pointRoute = targetRoute('/point', 'Points the environment at a release (its stable release)', 'Pushes the release on the environment’s deployment history. 409 conflict while a canary runs. Audited as target.point.', pointTargetSchema);
const promoteRoute = targetRoute(
  '/promote',
  'Promotes: the environment serves the stable release of `from` (default: the environment before it)',
  'Environments are promoted in the order of RELEASE_ENVIRONMENTS. Audited as target.promote.',
  promoteTargetSchema,
);
const rollbackRoute = targetRoute(
  '/rollback',
  'Rolls back: aborts a running canary, else serves the stable release deployed before the current one',
  '409 nothing_to_roll_back when there is no earlier release. Audited as canary.abort or target.rollback.',
  rollbackTargetSchema,
);
const canaryRoute = targetRoute(
  '/canary',
  'Starts a canary of a release at a share of users (1–99 %), or changes the share of the one running',
  'Sticky per subject (see GET /api/releases/config). A canary of another release while one runs is 409 conflict. Audited as canary.start or canary.percent.',
  startCanarySchema,
);
const promoteCanaryRoute = targetRoute('/canary/promote', 'Promotes the canary: it becomes the stable release for everyone', '409 no_canary without one. Audited as canary.promote.', promoteCanarySchema);

// Routes registered by hand (remote names in the path, multipart, files) and documented here.

const releaseParams = z.object({ remote: remoteParam, releaseId: releaseIdParam });

const publishDoc = createRoute({
  method: 'post',
  path: '/api/releases/{remote}',
  tags: TAGS,
  summary: 'Publishes a build of the remote (a platform admin, or a key of this remote)',
  description: [
    `multipart/form-data: a part \`${RELEASE_UPLOAD_MANIFEST_FIELD}\` (JSON \`{ files: [{ path, size, integrity }] }\`, integrity sha384-…), then one part per file named by its path (compressed .br/.gz copies included).`,
    'Refused with 422 unless every listed file is uploaded and nothing else (missing_file), each with its size (bad_size) and sha384 (bad_integrity);',
    'mf-manifest.json is a build of this remote (not_a_remote_build, wrong_remote) whose contract range admits the shell’s contract (contract_mismatch),',
    'its remote entry is uploaded, every chunk hash of metaData.bullion.integrity matches (bad_integrity), and each compressed copy decodes to its file.',
    'The release id is `<version>-<12 hex of sha256 over the sorted "path<TAB>sha384" lines>`: the same build again is 409 release_exists.',
    'Larger than RELEASE_MAX_BYTES (default 50 MB): 413 too_large. Files are stored before the release is recorded; a refused publish stores nothing. Publishes and refusals are audited.',
  ].join(' '),
  security: ADMIN_OR_KEY,
  request: {
    params: z.object({ remote: remoteParam }),
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: z.object({ [RELEASE_UPLOAD_MANIFEST_FIELD]: z.string(), '<path>': z.string().openapi({ type: 'string', format: 'binary' }) }) } },
    },
  },
  responses: {
    201: jsonResponse(releaseAnswerSchema, 'The release'),
    ...errorResponses(400),
    401: UNAUTHORIZED,
    403: FORBIDDEN,
    409: refusal('release_exists'),
    413: refusal('too_large'),
    415: refusal('Not multipart/form-data'),
    422: refusal('contract_mismatch, missing_file, bad_size, bad_integrity, not_a_remote_build or wrong_remote'),
  },
});

const listReleasesDoc = createRoute({
  method: 'get',
  path: '/api/releases/{remote}',
  tags: TAGS,
  summary: 'The remote’s releases, newest first',
  security: ADMIN_OR_KEY,
  request: { params: z.object({ remote: remoteParam }) },
  responses: { 200: jsonResponse(releaseListSchema, 'The releases'), 401: UNAUTHORIZED, 403: FORBIDDEN },
});

const getReleaseDoc = createRoute({
  method: 'get',
  path: '/api/releases/{remote}/{releaseId}',
  tags: TAGS,
  summary: 'One release: its files with size and sha384, and the pins of manifest and entry',
  security: ADMIN_OR_KEY,
  request: { params: releaseParams },
  responses: { 200: jsonResponse(releaseAnswerSchema, 'The release'), 401: UNAUTHORIZED, 403: FORBIDDEN, 404: refusal('release_not_found') },
});

const immutableDocs = (['put', 'patch', 'delete'] as const).map((method) =>
  createRoute({
    method,
    path: '/api/releases/{remote}/{releaseId}',
    tags: TAGS,
    summary: 'Refused: a release never changes after publish (405 release_immutable)',
    request: { params: releaseParams },
    responses: { 405: refusal('release_immutable') },
  }),
);

const filesDoc = createRoute({
  method: 'get',
  path: '/api/releases/files/{remote}/{releaseId}/{path}',
  tags: TAGS,
  summary: 'A file of a release (public)',
  description:
    '`path` may contain `/`. Served byte for byte as published (its sha384 is the recorded one), or as the build’s brotli or gzip copy when Accept-Encoding allows it (Vary: Accept-Encoding). Access-Control-Allow-Origin: *, Cache-Control: public, max-age=31536000, immutable, ETag.',
  request: { params: releaseParams.extend({ path: z.string().openapi({ param: { name: 'path', in: 'path' }, example: 'mf-manifest.json' }) }) },
  responses: { 200: { content: { '*/*': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } }, description: 'The file' }, 304: { description: 'Not modified (If-None-Match)' }, ...errorResponses(404) },
});

const PUBLISH_REFUSALS = new Set([403, 409, 413, 415, 422, 400]);

async function publish(c: Context<AppEnv>) {
  const caller = callerOf(c);
  const remote = knownRemote(param(c, 'remote'));
  const { deps } = c.var;
  try {
    assertRemoteAccess(caller, remote);
    const form = await readPublishForm(c.req.raw, deps.config.RELEASE_MAX_BYTES);
    const release = await publishRelease(deps, remote, form, caller.actor);
    c.var.logger.info({ remote, release: release.id, files: release.files.length, bytes: release.totalBytes }, 'release published');
    return c.json(output(releaseAnswerSchema, { release }), 201);
  } catch (error) {
    if (error instanceof ApiError && PUBLISH_REFUSALS.has(error.status)) {
      await recordRefusedPublish(deps, remote, caller.actor, error);
      // The unread rest of a refused upload is dropped with the connection.
      if (error.status === 413) c.header('Connection', 'close');
    }
    throw error;
  }
}

function registerReleases(app: Router) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'DeployKey', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'bdk_…',
    description: 'A release registry deploy key (Authorization: Bearer bdk_…), scoped to one remote and a set of environments.',
  });

  app.openapi(accessRoute, async (c) => {
    const { user, deps } = c.var;
    return c.json(output(releaseAccessSchema, { platformAdmin: await isPlatformAdmin(deps.db, user, deps.config.PLATFORM_ADMINS) }), 200);
  });

  app.openapi(listKeysRoute, async (c) => c.json(output(deployKeyListSchema, { keys: await listDeployKeys(c.var.deps.db) }), 200));

  app.openapi(createKeyRoute, async (c) => {
    const body = c.req.valid('json');
    knownRemote(body.remote);
    for (const environment of body.environments) knownEnvironment(c, environment);
    const caller = callerOf(c) as Extract<RegistryCaller, { kind: 'user' }>;
    const created = await createDeployKey(c.var.deps.db, { ...body, environments: [...new Set(body.environments)] }, { userId: caller.userId, actor: caller.actor });
    return c.json(output(createdDeployKeySchema, created), 201);
  });

  app.openapi(revokeKeyRoute, async (c) => {
    const caller = callerOf(c) as Extract<RegistryCaller, { kind: 'user' }>;
    const key = await revokeDeployKey(c.var.deps.db, c.req.valid('param').id, { userId: caller.userId, actor: caller.actor });
    if (!key) throw notFound('Deploy key');
    return c.json(output(deployKeyAnswerSchema, { key }), 200);
  });

  app.openapi(statusRoute, async (c) => {
    const { env } = c.req.valid('query');
    if (env) knownEnvironment(c, env);
    const caller = callerOf(c);
    const targets = await readTargets(c.var.deps.db, { environment: env, remote: caller.kind === 'key' ? caller.key.remote : undefined });
    return c.json(output(releaseStatusSchema, { environments: c.var.deps.config.RELEASE_ENVIRONMENTS, targets }), 200);
  });

  app.openapi(auditRoute, async (c) => c.json(output(auditListSchema, { entries: await readAudit(c.var.deps.db, c.req.valid('query')) }), 200));

  app.openapi(configRoute, async (c) => {
    const { env, subject } = c.req.valid('query');
    knownEnvironment(c, env);
    const answer = await shellRemotesConfig(c.var.deps.db, c.var.deps.config, env, subject);
    return c.json(output(shellRemotesConfigSchema, answer), 200, { 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' });
  });

  app.openAPIRegistry.registerPath(filesDoc);
  app.get(`/api/releases/files/${REMOTE_PARAM}/${RELEASE_PARAM}/:path{.+}`, async (c) => {
    const remote = param(c, 'remote');
    const releaseId = param(c, 'releaseId');
    const hashes = await releaseFileHashes(c.var.deps.db, remote, releaseId);
    const file = hashes && (await serveReleaseFile(c.var.deps.blobs, { remote, id: releaseId, hashes }, param(c, 'path'), c.req.header('accept-encoding')));
    if (!file) throw notFound('Release file');
    if (c.req.header('if-none-match')?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
      await file.body.cancel();
      return c.body(null, 304, { ETag: file.etag, 'Cache-Control': IMMUTABLE, Vary: 'Accept-Encoding', 'Access-Control-Allow-Origin': '*' });
    }
    return c.body(file.body, 200, { ...file.headers, 'Content-Length': String(file.size) });
  });

  // Target changes.
  const change = <B>(route: ReturnType<typeof targetRoute>, act: (c: Context<AppEnv>, key: { remote: string; environment: string; actor: RegistryCaller['actor'] }, body: B) => Promise<Target>) =>
    app.openapi(route, async (c) => {
      const params = c.req.valid('param') as { remote: string; env: string };
      const environment = knownEnvironment(c, params.env);
      const caller = callerOf(c);
      assertEnvironmentAccess(caller, params.remote, environment);
      const target = await act(c, { remote: params.remote, environment, actor: caller.actor }, c.req.valid('json') as B);
      return c.json(output(targetAnswerSchema, { target }), 200);
    });

  change<z.infer<typeof pointTargetSchema>>(pointRoute, (c, key, body) => pointTarget(c.var.deps.db, { ...key, ...body }));
  change<z.infer<typeof promoteTargetSchema>>(promoteRoute, (c, key, body) => {
    const environments = c.var.deps.config.RELEASE_ENVIRONMENTS;
    const from = body.from ?? environments[environments.indexOf(key.environment) - 1];
    if (!from) throw new ApiError(400, 'validation_failed', `${key.environment} is the first environment: name the environment to promote from.`);
    knownEnvironment(c, from);
    if (from === key.environment) throw new ApiError(400, 'validation_failed', 'An environment cannot be promoted from itself.');
    return promoteTarget(c.var.deps.db, { ...key, from, expectedRevision: body.expectedRevision });
  });
  change<z.infer<typeof rollbackTargetSchema>>(rollbackRoute, (c, key, body) => rollbackTarget(c.var.deps.db, { ...key, ...body }));
  change<z.infer<typeof startCanarySchema>>(canaryRoute, (c, key, body) => startCanary(c.var.deps.db, { ...key, ...body }));
  change<z.infer<typeof promoteCanarySchema>>(promoteCanaryRoute, (c, key, body) => promoteCanary(c.var.deps.db, { ...key, ...body }));

  // Last: the paths with a remote name in their first segment.
  app.openAPIRegistry.registerPath(publishDoc);
  app.post(`/api/releases/${REMOTE_PARAM}`, requireRegistryCaller, publish);

  app.openAPIRegistry.registerPath(listReleasesDoc);
  app.get(`/api/releases/${REMOTE_PARAM}`, requireRegistryCaller, async (c) => {
    const remote = param(c, 'remote');
    assertRemoteAccess(callerOf(c), remote);
    return c.json(output(releaseListSchema, { releases: await listReleases(c.var.deps.db, remote, c.var.deps.config) }), 200);
  });

  app.openAPIRegistry.registerPath(getReleaseDoc);
  app.get(`/api/releases/${REMOTE_PARAM}/${RELEASE_PARAM}`, requireRegistryCaller, async (c) => {
    const remote = param(c, 'remote');
    assertRemoteAccess(callerOf(c), remote);
    const release = await findRelease(c.var.deps.db, remote, param(c, 'releaseId'), c.var.deps.config);
    if (!release) throw new ApiError(404, RELEASE_ERRORS.releaseNotFound, `${remote} has no release ${param(c, 'releaseId')}.`);
    return c.json(output(releaseAnswerSchema, { release }), 200);
  });

  for (const doc of immutableDocs) app.openAPIRegistry.registerPath(doc);
  app.on(['PUT', 'PATCH', 'DELETE'], `/api/releases/${REMOTE_PARAM}/${RELEASE_PARAM}`, () => {
    throw new ApiError(405, RELEASE_ERRORS.releaseImmutable, 'A release never changes after publish: publish a new build and point the environment at it.');
  });
}

/** Large bodies: publishes are limited by RELEASE_MAX_BYTES in publish.ts, not by the API's JSON limit. */
const PUBLISH_BODY_LIMIT = Number.MAX_SAFE_INTEGER;

export const releasesResource: Resource = {
  register: registerReleases,
  bodyLimits: Object.fromEntries(REMOTE_NAMES.map((remote) => [`/api/releases/${remote}`, PUBLISH_BODY_LIMIT])),
};
