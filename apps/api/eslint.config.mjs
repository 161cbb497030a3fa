import base, { dependencyChecks } from '../../eslint.config.mjs';

export default [
  ...base,
  dependencyChecks([
    // The API's runtime: its scripts run it (`tsx src/main.ts`), no file imports it.
    'tsx',
    // lru-cache 11 (the API's own copy, in apps/api/node_modules) does not export its package.json,
    // so Nx reads the version of the hoisted copy (5.1.1, another package's) and reports a mismatch.
    'lru-cache',
  ]),
];
