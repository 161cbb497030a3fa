// Vite + Module Federation settings every app of the workspace uses, so that the shell and the
// remotes always agree on what is shared and how.
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** msw's mockServiceWorker.js (`npx msw init libs/api-client/mock-worker --no-save`). */
export const MOCK_WORKER_DIR = join(workspaceRoot, 'libs/api-client/mock-worker');

export const APP_PORTS = {
  shell: 4200,
  catalog: 4201,
  inventory: 4202,
  orders: 4203,
  settings: 4204,
} as const;

export type RemoteAppName = Exclude<keyof typeof APP_PORTS, 'shell'>;

/** Page-wide singletons (ARCHITECTURE.md, "Shared singletons"). */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  'zustand',
  'antd',
  'single-spa',
  'single-spa-react',
  '@bullion/shared',
  '@bullion/api-client',
] as const;

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

function installedVersion(pkg: string): string {
  const manifestPath = pkg.startsWith('@bullion/')
    ? join(workspaceRoot, 'libs', pkg.slice('@bullion/'.length), 'package.json')
    : join(workspaceRoot, 'node_modules', pkg, 'package.json');
  return readJson<{ version: string }>(manifestPath).version;
}

/** Every singleton must be declared, with its version, on both sides, or the page silently gets two. */
export function sharedSingletons() {
  return Object.fromEntries(
    SINGLETONS.map((pkg) => {
      const version = installedVersion(pkg);
      return [pkg, { singleton: true, version, requiredVersion: `^${version}` }];
    }),
  );
}

export function shellContractVersion(): string {
  return readJson<{ version: string }>(join(workspaceRoot, 'libs/shared/src/contract-version.json')).version;
}

const commonBuild: UserConfig['build'] = {
  target: 'es2022',
  sourcemap: true,
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
    ],
    server: { port: APP_PORTS.shell, strictPort: true },
    preview: { port: APP_PORTS.shell, strictPort: true },
    build: commonBuild,
  };
}

export interface RemoteViteOptions {
  name: RemoteAppName;
  /** The folder of the remote's vite.config.ts. */
  root: string;
}

export function remoteViteConfig({ name, root }: RemoteViteOptions): UserConfig {
  const port = APP_PORTS[name];
  const { version: packageVersion } = readJson<{ version: string }>(join(root, 'package.json'));
  // A remote declares the contract range it was compiled against. SHELL_CONTRACT_RANGE lets a
  // build claim another range (used to test that the shell refuses incompatible remotes).
  const contractRange = process.env.SHELL_CONTRACT_RANGE ?? `^${shellContractVersion()}`;
  const version = process.env.REMOTE_BUILD_VERSION ?? packageVersion;
  return {
    // Relocatable: the build can be served from any folder or host.
    base: './',
    define: {
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
            stats.metaData = { ...metaData, bullion: { remote: name, version, contractRange } };
          },
        },
      }),
    ],
    server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true },
    preview: { port, strictPort: true, cors: true },
    // The public folder is msw's worker (one copy for every remote, beside the mocks), served for the
    // standalone dev page (`nx serve <remote>`); the federated build needs none of it.
    publicDir: MOCK_WORKER_DIR,
    build: { ...commonBuild, copyPublicDir: false },
  };
}
