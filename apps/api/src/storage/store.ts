// Objects: metadata in storage_objects (always through `scoped`, so row-level security applies) and
// bytes in the blob store (a local folder, or an S3 bucket: blobs.ts). A write's bytes are prepared
// before the transaction and placed as its last step; a delete detaches the bytes inside its
// transaction and drops them after the commit (or restores them if the transaction fails).
import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import { scoped, type Db, type Scope } from '../db/database';
import type { StorageObjectsTable } from '../db/schema';
import { iso } from '../http/mappers';
import { memberGroupIds } from '../http/scope';
import type { Logger } from '../logger';
import { assertMayRead, assertMayWrite, mayList, scopeFor, type StorageUser } from './access';
import type { BlobBody, BlobStore, DetachedBlobs } from './blobs';
import { BUCKETS, type Bucket, type BucketId } from './buckets';
import { storageError } from './errors';
import { escapeLike, folderFor, folderOf, isUuid, type ObjectFolder } from './paths';

export type StoredObject = Selectable<StorageObjectsTable>;

export interface Store {
  db: Db;
  blobs: BlobStore;
  logger: Logger;
}

/** Reads of public buckets need no user. Still a bullion_app transaction, so RLS applies. */
const READ_SCOPE: Scope = { userId: '', groupIds: [] };

/**
 * The scope to read an object's row in: a private bucket's rows are visible only to a transaction
 * scoped to the owning group. Callers check the reader's right first (assertMayReadObject, or a
 * verified signed URL).
 */
function readScope(bucket: BucketId, name: string): Scope {
  const first = name.split('/')[0] ?? '';
  return BUCKETS[bucket].public || !isUuid(first) ? READ_SCOPE : { userId: '', groupIds: [first] };
}

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export async function findObject(db: Db, bucket: BucketId, name: string): Promise<StoredObject | undefined> {
  return scoped(db, readScope(bucket, name), (tx) =>
    tx.selectFrom('storage_objects').selectAll().where('bucket', '=', bucket).where('name', '=', name).executeTakeFirst(),
  );
}

/** Throws 403 unless the user may read the object: anyone a public bucket's, members a private one's. */
export async function assertMayReadObject(db: Db, user: StorageUser, bucket: Bucket, name: string): Promise<void> {
  if (bucket.public) return;
  const folder = folderOf(bucket, name);
  await scoped(db, scopeFor(user.id, [folder]), (tx) => assertMayRead(tx, user, bucket, folder));
}

/** Opens the bytes of an object; null when they are gone (logged: metadata without bytes). */
export async function openObjectBytes(store: Store, row: StoredObject): Promise<BlobBody | null> {
  const bytes = await store.blobs.read(row.bucket as BucketId, row.name);
  if (!bytes) store.logger.warn({ bucket: row.bucket, name: row.name }, 'stored object has no bytes');
  return bytes;
}

export interface PutObjectInput {
  user: StorageUser;
  bucket: Bucket;
  name: string;
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
  /** Replace an existing object instead of answering 409. */
  upsert: boolean;
}

/** Checks the write right without writing (answers 403 before an upload body is read). */
export async function checkWriteAccess(db: Db, user: StorageUser, bucket: Bucket, name: string): Promise<ObjectFolder> {
  const folder = folderOf(bucket, name);
  await scoped(db, scopeFor(user.id, [folder]), (tx) => assertMayWrite(tx, user, bucket.id, folder));
  return folder;
}

export async function putObject(store: Store, input: PutObjectInput): Promise<StoredObject> {
  const { user, bucket, name, bytes } = input;
  const userId = user.id;
  const folder = folderOf(bucket, name);
  const etag = sha256(bytes);
  const write = await store.blobs.prepareWrite(bucket.id, name, bytes, { contentType: input.contentType, cacheControl: input.cacheControl, sha256: etag });
  try {
    return await scoped(store.db, scopeFor(userId, [folder]), async (tx) => {
      await assertMayWrite(tx, user, bucket.id, folder);
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
        etag,
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
      await write.place();
      return row;
    });
  } finally {
    await write.discard();
  }
}

/** Deletes the named objects (missing ones are skipped); all must be writable by the user, else 403. */
export async function removeObjects(store: Store, user: StorageUser, bucket: Bucket, names: readonly string[]): Promise<StoredObject[]> {
  const userId = user.id;
  const unique = [...new Set(names)];
  if (unique.length === 0) return [];
  const folders = unique.map((name) => folderOf(bucket, name));
  const detached: DetachedBlobs[] = [];
  let rows: StoredObject[];
  try {
    rows = await scoped(store.db, scopeFor(userId, folders), async (tx) => {
      const checked = new Set<string>();
      for (const folder of folders) {
        const key = folder.kind === 'user' ? folder.userId : folder.groupId;
        if (checked.has(key)) continue;
        checked.add(key);
        await assertMayWrite(tx, user, bucket.id, folder);
      }
      const deleted = await tx.deleteFrom('storage_objects').where('bucket', '=', bucket.id).where('name', 'in', unique).returningAll().execute();
      if (deleted.length) detached.push(await store.blobs.detach(bucket.id, deleted.map((row) => row.name)));
      return deleted;
    });
  } catch (error) {
    for (const blobs of detached) await blobs.restore();
    throw error;
  }
  try {
    for (const blobs of detached) await blobs.drop();
  } catch (error) {
    // The rows are gone: the objects are deleted for every reader; only their bytes linger.
    store.logger.warn({ err: error, bucket: bucket.id, names: rows.map((row) => row.name) }, 'bytes of deleted objects could not be removed');
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
export async function listObjects(db: Db, user: StorageUser, bucket: Bucket, options: ListOptions): Promise<ListEntry[]> {
  const { prefix } = options;
  const userId = user.id;
  let entries: ListEntry[];
  if (!prefix) {
    const groups = bucket.folder.kind === 'group' ? await memberGroupIds(db, userId) : [];
    const folders = await scoped(db, { userId, groupIds: groups }, (tx) =>
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
      const member = new Set(groups);
      visible = names.filter((name) => member.has(name));
    }
    entries = visible.map(folderEntry);
  } else {
    const first = prefix.split('/')[0] ?? '';
    const folder = isUuid(first) ? folderFor(bucket, first) : null;
    const rows = await scoped(db, scopeFor(userId, folder ? [folder] : []), async (tx) => {
      if (!folder || !(await mayList(tx, user, folder))) {
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
