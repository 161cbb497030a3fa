// '@bullion/ui/standalone': the development-only host page of a remote running on its own.
// Kept out of the library's main entry so that no production build contains it. It imports the
// singletons by package name ('@bullion/shared'), which the federation runtime resolves to the very
// instances the remote itself gets.
export {
  startStandaloneRemote,
  type StandaloneRemoteOptions,
  type StandaloneRoute,
  type StandaloneSession,
} from './start-standalone-remote';
