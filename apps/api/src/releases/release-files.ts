// Serving a release's files: the bytes as published (their sha384 is pinned), or the build's
// precompressed copy when the request accepts its encoding (brotli first, then gzip; publish checked
// that each copy decodes to its original). Immutable: cached for a year by anyone, ETag from the
// pinned hash and the encoding. CORS for everyone: the shell checks them with SRI, which needs it.
import { extname } from 'node:path';
import type { BlobStore } from '../storage/blobs';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.br': 'application/x-brotli',
  '.gz': 'application/gzip',
};

export function contentTypeOf(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The encodings an Accept-Encoding header allows, best first (q-value, brotli before gzip on a tie). */
export function acceptedEncodings(header: string | undefined): (typeof ENCODINGS)[number][] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.toLowerCase().split(';');
    const token = name?.trim();
    if (!token) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(weight) ? weight : 0);
  }
  return ENCODINGS.map((encoding, order) => ({ encoding, order, q: weights.get(encoding.name) ?? weights.get('*') ?? 0 }))
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((entry) => entry.encoding);
}

export interface ServedFile {
  body: ReadableStream<Uint8Array>;
  size: number;
  etag: string;
  headers: Record<string, string>;
}

/**
 * The file `path` of a release whose files are `hashes` (path → sha384), as the request's
 * Accept-Encoding prefers it; null when the release has no such file.
 */
export async function serveReleaseFile(
  blobs: BlobStore,
  release: { remote: string; id: string; hashes: ReadonlyMap<string, string> },
  path: string,
  acceptEncoding: string | undefined,
): Promise<ServedFile | null> {
  const integrity = release.hashes.get(path);
  if (!integrity) return null;
  const base = `${release.remote}/${release.id}/`;
  // One ETag per encoding, so a cache never takes one variant for another.
  const etagOf = (encoding: string | null) => `"${integrity.slice('sha384-'.length, 'sha384-'.length + 32)}${encoding ? `-${encoding}` : ''}"`;
  const headers = (encoding: string | null): Record<string, string> => ({
    'Content-Type': contentTypeOf(path),
    'Cache-Control': IMMUTABLE,
    'Access-Control-Allow-Origin': '*',
    Vary: 'Accept-Encoding',
    ETag: etagOf(encoding),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  // A compressed copy is served only if publish recorded it (it was checked against its original then).
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    if (!release.hashes.has(path + encoding.suffix)) continue;
    const copy = await blobs.read('releases', base + path + encoding.suffix);
    if (copy) return { body: copy.body, size: copy.size, etag: etagOf(encoding.name), headers: headers(encoding.name) };
  }
  const file = await blobs.read('releases', base + path);
  return file ? { body: file.body, size: file.size, etag: etagOf(null), headers: headers(null) } : null;
}
