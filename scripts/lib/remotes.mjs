// The one list of the apps (libs/shared/src/remotes.json) for plain Node scripts and eslint.config.mjs,
// which cannot import TypeScript. The same derivations as libs/shared/src/remotes.ts; node built-ins only.
import { readFileSync } from 'node:fs';

const list = JSON.parse(readFileSync(new URL('../../libs/shared/src/remotes.json', import.meta.url), 'utf8'));

/** The remotes' names, in the list's order. */
export const REMOTE_NAMES = Object.keys(list.remotes);

/** The port of every app: shell, api, preview (the preview builds' server) and each remote. */
export const PORTS = {
  shell: list.shell.port,
  api: list.api.port,
  preview: list.preview.port,
  ...Object.fromEntries(REMOTE_NAMES.map((name) => [name, list.remotes[name].port])),
};

/** The page a remote opens on (its first page). */
export function remoteHome(remote) {
  return list.remotes[remote].pages[0].to;
}
