// A bare node:http server in a process of its own, the figure the API's load runs are read beside
// (bench/api-load.mjs, bench/release-telemetry.mjs, bench/scale.mjs).
import { spawn } from 'node:child_process';
import { freePort } from './api-process.mjs';

/** A bare node:http server in its own process (like the API), answering what the liveness route answers. */
export async function startBare() {
  const port = await freePort();
  const source = `
    const body = Buffer.from(JSON.stringify({ status: 'ok' }));
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
      res.end(body);
    }).listen(${port}, '127.0.0.1', () => process.send('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((ready, fail) => {
    child.once('message', ready);
    child.once('exit', (code) => fail(new Error(`the bare server stopped (exit ${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    },
  };
}
