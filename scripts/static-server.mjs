// A small static file server for the built apps: CORS for the federation files (also what lets the
// browser check a cross-origin remoteEntry.js against its integrity: SRI needs a CORS response), no
// long caching for what a redeploy changes (config.json, mf-manifest.json, remoteEntry.js), forever
// for hashed chunks. Files are served byte for byte, as their integrity was computed; a text file
// the build precompressed (scripts/vite/compress.ts: `<file>.br`, `<file>.gz`) is served as that
// copy when the request accepts its encoding (brotli first, then gzip), with `Content-Encoding`, and
// only while it decodes to the file's current bytes: the very bytes the integrity is of.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sirv from 'sirv';

const SHORT_LIVED = /(?:^|\/)(?:index\.html|config\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;
/** Written when the shell is served: only ever sent as it is, never as a (stale) compressed copy. */
const NEVER_ENCODED = /(?:^|\/)config\.json$/;
/** The precompressed copies, in order of preference when the request accepts both equally. */
const ENCODINGS = [
  { name: 'br', suffix: '.br', decode: brotliDecompressSync },
  { name: 'gzip', suffix: '.gz', decode: gunzipSync },
];
const ENCODED_SUFFIX = /\.(?:br|gz)$/;
/** A path whose last segment has an extension names a file: no SPA fallback for it (as sirv). */
const NAMES_A_FILE = /[/]([A-Za-z\s\d~$._-]+\.\w+){1,}$/;

function headersFor(res, pathname, stats) {
  // The rules are the original file's: `remoteEntry.js.br` is as short-lived as `remoteEntry.js`.
  const original = pathname.replace(ENCODED_SUFFIX, '');
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cache-Control', SHORT_LIVED.test(original) ? 'no-cache' : 'public, max-age=31536000, immutable');
  // sirv's ETag is size and mtime; one per encoding, so a cache never takes one variant for another.
  const encoding = ENCODINGS.find((candidate) => pathname.endsWith(candidate.suffix));
  if (encoding) res.setHeader('ETag', `W/"${stats.size}-${stats.mtime.getTime()}-${encoding.name}"`);
}

/**
 * The encodings of ENCODINGS an Accept-Encoding header allows, best first: by q-value, brotli before
 * gzip on a tie; `q=0` refuses one, `*` stands for those not named. No header: none (identity).
 */
function acceptedEncodings(header) {
  if (!header) return [];
  const weights = new Map();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.toLowerCase().split(';');
    const token = name?.trim();
    if (!token) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(weight) ? weight : 0);
  }
  return ENCODINGS.map((encoding, order) => ({ ...encoding, order, q: weights.get(encoding.name) ?? weights.get('*') ?? 0 }))
    .filter((encoding) => encoding.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
}

/** The file's absolute path and stats, if `path` (URL-encoded, from the request) names a file inside `dir`. */
function fileIn(dir, path) {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // Malformed: looked up as it is (as sirv does, whose decoding this is).
  }
  const abs = normalize(join(dir, decoded));
  if (!abs.startsWith(dir + sep)) return undefined;
  try {
    const stats = statSync(abs);
    return stats.isFile() ? { abs, stats } : undefined;
  } catch {
    return undefined;
  }
}

const version = ({ stats }) => `${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
/** Whether each copy decodes to its file, by copy path, for the versions of both it was checked at. */
const checkedCopies = new Map();

/**
 * Whether `copy` decodes to exactly the bytes `original` has now. A copy can be stale (its file was
 * written again after the build: a hotfix, a changed release) and its timestamps say nothing (Nx
 * restores a cached build in any order): so it is decoded and compared, once per version of the two.
 */
function isCopyOf(copy, original, encoding) {
  const key = `${version(copy)}/${version(original)}`;
  const known = checkedCopies.get(copy.abs);
  if (known?.key === key) return known.same;
  let same = false;
  try {
    const decoded = encoding.decode(readFileSync(copy.abs), { maxOutputLength: Math.max(original.stats.size, 1) });
    same = decoded.equals(readFileSync(original.abs));
  } catch {
    // Not a valid copy, or it decodes to more than the file: not the same.
  }
  checkedCopies.set(copy.abs, { key, same });
  return same;
}

/**
 * Picks what answers the request before sirv sends it: the file it names (as sirv finds it: the path,
 * `.html`, `/index.html`; the SPA's index.html for a path that names no file) and, if the request
 * accepts one, its precompressed copy. req.url is rewritten to that file, so sirv sends it with the
 * original's Content-Type and the copy's Content-Encoding, and the cache rules see index.html when a
 * deep link of the SPA is answered with it. What is sent always decodes to the file's current bytes,
 * the ones an integrity check must see.
 */
function negotiate(req, res, dir, spa) {
  res.setHeader('Vary', 'Accept-Encoding');
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const search = queryAt < 0 ? '' : url.slice(queryAt);
  if (!pathname.startsWith('/') || ENCODED_SUFFIX.test(pathname)) return;
  const base = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const candidates = base ? [pathname, `${base}.html`, `${base}/index.html`] : ['/index.html'];
  let target = candidates.find((path) => fileIn(dir, path));
  if (!target && spa && !NAMES_A_FILE.test(pathname) && fileIn(dir, '/index.html')) target = '/index.html';
  if (!target) return;
  let chosen;
  const original = fileIn(dir, target);
  if (original && !NEVER_ENCODED.test(target)) {
    chosen = acceptedEncodings(req.headers['accept-encoding']).find((encoding) => {
      const copy = fileIn(dir, `${target}${encoding.suffix}`);
      return copy !== undefined && isCopyOf(copy, original, encoding);
    });
  }
  req.url = `${target}${chosen?.suffix ?? ''}${search}`;
  // sirv compares If-None-Match with the file's own ETag (no encoding in it): a tag only counts for
  // the variant it was given for.
  const tag = req.headers['if-none-match'];
  if (tag && chosen) {
    const suffix = `-${chosen.name}"`;
    if (tag.endsWith(suffix)) req.headers['if-none-match'] = `${tag.slice(0, -suffix.length)}"`;
    else delete req.headers['if-none-match'];
  }
}

function staticHandler(root, spa) {
  const dir = resolve(root);
  const serve = sirv(dir, { dev: true, etag: true, single: spa, setHeaders: headersFor, dotfiles: false });
  return (req, res, next) => {
    negotiate(req, res, dir, spa);
    serve(req, res, next);
  };
}

/**
 * Serves `root` on `port`. `spa` serves index.html for unknown paths (the shell); `mounts` maps URL
 * prefixes to other folders (e.g. `/releases` → published builds of a remote).
 */
export function startStaticServer({ root, port, host = '0.0.0.0', spa = false, mounts = {} }) {
  if (!existsSync(root)) throw new Error(`Nothing to serve: ${root} does not exist (build first).`);
  const main = staticHandler(root, spa);
  const extra = Object.entries(mounts).map(([prefix, dir]) => [prefix, staticHandler(dir, false)]);
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      });
      res.end();
      return;
    }
    for (const [prefix, handler] of extra) {
      if (req.url?.startsWith(`${prefix}/`)) {
        req.url = req.url.slice(prefix.length);
        handler(req, res, () => {
          res.statusCode = 404;
          res.end('Not found');
        });
        return;
      }
    }
    main(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}

export function releasesDir(dataDir, remote) {
  return join(dataDir, 'releases', remote);
}
