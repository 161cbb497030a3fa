// Installs the npm packages when they are missing or stale (what `npm start` and `npm test` do
// first), for callers that need them before anything else, such as .ci/run's affected pass.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNodeVersion, ensureInstalled } from './ensure-install.mjs';

checkNodeVersion();
ensureInstalled(resolve(dirname(fileURLToPath(import.meta.url)), '../..'));
