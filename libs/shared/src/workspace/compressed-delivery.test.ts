// @vitest-environment node
// Compressed delivery of the built apps: the build's precompressed copies (scripts/vite/compress.ts)
// and the static server that answers with them (scripts/static-server.mjs, behind `npm start`, the
// remotes' releases and the previews).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface CompressedFile {
  file: string;
  raw: number;
  br?: number;
  gz?: number;
}
interface CompressModule {
  precompressDir(dir: string): CompressedFile[];
  MIN_COMPRESS_BYTES: number;
}
interface StaticServerModule {
  startStaticServer(options: { root: string; port: number; host?: string; spa?: boolean; mounts?: Record<string, string> }): Promise<Server>;
}
interface IntegrityModule {
  integrityOfBuild(dir: string): { manifest: string; entry: string };
  integrityOfUrl(url: string): Promise<{ manifest: string; entry: string }>;
}

const root = resolve(import.meta.dirname, '../../../..');
const load = <T>(path: string) => import(/* @vite-ignore */ pathToFileURL(join(root, path)).href) as Promise<T>;

/** Text that compresses well and is well over the threshold, different per file. */
const text = (label: string, lines = 200) =>
  Array.from({ length: lines }, (_, index) => `export const ${label}${index} = "${label} line ${index}";`).join('\n');

const FILES: Record<string, string> = {
  'index.html': `<!doctype html><html><head><title>Bullion Desk</title></head><body>${text('page', 60)}</body></html>`,
  'assets/app-Ab12Cd34.js': text('app'),
  'assets/app-Ab12Cd34.js.map': JSON.stringify({ mappings: text('map') }),
  'assets/style-Ef56Gh78.css': Array.from({ length: 200 }, (_, index) => `.c${index} { color: #${(index * 97).toString(16).padStart(3, '0')}; }`).join('\n'),
  'assets/tiny-Zz99Yy88.js': 'export const tiny = 1;\n',
  'remoteEntry.js': text('entry'),
  'mf-manifest.json': JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, shared: text('shared', 80).split('\n') }),
  'config.json': JSON.stringify({ remotes: text('config', 80).split('\n') }),
};

let dir: string;
let build: string;
let releases: string;
/** The published release's URL path. */
let release: string;
let server: Server;
let origin: string;
let compressed: CompressedFile[];

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw HTTP request: the body exactly as sent (fetch would decode it). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolvePromise, reject) => {
    const req = request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const file = (path: string) => readFileSync(join(build, path));
const IMMUTABLE = 'public, max-age=31536000, immutable';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bullion-compressed-'));
  build = join(dir, 'build');
  for (const [path, content] of Object.entries(FILES)) {
    mkdirSync(join(build, path, '..'), { recursive: true });
    writeFileSync(join(build, path), content);
  }
  // A copy left from an earlier build, of a file the build never compresses.
  writeFileSync(join(build, 'config.json.br'), 'stale');
  const { precompressDir } = await load<CompressModule>('scripts/vite/compress.ts');
  compressed = precompressDir(build);
  // The deploy tool publishes the build as a release of a remote, served under /releases/.
  const published = execFileSync(process.execPath, [join(root, 'scripts/remote-deploy.mjs'), 'publish', 'catalog', '--from', build], {
    env: { ...process.env, BULLION_DATA_DIR: join(dir, 'data') },
    encoding: 'utf8',
    stdio: 'pipe',
  });
  release = `/releases/${/as release (\S+)/.exec(published)?.[1] ?? ''}`;
  releases = join(dir, 'data/releases/catalog');
  const { startStaticServer } = await load<StaticServerModule>('scripts/static-server.mjs');
  server = await startStaticServer({ root: build, port: 0, host: '127.0.0.1', spa: true, mounts: { '/releases': releases } });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

describe('the precompressed copies of a build', () => {
  it('are written beside each text file of at least 1 KB, and decode to its exact bytes', () => {
    expect(compressed.map((entry) => entry.file).sort()).toEqual([
      'assets/app-Ab12Cd34.js',
      'assets/style-Ef56Gh78.css',
      'index.html',
      'mf-manifest.json',
      'remoteEntry.js',
    ]);
    for (const { file: path } of compressed) {
      expect(brotliDecompressSync(file(`${path}.br`)).equals(file(path))).toBe(true);
      expect(gunzipSync(file(`${path}.gz`)).equals(file(path))).toBe(true);
    }
  });

  it('are smaller than what they stand for: brotli than gzip, gzip than the file', () => {
    for (const entry of compressed) {
      expect(entry.gz).toBeLessThan(entry.raw);
      expect(entry.br).toBeLessThan(entry.gz ?? 0);
    }
  });

  it('leave out source maps, small files and config.json (written when served), and remove a stale copy', () => {
    for (const path of ['assets/app-Ab12Cd34.js.map', 'assets/tiny-Zz99Yy88.js', 'config.json']) {
      expect(existsSync(join(build, `${path}.br`))).toBe(false);
      expect(existsSync(join(build, `${path}.gz`))).toBe(false);
    }
  });
});

describe('the static server', () => {
  const js = '/assets/app-Ab12Cd34.js';

  it('answers with the brotli copy when brotli is accepted, with the Content-Type of the JavaScript file', async () => {
    const answer = await get(js, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-length']).toBe(String(file(`${js}.br`).length));
    expect(brotliDecompressSync(answer.body).equals(file(js))).toBe(true);
  });

  it('answers with the gzip copy when only gzip is accepted, or brotli is refused', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip, br ; q=0', 'gzip;q=1, br;q=0.5']) {
      const answer = await get(js, { 'Accept-Encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe('gzip');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(gunzipSync(answer.body).equals(file(js))).toBe(true);
    }
  });

  it('answers with the file itself when the request accepts no encoding', async () => {
    for (const headers of [{} as Record<string, string>, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': '*;q=0' }]) {
      const answer = await get(js, headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['content-type']).toBe('text/javascript');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.body.equals(file(js))).toBe(true);
    }
  });

  it('answers a file without a compressed copy as it is', async () => {
    const answer = await get('/assets/tiny-Zz99Yy88.js', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(FILES['assets/tiny-Zz99Yy88.js']);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('keeps the cache rules of the file: hashed assets forever, what a redeploy changes no-cache, and CORS on both', async () => {
    const cases: [string, string][] = [
      [js, IMMUTABLE],
      ['/assets/style-Ef56Gh78.css', IMMUTABLE],
      ['/remoteEntry.js', 'no-cache'],
      ['/mf-manifest.json', 'no-cache'],
      ['/index.html', 'no-cache'],
      ['/', 'no-cache'],
      // A deep link of the SPA is answered with index.html, under index.html's rule.
      ['/catalog/items', 'no-cache'],
      ['/config.json', 'no-cache'],
    ];
    for (const [path, cacheControl] of cases) {
      for (const accept of ['br', '']) {
        const answer = await get(path, accept ? { 'Accept-Encoding': accept } : {});
        expect(answer.status, path).toBe(200);
        expect(answer.headers['cache-control'], `${path} (${accept || 'identity'})`).toBe(cacheControl);
        expect(answer.headers['access-control-allow-origin']).toBe('*');
      }
    }
    const page = await get('/catalog/items', { 'Accept-Encoding': 'br' });
    expect(page.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(brotliDecompressSync(page.body).equals(file('index.html'))).toBe(true);
  });

  it('never answers config.json with a compressed copy, even a stale one beside it', async () => {
    writeFileSync(join(build, 'config.json.br'), 'stale');
    writeFileSync(join(build, 'config.json.gz'), 'stale');
    try {
      const answer = await get('/config.json', { 'Accept-Encoding': 'br, gzip' });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['content-type']).toBe('application/json');
      expect(answer.body.toString()).toBe(FILES['config.json']);
    } finally {
      rmSync(join(build, 'config.json.br'));
      rmSync(join(build, 'config.json.gz'));
    }
  });

  it('answers with the file, not its copy, once the file was changed after the build, and with the copy again once it is back', async () => {
    const entry = join(releases, release.slice('/releases/'.length), 'remoteEntry.js');
    const changed = `${FILES['remoteEntry.js']}\n;globalThis.changed = true;\n`;
    writeFileSync(entry, changed);
    const answer = await get(`${release}/remoteEntry.js`, { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(changed);
    writeFileSync(entry, FILES['remoteEntry.js'] ?? '');
    expect((await get(`${release}/remoteEntry.js`, { 'Accept-Encoding': 'br' })).headers['content-encoding']).toBe('br');
  });

  it('passes over a copy that does not decode to its file, to the next encoding accepted', async () => {
    const copy = join(build, 'assets/style-Ef56Gh78.css.br');
    const good = readFileSync(copy);
    writeFileSync(copy, Buffer.from('not brotli at all'));
    try {
      const answer = await get('/assets/style-Ef56Gh78.css', { 'Accept-Encoding': 'br, gzip' });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['content-type']).toBe('text/css');
      expect(gunzipSync(answer.body).toString()).toBe(FILES['assets/style-Ef56Gh78.css']);
    } finally {
      writeFileSync(copy, good);
    }
    expect((await get('/assets/style-Ef56Gh78.css', { 'Accept-Encoding': 'br, gzip' })).headers['content-encoding']).toBe('br');
  });

  it('gives each encoding its own ETag, and revalidates a tag only for the encoding it was given for', async () => {
    const br = await get(js, { 'Accept-Encoding': 'br' });
    const gzip = await get(js, { 'Accept-Encoding': 'gzip' });
    const identity = await get(js);
    const tags = [br.headers.etag, gzip.headers.etag, identity.headers.etag];
    expect(tags.every(Boolean)).toBe(true);
    expect(new Set(tags).size).toBe(3);

    const revalidated = await get(js, { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag ?? '' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.vary).toBe('Accept-Encoding');
    expect((await get(js, { 'Accept-Encoding': 'gzip', 'If-None-Match': gzip.headers.etag ?? '' })).status).toBe(304);
    expect((await get(js, { 'If-None-Match': identity.headers.etag ?? '' })).status).toBe(304);
    // A brotli copy's tag says nothing about the gzip copy or the file.
    expect((await get(js, { 'Accept-Encoding': 'gzip', 'If-None-Match': br.headers.etag ?? '' })).status).toBe(200);
    expect((await get(js, { 'If-None-Match': br.headers.etag ?? '' })).status).toBe(200);
  });

  it('answers HEAD with the headers of the copy it would send, and no body', async () => {
    const answer = await get(js, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBe(String(file(`${js}.br`).length));
    expect(answer.body.length).toBe(0);
  });

  it('answers a Range request with bytes of the representation it names (the copy when encoded)', async () => {
    const encoded = await get(js, { 'Accept-Encoding': 'br', Range: 'bytes=0-9' });
    expect(encoded.status).toBe(206);
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.body.equals(file(`${js}.br`).subarray(0, 10))).toBe(true);
    const plain = await get(js, { Range: 'bytes=7-12' });
    expect(plain.status).toBe(206);
    expect(plain.body.equals(file(js).subarray(7, 13))).toBe(true);
  });

  it('serves the copies of a published release too, and its integrity over HTTP is that of its files', async () => {
    const folder = join(releases, release.slice('/releases/'.length));
    for (const { file: path } of compressed) {
      for (const copy of [`${path}.br`, `${path}.gz`]) expect(readFileSync(join(folder, copy)).equals(file(copy))).toBe(true);
    }
    const answer = await get(`${release}/mf-manifest.json`, { 'Accept-Encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const { integrityOfBuild, integrityOfUrl } = await load<IntegrityModule>('scripts/lib/integrity.mjs');
    expect(await integrityOfUrl(`${origin}${release}/mf-manifest.json`)).toEqual(integrityOfBuild(folder));
  });

  it('answers 404 for what is not there, and lets no path out of its folder', async () => {
    expect((await get('/assets/missing-00000000.js', { 'Accept-Encoding': 'br' })).status).toBe(404);
    expect((await get('/releases/..%2F..%2F..%2Fbuild%2Fremote%45ntry.js', { 'Accept-Encoding': 'br' })).status).toBe(404);
    expect((await get('/releases/%2E%2E/%2E%2E/%2E%2E/build/remoteEntry.js', { 'Accept-Encoding': 'br' })).status).toBe(404);
  });
});
