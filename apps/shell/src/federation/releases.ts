// A shell with a release registry (config.json `releases`, issue 36): the registry is asked at once,
// and what remote loads do is reported to it. The code that asks and reports, and the contract's
// schemas it checks with, are loaded only then (two chunks, fetched beside the rest of start-up):
// without `releases` nothing is loaded, asked, listened to or sent, and the first page is as light
// as before.
import type { RemoteName } from '@bullion/shared';
import type { ShellConfig } from '../config/shell-config';
import { registryWaitMs, ReleaseRegistry } from './release-registry';
import type { ReleaseTelemetry, ReleaseTelemetryOptions } from './release-telemetry';
import type { RemoteFailureReason, RemoteLoadReport } from './remote-loader';

export interface Releases {
  registry: ReleaseRegistry;
  /** RemoteLoader's `report`: forwarded to the telemetry once its code has loaded. */
  report: (report: RemoteLoadReport) => void;
  telemetry: Promise<ReleaseTelemetry>;
}

export type ReleasesDeps = { fetch?: typeof fetch } & Pick<ReleaseTelemetryOptions, 'target' | 'sendBeacon'>;

let active: Releases | null = null;

/** Starts both when config.json has `releases`; null (nothing started) without. */
export function startReleases(config: ShellConfig, deps: ReleasesDeps = {}): Releases | null {
  const { releases } = config;
  if (!releases) return null;
  const waitMs = registryWaitMs(releases);
  const answer = import('./release-registry-fetch').then(({ fetchRegistryRemotes }) =>
    fetchRegistryRemotes(releases, { fetch: deps.fetch, timeoutMs: waitMs }),
  );
  const registry = new ReleaseRegistry(config, releases, answer, waitMs);
  const telemetry = import('./release-telemetry').then(({ ReleaseTelemetry }) => new ReleaseTelemetry({ ...deps, releases, releaseOf: registry.releaseOf }));
  // A telemetry chunk that failed to load is no reason for start-up's reload-once on chunk errors.
  telemetry.catch(() => undefined);
  const report = (event: RemoteLoadReport) => {
    // Never into the app: a telemetry whose code could not load reports nothing.
    telemetry.then((reporter) => reporter.record(event)).catch(() => undefined);
  };
  active = { registry, report, telemetry };
  return active;
}

/** Ends what startReleases started (tests; a page keeps it for its life). */
export async function stopReleases(): Promise<void> {
  const stopping = active;
  active = null;
  (await stopping?.telemetry.catch(() => null))?.stop();
}

/**
 * An area or widget whose remote loaded, then failed: its boundary caught a crash, it did not mount
 * in time, or it lacks the widget. Nothing happens without `releases` in config.json.
 */
export function reportRemoteFailure(remote: RemoteName, manifestUrl: string, reason: RemoteFailureReason): void {
  active?.report({ remote, manifestUrl, outcome: 'failed', reason });
}
