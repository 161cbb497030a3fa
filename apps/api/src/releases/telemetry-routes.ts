// Release telemetry: the shells' public, rate-limited reports of remote loads and failures (the
// input of the automatic canary rollback), and the failure rates platform admins read beside it.
import { createRoute, z } from '@hono/zod-openapi';
import {
  canaryRatesListSchema,
  environmentNameSchema,
  RELEASE_ERRORS,
  TELEMETRY_MAX_EVENTS,
  TELEMETRY_REASONS,
  telemetryAcceptedSchema,
  telemetryBatchSchema,
} from '@bullion/contract';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/context';
import { ApiError, errorBody, errorBodySchema, validationDetails } from '../http/errors';
import { errorResponses, jsonBody, jsonResponse, output, SESSION } from '../http/openapi';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { requirePlatformAdmin } from './registry-auth';
import { canaryRates, ingestTelemetry, limitTelemetry } from './telemetry';

const TAGS = ['releases'];

const errorResponse = (description: string) => ({ content: { 'application/json': { schema: errorBodySchema } }, description });

/** Batches over the limit pass the client's rate limit first: a refused batch still counts. */
const telemetryRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const retryAfter = await limitTelemetry(c);
  if (retryAfter !== null) {
    return c.json(errorBody(RELEASE_ERRORS.rateLimited, `Too many telemetry batches from this address; send again in ${retryAfter} s.`), 429, { 'Retry-After': String(retryAfter) });
  }
  await next();
});

const ingestRoute = createRoute({
  method: 'post',
  path: '/api/releases/telemetry',
  tags: TAGS,
  summary: 'Reports remote loads and failures from a shell (public, rate-limited)',
  description: [
    `A batch of at most ${TELEMETRY_MAX_EVENTS} events of one environment; each names the remote, the release (the registry's id), the outcome`,
    `(loaded or failed), for a failure the reason (${TELEMETRY_REASONS.join(', ')}), and a count (default 1).`,
    'No credentials and no personal data: the registry keeps counts per environment, remote, release and minute, nothing about the client.',
    'Events of a release the registry does not hold for that remote, or of an unknown environment, are dropped and counted in `dropped`.',
    'A batch that touches a running canary has it evaluated (at most once a second per target and API instance): when the canary has at least',
    'CANARY_MIN_LOADS loads plus failures since it started and its failure rate exceeds the stable release’s by more than CANARY_FAILURE_MARGIN,',
    'the registry rolls it back by itself (audit action canary.auto_rollback) and mails the platform admins.',
    'Rate-limited per client address (RELEASE_TELEMETRY_RATE_LIMIT batches a minute, default 120; 0 turns it off): 429 rate_limited with Retry-After.',
  ].join(' '),
  middleware: [telemetryRateLimit] as const,
  request: { body: jsonBody(telemetryBatchSchema, 'The batch') },
  responses: {
    202: jsonResponse(telemetryAcceptedSchema, 'Counted: how many events were accepted and how many dropped'),
    ...errorResponses(400, 415),
    422: errorResponse(`too_many_events: more than ${TELEMETRY_MAX_EVENTS} events in one batch; send them in several`),
    429: errorResponse('rate_limited: too many batches from this address this minute; Retry-After says when to send again'),
  },
});

/** A batch that is only too long answers 422 too_many_events (the client should split it); any other fault is 400 like everywhere else. */
function batchHook(result: { success: true } | { success: false; error: z.ZodError }, c: Context<AppEnv>) {
  if (result.success) return undefined;
  const tooMany = result.error.issues.every((issue) => issue.path.length === 1 && issue.path[0] === 'events' && issue.code === 'too_big');
  if (tooMany) return c.json(errorBody('too_many_events', `A batch holds at most ${TELEMETRY_MAX_EVENTS} events; send them in several.`), 422);
  return c.json(errorBody('validation_failed', 'The request is not valid.', validationDetails(result.error)), 400);
}

const ratesRoute = createRoute({
  method: 'get',
  path: '/api/releases/rates',
  tags: TAGS,
  summary: 'Failure rates of canary and stable releases from the telemetry (platform admins)',
  description: [
    'Per target (environment × remote): the stable release’s and the canary’s successful loads, failures and failure rate',
    '(failures / (loads + failures)) since the canary started, or the stable release’s over the last 24 hours when no canary runs;',
    'with the thresholds of the automatic rollback (minLoads: CANARY_MIN_LOADS, margin: CANARY_FAILURE_MARGIN). `env` limits the answer to one environment.',
  ].join(' '),
  security: SESSION,
  middleware: [requirePlatformAdmin] as const,
  request: { query: z.object({ env: environmentNameSchema.optional() }) },
  responses: {
    200: jsonResponse(canaryRatesListSchema, 'The rates'),
    ...errorResponses(400, 401, 403, 404),
  },
});

function registerTelemetry(app: Router) {
  app.openapi(
    ingestRoute,
    async (c) => c.json(output(telemetryAcceptedSchema, await ingestTelemetry(c.var.deps, c.req.valid('json'))), 202),
    batchHook,
  );
  app.openapi(ratesRoute, async (c) => {
    const { deps } = c.var;
    const { env } = c.req.valid('query');
    if (env !== undefined && !deps.config.RELEASE_ENVIRONMENTS.includes(env)) {
      throw new ApiError(404, RELEASE_ERRORS.unknownEnvironment, `No environment ${env}; the registry has ${deps.config.RELEASE_ENVIRONMENTS.join(', ')}.`);
    }
    return c.json(output(canaryRatesListSchema, { rates: await canaryRates(deps, env ? [env] : deps.config.RELEASE_ENVIRONMENTS) }), 200);
  });
}

export const releaseTelemetryResource: Resource = { register: registerTelemetry };
