// Fails when a production build contains development-only code: the standalone host
// (@bullion/shared/standalone), msw or the mock API (@bullion/api-mocks). Those are reached
// only from a remote's main.ts in dev, so a build that has them grew a wrong import.
// Usage: node scripts/check-production-builds.mjs [build dir …]   (default: apps/<app>/dist of the
// shell and every remote; `npm test` runs it after the builds)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES } from './lib/remotes.mjs';

const workspaceRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Strings that survive minification, each checked against the source it stands for before a build
 * is searched, so a renamed string fails this check instead of silently matching nothing.
 */
export const DEV_ONLY_MARKERS = [
  { marker: 'standalone (mock API)', what: 'the standalone host', source: 'libs/ui/src/standalone/start-standalone-remote.tsx' },
  { marker: 'INTEGRITY_CHECK_REQUEST', what: 'msw', source: 'node_modules/msw/lib/browser/index.mjs' },
  { marker: 'not_mocked', what: 'the mock API handlers', source: 'libs/api-mocks/src/index.ts' },
];

/** What a browser runs: scripts and pages (source maps would repeat the sources of what is bundled). */
const SHIPPED = /\.(?:m?js|html)$/;

function* shippedFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* shippedFiles(path);
    else if (SHIPPED.test(entry.name)) yield path;
  }
}

/** The markers whose source no longer contains them. */
export function staleMarkers(root = workspaceRoot) {
  return DEV_ONLY_MARKERS.filter(({ marker, source }) => {
    const path = join(root, source);
    return !existsSync(path) || !readFileSync(path, 'utf8').includes(marker);
  });
}

/** One line per development-only file or marker found in the build folders. */
export function findDevOnlyCode(dirs) {
  const problems = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) {
      problems.push(`${relative(workspaceRoot, dir)} does not exist: build first (npx nx run-many -t build).`);
      continue;
    }
    for (const file of shippedFiles(dir)) {
      const where = relative(workspaceRoot, file);
      if (basename(file) === 'mockServiceWorker.js') problems.push(`${where} is msw's worker script`);
      const text = readFileSync(file, 'utf8');
      for (const { marker, what } of DEV_ONLY_MARKERS) {
        if (text.includes(marker)) problems.push(`${where} contains ${what} ("${marker}")`);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stale = staleMarkers();
  if (stale.length) {
    for (const { marker, source } of stale) console.error(`"${marker}" is no longer in ${source} (or the file is gone): update DEV_ONLY_MARKERS.`);
    process.exit(1);
  }
  const given = process.argv.slice(2);
  const dirs = given.length ? given : ['shell', ...REMOTE_NAMES].map((app) => join(workspaceRoot, 'apps', app, 'dist'));
  const problems = findDevOnlyCode(dirs);
  if (problems.length) {
    console.error(`The production builds are missing or contain development-only code:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`No development-only code in ${dirs.length} production builds.`);
}
