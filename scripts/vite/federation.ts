// Vite + Module Federation settings every app of the workspace uses, so that the shell and the
// remotes always agree on what is shared and how.
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ViteUserConfig as UserConfig } from 'vitest/config';
import { browserUnitTests } from './unit-tests.ts';
import { isRemoteName, localUrl, PORTS, REMOTE_NAMES, REMOTES, remoteAreaPath } from '../../libs/shared/src/remotes.ts';
import { chunkIntegrity } from './chunk-integrity.ts';
import { compress } from './compress.ts';
import singletonList from './federation-singletons.json' with { type: 'json' };
import { firstPagePreload } from './first-page-preload.ts';
import { widgetChunks } from './widget-chunks.ts';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** msw's mockServiceWorker.js (`npx msw init libs/api-mocks/mock-worker --no-save`). */
export const MOCK_WORKER_DIR = join(workspaceRoot, 'libs/api-mocks/mock-worker');

// A stored session (supabase-js's storage key, AUTH_STORAGE_KEY): the visitor is not sent to /login.
const STORED_SESSION = `localStorage.getItem('bullion-auth')`;
// A stored session that supabase-js must refresh before the app can use it (its token expires within
// FRESH_SESSION_MIN_VALIDITY_MS of @bullion/api-client, 5 min, or it cannot be read): the app waits
// for supabase-js then (the shell's session-store.ts), so it is fetched with the start's code. A fresh
// one is used as stored, and supabase-js loads after the first page.
const SESSION_DUE_FOR_REFRESH =
  `!(function(){try{var s=JSON.parse(${STORED_SESSION});return s.expires_at*1000-Date.now()>=300000}catch(e){return false}})()`;

/**
 * Page-wide singletons (federation-singletons.json): one copy of each for the shell and every remote,
 * or state (the store, the QueryClient, React contexts) silently splits between apps. Only what must
 * be one instance is shared: a shared module is loaded whole (never tree-shaken), so everything else,
 * antd and @bullion/ui above all, is bundled by each app with just the parts it uses. The antd theme
 * reaches each app's copy through the contract's theme service (@bullion/ui's createRemoteParcel).
 * @bullion/shared holds the contract and the singletons: store, QueryClient, dialog/toast/theme
 * services, and the API connection (address, tokens, the supabase client) that every app's copy of
 * @bullion/api-client uses. The list is JSON so that eslint.config.mjs reads it too: every app
 * declares each singleton in its package.json without importing it.
 */
const SINGLETONS: readonly string[] = singletonList;

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** A subpath entry ("@bullion/shared/remotes") has its package's version. */
function installedVersion(specifier: string): string {
  const segments = specifier.split('/');
  const pkg = segments.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  const manifestPath = pkg.startsWith('@bullion/')
    ? join(workspaceRoot, 'libs', pkg.slice('@bullion/'.length), 'package.json')
    : join(workspaceRoot, 'node_modules', pkg, 'package.json');
  return readJson<{ version: string }>(manifestPath).version;
}

/**
 * Shared packages whose unused parts are left out: every app's build provides only these exports
 * (the federation plugin's tree-shaken provider), the same list on every side, so whichever app's
 * copy is loaded first has all that any app asks for (a remote asking for more would get a second,
 * full copy). libs/shared/src/workspace/bundle-size.test.ts checks that the apps import nothing else from them.
 */
export const TREE_SHAKEN_SHARED: Partial<Record<string, readonly string[]>> = {
  'react-router': [
    'BrowserRouter',
    'Link',
    'MemoryRouter',
    'NavLink',
    'Navigate',
    'Outlet',
    'Route',
    'Routes',
    'UNSAFE_LocationContext',
    'matchPath',
    'matchRoutes',
    'useLocation',
    'useNavigate',
    'useParams',
    'useRoutes',
    'useSearchParams',
  ],
};

/** Every singleton must be declared, with its version, on both sides, or the page silently gets two. */
export function sharedSingletons() {
  return Object.fromEntries(
    SINGLETONS.map((pkg) => {
      const version = installedVersion(pkg);
      const usedExports = TREE_SHAKEN_SHARED[pkg];
      return [
        pkg,
        {
          singleton: true,
          version,
          requiredVersion: `^${version}`,
          ...(usedExports ? { treeShaking: { mode: 'runtime-infer' as const, usedExports: [...usedExports] } } : {}),
        },
      ];
    }),
  );
}

export function shellContractVersion(): string {
  return readJson<{ version: string }>(join(workspaceRoot, 'libs/shared/src/contract-version.json')).version;
}

/** Lazy chunks of the shell whose imports do not go through Vite's preload links (see below). */
const IMPORTED_WITHOUT_PRELOAD_LINKS = /(^|\/)menu-dropdown-[\w-]+\.js$/;

const commonBuild: UserConfig['build'] = {
  target: 'es2022',
  // Maps are written for error reports and for size analysis, but no script points browsers at them.
  sourcemap: 'hidden',
  chunkSizeWarningLimit: 2000,
};

export function shellViteConfig(): UserConfig {
  return {
    base: '/',
    plugins: [
      react(),
      federation({
        name: 'shell',
        // No build-time remotes: they are registered at runtime from config.json.
        remotes: {},
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
      }),
      // The first page's code is asked for at once, not one import level at a time.
      firstPagePreload({
        always: ['src/bootstrap.tsx'],
        conditional: [
          // No stored session (the supabase-js storage key): the visitor lands on /login.
          { when: `!${STORED_SESSION}`, sources: ['src/pages/auth/login-page.tsx'] },
          // A stored session: the signed-in layout, and the first page's data is asked for at once
          // (first-page-data.ts). The layout is plain HTML: antd's theme comes later, with the first
          // menu, dialog or antd page.
          { when: `${STORED_SESSION}`, sources: ['src/layout/signed-in-app.tsx', 'src/first-page-data.ts'] },
          { when: `${STORED_SESSION}&&${SESSION_DUE_FOR_REFRESH}`, sources: ['node_modules/@supabase/supabase-js/dist/index.mjs'] },
          {
            when: `${STORED_SESSION}&&location.pathname==='/'`,
            sources: ['src/pages/dashboard/dashboard-page.tsx'],
          },
        ],
      }),
      compress(),
    ],
    server: { port: PORTS.shell, strictPort: true },
    preview: { port: PORTS.shell, strictPort: true },
    build: {
      ...commonBuild,
      modulePreload: {
        // The layout's menus (antd's Dropdown and its theme) load at idle time or on a first hover:
        // the browser fetches their chunks by following the imports, without Vite's preload links.
        // Inserting those links is a long task of the dashboard's start (most of it in appendChild),
        // longer still on Lighthouse's phone, just after the dashboard shows.
        resolveDependencies: (filename, deps) => (IMPORTED_WITHOUT_PRELOAD_LINKS.test(filename) ? [] : deps),
      },
    },
  };
}

/**
 * The whole Vite (and Vitest) config of a remote, from its folder: the folder's name is the remote's
 * name in libs/shared/src/remotes.json, which gives its port.
 */
export function remoteViteConfig(root: string): UserConfig {
  const name = basename(root);
  if (!isRemoteName(name)) {
    throw new Error(`apps/${name} is not a remote of libs/shared/src/remotes.json (${REMOTE_NAMES.join(', ')}): add its entry there.`);
  }
  const port = PORTS[name];
  const { version: packageVersion } = readJson<{ version: string }>(join(root, 'package.json'));
  // A remote declares the contract range it was compiled against. SHELL_CONTRACT_RANGE lets a
  // build claim another range (used to test that the shell refuses incompatible remotes).
  const contractRange = process.env.SHELL_CONTRACT_RANGE ?? `^${shellContractVersion()}`;
  const version = process.env.REMOTE_BUILD_VERSION ?? packageVersion;
  const widgets = widgetChunks(REMOTES[name].widgets ?? []);
  return {
    // Relocatable: the build can be served from any folder or host.
    base: './',
    define: {
      __REMOTE_NAME__: JSON.stringify(name),
      // Baked in, so the remote's own page (main.ts) needs no module it would share with the app.
      __REMOTE_SHELL_URL__: JSON.stringify(`${localUrl('shell')}${remoteAreaPath(name)}`),
      __REMOTE_CONTRACT_RANGE__: JSON.stringify(contractRange),
      __REMOTE_VERSION__: JSON.stringify(version),
    },
    plugins: [
      react(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes: { './parcel': './src/parcel.tsx' },
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: {
          additionalData: ({ stats }) => {
            const metaData = (stats.metaData ?? {}) as Record<string, unknown>;
            // widgets: the chunks of each widget's code (widget-chunks.ts), for the shell to fetch early.
            stats.metaData = { ...metaData, bullion: { remote: name, version, contractRange, widgets: widgets.chunks() } };
          },
        },
      }),
      widgets.plugin,
      // The chunks' hashes into the manifest once every file is final, then the compressed copies.
      chunkIntegrity(),
      compress(),
    ],
    server: { port, strictPort: true, origin: localUrl(name), cors: true },
    preview: { port, strictPort: true, cors: true },
    // The public folder is msw's worker (one copy for every remote, beside the mocks), served for the
    // standalone dev page (`nx serve <remote>`); the federated build needs none of it.
    publicDir: MOCK_WORKER_DIR,
    build: {
      ...commonBuild,
      copyPublicDir: false,
      // A page's chunk imports the chunks it needs at its top (the bundler hoists them), so the
      // browser asks for all of them as soon as the page's chunk arrives. Vite's preload links would
      // ask one round trip earlier, but inserting them costs the main thread: its helper compares
      // every dependency with every <link> already in the document (the shell's start has dozens),
      // which can make a long task of the idle preload on a phone (`node bench/main-thread.mjs`).
      // A remote has no stylesheets (its styles are in its scripts), so no preload is needed for one.
      modulePreload: { resolveDependencies: () => [] },
    },
    test: browserUnitTests(),
  };
}
