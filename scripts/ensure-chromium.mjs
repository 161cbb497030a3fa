// Browser tests use Debian's Chromium at /usr/bin/chromium (Playwright cannot download browsers
// here). Installs it with apt when missing and running as root; otherwise says what to do.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { run } from './lib/ensure-install.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package first: sudo apt-get update && sudo apt-get install -y chromium ` +
        '(or set CHROMIUM_PATH to another Chromium binary).',
    );
  }
  console.log('Installing Debian chromium for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing.`);
  return CHROMIUM_PATH;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(`chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
