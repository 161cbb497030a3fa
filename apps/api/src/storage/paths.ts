// Object names and where their bytes live. A name is validated before it touches the database or the
// disk: relative, `/`-separated, safe characters only, no `.`/`..` segments, at most 512 characters;
// the resolved file must still lie inside the bucket's directory.
import { join, resolve, sep } from 'node:path';
import type { GroupPermission } from '@bullion/contract';
import type { BlobArea } from './blobs';
import type { Bucket } from './buckets';
import { storageError } from './errors';

export const MAX_NAME_LENGTH = 512;
/** Most file systems limit one path segment to 255 bytes. */
const MAX_SEGMENT_BYTES = 255;
/** Letters and digits of any script, and `_ - . ( ) ! @ + , = ~` and the space. */
const SEGMENT = /^[\p{L}\p{N}_\-.()!@+,=~ ]+$/u;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function checkSegment(segment: string, name: string) {
  if (segment === '') throw storageError.invalidKey(`Invalid object name "${name}": empty folder name (double or trailing "/").`);
  if (/^\.+$/.test(segment)) throw storageError.invalidKey(`Invalid object name "${name}": "." and ".." are not allowed.`);
  if (segment !== segment.trim()) throw storageError.invalidKey(`Invalid object name "${name}": a name part may not start or end with a space.`);
  if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) {
    throw storageError.invalidKey(`Invalid object name "${name}": a name part is longer than ${MAX_SEGMENT_BYTES} bytes.`);
  }
  if (!SEGMENT.test(segment)) {
    throw storageError.invalidKey(
      `Invalid object name "${name}": use letters, digits, spaces and _ - . ( ) ! @ + , = ~ only (no \\, %, control or other special characters).`,
    );
  }
}

/** Validates an object name (`folder/sub/file.png`); returns it unchanged or throws 400 InvalidKey. */
export function parseObjectName(raw: string | undefined): string {
  const name = raw ?? '';
  if (!name) throw storageError.invalidKey('The object name is missing.');
  if (name.length > MAX_NAME_LENGTH) throw storageError.invalidKey(`The object name is longer than ${MAX_NAME_LENGTH} characters.`);
  if (name.startsWith('/')) throw storageError.invalidKey(`Invalid object name "${name}": it must be relative (no leading "/").`);
  for (const segment of name.split('/')) checkSegment(segment, name);
  return name;
}

/** Validates a list prefix: '' (the bucket root) or folder names; surrounding slashes are dropped. */
export function parsePrefix(raw: string | undefined): string {
  const prefix = (raw ?? '').replace(/^\/+|\/+$/g, '');
  if (!prefix) return '';
  return parseObjectName(prefix);
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The folder an object of `bucket` is in: the user id (profiles) or the group id (groups, products). */
export type ObjectFolder = { kind: 'user'; userId: string } | { kind: 'group'; groupId: string; permission: GroupPermission; who: string };

export function folderOf(bucket: Bucket, name: string): ObjectFolder {
  const [first = '', ...rest] = name.split('/');
  const owner = bucket.folder.kind === 'user' ? 'your user id' : 'the group id';
  if (!isUuid(first) || rest.length === 0) {
    throw storageError.invalidKey(`Objects in "${bucket.id}" go under a folder named after ${owner} (lowercase uuid): {id}/file.png.`);
  }
  return folderFor(bucket, first);
}

/** The folder named `id` (a user id or group id, already checked to be a uuid) of `bucket`. */
export function folderFor(bucket: Bucket, id: string): ObjectFolder {
  return bucket.folder.kind === 'user'
    ? { kind: 'user', userId: id }
    : { kind: 'group', groupId: id, permission: bucket.folder.permission, who: bucket.folder.who };
}

/** Root of all stored bytes. */
export function storageRoot(dataDir: string): string {
  return resolve(dataDir, 'storage');
}

/** Scratch space for uploads in progress and deletions not yet committed (same file system as the buckets). */
export function scratchDir(root: string): string {
  return join(root, '.scratch');
}

/** The file of an object; refuses any name that would resolve outside the bucket directory. */
export function objectFile(root: string, bucket: BlobArea, name: string): string {
  const bucketDir = resolve(root, bucket);
  const file = resolve(bucketDir, ...parseObjectName(name).split('/'));
  if (!file.startsWith(bucketDir + sep)) throw storageError.invalidKey(`Invalid object name "${name}".`);
  return file;
}

/** Escapes LIKE wildcards (backslash is Postgres' default escape character). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
