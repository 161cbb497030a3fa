// `npx nx run <remote>:preview-build [-- --name <label>]`: a relocatable build of one remote into
// the preview folder (served by `npm start` on the preview port of the list of remotes), plus its
// entry in previews/index.json, and the address that opens it inside the running shell (on the
// remote's first page) with the preview-URL override.
// Usage: node scripts/preview-build.mjs <remote> [--name <label>]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PORTS, REMOTE_NAMES, remoteHome } from './lib/remotes.mjs';
import { dataDir, workspaceRoot } from './shell-config.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string' }, 'preview-origin': { type: 'string' }, 'shell-url': { type: 'string' } },
});
const remote = positionals[0];
if (!remote || !REMOTE_NAMES.includes(remote)) {
  console.error(`Usage: node scripts/preview-build.mjs <${REMOTE_NAMES.join('|')}> [--name <label>]`);
  process.exit(2);
}

function gitBranch() {
  try {
    return execFileSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], { cwd: workspaceRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'local';
  }
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: workspaceRoot, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

const label = (values.name ?? gitBranch())
  .toLowerCase()
  .replace(/[^a-z0-9.-]+/g, '-')
  .replace(/^-+|-+$/g, '');
if (!label) {
  console.error('The preview name must contain a letter or digit.');
  process.exit(2);
}

const { version } = JSON.parse(readFileSync(join(workspaceRoot, 'apps', remote, 'package.json'), 'utf8'));
const buildVersion = `${version}-preview.${label}`;
const folder = `${remote}-${label}`;
const previewsDir = join(dataDir, 'previews');
const outDir = join(previewsDir, folder);

execFileSync('npx', ['vite', 'build', `apps/${remote}`, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: workspaceRoot,
  env: { ...process.env, REMOTE_BUILD_VERSION: buildVersion },
  stdio: 'inherit',
});

const manifest = JSON.parse(readFileSync(join(outDir, 'mf-manifest.json'), 'utf8'));
const declared = manifest.metaData?.bullion;
if (declared?.version !== buildVersion) throw new Error(`The build's manifest does not declare version ${buildVersion}.`);

const previewOrigin = (values['preview-origin'] ?? process.env.PREVIEW_ORIGIN ?? `http://localhost:${PORTS.preview}`).replace(/\/$/, '');
const shellUrl = (values['shell-url'] ?? process.env.SHELL_URL ?? `http://localhost:${PORTS.shell}`).replace(/\/$/, '');
const manifestUrl = `${previewOrigin}/${folder}/mf-manifest.json`;
const openUrl = `${shellUrl}${remoteHome(remote)}?remote.${remote}=${encodeURIComponent(manifestUrl)}`;

// The manifest entry: one line per preview, newest first, so a reviewer can find them all.
mkdirSync(previewsDir, { recursive: true });
const indexFile = join(previewsDir, 'index.json');
const index = existsSync(indexFile) ? JSON.parse(readFileSync(indexFile, 'utf8')) : { previews: [] };
const entry = {
  remote,
  name: label,
  version: buildVersion,
  contractRange: declared.contractRange,
  commit: gitCommit(),
  builtAt: new Date().toISOString(),
  manifestUrl,
  openUrl,
};
index.previews = [entry, ...index.previews.filter((preview) => !(preview.remote === remote && preview.name === label))];
writeFileSync(indexFile, `${JSON.stringify(index, null, 2)}\n`);

console.log(`\nPreview of ${remote} ${buildVersion} (contract ${declared.contractRange}) in ${outDir}`);
console.log(`Manifest: ${manifestUrl}`);
console.log(`Open it in the running shell: ${openUrl}`);
