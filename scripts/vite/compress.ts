// Precompressed copies of a production build: `<file>.br` (brotli, quality 11) and `<file>.gz`
// (gzip -9) beside each text file, made once at build time so that the static server
// (scripts/static-server.mjs) only picks a file per request instead of compressing on every one.
// It runs when the build is finished (closeBundle) over the files on disk, not over Rollup's bundle:
// the Module Federation plugin rewrites remoteEntry.js and its control chunks in writeBundle, and
// the compressed copies must be of the final bytes.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth compressing; source maps are only fetched by devtools, so they are left alone. */
const COMPRESSIBLE = /\.(?:m?js|css|html|json|svg)$/;
/** config.json is written when the shell is served (scripts/shell-config.mjs): a copy would go stale. */
const NEVER = /(?:^|\/)config\.json$/;
/** Below this, compression saves a few hundred bytes at most: not worth the extra files. */
export const MIN_COMPRESS_BYTES = 1024;

export interface CompressedFile {
  /** Path relative to the build folder, with `/` separators. */
  file: string;
  raw: number;
  /** Sizes of the copies written; absent when that encoding was not smaller. */
  br?: number;
  gz?: number;
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

function write(path: string, bytes: Buffer | undefined) {
  if (bytes) writeFileSync(path, bytes);
  else if (existsSync(path)) rmSync(path);
}

/**
 * Writes the `.br` and `.gz` copies of every compressible file of `dir` of at least
 * MIN_COMPRESS_BYTES. A copy is only kept when it is smaller than what would be served otherwise
 * (gzip than the file, brotli than gzip), so the three variants never have the same size; a stale
 * copy from an earlier build in the same folder is removed.
 */
export function precompressDir(dir: string): CompressedFile[] {
  const results: CompressedFile[] = [];
  for (const path of [...walk(dir)]) {
    const file = relative(dir, path).split(sep).join('/');
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    // Source maps and the like are not even read (they are the build's largest files).
    const raw = COMPRESSIBLE.test(file) && !NEVER.test(file) ? readFileSync(path) : undefined;
    let gz: Buffer | undefined;
    let br: Buffer | undefined;
    if (raw && raw.length >= MIN_COMPRESS_BYTES) {
      gz = gzipSync(raw, { level: 9 });
      if (gz.length >= raw.length) gz = undefined;
      br = brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      });
      if (br.length >= (gz ?? raw).length) br = undefined;
    }
    write(`${path}.gz`, gz);
    write(`${path}.br`, br);
    if (raw && (gz || br)) results.push({ file, raw: raw.length, br: br?.length, gz: gz?.length });
  }
  return results;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The Vite plugin: production builds only, after every other plugin has written its files. */
export function compress(): Plugin {
  let outDir = '';
  let writes = true;
  let log: (message: string) => void = () => undefined;
  return {
    name: 'bullion:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      writes = config.build.write !== false;
      log = (message) => config.logger.info(message);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!writes || !existsSync(outDir)) return;
        const files = precompressDir(outDir);
        const sum = (pick: (file: CompressedFile) => number) => files.reduce((total, file) => total + pick(file), 0);
        log(
          `precompressed ${files.length} files: ${kB(sum((f) => f.raw))} → br ${kB(sum((f) => f.br ?? f.gz ?? f.raw))}, ` +
            `gzip ${kB(sum((f) => f.gz ?? f.raw))}`,
        );
      },
    },
  };
}
