// @vitest-environment node
// The integrity config.json pins for each remote (scripts/lib/integrity.mjs, scripts/shell-config.mjs)
// and the deploy tool's refusal of a release changed after `publish` (scripts/remote-deploy.mjs).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Integrity {
  manifest: string;
  entry: string;
}
interface IntegrityModule {
  integrityOfBuild(dir: string): Integrity;
}
interface ChunkIntegrityModule {
  chunkIntegrityOf(dir: string, entryPath: string): Record<string, string>;
  writeChunkIntegrity(dir: string): number;
}
interface ShellConfigModule {
  buildShellConfig(
    env: Record<string, string | undefined>,
    deployments?: Record<string, unknown>,
    options?: { dev?: boolean },
  ): { remoteIntegrity: string; remotes: Record<string, { manifestUrl: string; version: string; integrity?: Integrity }> };
}

const root = resolve(import.meta.dirname, '../../../..');
const load = <T>(path: string) => import(/* @vite-ignore */ pathToFileURL(join(root, path)).href) as Promise<T>;
const sri = (bytes: string | Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

let dir: string;
let build: string;
const MANIFEST = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'js/' }, bullion: { remote: 'catalog', version: '7.0.0', contractRange: '^1.0.0' } },
});
const ENTRY = 'export function init() {}\n';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bullion-integrity-'));
  build = join(dir, 'build');
  mkdirSync(join(build, 'js'), { recursive: true });
  writeFileSync(join(build, 'mf-manifest.json'), MANIFEST);
  writeFileSync(join(build, 'js/remoteEntry.js'), ENTRY);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a remote build's integrity", () => {
  it('is the sha384 of its mf-manifest.json and of the remoteEntry.js that manifest names', async () => {
    const { integrityOfBuild } = await load<IntegrityModule>('scripts/lib/integrity.mjs');
    expect(integrityOfBuild(build)).toEqual({ manifest: sri(MANIFEST), entry: sri(ENTRY) });
  });
});

describe("a remote build's chunk hashes (scripts/vite/chunk-integrity.ts, written into its manifest)", () => {
  const CHUNKS = {
    'assets/parcel-Ab12.js': 'export const parcel = 1;\n',
    'assets/page-Cd34.mjs': 'export const page = 2;\n',
    'assets/theme-Ef56.css': '.a { color: red; }\n',
  };
  let chunked: string;

  beforeAll(async () => {
    chunked = join(dir, 'chunked');
    mkdirSync(join(chunked, 'assets'), { recursive: true });
    writeFileSync(join(chunked, 'mf-manifest.json'), MANIFEST);
    // Not the entry: the manifest names js/remoteEntry.js.
    writeFileSync(join(chunked, 'remoteEntry.js'), ENTRY);
    for (const [path, text] of Object.entries(CHUNKS)) writeFileSync(join(chunked, path), text);
    // Neither run nor applied by a browser: not pinned.
    writeFileSync(join(chunked, 'assets/parcel-Ab12.js.map'), '{}');
    writeFileSync(join(chunked, 'assets/parcel-Ab12.js.br'), 'copy');
    writeFileSync(join(chunked, 'index.html'), '<!doctype html>');
    // The manifest names its entry at js/remoteEntry.js: that file is the one the config pins.
    mkdirSync(join(chunked, 'js'));
    writeFileSync(join(chunked, 'js/remoteEntry.js'), ENTRY);
  });

  it('lists every script and stylesheet of the build but the remote entry, by path relative to the manifest', async () => {
    const { chunkIntegrityOf } = await load<ChunkIntegrityModule>('scripts/vite/chunk-integrity.ts');
    expect(chunkIntegrityOf(chunked, 'js/remoteEntry.js')).toEqual({
      'assets/page-Cd34.mjs': sri(CHUNKS['assets/page-Cd34.mjs']),
      'assets/parcel-Ab12.js': sri(CHUNKS['assets/parcel-Ab12.js']),
      'assets/theme-Ef56.css': sri(CHUNKS['assets/theme-Ef56.css']),
      // A file called remoteEntry.js elsewhere than the manifest says is a chunk like any other.
      'remoteEntry.js': sri(ENTRY),
    });
  });

  it("writes them into the manifest's metaData.bullion, keeping what the manifest says", async () => {
    const { writeChunkIntegrity } = await load<ChunkIntegrityModule>('scripts/vite/chunk-integrity.ts');
    expect(writeChunkIntegrity(chunked)).toBe(4);
    const written = JSON.parse(readFileSync(join(chunked, 'mf-manifest.json'), 'utf8')) as {
      metaData: { remoteEntry: unknown; bullion: { version: string; integrity: Record<string, string> } };
    };
    expect(written.metaData.remoteEntry).toEqual({ name: 'remoteEntry.js', path: 'js/' });
    expect(written.metaData.bullion.version).toBe('7.0.0');
    expect(written.metaData.bullion.integrity['assets/parcel-Ab12.js']).toBe(sri(CHUNKS['assets/parcel-Ab12.js']));
    expect(Object.keys(written.metaData.bullion.integrity)).not.toContain('js/remoteEntry.js');
  });

  it('makes integrityOfBuild refuse the build once a chunk it lists changed or went missing', async () => {
    const { integrityOfBuild } = await load<IntegrityModule>('scripts/lib/integrity.mjs');
    const manifestBytes = readFileSync(join(chunked, 'mf-manifest.json'));
    expect(integrityOfBuild(chunked)).toEqual({ manifest: sri(manifestBytes), entry: sri(ENTRY) });

    const chunk = join(chunked, 'assets/parcel-Ab12.js');
    appendFileSync(chunk, 'steal();\n');
    expect(() => integrityOfBuild(chunked)).toThrow(/assets\/parcel-Ab12\.js in .* does not match the hash its mf-manifest\.json records/);
    rmSync(chunk);
    expect(() => integrityOfBuild(chunked)).toThrow(/assets\/parcel-Ab12\.js/);
    writeFileSync(chunk, CHUNKS['assets/parcel-Ab12.js']);
  });
});

describe("the shell's config.json", () => {
  const pinned = { manifest: `sha384-${'A'.repeat(64)}`, entry: `sha384-${'B'.repeat(64)}` };

  it('requires integrity by default and pins a remote at another address with the integrity the environment gives', async () => {
    const { buildShellConfig } = await load<ShellConfigModule>('scripts/shell-config.mjs');
    const config = buildShellConfig(
      {
        REMOTE_CATALOG_URL: 'https://cdn.example.com/catalog/mf-manifest.json',
        REMOTE_CATALOG_MANIFEST_INTEGRITY: pinned.manifest,
        REMOTE_CATALOG_ENTRY_INTEGRITY: pinned.entry,
        REMOTE_ORDERS_URL: 'https://cdn.example.com/orders/mf-manifest.json',
      },
      {},
    );
    expect(config.remoteIntegrity).toBe('required');
    expect(config.remotes.catalog).toMatchObject({ manifestUrl: 'https://cdn.example.com/catalog/mf-manifest.json', integrity: pinned });
    // Another address without integrity in the environment is left unpinned (the shell then refuses it).
    expect(config.remotes.orders?.integrity).toBeUndefined();
  });

  it("takes a deployed remote's address and integrity from the deployments", async () => {
    const { buildShellConfig } = await load<ShellConfigModule>('scripts/shell-config.mjs');
    const current = { manifestUrl: 'https://cdn.example.com/releases/7.0.0-abc/mf-manifest.json', version: '7.0.0', integrity: pinned };
    expect(buildShellConfig({}, { catalog: { current, history: [] } }).remotes.catalog).toEqual(current);
  });

  it('pins nothing for npm run dev, and says remote integrity is optional there', async () => {
    const { buildShellConfig } = await load<ShellConfigModule>('scripts/shell-config.mjs');
    const config = buildShellConfig(
      { REMOTE_CATALOG_MANIFEST_INTEGRITY: pinned.manifest, REMOTE_CATALOG_ENTRY_INTEGRITY: pinned.entry },
      {},
      { dev: true },
    );
    expect(config.remoteIntegrity).toBe('optional');
    expect(Object.values(config.remotes).every((remote) => remote.integrity === undefined)).toBe(true);
  });

  it('refuses half an integrity, a malformed one and an unknown REMOTE_INTEGRITY, naming the variable', async () => {
    const { buildShellConfig } = await load<ShellConfigModule>('scripts/shell-config.mjs');
    expect(() => buildShellConfig({ REMOTE_CATALOG_MANIFEST_INTEGRITY: pinned.manifest }, {})).toThrow(/REMOTE_CATALOG_ENTRY_INTEGRITY is missing/);
    expect(() =>
      buildShellConfig({ REMOTE_CATALOG_MANIFEST_INTEGRITY: 'md5-abc', REMOTE_CATALOG_ENTRY_INTEGRITY: pinned.entry }, {}),
    ).toThrow(/REMOTE_CATALOG_MANIFEST_INTEGRITY must be an SRI hash/);
    expect(() => buildShellConfig({ REMOTE_INTEGRITY: 'sometimes' }, {})).toThrow(/REMOTE_INTEGRITY must be "required" or "optional"/);
  });
});

describe('the deploy tool', () => {
  const deploy = (...args: string[]) =>
    execFileSync(process.execPath, [join(root, 'scripts/remote-deploy.mjs'), ...args], {
      env: { ...process.env, BULLION_DATA_DIR: join(dir, 'data') },
      encoding: 'utf8',
      stdio: 'pipe',
    });

  it('records the integrity of what it publishes, and refuses to point at a release changed since', () => {
    const published = deploy('publish', 'catalog', '--from', build);
    const id = /as release (\S+)/.exec(published)?.[1] ?? '';
    expect(published).toContain(`integrity: mf-manifest.json ${sri(MANIFEST)}, remoteEntry.js ${sri(ENTRY)}`);
    const deployments = JSON.parse(readFileSync(join(dir, 'data/deployments.json'), 'utf8')) as {
      catalog: { releases: Record<string, { integrity: Integrity }> };
    };
    expect(deployments.catalog.releases[id]?.integrity).toEqual({ manifest: sri(MANIFEST), entry: sri(ENTRY) });

    appendFileSync(join(dir, 'data/releases/catalog', id, 'js/remoteEntry.js'), 'steal();\n');
    expect(() => deploy('point', 'catalog', id)).toThrow(
      `Release ${id} of catalog changed since it was published (its mf-manifest.json or remoteEntry.js differs): not pointing the shell at it.`,
    );
  });

  it('refuses to point at a release one of whose chunks changed since it was published, naming the chunk', () => {
    const pinned = join(dir, 'chunked');
    const published = deploy('publish', 'catalog', '--from', pinned);
    const id = /as release (\S+)/.exec(published)?.[1] ?? '';
    expect(deploy('point', 'catalog', id)).toContain('catalog now loads');

    appendFileSync(join(dir, 'data/releases/catalog', id, 'assets/page-Cd34.mjs'), 'steal();\n');
    expect(() => deploy('point', 'catalog', id)).toThrow(
      `Release ${id} of catalog changed since it was published (assets/page-Cd34.mjs differs from the hash its mf-manifest.json records): not pointing the shell at it.`,
    );
  });
});
