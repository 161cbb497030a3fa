// The release registry's client for a team's CI: what `scripts/remote-deploy.mjs` does when it is
// given a registry (`--registry <url>` or RELEASE_REGISTRY_URL) and a deploy key (`--key` or
// RELEASE_DEPLOY_KEY). It talks to the API's /api/releases routes (docs/deployment.md, "Releasing
// from a team's CI"). Node built-ins only: a CI runner needs nothing but node ≥ 20 (global fetch,
// FormData and Blob).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { sriOf } from './integrity.mjs';

export const REGISTRY_COMMANDS = ['publish', 'point', 'promote', 'rollback', 'status', 'canary', 'releases'];

export const REGISTRY_USAGE = `Usage (registry): remote-deploy.mjs <command> … --registry <url> --key <deploy key>
  publish <remote> [--from <build dir>] [--env <env>]       upload a build; with --env, point that environment at it
  point <remote> <release id> --env <env>                   serve that release in the environment
  promote <remote> [--from <env>] [--to <env>]              the next environment gets the release of the one before
  rollback <remote> --env <env>                             abort the running canary, or back to the previous release
  canary <remote> <release id> --percent <1-99> --env <env> serve the release to that share of users
  canary <remote> --promote --env <env>                     the canary becomes the release of every user
  canary <remote> --abort --env <env>                       stop the canary (everyone back on the stable release)
  status [--env <env>]                                      what each environment serves
  releases <remote>                                         the remote's published releases, newest first
Options: --json prints the registry's answer; --expect-revision <n> refuses the change if the target moved on.
RELEASE_REGISTRY_URL and RELEASE_DEPLOY_KEY may stand in for --registry and --key; --local keeps the local commands.`;

/** A mistake in the command line: printed with the usage. */
export class UsageError extends Error {}

/** An answer of the registry that is not a success, with its `{ error: { code, message, details } }`. */
export class RegistryError extends Error {
  constructor(status, code, message, details) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/**
 * The registry's routes' base (`…/api/releases`) from what a user gives: the API's origin, its
 * `/api`, or the routes' base itself (the shell's `releases.url`).
 */
export function registryBase(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--registry must be an absolute URL such as https://api.example.com, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--registry must be an http(s) URL, got "${value}"`);
  url.search = '';
  url.hash = '';
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = path.endsWith('/api/releases') ? path : path.endsWith('/api') ? `${path}/releases` : `${path}/api/releases`;
  return url.href;
}

/** Whether a command line asks for the registry (the flag, or the environment unless --local). */
export function wantsRegistry(argv, env = process.env) {
  if (argv.includes('--local')) return false;
  return argv.some((arg) => arg === '--registry' || arg.startsWith('--registry=')) || Boolean(env.RELEASE_REGISTRY_URL);
}

const OPTIONS = {
  registry: { type: 'string' },
  key: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  env: { type: 'string' },
  percent: { type: 'string' },
  promote: { type: 'boolean' },
  abort: { type: 'boolean' },
  json: { type: 'boolean' },
  'expect-revision': { type: 'string' },
};

/** Which options each command takes (beyond --registry, --key, --json). */
const ALLOWED = {
  publish: ['from', 'env'],
  point: ['env', 'expect-revision'],
  promote: ['from', 'to', 'expect-revision'],
  rollback: ['env', 'expect-revision'],
  status: ['env'],
  canary: ['env', 'percent', 'promote', 'abort', 'expect-revision'],
  releases: [],
};

const ENVIRONMENT_NAME = /^[a-z][a-z0-9-]{0,39}$/;

function environmentName(value, option) {
  if (!ENVIRONMENT_NAME.test(value)) throw new UsageError(`--${option} must name an environment (such as staging or production), got "${value}"`);
  return value;
}

function integerOption(value, option, min, max) {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new UsageError(`--${option} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return Number(value);
}

/**
 * The registry command a command line asks for, checked before anything is sent. `remoteNames` are
 * the remotes the workspace knows; `defaultBuildDir(remote)` is where `publish` looks without --from.
 */
export function parseRegistryArgs(argv, { env = process.env, remoteNames, defaultBuildDir }) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv.filter((arg) => arg !== '--local'), options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error.message);
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (!REGISTRY_COMMANDS.includes(command)) {
    throw new UsageError(command ? `"${command}" is not a registry command.` : 'Say which command to run.');
  }
  const given = Object.keys(values).filter((name) => !['registry', 'key', 'json'].includes(name));
  const stray = given.filter((name) => !ALLOWED[command].includes(name));
  if (stray.length) throw new UsageError(`${command} takes no ${stray.map((name) => `--${name}`).join(', ')}.`);

  const registry = values.registry ?? env.RELEASE_REGISTRY_URL;
  if (!registry) throw new UsageError('Say which registry: --registry <url> or RELEASE_REGISTRY_URL.');
  const key = values.key ?? env.RELEASE_DEPLOY_KEY;
  if (!key) throw new UsageError('Give a deploy key: --key <key> or RELEASE_DEPLOY_KEY (a platform admin makes one on the Releases page).');
  const options = { command, base: registryBase(registry), key, json: Boolean(values.json) };
  if (values['expect-revision'] !== undefined) {
    options.expectedRevision = integerOption(values['expect-revision'], 'expect-revision', 0, Number.MAX_SAFE_INTEGER);
  }
  if (values.env !== undefined) options.environment = environmentName(values.env, 'env');

  if (command === 'status') {
    if (rest.length) throw new UsageError(`status takes no remote (it shows every remote the key may see), got "${rest.join(' ')}"`);
    return options;
  }
  const [remote, releaseId, ...extra] = rest;
  if (!remote) throw new UsageError(`Say which remote to ${command}: one of ${remoteNames.join(', ')}.`);
  if (!remoteNames.includes(remote)) throw new UsageError(`Unknown remote "${remote}". Choose from ${remoteNames.join(', ')}.`);
  options.remote = remote;
  // canary says itself which of its forms takes a release id.
  const takesRelease = command === 'point' || command === 'canary';
  if (extra.length || (releaseId !== undefined && !takesRelease)) {
    throw new UsageError(`Too many arguments for ${command}: ${[releaseId, ...extra].filter(Boolean).join(' ')}`);
  }
  const needsEnvironment = ['point', 'rollback', 'canary'].includes(command);
  if (needsEnvironment && !options.environment) throw new UsageError(`${command} needs --env <environment>.`);

  switch (command) {
    case 'publish':
      options.from = values.from ?? defaultBuildDir(remote);
      break;
    case 'point':
      if (!releaseId) throw new UsageError('Say which release to point at: point <remote> <release id> --env <env>.');
      options.releaseId = releaseId;
      break;
    case 'promote':
      if (values.from !== undefined) options.from = environmentName(values.from, 'from');
      if (values.to !== undefined) options.to = environmentName(values.to, 'to');
      if (options.from && options.from === options.to) throw new UsageError('--from and --to name the same environment.');
      break;
    case 'canary': {
      const modes = [releaseId !== undefined, Boolean(values.promote), Boolean(values.abort)].filter(Boolean).length;
      if (modes !== 1) throw new UsageError('canary takes a release id with --percent, or --promote, or --abort (one of them).');
      if (values.promote) options.action = 'promote';
      else if (values.abort) options.action = 'abort';
      else {
        if (values.percent === undefined) throw new UsageError('Say which share of users gets the canary: --percent <1-99>.');
        options.action = 'start';
        options.releaseId = releaseId;
        options.percent = integerOption(values.percent, 'percent', 1, 99);
      }
      if (options.action !== 'start' && values.percent !== undefined) throw new UsageError(`canary --${options.action} takes no --percent.`);
      break;
    }
    default:
      break;
  }
  return options;
}

/**
 * Every file of a build folder (compressed copies included), sorted by path, with its size and sha384
 * as the registry records and checks them. Paths are relative to the folder, with `/`.
 */
export function listBuildFiles(dir) {
  let entries;
  try {
    if (!statSync(dir).isDirectory()) throw new Error('not a folder');
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    throw new UsageError(`${dir} is not a build folder (build the remote first, or say where it is with --from).`);
  }
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      // `parentPath` since Node 20.12; `path` before (the same value, deprecated later).
      const abs = join(entry.parentPath ?? entry.path, entry.name);
      const bytes = readFileSync(abs);
      return { path: relative(dir, abs).split(sep).join('/'), size: bytes.length, integrity: sriOf(bytes), abs };
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  if (!files.some((file) => file.path === 'mf-manifest.json')) {
    throw new UsageError(`${dir} has no mf-manifest.json: is it a remote build?`);
  }
  return files;
}

/** The release id the registry gives these files: `<version>-<12 hex of sha256 over "path\tsha384" lines>`. */
export function releaseIdOf(version, files) {
  const lines = files
    .map((file) => `${file.path}\t${file.integrity}`)
    .sort()
    .join('\n');
  return `${version}-${createHash('sha256').update(lines).digest('hex').slice(0, 12)}`;
}

/** What a build's manifest says of it (`metaData.bullion`). */
export function buildInfo(dir) {
  try {
    const meta = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')).metaData?.bullion ?? {};
    return { remote: meta.remote ?? null, version: meta.version ?? null };
  } catch {
    return { remote: null, version: null };
  }
}

/**
 * The publish request's body: the `manifest` part first (path, size and sha384 of every file, the
 * registry's checklist), then one part per file whose field name is the file's path.
 * `read(file)` gives a file's bytes (the disk by default).
 */
export function publishForm(files, read = (file) => readFileSync(file.abs)) {
  const form = new FormData();
  form.append('manifest', JSON.stringify({ files: files.map(({ path, size, integrity }) => ({ path, size, integrity })) }));
  for (const file of files) form.append(file.path, new Blob([read(file)], { type: 'application/octet-stream' }), file.path);
  return form;
}

/** A plain-text table: a header row, then one row per item, columns padded to their widest cell. */
export function formatTable(columns, rows) {
  const cells = [columns.map((column) => column.title), ...rows.map((row) => columns.map((column) => String(column.value(row) ?? '')))];
  const widths = columns.map((_, index) => Math.max(...cells.map((line) => line[index].length)));
  return cells.map((line) => line.map((cell, index) => (index === line.length - 1 ? cell : cell.padEnd(widths[index]))).join('  ')).join('\n');
}

const when = (iso) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC') : '');

/** Every target as a table: environments in promotion order, then remotes. */
export function formatStatus({ environments, targets }) {
  if (targets.length === 0) return `No remote is served by the registry in ${environments.join(', ') || 'any environment'} yet.`;
  const order = (target) => environments.indexOf(target.environment);
  const sorted = [...targets].sort((a, b) => order(a) - order(b) || a.remote.localeCompare(b.remote));
  return formatTable(
    [
      { title: 'ENVIRONMENT', value: (target) => target.environment },
      { title: 'REMOTE', value: (target) => target.remote },
      { title: 'RELEASE', value: (target) => target.release.id },
      { title: 'CANARY', value: (target) => (target.canary ? `${target.canary.id} at ${target.canary.percent}%` : '–') },
      { title: 'PREVIOUS', value: (target) => target.previous?.id ?? '–' },
      { title: 'REVISION', value: (target) => target.revision },
      { title: 'UPDATED', value: (target) => when(target.updatedAt) },
    ],
    sorted,
  );
}

export function formatReleases(releases) {
  if (releases.length === 0) return 'No release published yet.';
  return formatTable(
    [
      { title: 'RELEASE', value: (release) => release.id },
      { title: 'VERSION', value: (release) => release.version },
      { title: 'CONTRACT', value: (release) => release.contractRange },
      { title: 'FILES', value: (release) => release.files?.length ?? '' },
      { title: 'SIZE', value: (release) => formatBytes(release.totalBytes) },
      { title: 'PUBLISHED', value: (release) => when(release.publishedAt) },
      { title: 'BY', value: (release) => release.publishedBy },
    ],
    releases,
  );
}

export function formatBytes(bytes) {
  if (typeof bytes !== 'number') return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** One line on what an environment serves of a remote. */
export function describeTarget(target) {
  const canary = target.canary ? `; canary ${target.canary.id} for ${target.canary.percent}% of users since ${when(target.canary.startedAt)}` : '';
  return `${target.environment} serves ${target.remote} ${target.release.id}${canary} (revision ${target.revision}, changed ${when(target.updatedAt)})`;
}

/** The registry's routes as functions; every answer that is not a success throws a RegistryError. */
export function registryClient({ base, key, fetchImpl = fetch }) {
  const call = async (method, path, body) => {
    const url = `${base}${path}`;
    const headers = { authorization: `Bearer ${key}`, accept: 'application/json' };
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
    let response;
    try {
      response = await fetchImpl(url, { method, headers, body: body === undefined || isForm ? body : JSON.stringify(body) });
    } catch (error) {
      throw new RegistryError(0, 'unreachable', `Could not reach the registry at ${url}: ${error.cause?.message ?? error.message}`);
    }
    const text = await response.text();
    let json;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const error = json?.error;
      if (error && typeof error.message === 'string') throw new RegistryError(response.status, error.code ?? 'error', error.message, error.details);
      throw new RegistryError(response.status, 'http_error', `${method} ${url} answered HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`);
    }
    if (json === undefined || json === null || typeof json !== 'object') {
      throw new RegistryError(response.status, 'bad_answer', `${method} ${url} answered something that is not the registry's JSON: is --registry the API?`);
    }
    return json;
  };
  const target = (remote, environment, action) =>
    `/${encodeURIComponent(remote)}/environments/${encodeURIComponent(environment)}/${action}`;
  const revision = (expectedRevision) => (expectedRevision === undefined ? {} : { expectedRevision });
  return {
    publish: (remote, form) => call('POST', `/${encodeURIComponent(remote)}`, form),
    release: (remote, id) => call('GET', `/${encodeURIComponent(remote)}/${encodeURIComponent(id)}`),
    releases: (remote) => call('GET', `/${encodeURIComponent(remote)}`),
    status: (environment) => call('GET', `/status${environment ? `?env=${encodeURIComponent(environment)}` : ''}`),
    point: (remote, environment, releaseId, expectedRevision) =>
      call('POST', target(remote, environment, 'point'), { releaseId, ...revision(expectedRevision) }),
    promote: (remote, environment, from, expectedRevision) =>
      call('POST', target(remote, environment, 'promote'), { ...(from ? { from } : {}), ...revision(expectedRevision) }),
    rollback: (remote, environment, expectedRevision) => call('POST', target(remote, environment, 'rollback'), revision(expectedRevision)),
    canary: (remote, environment, releaseId, percent, expectedRevision) =>
      call('POST', target(remote, environment, 'canary'), { releaseId, percent, ...revision(expectedRevision) }),
    promoteCanary: (remote, environment, expectedRevision) => call('POST', target(remote, environment, 'canary/promote'), revision(expectedRevision)),
  };
}

/** The environment after `from` in the registry's promotion order. */
export function nextEnvironment(environments, from) {
  const index = environments.indexOf(from);
  if (index < 0) throw new UsageError(`The registry has no environment "${from}" (it has ${environments.join(', ')}).`);
  if (index === environments.length - 1) throw new UsageError(`${from} is the last environment (${environments.join(' → ')}): there is nothing to promote it to.`);
  return environments[index + 1];
}

async function currentTarget(client, remote, environment) {
  const { targets } = await client.status(environment);
  return targets.find((target) => target.remote === remote && target.environment === environment) ?? null;
}

/**
 * What to say after the registry refused: its message, its details, and for a 409 what the registry
 * holds now (someone else changed the target, or the release exists already).
 */
export async function explainRefusal(error, client, options) {
  const lines = [`The registry refused (${error.status ? `HTTP ${error.status} ` : ''}${error.code}): ${error.message}`];
  if (error.details !== undefined) lines.push(`  details: ${JSON.stringify(error.details)}`);
  if (error.status !== 409) return lines.join('\n');
  try {
    if (error.code === 'release_exists' && options.releaseId) {
      const { release } = await client.release(options.remote, options.releaseId);
      lines.push(`  ${release.id} was published ${when(release.publishedAt)} by ${release.publishedBy}: the same files, so nothing to upload.`);
    } else if (options.remote && options.environment) {
      const now = await currentTarget(client, options.remote, options.environment);
      lines.push(now ? `  Now: ${describeTarget(now)}.` : `  Now: ${options.environment} serves no release of ${options.remote}.`);
      if (error.code === 'conflict') lines.push('  Check that this is still what you mean to change, then run the command again.');
    }
  } catch {
    // The refusal's own message stands.
  }
  return lines.join('\n');
}

const cli = (options, rest) => `npm run remote -- ${rest} --registry ${options.base}`;

/**
 * Runs a parsed registry command. Answers `{ output, result }`: the text to print (or the JSON with
 * --json) and the registry's last answer. Throws RegistryError when the registry refuses (with
 * `options` filled in as far as they were known: explainRefusal reads them).
 */
export async function runRegistryCommand(options, { fetchImpl = fetch } = {}) {
  const client = registryClient({ base: options.base, key: options.key, fetchImpl });
  const out = (result, text) => ({ result, output: options.json ? JSON.stringify(result, null, 2) : text });
  const { remote, environment, expectedRevision } = options;
  switch (options.command) {
    case 'publish': {
      const files = listBuildFiles(options.from);
      const info = buildInfo(options.from);
      if (info.remote && info.remote !== remote) throw new UsageError(`${options.from} is a build of ${info.remote}, not ${remote}.`);
      if (info.version) options.releaseId = releaseIdOf(info.version, files);
      const { release } = await client.publish(remote, publishForm(files));
      options.releaseId = release.id;
      const lines = [
        `Published ${remote} ${release.version} as release ${release.id} (${files.length} files, ${formatBytes(release.totalBytes ?? files.reduce((sum, file) => sum + file.size, 0))})`,
        `  manifest: ${release.manifestUrl}`,
        `  integrity: mf-manifest.json ${release.integrity?.manifest}, entry ${release.integrity?.entry}`,
      ];
      if (!environment) {
        lines.push(`  serve it in an environment: ${cli(options, `point ${remote} ${release.id} --env staging`)}`);
        return out({ release }, lines.join('\n'));
      }
      const { target } = await client.point(remote, environment, release.id);
      lines.push(`${describeTarget(target)}.`);
      return out({ release, target }, lines.join('\n'));
    }
    case 'point': {
      const { target } = await client.point(remote, environment, options.releaseId, expectedRevision);
      return out({ target }, `${describeTarget(target)}.`);
    }
    case 'promote': {
      let { from, to } = options;
      if (!to) {
        const { environments } = await client.status();
        from ??= environments[0];
        to = nextEnvironment(environments, from);
      }
      options.environment = to;
      const { target } = await client.promote(remote, to, from, expectedRevision);
      return out({ target }, `Promoted ${remote}${from ? ` from ${from}` : ''} to ${to}: ${describeTarget(target)}.`);
    }
    case 'rollback': {
      const before = await currentTarget(client, remote, environment);
      const { target } = await client.rollback(remote, environment, expectedRevision ?? before?.revision);
      const what = before?.canary ? `aborted the canary ${before.canary.id}` : `rolled back from ${before?.release.id ?? 'its release'}`;
      return out({ target }, `${environment}: ${remote} ${what}. ${describeTarget(target)}.`);
    }
    case 'canary': {
      if (options.action === 'start') {
        const { target } = await client.canary(remote, environment, options.releaseId, options.percent, expectedRevision);
        return out(
          { target },
          [
            `${describeTarget(target)}.`,
            `  watch it: ${cli(options, `status --env ${environment}`)} (failure rates: the Releases page)`,
            `  to everyone: ${cli(options, `canary ${remote} --promote --env ${environment}`)}`,
            `  stop it: ${cli(options, `canary ${remote} --abort --env ${environment}`)}`,
          ].join('\n'),
        );
      }
      if (options.action === 'promote') {
        const { target } = await client.promoteCanary(remote, environment, expectedRevision);
        return out({ target }, `The canary now serves every user: ${describeTarget(target)}.`);
      }
      // --abort is a rollback of the running canary only: without one, a rollback would take the
      // stable release back instead, which is not what was asked.
      const before = await currentTarget(client, remote, environment);
      if (!before?.canary) {
        throw new RegistryError(0, 'no_canary', `No canary of ${remote} is running in ${environment}; to roll back its release use: ${cli(options, `rollback ${remote} --env ${environment}`)}`);
      }
      const { target } = await client.rollback(remote, environment, expectedRevision ?? before.revision);
      return out({ target }, `Aborted the canary ${before.canary.id}: ${describeTarget(target)}.`);
    }
    case 'status': {
      const answer = await client.status(environment);
      return out(answer, formatStatus(answer));
    }
    case 'releases': {
      const answer = await client.releases(remote);
      return out(answer, formatReleases(answer.releases));
    }
    default:
      throw new UsageError(`"${options.command}" is not a registry command.`);
  }
}

/** The registry half of remote-deploy.mjs: parse, run, print; the exit code. */
export async function registryMain(argv, { env = process.env, remoteNames, defaultBuildDir, fetchImpl = fetch, log = console.log, error = console.error }) {
  let options;
  try {
    options = parseRegistryArgs(argv, { env, remoteNames, defaultBuildDir });
  } catch (problem) {
    if (!(problem instanceof UsageError)) throw problem;
    error(`${problem.message}\n\n${REGISTRY_USAGE}`);
    return 1;
  }
  try {
    log((await runRegistryCommand(options, { fetchImpl })).output);
    return 0;
  } catch (problem) {
    if (problem instanceof UsageError) error(problem.message);
    else if (problem instanceof RegistryError) {
      const client = registryClient({ base: options.base, key: options.key, fetchImpl });
      error(problem.status ? await explainRefusal(problem, client, options) : problem.message);
    } else throw problem;
    return 1;
  }
}
