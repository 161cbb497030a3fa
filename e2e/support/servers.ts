// Starts and stops the static servers of the built apps, one process per app, so a test can take
// one remote down and bring it back.
import { PORTS, type AppName } from '@bullion/shared/remotes';
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { e2eDataDir, serverEnv, workspaceRoot } from './env';

/** Every app scripts/serve.mjs serves: the shell, the API, the preview folder and each remote. */
export type ServedApp = AppName;

export const SERVED_APPS = Object.keys(PORTS) as ServedApp[];

const STATE_FILE = join(e2eDataDir, 'servers.json');

type State = Partial<Record<ServedApp, number>>;

function readState(): State {
  return existsSync(STATE_FILE) ? (JSON.parse(readFileSync(STATE_FILE, 'utf8')) as State) : {};
}

function writeState(state: State) {
  mkdirSync(e2eDataDir, { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify(state));
}

export function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(port: number, open: boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await isPortOpen(port)) === open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`port ${port} did not ${open ? 'open' : 'close'} within ${timeoutMs} ms`);
}

export async function startApp(app: ServedApp): Promise<void> {
  const port = PORTS[app];
  if (await isPortOpen(port)) {
    throw new Error(`Port ${port} is already in use: stop whatever serves it (npm start?) before running the e2e suite.`);
  }
  mkdirSync(e2eDataDir, { recursive: true });
  const log = openSync(join(e2eDataDir, `${app}.log`), 'a');
  const child = spawn(process.execPath, [join(workspaceRoot, 'scripts/serve.mjs'), app], {
    cwd: workspaceRoot,
    env: serverEnv,
    stdio: ['ignore', log, log],
    detached: true,
  });
  child.unref();
  writeState({ ...readState(), [app]: child.pid });
  // The API migrates and seeds a fresh database first: on a loaded machine that takes well over 15 s.
  await waitForPort(port, true, app === 'api' ? 60_000 : 15_000);
}

export async function stopApp(app: ServedApp): Promise<void> {
  const state = readState();
  const pid = state[app];
  if (pid) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  delete state[app];
  writeState(state);
  await waitForPort(PORTS[app], false);
}

export async function stopAll(): Promise<void> {
  for (const app of Object.keys(readState()) as ServedApp[]) await stopApp(app);
}
