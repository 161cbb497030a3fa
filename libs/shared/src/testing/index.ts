// '@bullion/shared/testing': helpers for the apps' unit tests. Its own entry, imported only by test
// files, so nothing of it (or of vitest) reaches a production bundle.
export { fakeShellServices, type FakeShellServicesOverrides } from './fake-shell-services';
export { CurrentLocation, renderInShell, testQueryClient, type RenderInShellOptions } from './render-in-shell';
export { signInToGroup } from './sign-in';
