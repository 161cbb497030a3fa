// A small static file server for the built apps: CORS for the federation files (also what lets the
// browser check a cross-origin remoteEntry.js against its integrity: SRI needs a CORS response), no
// long caching for what a redeploy changes (config.json, mf-manifest.json, remoteEntry.js), forever
// for hashed chunks. Files are served byte for byte, as their integrity was computed.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';

const SHORT_LIVED = /(?:^|\/)(?:index\.html|config\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;

function headersFor(res, pathname) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cache-Control', SHORT_LIVED.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable');
}

/**
 * Serves `root` on `port`. `spa` serves index.html for unknown paths (the shell); `mounts` maps URL
 * prefixes to other folders (e.g. `/releases` → published builds of a remote).
 */
export function startStaticServer({ root, port, host = '0.0.0.0', spa = false, mounts = {} }) {
  if (!existsSync(root)) throw new Error(`Nothing to serve: ${root} does not exist (build first).`);
  const main = sirv(root, { dev: true, etag: true, single: spa, setHeaders: headersFor, dotfiles: false });
  const extra = Object.entries(mounts).map(([prefix, dir]) => [
    prefix,
    sirv(dir, { dev: true, etag: true, setHeaders: headersFor }),
  ]);
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
