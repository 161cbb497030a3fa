// What may be stored: raster images only, recognised by their first bytes. The declared content type
// must match the bytes; SVG is refused because it can carry scripts.
import { storageError } from './errors';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const LABEL: Record<ImageType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/avif': 'AVIF',
};
const ACCEPTED = 'JPEG, PNG, WebP, GIF or AVIF';

/** Types that say nothing about the file (a Blob without type, a bare byte stream): the bytes decide. */
const UNDECLARED = new Set(['', 'application/octet-stream']);
const ALIASES: Record<string, ImageType> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
}

function isAvif(bytes: Uint8Array): boolean {
  // ISO-BMFF: [size:4]['ftyp'][major brand:4][minor version:4][compatible brands:4*n]
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(bytes.length, boxSize >= 16 ? boxSize : 16, 4096);
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, 4));
  return brands.includes('avif') || brands.includes('avis');
}

/** The image type of the bytes, or null when they are not one of the accepted formats. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  return null;
}

function mediaType(declared: string | null | undefined): string {
  return (declared ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * The content type to store: the declared type when the bytes are that image format; when nothing
 * was declared, the format the bytes show. Anything else is 415 InvalidMimeType.
 */
export function resolveContentType(declared: string | null | undefined, bytes: Uint8Array): ImageType {
  const type = mediaType(declared);
  const sniffed = sniffImageType(bytes);
  if (type === 'image/svg+xml' || type === 'image/svg') {
    throw storageError.invalidMimeType(`SVG images are not accepted because they can carry scripts. Upload a ${ACCEPTED} image.`);
  }
  if (UNDECLARED.has(type)) {
    if (!sniffed) throw storageError.invalidMimeType(`Only ${ACCEPTED} images can be uploaded; this file is none of them.`);
    return sniffed;
  }
  const imageType = ALIASES[type] ?? (IMAGE_TYPES as readonly string[]).find((known) => known === type);
  if (!imageType) {
    throw storageError.invalidMimeType(
      `Content type ${type} is not accepted. Upload a ${ACCEPTED} image and declare its type (e.g. contentType: 'image/png').`,
    );
  }
  const accepted = imageType as ImageType;
  if (sniffed !== accepted) {
    throw storageError.invalidMimeType(
      sniffed
        ? `The file is a ${LABEL[sniffed]} image but was declared as ${accepted}.`
        : `The file's content is not a ${LABEL[accepted]} image (declared ${accepted}).`,
    );
  }
  return accepted;
}

export const DEFAULT_CACHE_CONTROL = 'max-age=3600';
const DIRECTIVE = /^(?:public|private|no-cache|no-store|no-transform|must-revalidate|proxy-revalidate|immutable|(?:max-age|s-maxage|stale-while-revalidate|stale-if-error)=\d{1,10})$/;

/**
 * The Cache-Control to store and send: supabase-js sends `3600` in a form field or `max-age=3600` as a
 * header; plain seconds become `max-age=N`. Unknown directives are refused.
 */
export function parseCacheControl(value: string | null | undefined): string {
  const text = (value ?? '').trim().toLowerCase();
  if (!text) return DEFAULT_CACHE_CONTROL;
  if (/^\d{1,10}$/.test(text)) return `max-age=${Number(text)}`;
  const directives = text.split(',').map((part) => part.trim());
  if (text.length > 200 || !directives.every((directive) => DIRECTIVE.test(directive))) {
    throw storageError.invalidRequest(`Cache-Control "${value}" is not accepted; use seconds (3600) or directives like max-age=3600.`);
  }
  return directives.join(', ');
}
