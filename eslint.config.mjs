import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import * as jsoncParser from 'jsonc-eslint-parser';
import { readFileSync } from 'node:fs';
import { REMOTE_NAMES } from './scripts/lib/remotes.mjs';

/**
 * Module boundaries (enforced): apps depend only on libs; a remote never imports another remote or
 * the shell; libs never import apps. Tags are set in each project's package.json ("nx.tags"); each
 * remote of the list of remotes has its scope tag, `scope:<name>`. Layers: `layer:contract`
 * (@bullion/contract) imports no other project; the API (`scope:api`) never imports `layer:client`
 * (@bullion/api-client) or `layer:mocks` (@bullion/api-mocks).
 */
export const depConstraints = [
  { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shell', 'scope:shared'] },
  ...REMOTE_NAMES.map((name) => ({ sourceTag: `scope:${name}`, onlyDependOnLibsWithTags: [`scope:${name}`, 'scope:shared'] })),
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:e2e', 'scope:shared'] },
  // The contract (schemas and pure domain rules) stands alone: safe on the server and in the browser.
  { sourceTag: 'layer:contract', onlyDependOnLibsWithTags: ['layer:contract'] },
  // The API takes its schemas and rules from the contract, never from the browser client or the mocks.
  { sourceTag: 'scope:api', notDependOnLibsWithTags: ['layer:client', 'layer:mocks'] },
];

/**
 * Every package declares what it imports (@nx/dependency-checks): a project's `dependencies` are
 * exactly the packages its shipped files import, at the installed versions. The files are the inputs
 * of its `typecheck` target (the `production` files; every project has one). Not shipped, so not
 * counted: build and test configuration, test helpers, Storybook states; what they import is
 * declared as a devDependency of the project or of the root (the workspace's tooling). A project's
 * own eslint.config.mjs passes the packages it declares without importing them.
 */
export function dependencyChecks(ignoredDependencies = []) {
  return {
    files: ['**/package.json'],
    languageOptions: { parser: jsoncParser },
    rules: {
      '@nx/dependency-checks': [
        'error',
        {
          buildTargets: ['typecheck'],
          checkMissingDependencies: true,
          checkObsoleteDependencies: true,
          checkVersionMismatches: true,
          ignoredFiles: [
            '{projectRoot}/{vite,vitest}*.config.ts',
            '{projectRoot}/test/**',
            '{projectRoot}/src/testing/**',
            '{projectRoot}/src/stories/**',
            '{projectRoot}/src/**/test-*.{ts,tsx}',
          ],
          ignoredDependencies,
        },
      ],
    },
  };
}

/** The shell and every remote declare each Module Federation singleton, imported or not. */
export const federatedAppDependencyChecks = dependencyChecks(
  JSON.parse(readFileSync(new URL('./scripts/vite/federation-singletons.json', import.meta.url), 'utf8')),
);

export default [
  { ignores: ['**/dist', '**/node_modules', '**/.nx', '**/test-results', '**/playwright-report', '**/.data', '**/storybook-static', '**/mockServiceWorker.js'] },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    // Product code: config files (vite.config.ts, eslint.config.mjs) may reach workspace tooling.
    files: ['**/src/**/*.{ts,tsx,js,mjs}', 'e2e/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: false,
          // Workspace tooling shared by every remote's story test (not app code, not a library).
          allow: ['../../../scripts/storybook/render-stories'],
          // These libraries have entries that are loaded on demand on purpose (the contract check
          // with the first remote, the dialog host with the first dialog), beside the entries
          // imported statically: a lazy import of one entry does not make the whole library lazy.
          checkDynamicDependenciesExceptions: ['@bullion/shared', '@bullion/ui'],
          depConstraints,
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // React code only: Playwright fixtures call a `use` that is not React's.
    files: ['**/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  dependencyChecks(),
];
