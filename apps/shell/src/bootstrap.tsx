// Start-up: read config.json, remember any preview link (applied only for a signed-in member whose
// role allows previews: federation/preview-state.ts), then render the shell, which loads remotes
// through the federation runtime as their areas are visited.
import { configureApiClient, hasAuthStateToRestore, secondFactorDemandOf, type ApiHttpError } from '@bullion/api-client';
import { installHistoryGate, queryClient, selectGroupId, toastService, useAppStore } from '@bullion/shared';
import { registerRemotes, loadRemote } from '@module-federation/runtime';
import { createRoot } from 'react-dom/client';
import { start as startSingleSpa } from 'single-spa';
import { preloadSignedInStart, ShellApp } from './app';
import { endLocalSession, isEndedSession } from './auth/access';
import { demandSecondFactor } from './auth/second-factor-demand';
import { startSessionTracking } from './auth/session-store';
import { preconnect } from './config/preconnect';
import { loadShellConfig } from './config/shell-config';
import { diagnosticsEnabled, exposeDiagnostics, registerShellInstances } from './debug/instances';
import { clearChunkReloadFlag, isChunkLoadError, isOtherAppChunkError, reloadOnceForChunkError } from './errors/lazy-with-reload';
import { readStoredOverrides, resolvePreviewOverrides, writeStoredOverrides } from './federation/preview-overrides';
import { currentAppliedOverrides, forgetPreviewRequests, subscribePreviews, usePreviewRequests } from './federation/preview-state';
import { preloadFirstPage } from './federation/first-page-remotes';
import { startReleases } from './federation/releases';
import { RemoteLoader } from './federation/remote-loader';
import type { ShellContextValue } from './shell-context';
import './styles.css';

// A chunk of a new deploy that fails to load: reload once (never in a loop). Not for a remote's
// chunk (its area shows the failure: reloading would fail again on every start).
window.addEventListener('vite:preloadError', (event) => {
  if (isOtherAppChunkError((event as Event & { payload?: unknown }).payload)) return;
  if (reloadOnceForChunkError()) event.preventDefault();
});
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason) && !isOtherAppChunkError(event.reason)) reloadOnceForChunkError();
});

// single-spa turns every pushState/replaceState into a popstate event, so the shell's router and
// every parcel's router follow the same URL.
// The leave guard's gate must be the first popstate listener: before single-spa adds its own.
installHistoryGate();
startSingleSpa({ urlRerouteOnly: true });
registerShellInstances();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

/**
 * A failed HTTP response shows an error toast with the status; except a team's demand for two-step
 * verification (turned on while this session held its token), which opens the shell's dialog, and a
 * session ended elsewhere, which is dropped here too (the guard then asks to log in).
 */
function reportHttpError(error: ApiHttpError): void {
  if (isEndedSession(error)) {
    void endLocalSession();
    return;
  }
  const demand = secondFactorDemandOf(error);
  const groupId = selectGroupId(useAppStore.getState());
  if (demand && groupId) demandSecondFactor({ groupId, ...demand });
  else toastService.show('error', `Request failed (${error.status})`, { description: error.message });
}

async function boot() {
  const config = await loadShellConfig();
  // With a release registry, it is asked at once, beside everything below; only remote loads wait for
  // its answer (at most 3 s, then config.json's remotes), never a page that loads no remote.
  const releases = startReleases(config);
  const returning = hasAuthStateToRestore();
  preconnect(config, { withRemotes: returning });
  configureApiClient({
    apiUrl: config.apiUrl,
    authUrl: config.authUrl,
    authPublicKey: config.authPublicKey,
    onHttpError: reportHttpError,
  });
  // A preview link is remembered for the tab whoever opens it; it applies only once the session is
  // known and the current group's role grants remotes.preview.
  const { overrides: requested, rejected, cleanedSearch } = resolvePreviewOverrides(
    window.location.search,
    readStoredOverrides(sessionStorage),
    config.previewOrigins,
  );
  writeStoredOverrides(sessionStorage, requested);
  usePreviewRequests.setState({ requested, rejected });
  if (cleanedSearch !== window.location.search) {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${cleanedSearch}${window.location.hash}`);
  }

  const loader = new RemoteLoader({
    config: releases?.registry.config ?? config,
    overrides: currentAppliedOverrides,
    subscribe: releases ? (listener) => releases.registry.subscribeAlong(subscribePreviews, listener) : subscribePreviews,
    runtime: { registerRemotes, loadRemote },
    remotesPending: releases?.registry.pending,
    report: releases?.report,
  });
  // A signed-in visit's first page: its remote loads beside the session's restore and the shell's
  // own chunks, not after them. A preview link waits for the session, which decides whether it applies.
  const { pathname } = window.location;
  const previewAsked = Object.keys(requested).length > 0;
  if (returning) {
    if (!previewAsked) preloadFirstPage(loader, pathname);
    preloadSignedInStart(pathname);
  }
  // The session is looked up before protected routes render.
  await startSessionTracking();
  if (returning) {
    if (previewAsked) preloadFirstPage(loader, pathname);
    // Its own chunk (the queries of the signed-in pages), preloaded by index.html with a stored session.
    void import('./first-page-data')
      .then(({ prefetchFirstPageData }) => prefetchFirstPageData(queryClient, pathname))
      .catch(() => undefined);
  }
  if (diagnosticsEnabled(config.debug)) exposeDiagnostics({ releases: releases ? () => releases.registry.describe() : undefined });
  const shell: ShellContextValue = {
    config: releases?.registry.config ?? config,
    loader,
    previews: {
      reset() {
        forgetPreviewRequests(sessionStorage);
        window.location.reload();
      },
      forget() {
        forgetPreviewRequests(sessionStorage);
      },
    },
  };
  root.render(<ShellApp shell={shell} />);
  clearChunkReloadFlag();
}

boot().catch(async (error: unknown) => {
  console.error('[shell] start-up failed', error);
  // Its own chunk: only a failed start shows it.
  const { StartupError } = await import('./errors/startup-error');
  root.render(<StartupError error={error} />);
});
