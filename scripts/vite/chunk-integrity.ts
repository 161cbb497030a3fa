// The sha384 of every chunk of a remote's build, in its mf-manifest.json at
// `metaData.bullion.integrity` (`{ "<path relative to the manifest>": "sha384-…" }`). The manifest is
// pinned by hash (config.json, the registry), so the chunks are pinned with it: the shell hands these
// hashes to the browser (an import map's `integrity`), which then refuses a chunk changed in place.
// Computed over the files on disk once the build is written: the Module Federation plugin rewrites
// remoteEntry.js and its control chunks in writeBundle, and the hashes must be of the final bytes.
// The compressed copies (compress.ts) are made after this, so the manifest's copies hold it too.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/** What a browser runs or applies from a remote: module scripts, and stylesheets (checked by the shell). */
const PINNED = /\.(?:m?js|css)$/;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

interface ManifestShape {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown }; bullion?: Record<string, unknown> };
}

/** The remote entry's path relative to the manifest (the config pins it, not the manifest). */
function entryPathOf(manifest: ManifestShape): string {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry || typeof entry.name !== 'string' || !entry.name) throw new Error('mf-manifest.json names no remoteEntry');
  return `${typeof entry.path === 'string' ? entry.path : ''}${entry.name}`.replace(/^\.\//, '');
}

/**
 * `{ path: sha384 }` for every .js/.mjs/.css file under `dir` but the remote entry, paths relative to
 * `dir` with `/` separators, sorted (the same build gives the same manifest).
 */
export function chunkIntegrityOf(dir: string, entryPath: string): Record<string, string> {
  const files = [...walk(dir)]
    .map((path) => relative(dir, path).split(sep).join('/'))
    .filter((file) => PINNED.test(file) && file !== entryPath)
    .sort();
  return Object.fromEntries(files.map((file) => [file, `sha384-${createHash('sha384').update(readFileSync(join(dir, file))).digest('base64')}`]));
}

/** Writes the chunk hashes into the build's mf-manifest.json; answers how many files it pinned. */
export function writeChunkIntegrity(dir: string, manifestName = 'mf-manifest.json'): number {
  const manifestPath = join(dir, manifestName);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ManifestShape;
  const integrity = chunkIntegrityOf(dir, entryPathOf(manifest));
  const metaData = manifest.metaData ?? {};
  manifest.metaData = { ...metaData, bullion: { ...metaData.bullion, integrity } };
  writeFileSync(manifestPath, JSON.stringify(manifest));
  return Object.keys(integrity).length;
}

/** The Vite plugin of a remote's build: after every plugin has written its files, before compress(). */
export function chunkIntegrity(): Plugin {
  let outDir = '';
  let writes = true;
  let log: (message: string) => void = () => undefined;
  return {
    name: 'bullion:chunk-integrity',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      writes = config.build.write !== false;
      log = (message) => config.logger.info(message);
    },
    // Same phase as compress() (post, sequential): listed before it, so it runs first.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!writes || !existsSync(join(outDir, 'mf-manifest.json'))) return;
        log(`pinned ${writeChunkIntegrity(outDir)} chunks in mf-manifest.json (metaData.bullion.integrity)`);
      },
    },
  };
}
