// Choosing the blob store at start-up. It stands apart from blobs.ts, whose interfaces both stores
// implement, so that blobs.ts imports neither of them back.
import type { Config } from '../config';
import { s3Settings, type BlobStore } from './blobs';
import { createLocalBlobStore } from './local-blobs';
import { storageRoot } from './paths';
import { createS3BlobStore } from './s3-blobs';

/** The S3 bucket when STORAGE_S3_BUCKET is set, else the folder $BULLION_DATA_DIR/storage. */
export function createBlobStore(config: Config): BlobStore {
  const s3 = s3Settings(config);
  return s3 ? createS3BlobStore(s3) : createLocalBlobStore(storageRoot(config.BULLION_DATA_DIR));
}
