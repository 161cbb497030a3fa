// Publishing a build: the multipart body is read under RELEASE_MAX_BYTES, every file is checked
// against the upload's list (present, size, sha384) and the build's own manifest (a remote build of
// this remote, a contract range that admits the shell's contract, its entry, its chunk hashes), the
// compressed copies against their originals; then the files go to the blob store under
// releases/<remote>/<id>/ and, only once all are stored, the release row is written. Publishes of one
// id are serialised by a transaction-scoped advisory lock, so of two at once exactly one is 201.
import { RELEASE_ERRORS, RELEASE_UPLOAD_MANIFEST_FIELD, releaseUploadManifestSchema, type Release, type ReleaseFile } from '@bullion/contract';
import { isContractCompatible, SHELL_CONTRACT } from '@bullion/shared/contract-range';
import { sql } from 'kysely';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AppDeps } from '../http/context';
import { ApiError, validationDetails } from '../http/errors';
import { recordAudit, type Actor } from './audit';
import { MANIFEST_PATH, releaseExists, toRelease } from './release-reads';
import { contentTypeOf } from './release-files';

/** Namespace of the per-release publish locks (the lock is a hash of remote and id). */
const PUBLISH_LOCK_NAMESPACE = 0x4244_5250; // "BDRP"
/** A path segment the blob store accepts (storage/paths.ts): letters, digits, `_ - . ( ) ! @ + , = ~`. */
const SAFE_PATH = /^[\p{L}\p{N}_\-.()!@+,=~]+(?:\/[\p{L}\p{N}_\-.()!@+,=~]+)*$/u;
const VERSION = /^[0-9A-Za-z.+-]{1,64}$/;

const refuse = (code: string, message: string, details?: unknown) => new ApiError(422, code, message, details);

export const sha384Of = (bytes: Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** `<version>-<first 12 hex of sha256 over the sorted "path\tsha384" lines>`: the same bytes, the same id. */
export function releaseIdOf(version: string, files: readonly ReleaseFile[]): string {
  const lines = files.map((file) => `${file.path}\t${file.integrity}`).sort();
  return `${version}-${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 12)}`;
}

export class TooLargeError extends ApiError {
  constructor(maxBytes: number) {
    super(413, RELEASE_ERRORS.tooLarge, `A release may be at most ${Math.floor(maxBytes / (1024 * 1024))} MB (RELEASE_MAX_BYTES); this upload is larger.`);
  }
}

/** The request's multipart body, refused with 413 as soon as it passes maxBytes. */
export async function readPublishForm(request: Request, maxBytes: number): Promise<FormData> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw new TooLargeError(maxBytes);
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    throw new ApiError(415, 'unsupported_media_type', 'A release is published as multipart/form-data: a manifest part, then one part per file named by its path.');
  }
  if (!request.body) throw new ApiError(400, 'bad_request', 'The request has no body.');
  let seen = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(new TooLargeError(maxBytes));
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Request(request.url, { method: 'POST', headers: request.headers, body: counted, duplex: 'half' } as RequestInit).formData();
  } catch (error) {
    if (seen > maxBytes) throw new TooLargeError(maxBytes);
    throw new ApiError(400, 'bad_request', `The multipart body could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}

interface UploadedFile extends ReleaseFile {
  bytes: Buffer;
}

/** The `manifest` part and the files, each present once; a list the upload's manifest does not match is refused. */
async function uploadedFiles(form: FormData): Promise<{ declared: ReleaseFile[]; files: Map<string, Buffer> }> {
  const manifestPart = form.get(RELEASE_UPLOAD_MANIFEST_FIELD);
  if (manifestPart === null) throw new ApiError(400, 'validation_failed', `The upload has no "${RELEASE_UPLOAD_MANIFEST_FIELD}" part listing its files.`);
  let json: unknown;
  try {
    json = JSON.parse(typeof manifestPart === 'string' ? manifestPart : await manifestPart.text());
  } catch {
    throw new ApiError(400, 'validation_failed', `The "${RELEASE_UPLOAD_MANIFEST_FIELD}" part is not JSON.`);
  }
  const parsed = releaseUploadManifestSchema.safeParse(json);
  if (!parsed.success) throw new ApiError(400, 'validation_failed', `The "${RELEASE_UPLOAD_MANIFEST_FIELD}" part is not valid.`, validationDetails(parsed.error));
  const declared = parsed.data.files;
  const seen = new Set<string>();
  for (const file of declared) {
    if (seen.has(file.path)) throw new ApiError(400, 'validation_failed', `${file.path} is listed twice.`);
    if (!SAFE_PATH.test(file.path)) throw new ApiError(400, 'validation_failed', `${file.path}: a path may hold letters, digits and _ - . ( ) ! @ + , = ~ only.`);
    seen.add(file.path);
  }
  const files = new Map<string, Buffer>();
  for (const [name, value] of form.entries()) {
    if (name === RELEASE_UPLOAD_MANIFEST_FIELD) continue;
    if (typeof value === 'string') throw new ApiError(400, 'validation_failed', `The part ${name} is not a file.`);
    if (files.has(name)) throw new ApiError(400, 'validation_failed', `The file ${name} is uploaded twice.`);
    files.set(name, Buffer.from(await value.arrayBuffer()));
  }
  return { declared, files };
}

/** Each declared file uploaded with its size and hash, and nothing undeclared. */
function checkFiles(declared: ReleaseFile[], files: Map<string, Buffer>): UploadedFile[] {
  const missing = declared.filter((file) => !files.has(file.path)).map((file) => file.path);
  if (missing.length) throw refuse(RELEASE_ERRORS.missingFile, `Listed but not uploaded: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ` and ${missing.length - 10} more` : ''}.`, { paths: missing });
  const listed = new Set(declared.map((file) => file.path));
  const extra = [...files.keys()].filter((path) => !listed.has(path));
  if (extra.length) throw refuse(RELEASE_ERRORS.missingFile, `Uploaded but not listed in the manifest part: ${extra.slice(0, 10).join(', ')}.`, { paths: extra });
  return declared.map((file) => {
    const bytes = files.get(file.path) as Buffer;
    if (bytes.length !== file.size) throw refuse(RELEASE_ERRORS.badSize, `${file.path} is ${bytes.length} bytes, not the ${file.size} listed.`, { path: file.path, expected: file.size, actual: bytes.length });
    const integrity = sha384Of(bytes);
    if (integrity !== file.integrity) throw refuse(RELEASE_ERRORS.badIntegrity, `${file.path} does not match its listed sha384 (${integrity}).`, { path: file.path, expected: file.integrity, actual: integrity });
    return { ...file, bytes };
  });
}

/** A `.br`/`.gz` copy is served in place of its original, so it must decode to exactly its bytes. */
function checkCompressedCopies(files: Map<string, UploadedFile>): void {
  for (const [path, file] of files) {
    const encoding = /\.(br|gz)$/.exec(path)?.[1];
    const original = encoding ? files.get(path.slice(0, -3)) : undefined;
    if (!encoding || !original) continue;
    let decoded: Buffer | null = null;
    try {
      const limit = { maxOutputLength: Math.max(original.size, 1) };
      decoded = encoding === 'br' ? brotliDecompressSync(file.bytes, limit) : gunzipSync(file.bytes, limit);
    } catch {
      decoded = null;
    }
    if (!decoded?.equals(original.bytes)) throw refuse(RELEASE_ERRORS.badIntegrity, `${path} does not decode to ${original.path}.`, { path });
  }
}

interface BuildManifest {
  version: string;
  contractRange: string;
  entryPath: string;
  integrity: Record<string, string> | null;
}

/** What the build's mf-manifest.json says about itself; refuses anything but a build of `remote`. */
function readBuildManifest(remote: string, files: Map<string, UploadedFile>): BuildManifest {
  const manifestFile = files.get(MANIFEST_PATH);
  if (!manifestFile) throw refuse(RELEASE_ERRORS.notARemoteBuild, `The build has no ${MANIFEST_PATH}: publish the output folder of a remote's build.`);
  let manifest: { metaData?: { remoteEntry?: { name?: unknown; path?: unknown }; bullion?: Record<string, unknown> } };
  try {
    manifest = JSON.parse(manifestFile.bytes.toString('utf8'));
  } catch {
    throw refuse(RELEASE_ERRORS.notARemoteBuild, `${MANIFEST_PATH} is not JSON.`);
  }
  const bullion = manifest?.metaData?.bullion;
  if (!bullion || typeof bullion.remote !== 'string') throw refuse(RELEASE_ERRORS.notARemoteBuild, `${MANIFEST_PATH} has no metaData.bullion.remote: it is not a build of a Bullion Desk remote.`);
  if (bullion.remote !== remote) throw refuse(RELEASE_ERRORS.wrongRemote, `This is a build of ${bullion.remote}, not of ${remote}.`);
  const { version, contractRange } = bullion;
  if (typeof version !== 'string' || !VERSION.test(version)) throw refuse(RELEASE_ERRORS.notARemoteBuild, `${MANIFEST_PATH} has no valid metaData.bullion.version.`);
  if (typeof contractRange !== 'string') throw refuse(RELEASE_ERRORS.notARemoteBuild, `${MANIFEST_PATH} has no metaData.bullion.contractRange.`);
  if (!isContractCompatible(contractRange)) {
    throw refuse(
      RELEASE_ERRORS.contractMismatch,
      `${remote} ${version} was built for the shell contract ${contractRange}; the shell's contract is ${SHELL_CONTRACT}.`,
      { contractRange, shellContract: SHELL_CONTRACT },
    );
  }
  const entry = manifest.metaData?.remoteEntry;
  if (!entry || typeof entry.name !== 'string' || !entry.name) throw refuse(RELEASE_ERRORS.notARemoteBuild, `${MANIFEST_PATH} names no remoteEntry.`);
  const entryPath = `${typeof entry.path === 'string' ? entry.path : ''}${entry.name}`.replace(/^\.?\//, '');
  const rawIntegrity = bullion.integrity;
  let integrity: Record<string, string> | null = null;
  if (rawIntegrity !== undefined) {
    if (!rawIntegrity || typeof rawIntegrity !== 'object' || Object.values(rawIntegrity).some((value) => typeof value !== 'string')) {
      throw refuse(RELEASE_ERRORS.notARemoteBuild, `${MANIFEST_PATH}'s metaData.bullion.integrity must map paths to sha384 values.`);
    }
    integrity = rawIntegrity as Record<string, string>;
  }
  return { version, contractRange, entryPath, integrity };
}

function checkBuild(remote: string, files: Map<string, UploadedFile>): BuildManifest & { manifestIntegrity: string; entryIntegrity: string } {
  const build = readBuildManifest(remote, files);
  const entry = files.get(build.entryPath);
  if (!entry) throw refuse(RELEASE_ERRORS.missingFile, `The remote entry ${build.entryPath} that ${MANIFEST_PATH} names is not in the upload.`, { paths: [build.entryPath] });
  for (const [path, expected] of Object.entries(build.integrity ?? {})) {
    const file = files.get(path);
    if (!file) throw refuse(RELEASE_ERRORS.missingFile, `${path}, pinned in ${MANIFEST_PATH}, is not in the upload.`, { paths: [path] });
    if (file.integrity !== expected) {
      throw refuse(RELEASE_ERRORS.badIntegrity, `${path} does not match the sha384 ${MANIFEST_PATH} pins for it.`, { path, expected, actual: file.integrity });
    }
  }
  checkCompressedCopies(files);
  return { ...build, manifestIntegrity: (files.get(MANIFEST_PATH) as UploadedFile).integrity, entryIntegrity: entry.integrity };
}

type PublishDeps = Pick<AppDeps, 'db' | 'blobs' | 'config'>;

/** Checks and stores the build; 201's release, or an ApiError (the caller audits refusals). */
export async function publishRelease(deps: PublishDeps, remote: string, form: FormData, actor: Actor): Promise<Release> {
  const { declared, files: parts } = await uploadedFiles(form);
  const files = new Map(checkFiles(declared, parts).map((file) => [file.path, file]));
  const build = checkBuild(remote, files);
  const listed = [...files.values()].map(({ path, size, integrity }) => ({ path, size, integrity })).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const id = releaseIdOf(build.version, listed);
  const totalBytes = listed.reduce((sum, file) => sum + file.size, 0);
  const exists = () => new ApiError(409, RELEASE_ERRORS.releaseExists, `${remote} ${id} is published already: a release never changes. Point an environment at it instead.`);

  const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';
  return deps.db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_NAMESPACE}::int, hashtext(${`${remote}/${id}`}))`.execute(tx);
    if (await releaseExists(tx, remote, id)) throw exists();
    const stored: string[] = [];
    try {
      for (const file of files.values()) {
        const name = `${remote}/${id}/${file.path}`;
        const sha256 = createHash('sha256').update(file.bytes).digest('hex');
        await deps.blobs.put('releases', name, file.bytes, { contentType: contentTypeOf(file.path), cacheControl: 'public, max-age=31536000, immutable', sha256 });
        stored.push(name);
      }
      const row = await tx
        .insertInto('releases')
        .values({
          remote,
          id,
          version: build.version,
          contract_range: build.contractRange,
          files: JSON.stringify(listed),
          total_bytes: totalBytes,
          manifest_integrity: build.manifestIntegrity,
          entry_integrity: build.entryIntegrity,
          entry_path: build.entryPath,
          published_by_kind: actor.kind,
          published_by_id: actor.id,
          published_by_label: actor.label,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(tx, {
        actor,
        action: 'release.publish',
        remote,
        releaseId: id,
        detail: { version: build.version, contractRange: build.contractRange, files: listed.length, totalBytes },
      });
      return toRelease(row, deps.config);
    } catch (error) {
      // Still under the lock and before the commit: nobody else has stored or recorded this id.
      await deps.blobs.remove('releases', stored).catch(() => undefined);
      throw isUniqueViolation(error) ? exists() : error;
    }
  });
}

/** The audit row of a refused publish (its own write: the refusal rolled everything else back). */
export async function recordRefusedPublish(deps: Pick<AppDeps, 'db'>, remote: string, actor: Actor, error: ApiError): Promise<void> {
  await recordAudit(deps.db, { actor, action: 'release.publish_refused', remote, detail: { status: error.status, code: error.code, message: error.message } });
}
