// Bytes on disk under {root}/{bucket}/{name} (root: $BULLION_DATA_DIR/storage). A write goes to a
// scratch file first and is renamed into place; a delete moves the file aside and removes it (and the
// folders it leaves empty) when dropped, or moves it back when restored.
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { BlobArea, BlobBody, BlobEntry, BlobStore, DetachedBlobs, PendingWrite } from './blobs';
import { BUCKET_IDS } from './buckets';
import { storageError } from './errors';
import { isUuid, objectFile, scratchDir } from './paths';

function errorCode(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}

const MISSING_CODES = new Set(['ENOENT', 'ENOTDIR']);
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
async function pruneFolders(root: string, bucket: BlobArea, file: string): Promise<void> {
  const bucketDir = resolve(root, bucket);
  for (let dir = dirname(file); dir.startsWith(bucketDir + sep); dir = dirname(dir)) {
    try {
      await rmdir(dir);
    } catch {
      return;
    }
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch (error) {
    if (MISSING_CODES.has(errorCode(error) ?? '')) return [];
    throw error;
  }
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export function createLocalBlobStore(root: string): BlobStore {
  const scratch = scratchDir(root);

  async function prepareWrite(bucket: BlobArea, name: string, bytes: Buffer): Promise<PendingWrite> {
    const file = objectFile(root, bucket, name);
    await mkdir(scratch, { recursive: true });
    const part = join(scratch, `${randomUUID()}.upload`);
    await writeFile(part, bytes, { flag: 'wx', mode: 0o644 });
    return {
      place: () => placeFile(part, file, name),
      discard: () => rm(part, { force: true }),
    };
  }

  async function detach(bucket: BlobArea, names: readonly string[]): Promise<DetachedBlobs> {
    await mkdir(scratch, { recursive: true });
    const moved: { from: string; to: string }[] = [];
    const restore = async () => {
      for (const { from, to } of [...moved].reverse()) {
        await mkdir(dirname(from), { recursive: true }).catch(() => undefined);
        await rename(to, from).catch(() => undefined);
      }
    };
    try {
      for (const name of names) {
        const from = objectFile(root, bucket, name);
        const to = join(scratch, `${randomUUID()}.deleted`);
        try {
          await rename(from, to);
          moved.push({ from, to });
        } catch (error) {
          if (!MISSING_CODES.has(errorCode(error) ?? '')) throw error;
        }
      }
    } catch (error) {
      await restore();
      throw error;
    }
    return {
      async drop() {
        for (const { from, to } of moved) {
          await rm(to, { force: true });
          await pruneFolders(root, bucket, from);
        }
      },
      restore,
    };
  }

  return {
    kind: 'local',
    location: root,
    async check() {
      // The data folder is checked with the database and secrets (startup-errors.ts).
    },
    prepareWrite,
    async put(bucket, name, bytes) {
      const write = await prepareWrite(bucket, name, bytes);
      try {
        await write.place();
      } finally {
        await write.discard();
      }
    },
    async read(bucket, name): Promise<BlobBody | null> {
      const file = objectFile(root, bucket, name);
      try {
        const handle = await open(file, 'r');
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        return { size: stats.size, body: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array> };
      } catch (error) {
        if (MISSING_CODES.has(errorCode(error) ?? '')) return null;
        throw error;
      }
    },
    async size(bucket, name) {
      try {
        const stats = await stat(objectFile(root, bucket, name));
        return stats.isFile() ? stats.size : null;
      } catch (error) {
        if (MISSING_CODES.has(errorCode(error) ?? '')) return null;
        throw error;
      }
    },
    detach,
    async remove(bucket, names) {
      await (await detach(bucket, names)).drop();
    },
    async list(bucket, prefix): Promise<BlobEntry[]> {
      const bucketDir = resolve(root, bucket);
      const dir = prefix ? resolve(bucketDir, ...prefix.split('/')) : bucketDir;
      if (dir !== bucketDir && !dir.startsWith(bucketDir + sep)) return [];
      const entries: BlobEntry[] = [];
      for (const file of await filesUnder(dir)) {
        const stats = await stat(file).catch(() => null);
        if (stats) entries.push({ name: relative(bucketDir, file).split(sep).join('/'), size: stats.size });
      }
      return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },
    async removeFolder(folderId) {
      if (!isUuid(folderId)) throw new Error(`not a folder id: ${folderId}`);
      for (const bucket of BUCKET_IDS) await rm(join(resolve(root, bucket), folderId), { recursive: true, force: true });
    },
    close() {
      // Nothing held open: each read opens its own file.
    },
  };
}
