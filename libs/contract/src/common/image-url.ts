// Where an image field (product and item photos, collection covers, avatars, a group's logo) may
// point: anywhere over https, or at this app's own files, which the API serves over plain http in
// local development. That keeps `javascript:`, `data:` and plain-http tracking pixels out of every
// <img> the app renders.
import { z } from 'zod';

/** Where the API serves stored files (Supabase's layout under /storage/v1). */
export const STORAGE_OBJECT_PATH = '/storage/v1/object/';

/** Paths on the API host that an image may be: stored files and the seeded catalog art. */
const API_IMAGE_PATHS = [STORAGE_OBJECT_PATH, '/api/catalog-art/'] as const;

/** Buckets read only by members of the owning group, through signed URLs (never by public URL). */
export const PRIVATE_STORAGE_BUCKETS = ['inventory-photos', 'order-documents', 'customer-ids'] as const;
export type PrivateStorageBucket = (typeof PRIVATE_STORAGE_BUCKETS)[number];

export const IMAGE_URL_MAX_LENGTH = 2048;

const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;
/** Spaces and control characters. */
const SPACE_OR_CONTROL = /[\s\p{Cc}]/u;
/** Unpaired UTF-16 surrogates, which Postgres cannot store. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function isApiImagePath(path: string): boolean {
  return !DOT_SEGMENT.test(path) && API_IMAGE_PATHS.some((prefix) => path.startsWith(prefix));
}

/** An https URL; an http(s) URL of this app's stored files; or a path of one on the API host. */
export function isImageUrl(value: string): boolean {
  if (SPACE_OR_CONTROL.test(value) || LONE_SURROGATE.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && isApiImagePath(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && url.pathname.startsWith(STORAGE_OBJECT_PATH);
}

export function imageUrlRule(field: string): string {
  return `${field} must be an https URL, or an http(s) URL or path of a file stored in this app (${STORAGE_OBJECT_PATH}…).`;
}

/** An image field: trimmed, at most 2048 characters, an address isImageUrl accepts. */
export function imageUrlSchema(field: string) {
  return z
    .string(`${field} must be a URL.`)
    .trim()
    .max(IMAGE_URL_MAX_LENGTH, `${field} must be at most ${IMAGE_URL_MAX_LENGTH} characters.`)
    .refine(isImageUrl, imageUrlRule(field));
}

/** The bucket and object path of a stored file's URL (public, authenticated or signed), or null. */
export function storageObjectOf(value: string): { access: string; bucket: string; path: string } | null {
  let pathname: string;
  try {
    pathname = new URL(value, 'http://api.invalid').pathname;
  } catch {
    return null;
  }
  const match = /^\/storage\/v1\/object\/(public|authenticated|sign)\/([^/]+)\/(.+)$/.exec(pathname);
  if (!match) return null;
  const [, access = '', bucket = '', path = ''] = match;
  try {
    return { access, bucket, path: decodeURIComponent(path) };
  } catch {
    return null;
  }
}

/** The private bucket and path a stored photo's URL names, or null for any other address. */
export function privateStorageObjectOf(value: string | null | undefined): { bucket: PrivateStorageBucket; path: string } | null {
  if (!value) return null;
  const object = storageObjectOf(value);
  if (!object || !(PRIVATE_STORAGE_BUCKETS as readonly string[]).includes(object.bucket)) return null;
  return { bucket: object.bucket as PrivateStorageBucket, path: object.path };
}
