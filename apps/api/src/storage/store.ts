// Objects: metadata in storage_objects (always through `scoped`, so row-level security applies) and
// bytes on disk under {root}/{bucket}/{name}. A write goes to a scratch file first and is renamed into
// place inside the transaction that records it; a delete moves the file aside inside its transaction
// and drops it after the commit (or puts it back if the transaction fails).
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, rmdir, writeFile, type FileHandle } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Selectable } from 'kysely';
import { scoped, type Db, type Scope } from '../db/database';
import type { StorageObjectsTable } from '../db/schema';
import { iso } from '../http/mappers';
import { memberGroupIds } from '../http/scope';
import type { Logger } from '../logger';
import { assertMayWrite, mayList, scopeFor } from './access';
import type { Bucket, BucketId } from './buckets';
import { storageError } from './errors';
import { escapeLike, folderFor, folderOf, isUuid, objectFile, scratchDir, type ObjectFolder } from './paths';

export type StoredObject = Selectable<StorageObjectsTable>;

export interface Store {
  db: Db;
  /** storageRoot(config.BULLION_DATA_DIR) */
  root: string;
  logger: Logger;
}

/** Reads need no user: every bucket is public. Still a bullion_app transaction, so RLS applies. */
const READ_SCOPE: Scope = { userId: '', groupIds: [] };

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function errorCode(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}

export async function findObject(db: Db, bucket: BucketId, name: string): Promise<StoredObject | undefined> {
  return scoped(db, READ_SCOPE, (tx) =>
    tx.selectFrom('storage_objects').selectAll().where('bucket', '=', bucket).where('name', '=', name).executeTakeFirst(),
  );
}

/** Opens the bytes of an object; null when the file is gone (logged: metadata without bytes). */
export async function openObjectFile(store: Store, row: StoredObject): Promise<{ handle: FileHandle; size: number } | null> {
  const file = objectFile(store.root, row.bucket as BucketId, row.name);
  try {
    const handle = await open(file, 'r');
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      return null;
    }
    return { handle, size: stats.size };
  } catch (error) {
    if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') {
      store.logger.warn({ bucket: row.bucket, name: row.name }, 'stored object has no file');
      return null;
    }
    throw error;
  }
}

const CLASH_CODES = new Set(['EEXIST', 'ENOTDIR', 'EISDIR', 'ENOTEMPTY']);

async function placeFile(from: string, to: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await mkdir(dirname(to), { recursive: true });
      await rename(from, to);
      return;
    } catch (error) {
      const code = errorCode(error);
      // A concurrent delete may prune the folder between mkdir and rename: try once more.
      if (code === 'ENOENT' && attempt === 0) continue;
      if (code && CLASH_CODES.has(code)) throw storageError.conflict(`"${name}" clashes with an existing file or folder of the same name.`);
      throw error;
    }
  }
}

/** Removes now-empty folders from `file`'s folder up to (not including) the bucket directory. */
async function pruneFolders(root: string, bucket: BucketId, file: string): Promise<void> {
  const bucketDir = resolve(root, bucket);
  for (let dir = dirname(file); dir.startsWith(bucketDir + sep); dir = dirname(dir)) {
    try {
      await rmdir(dir);
    } catch {
      return;
    }
  }
}

/**
 * Deletes the bytes of a deleted group (groups/{id}, products/{id}) or user (profiles/{id}). Their
 * storage_objects rows go with the group by foreign key (user rows keep owner null); call this after
 * the deleting transaction commits so no file outlives its metadata.
 */
export async function removeFolderFiles(root: string, folderId: string): Promise<void> {
  if (!isUuid(folderId)) throw new Error(`not a folder id: ${folderId}`);
  for (const bucket of ['products', 'profiles', 'groups'] as const) {
    await rm(join(resolve(root, bucket), folderId), { recursive: true, force: true });
  }
}

export interface PutObjectInput {
  userId: string;
  bucket: Bucket;
  name: string;
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
  /** Replace an existing object instead of answering 409. */
  upsert: boolean;
}

/** Checks the write right without writing (answers 403 before an upload body is read). */
export async function checkWriteAccess(db: Db, userId: string, bucket: Bucket, name: string): Promise<ObjectFolder> {
  const folder = folderOf(bucket, name);
  await scoped(db, scopeFor(userId, [folder]), (tx) => assertMayWrite(tx, userId, bucket.id, folder));
  return folder;
}

export async function putObject(store: Store, input: PutObjectInput): Promise<StoredObject> {
  const { userId, bucket, name, bytes } = input;
  const folder = folderOf(bucket, name);
  const file = objectFile(store.root, bucket.id, name);
  const scratch = scratchDir(store.root);
  await mkdir(scratch, { recursive: true });
  const part = join(scratch, `${randomUUID()}.upload`);
  await writeFile(part, bytes, { flag: 'wx', mode: 0o644 });
  try {
    return await scoped(store.db, scopeFor(userId, [folder]), async (tx) => {
      await assertMayWrite(tx, userId, bucket.id, folder);
      const segments = name.split('/');
      const parents = segments.slice(0, -1).map((_, index) => segments.slice(0, index + 1).join('/'));
      const clash = await tx
        .selectFrom('storage_objects')
        .select('name')
        .where('bucket', '=', bucket.id)
        .where((eb) => eb.or([eb('name', 'in', parents), eb('name', 'like', `${escapeLike(name)}/%`)]))
        .executeTakeFirst();
      if (clash) throw storageError.conflict(`"${name}" clashes with "${clash.name}": a name cannot be both a file and a folder.`);

      const values = {
        bucket: bucket.id,
        name,
        owner: userId,
        group_id: folder.kind === 'group' ? folder.groupId : null,
        content_type: input.contentType,
        size: bytes.length,
        etag: sha256(bytes),
        cache_control: input.cacheControl,
      };
      const insert = tx.insertInto('storage_objects').values(values);
      const row = input.upsert
        ? await insert
            .onConflict((conflict) =>
              conflict.columns(['bucket', 'name']).doUpdateSet({
                owner: values.owner,
                content_type: values.content_type,
                size: values.size,
                etag: values.etag,
                cache_control: values.cache_control,
                updated_at: new Date(),
              }),
            )
            .returningAll()
            .executeTakeFirstOrThrow()
        : await insert.onConflict((conflict) => conflict.columns(['bucket', 'name']).doNothing()).returningAll().executeTakeFirst();
      if (!row) throw storageError.duplicate(`${bucket.id}/${name}`);
      await placeFile(part, file, name);
      return row;
    });
  } finally {
    await rm(part, { force: true });
  }
}

/** Deletes the named objects (missing ones are skipped); all must be writable by the user, else 403. */
export async function removeObjects(store: Store, userId: string, bucket: Bucket, names: readonly string[]): Promise<StoredObject[]> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return [];
  const folders = unique.map((name) => folderOf(bucket, name));
  const scratch = scratchDir(store.root);
  await mkdir(scratch, { recursive: true });
  const moved: { from: string; to: string }[] = [];
  let rows: StoredObject[];
  try {
    rows = await scoped(store.db, scopeFor(userId, folders), async (tx) => {
      const checked = new Set<string>();
      for (const folder of folders) {
        const key = folder.kind === 'user' ? folder.userId : folder.groupId;
        if (checked.has(key)) continue;
        checked.add(key);
        await assertMayWrite(tx, userId, bucket.id, folder);
      }
      const deleted = await tx.deleteFrom('storage_objects').where('bucket', '=', bucket.id).where('name', 'in', unique).returningAll().execute();
      for (const row of deleted) {
        const from = objectFile(store.root, bucket.id, row.name);
        const to = join(scratch, `${randomUUID()}.deleted`);
        try {
          await rename(from, to);
          moved.push({ from, to });
        } catch (error) {
          if (errorCode(error) !== 'ENOENT') throw error;
        }
      }
      return deleted;
    });
  } catch (error) {
    for (const { from, to } of moved.reverse()) await rename(to, from).catch(() => undefined);
    throw error;
  }
  for (const { from, to } of moved) {
    await rm(to, { force: true });
    await pruneFolders(store.root, bucket.id, from);
  }
  return rows;
}

// ------------------------------------------------------------------------------------------ listing

export const LIST_SORT_COLUMNS = ['name', 'created_at', 'updated_at', 'last_accessed_at'] as const;

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  sortBy: { column: (typeof LIST_SORT_COLUMNS)[number]; order: 'asc' | 'desc' };
  search?: string;
}

/** Supabase's FileObject: files carry metadata; folders have null id, dates and metadata. */
export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: ReturnType<typeof fileMetadata> | null;
}

export function fileMetadata(row: StoredObject) {
  return {
    eTag: `"${row.etag}"`,
    size: row.size,
    mimetype: row.content_type,
    cacheControl: row.cache_control,
    lastModified: iso(row.updated_at),
    contentLength: row.size,
    httpStatusCode: 200,
  };
}

export function fileEntry(row: StoredObject, name = row.name): ListEntry {
  return {
    name,
    id: row.id,
    updated_at: iso(row.updated_at),
    created_at: iso(row.created_at),
    last_accessed_at: iso(row.updated_at),
    metadata: fileMetadata(row),
  };
}

function folderEntry(name: string): ListEntry {
  return { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null };
}

/** Rows scanned under one prefix at most (a listing is meant for one product's or person's folder). */
const MAX_SCAN = 20_000;

function compareEntries(column: ListOptions['sortBy']['column'], order: 'asc' | 'desc') {
  return (a: ListEntry, b: ListEntry) => {
    const left = a[column];
    const right = b[column];
    // Postgres order: nulls last ascending, first descending (they flip together with the order).
    let result: number;
    if (left === right) result = 0;
    else if (left === null) result = 1;
    else if (right === null) result = -1;
    else result = left < right ? -1 : 1;
    if (result === 0 && column !== 'name') result = a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
    return order === 'asc' ? result : -result;
  };
}

/**
 * One level of a bucket, as Supabase lists it. At the root, only the folders the user may see (their
 * own user folder, the groups they belong to); below, the first folder must be one of those (403).
 */
export async function listObjects(db: Db, userId: string, bucket: Bucket, options: ListOptions): Promise<ListEntry[]> {
  const { prefix } = options;
  let entries: ListEntry[];
  if (!prefix) {
    const folders = await scoped(db, READ_SCOPE, (tx) =>
      tx
        .selectFrom('storage_objects')
        .select((eb) => eb.fn<string>('split_part', ['name', eb.val('/'), eb.val(1)]).as('folder'))
        .distinct()
        .where('bucket', '=', bucket.id)
        .execute(),
    );
    const names = folders.map((row) => row.folder).filter(isUuid);
    let visible: string[];
    if (bucket.folder.kind === 'user') visible = names.filter((name) => name === userId);
    else {
      const groups = new Set(await memberGroupIds(db, userId));
      visible = names.filter((name) => groups.has(name));
    }
    entries = visible.map(folderEntry);
  } else {
    const first = prefix.split('/')[0] ?? '';
    const folder = isUuid(first) ? folderFor(bucket, first) : null;
    const rows = await scoped(db, scopeFor(userId, folder ? [folder] : []), async (tx) => {
      if (!folder || !(await mayList(tx, userId, folder))) {
        throw storageError.accessDenied(
          bucket.folder.kind === 'user'
            ? `In "${bucket.id}" you can only list your own folder (${userId}).`
            : `You can only list the folders of groups you belong to in "${bucket.id}".`,
        );
      }
      return tx
        .selectFrom('storage_objects')
        .selectAll()
        .where('bucket', '=', bucket.id)
        .where('name', 'like', `${escapeLike(prefix)}/%`)
        .orderBy('name')
        .limit(MAX_SCAN)
        .execute();
    });
    const folders = new Set<string>();
    entries = [];
    for (const row of rows) {
      const rest = row.name.slice(prefix.length + 1);
      const slash = rest.indexOf('/');
      if (slash === -1) entries.push(fileEntry(row, rest));
      else folders.add(rest.slice(0, slash));
    }
    for (const name of folders) entries.push(folderEntry(name));
  }
  const search = options.search?.toLowerCase();
  if (search) entries = entries.filter((entry) => entry.name.toLowerCase().startsWith(search));
  entries.sort(compareEntries(options.sortBy.column, options.sortBy.order));
  return entries.slice(options.offset, options.offset + options.limit);
}
