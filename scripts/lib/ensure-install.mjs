// Installs npm packages when they are missing or older than package-lock.json. Node built-ins only,
// so it runs on a fresh clone before anything else is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    const shown = [command, ...args].join(' ');
    throw new Error(`"${shown}" failed with exit code ${result.status ?? result.signal}`);
  }
}

export function checkNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    throw new Error(`Node ${process.versions.node} is too old: Bullion Desk needs Node 20.19 or newer.`);
  }
}

export function ensureInstalled(root) {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log('Installing npm packages…');
  run('npm', [existsSync(lock) ? 'ci' : 'install', '--no-audit', '--no-fund'], { cwd: root });
}
