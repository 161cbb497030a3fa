// Subresource Integrity of a remote's release: the sha384 of its mf-manifest.json and of the
// remoteEntry.js that manifest names, as the shell's config.json pins them (`remotes.<name>.integrity`).
// The shell checks both before it runs any of the remote's code; every other chunk is pinned through
// the manifest, which lists their hashes (`metaData.bullion.integrity`, scripts/vite/chunk-integrity.ts).
// Node built-ins only.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** The SRI string of some bytes: `sha384-<base64 digest>`, as browsers and the shell compare it. */
export function sriOf(bytes, algorithm = 'sha384') {
  return `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;
}

/** Where the manifest says its entry is, relative to the manifest (`metaData.remoteEntry`). */
export function entryPathOf(manifest, where = 'mf-manifest.json') {
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry || typeof entry.name !== 'string' || !entry.name) throw new Error(`${where} names no remoteEntry: is it a remote build?`);
  return `${entry.path ?? ''}${entry.name}`;
}

function parseManifest(bytes, where) {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new Error(`${where} is not JSON.`);
  }
}

/**
 * The chunks the manifest pins (`metaData.bullion.integrity`) that are missing from `dir` or whose
 * bytes differ from their recorded hash; none for a build older than the chunk hashes.
 */
export function changedChunks(dir, manifest) {
  const listed = manifest?.metaData?.bullion?.integrity;
  if (!listed || typeof listed !== 'object') return [];
  const root = resolve(dir);
  return Object.entries(listed)
    .filter(([path, expected]) => {
      const file = resolve(root, path);
      // A path outside the build cannot be one of its files.
      if (relative(root, file).startsWith(`..${sep}`) || !existsSync(file)) return true;
      if (typeof expected !== 'string' || !/^sha(?:256|384|512)-/.test(expected)) return true;
      return sriOf(readFileSync(file), expected.slice(0, expected.indexOf('-'))) !== expected;
    })
    .map(([path]) => path);
}

/** Thrown by integrityOfBuild when a chunk no longer matches the hash its manifest records. */
export class ChangedChunksError extends Error {
  constructor(dir, chunks) {
    super(
      `${chunks.join(', ')} in ${dir} ${chunks.length === 1 ? 'does' : 'do'} not match the hash its mf-manifest.json ` +
        'records (metaData.bullion.integrity): changed after the build.',
    );
    this.name = 'ChangedChunksError';
    this.chunks = chunks;
  }
}

/**
 * The integrity of a build folder's manifest and entry, from the files. Refuses (ChangedChunksError)
 * a build whose chunks do not match the hashes its manifest lists: pinning that manifest would pin
 * code that is not there.
 */
export function integrityOfBuild(dir) {
  const manifestPath = join(dir, 'mf-manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${dir} has no mf-manifest.json: is it a remote build?`);
  const manifestBytes = readFileSync(manifestPath);
  const manifest = parseManifest(manifestBytes, manifestPath);
  const entryRelative = entryPathOf(manifest, manifestPath);
  const entryPath = join(dir, entryRelative);
  if (!existsSync(entryPath)) throw new Error(`${dir} has no ${entryRelative}, which its manifest names.`);
  const changed = changedChunks(dir, manifest);
  if (changed.length > 0) throw new ChangedChunksError(dir, changed);
  return { manifest: sriOf(manifestBytes), entry: sriOf(readFileSync(entryPath)) };
}

async function download(url, fetchImpl) {
  let response;
  try {
    response = await fetchImpl(url, { cache: 'no-store' });
  } catch (error) {
    throw new Error(`Could not reach ${url}: ${error.message}`);
  }
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}.`);
  return Buffer.from(await response.arrayBuffer());
}

/** The integrity of a build served at `manifestUrl`, from what that address serves now. */
export async function integrityOfUrl(manifestUrl, fetchImpl = fetch) {
  const manifestBytes = await download(manifestUrl, fetchImpl);
  const entryUrl = new URL(entryPathOf(parseManifest(manifestBytes, manifestUrl), manifestUrl), manifestUrl).href;
  return { manifest: sriOf(manifestBytes), entry: sriOf(await download(entryUrl, fetchImpl)) };
}

/** Whether two recorded integrities are the same. */
export function sameIntegrity(a, b) {
  return Boolean(a && b) && a.manifest === b.manifest && a.entry === b.entry;
}
