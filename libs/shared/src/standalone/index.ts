// '@bullion/shared/standalone': the development-only host page of a remote running on its own.
// Kept out of the library's main entry so that no production build contains it. Its files import
// the library's singletons by relative path, which in dev are the very modules the remote's
// '@bullion/shared' resolves to through the federation runtime. Not by package name: the
// federation plugin keeps a package's imports of itself local, and in dev Vite pre-bundles that
// local '@bullion/shared' into a second copy.
export {
  startStandaloneRemote,
  type StandaloneRemoteOptions,
  type StandaloneRoute,
  type StandaloneSession,
} from './start-standalone-remote';
