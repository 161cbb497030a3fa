// The business logo: an object of the `groups` storage bucket in the group's own folder, taken as the
// logo only when its bytes are a PNG or JPEG of at most BUSINESS_LOGO_MAX_BYTES (whatever its name or
// declared type say). Documents read its bytes to embed them.
import { Buffer } from 'node:buffer';
import { BUSINESS_LOGO_MAX_BYTES, type BusinessLogoType } from '@bullion/contract';
import { badRequest } from '../http/errors';
import { sniffImageType } from '../storage/content';
import { findObject, openObjectBytes, type Store } from '../storage/store';

export interface BusinessLogo {
  type: BusinessLogoType;
  bytes: Buffer;
}

async function readAll(body: ReadableStream<Uint8Array>, limit: number): Promise<Buffer | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > limit) {
      await body.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The logo's bytes and type, or why they cannot be the logo. */
async function loadLogo(store: Store, path: string): Promise<BusinessLogo | string> {
  const row = await findObject(store.db, 'groups', path);
  if (!row) return `No uploaded file is named ${path}: upload the logo first.`;
  if (row.size > BUSINESS_LOGO_MAX_BYTES) return 'The logo must be at most 1 MB.';
  const blob = await openObjectBytes(store, row);
  if (!blob) return `The file ${path} has no content: upload the logo again.`;
  const bytes = await readAll(blob.body, BUSINESS_LOGO_MAX_BYTES);
  if (!bytes) return 'The logo must be at most 1 MB.';
  const type = sniffImageType(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg') return 'The logo must be a PNG or JPEG image: the file’s content is neither.';
  return { type, bytes };
}

/** Checks a logo about to be set: in the group's folder, uploaded, a PNG or JPEG of at most 1 MB by its bytes (400 otherwise). */
export async function checkBusinessLogo(store: Store, groupId: string, path: string): Promise<void> {
  if (path.split('/')[0] !== groupId) throw badRequest('business.logoPath must be in this group’s folder of the groups bucket.', [{ path: 'business.logoPath', message: 'Not in this group’s folder.' }]);
  const logo = await loadLogo(store, path);
  if (typeof logo === 'string') throw badRequest(logo, [{ path: 'business.logoPath', message: logo }]);
}

/** The logo to print, or null when there is none or it can no longer be read (a document then goes without it; logged). */
export async function readBusinessLogo(store: Store, path: string | null): Promise<BusinessLogo | null> {
  if (!path) return null;
  const logo = await loadLogo(store, path).catch((error: unknown) => `${String(error)}`);
  if (typeof logo === 'string') {
    store.logger.warn({ path, problem: logo }, 'business logo left out of a document');
    return null;
  }
  return logo;
}
